import * as E from 'fp-ts/Either';
import type * as TE from 'fp-ts/TaskEither';
import type { DealershipContext } from '../../access/dealership-context';
import { forbidden, invalidInput, notFound, type Forbidden, type InvalidInput, type NotFound } from '../../shared/errors';
import type { StaffMember } from './staff-member';
import { mayEditMember, maySeeStaff } from './user-admin-policy';
import type { UserAdminDeps } from './user-admin-deps';

/**
 * POST user/set_active_status/: activates or deactivates a user of the session's store the actor
 * may edit. Deactivating ends every session and remembered device of the user at once (the
 * repository's contract); nobody deactivates themself. Setting the status it already has writes nothing.
 */
export const setActiveStatus = (deps: UserAdminDeps) =>
  (ctx: DealershipContext, input: { readonly userId: number; readonly isActive: boolean }, ip: string): TE.TaskEither<InvalidInput | Forbidden | NotFound, StaffMember> => async () => {
    if (!maySeeStaff(ctx)) return E.left(forbidden('set_active_status'));
    const target = await deps.staff.byIdAt(ctx.dealership.id, input.userId);
    if (!target) return E.left(notFound);
    if (target.id === ctx.user.id) return E.left(invalidInput({ is_active: ['user.cannot_deactivate_self'] }));
    if (!mayEditMember(ctx.actor, target.role)) return E.left(forbidden('set_active_status'));
    if (target.isActive === input.isActive) return E.right(target);
    await deps.staff.setActive(target.id, input.isActive, deps.clock.now());
    await deps.audit.record({
      action: input.isActive ? 'user_activated' : 'user_deactivated', userId: ctx.user.id, dealershipId: ctx.dealership.id, ip,
      detail: { target_user_id: target.id }, before: { is_active: target.isActive }, after: { is_active: input.isActive },
    });
    return E.right({ ...target, isActive: input.isActive });
  };
