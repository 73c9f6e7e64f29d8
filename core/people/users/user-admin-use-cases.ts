import { inviteUser, resendInvitation } from './invite-user';
import { exportUsers, getUser, listUsers } from './list-users';
import { setActiveStatus } from './set-active-status';
import { updateUser } from './update-user';
import type { UserAdminDeps } from './user-admin-deps';

/** The users screen (issue 13): list, CSV, one user, invite, resend, edit, activate, bound to their ports. */
export const userAdminUseCases = (deps: UserAdminDeps) => ({
  list: listUsers(deps),
  export: exportUsers(deps),
  get: getUser(deps),
  invite: inviteUser(deps),
  resendInvitation: resendInvitation(deps),
  update: updateUser(deps),
  setActiveStatus: setActiveStatus(deps),
});
export type UserAdminUseCases = ReturnType<typeof userAdminUseCases>;
