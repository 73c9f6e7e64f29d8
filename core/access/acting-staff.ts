import * as E from 'fp-ts/Either';
import { hasUsableRole } from './actor';
import type { DealershipContext } from './dealership-context';
import { sessionContextOf, type ContextDeps } from './session-context';

/** Why a staff member cannot act at a store: unknown, deactivated, or without a role there. */
export type ActingStaffRefusal =
  | { readonly _tag: 'UnknownStaff'; readonly email: string }
  | { readonly _tag: 'UnknownDealership'; readonly dealershipId: number }
  | { readonly _tag: 'StaffDeactivated'; readonly email: string }
  | { readonly _tag: 'NoRoleAtDealership'; readonly email: string; readonly dealershipId: number };

/**
 * The context a staff member acts in at a store from outside a browser (the command line), as if
 * signed in there and past the second step: the same user, memberships, role and permissions a
 * session would carry, read afresh. A super admin may act at any store; anyone else needs a role
 * at that one ("users with no role are denied unless super admin", as `scoped` routes answer).
 * `sessionId` names the caller in what the use cases record (never a real session).
 */
export async function actingStaff(
  deps: ContextDeps, email: string, dealershipId: number, now: Date, sessionId: string,
): Promise<E.Either<ActingStaffRefusal, DealershipContext>> {
  const wanted = email.trim().toLowerCase();
  const user = await deps.users.byEmail(wanted);
  if (user === null) return E.left({ _tag: 'UnknownStaff', email: wanted });
  const dealership = await deps.dealerships.byId(dealershipId);
  if (dealership === null) return E.left({ _tag: 'UnknownDealership', dealershipId });
  const ctx = sessionContextOf({
    session: { id: sessionId, userId: user.id, dealershipId, fullyAuthenticated: true, language: null, createdAt: now, lastSeenAt: now, expiresAt: now, endedAt: null },
    user, memberships: await deps.users.memberships(user.id), dealership,
  });
  if (ctx === null) return E.left({ _tag: 'StaffDeactivated', email: wanted });
  if (!hasUsableRole(ctx.actor)) return E.left({ _tag: 'NoRoleAtDealership', email: wanted, dealershipId });
  return E.right({ ...ctx, dealership });
}
