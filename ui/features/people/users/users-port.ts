import type { QueryParams } from '../../../../adapters/di/tokens';
import type { InviteUserRequest, StaffUserBody, UpdateUserRequest, UserListResponse } from '../../../../adapters/http/contract/people/users';
import type { Answer } from '../../../shared/answer';

/** What the users screen asks the server (bound over the contract's routes in users-module.ts). */
export interface UsersPort {
  list(query: QueryParams): Answer<UserListResponse>;
  invite(body: InviteUserRequest): Answer<StaffUserBody>;
  update(id: number, body: UpdateUserRequest): Answer<StaffUserBody>;
  resendInvitation(id: number): Answer<StaffUserBody>;
  setActive(id: number, isActive: boolean): Answer<StaffUserBody>;
  /** Issue 30.5: an admin removes the member's second factors (audited). */
  resetSecondFactors(id: number): Answer<{ readonly detail: string; readonly removed: readonly string[] }>;
}
