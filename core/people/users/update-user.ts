import * as E from 'fp-ts/Either';
import type * as TE from 'fp-ts/TaskEither';
import type { DealershipContext } from '../../access/dealership-context';
import type { AuditAction } from '../../shared/ports/audit-log';
import { forbidden, invalidInput, notFound, type Forbidden, type InvalidInput, type NotFound } from '../../shared/errors';
import { storedPermissions } from '../../access/permissions';
import { checkStaffChanges, permissionsAfter } from './staff-changes';
import { changedFields } from '../../shared/changed-fields';
import type { StaffChanges, StaffMember } from './staff-member';
import { mayEditMember, maySeeStaff } from './user-admin-policy';
import { auditedFields, type UserAdminDeps } from './user-admin-deps';
import type { StoredChanges } from './user-admin-repository';

/** Which audit action a changed field belongs to: role and permissions get rows of their own. */
const ACTION_OF: Readonly<Record<string, AuditAction>> = { role: 'user_role_changed', permissions: 'user_permissions_changed' };

/**
 * PATCH user/{id}/: writes the fields sent, for a user of the session's store the actor may edit;
 * every field error at once (nothing stored); one audit row per kind of change with only the
 * changed fields before and after.
 */
export const updateUser = (deps: UserAdminDeps) =>
  (ctx: DealershipContext, userId: number, changes: StaffChanges, ip: string): TE.TaskEither<InvalidInput | Forbidden | NotFound, StaffMember> => async () => {
    if (!maySeeStaff(ctx)) return E.left(forbidden('edit_user'));
    const target = await deps.staff.byIdAt(ctx.dealership.id, userId);
    if (!target) return E.left(notFound);
    if (!mayEditMember(ctx.actor, target.role)) return E.left(forbidden('edit_user'));
    const errors = checkStaffChanges(ctx.actor, ctx.user.id, target, changes, ctx.dealership.country);
    if (Object.keys(errors).length > 0) return E.left(invalidInput(errors));
    const { dealerNotifications, permissions, ...rest } = changes;
    const stored: StoredChanges = {
      ...rest,
      ...(rest.email !== undefined ? { email: rest.email.trim() } : {}),
      ...(rest.firstName !== undefined ? { firstName: rest.firstName.trim() } : {}),
      ...(rest.lastName !== undefined ? { lastName: rest.lastName.trim() } : {}),
      ...(rest.phone !== undefined ? { phone: rest.phone.trim() } : {}),
      ...(dealerNotifications !== undefined ? { dealerNotifications: { ...target.dealerNotifications, ...dealerNotifications } } : {}),
      // A role change carries the flags over (those at the old role's default follow the new one's).
      ...(permissions !== undefined || (rest.role !== undefined && rest.role !== target.role)
        ? { permissions: storedPermissions(permissionsAfter(target, changes).wanted, rest.role ?? target.role) } : {}),
    };
    const written = await deps.staff.update(ctx.dealership.id, userId, stored);
    if (!written.ok) return E.left(written.reason === 'not_found' ? notFound : invalidInput({ email: ['email.taken'] }));
    const after = await deps.staff.byIdAt(ctx.dealership.id, userId);
    if (!after) return E.left(notFound);
    const diff = changedFields(auditedFields(target), auditedFields(after));
    const byAction = new Map<AuditAction, { before: Record<string, unknown>; after: Record<string, unknown> }>();
    for (const key of Object.keys(diff.after)) {
      const action = ACTION_OF[key] ?? 'user_updated';
      const row = byAction.get(action) ?? { before: {}, after: {} };
      row.before[key] = diff.before[key];
      row.after[key] = diff.after[key];
      byAction.set(action, row);
    }
    for (const [action, row] of byAction) {
      await deps.audit.record({ action, userId: ctx.user.id, dealershipId: ctx.dealership.id, ip, detail: { target_user_id: userId }, before: row.before, after: row.after });
    }
    return E.right(after);
  };
