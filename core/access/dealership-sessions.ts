import * as E from 'fp-ts/Either';
import type * as TE from 'fp-ts/TaskEither';
import type { AuditLog } from '../shared/ports/audit-log';
import type { Clock } from '../shared/ports/clock';
import type { Dealership } from './dealership';
import type { DealerUser } from './dealer-user';
import type { DealerRole } from './role';
import { loadSessionContext, managedDealershipsOf, type ContextDeps, type SessionContext } from './session-context';
import type { SessionRepository } from './session-repository';

export interface DealershipSessionDeps extends ContextDeps {
  readonly sessions: SessionRepository;
  readonly clock: Clock;
  readonly audit: AuditLog;
}

/** Accent- and case-insensitive form for matching names typed at a Québec desk. */
export function fold(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
}

export const listManagedDealerships = (deps: ContextDeps) => async (ctx: SessionContext, name: string): Promise<readonly Dealership[]> => {
  const all = await managedDealershipsOf(deps, ctx.user, ctx.memberships);
  const wanted = fold(name.trim());
  return all.filter((d) => wanted === '' || fold(d.name).includes(wanted) || fold(d.city).includes(wanted));
};

export type TransferSessionError = { readonly _tag: 'DealershipNotManaged' };

/** Moves the session to another dealership the user manages; anything else looks like a missing dealership. */
export const transferSession = (deps: DealershipSessionDeps) =>
  (ctx: SessionContext, input: { readonly dealershipId: number; readonly ip: string }): TE.TaskEither<TransferSessionError, SessionContext> => async () => {
    const managed = await managedDealershipsOf(deps, ctx.user, ctx.memberships);
    if (!managed.some((d) => d.id === input.dealershipId)) return E.left({ _tag: 'DealershipNotManaged' });
    await deps.sessions.setDealership(ctx.session.id, input.dealershipId);
    await deps.audit.record({ action: 'dealership_switched', userId: ctx.user.id, dealershipId: input.dealershipId, ip: input.ip, detail: { from: ctx.session.dealershipId } });
    const moved = await loadSessionContext(deps, { ...ctx.session, dealershipId: input.dealershipId });
    return moved ? E.right(moved) : E.left({ _tag: 'DealershipNotManaged' });
  };

export const ASSIGNABLE_ROLES: readonly DealerRole[] = ['dealer_sales_rep', 'dealer_sales_manager', 'dealer_admin'];

/** Active staff of the session's dealership a customer can be assigned to. */
export const assignableDealerUsers = (deps: ContextDeps) => async (ctx: SessionContext): Promise<readonly (DealerUser & { readonly role: DealerRole })[]> => {
  if (ctx.dealership === null) return [];
  return deps.users.withRoleAt(ctx.dealership.id, ASSIGNABLE_ROLES);
};

export const signOut = (deps: { readonly sessions: SessionRepository; readonly clock: Clock; readonly audit: AuditLog }) =>
  async (ctx: SessionContext | null, ip: string): Promise<void> => {
    if (!ctx) return;
    await deps.sessions.end(ctx.session.id, deps.clock.now());
    await deps.audit.record({ action: 'sign_out', userId: ctx.user.id, dealershipId: ctx.session.dealershipId, ip, detail: {} });
  };
