import * as E from 'fp-ts/Either';
import type * as TE from 'fp-ts/TaskEither';
import type { DealershipContext } from '../../access/dealership-context';
import { forbidden, type Forbidden, type InvalidQuery } from '../../shared/errors';
import type { Page } from '../../shared/page';
import type { RawQuery } from '../../shared/query-params';
import type { StaffMember } from './staff-member';
import { maySeeStaff } from './user-admin-policy';
import type { UserAdminDeps } from './user-admin-deps';
import { parseUserListQuery } from './user-list-query';

/** A CSV of the users holds at most this many rows (a store has dozens; this only bounds a mistake). */
export const USER_EXPORT_MAX = 5_000;

/** GET user/: the session's store's users, filtered, sorted and paged. */
export const listUsers = (deps: Pick<UserAdminDeps, 'staff'>) =>
  (ctx: DealershipContext, raw: RawQuery): TE.TaskEither<InvalidQuery | Forbidden, Page<StaffMember>> => async () => {
    if (!maySeeStaff(ctx)) return E.left(forbidden('view_users'));
    const query = parseUserListQuery(raw);
    if (E.isLeft(query)) return E.left({ _tag: 'InvalidQuery', errors: query.left });
    return E.right(await deps.staff.list(ctx.dealership.id, query.right));
  };

/** GET user/export/: every user the list parameters match (the page ignored), in the list's order. */
export const exportUsers = (deps: Pick<UserAdminDeps, 'staff'>) =>
  (ctx: DealershipContext, raw: RawQuery): TE.TaskEither<InvalidQuery | Forbidden, readonly StaffMember[]> => async () => {
    if (!maySeeStaff(ctx)) return E.left(forbidden('view_users'));
    const query = parseUserListQuery({ ...raw, page: undefined });
    if (E.isLeft(query)) return E.left({ _tag: 'InvalidQuery', errors: query.left });
    return E.right(await deps.staff.all(ctx.dealership.id, query.right, USER_EXPORT_MAX));
  };

/** GET user/{id}/: one user of the session's store (another store's id: NotFound). */
export const getUser = (deps: Pick<UserAdminDeps, 'staff'>) =>
  (ctx: DealershipContext, userId: number): TE.TaskEither<Forbidden | { readonly _tag: 'NotFound' }, StaffMember> => async () => {
    if (!maySeeStaff(ctx)) return E.left(forbidden('view_users'));
    const member = await deps.staff.byIdAt(ctx.dealership.id, userId);
    return member ? E.right(member) : E.left({ _tag: 'NotFound' });
  };
