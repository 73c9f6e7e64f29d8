import type * as t from 'io-ts';
import type { CurrentUserResponse, DetailResponse } from '../../../adapters/http/contract/access/access';
import type { AvatarResponse, ProfileUpdateRequest } from '../../../adapters/http/contract/people/profile';
import type { Answer } from '../../shared/answer';
import type { PasswordChange } from './password-change';

/** The signed-in user's own account (my profile). Answers as `Answer` says; a wrong current password is a field error. */
export interface MyAccountPort {
  changePassword(change: PasswordChange): Answer<t.TypeOf<typeof DetailResponse>>;
  updateProfile(change: ProfileUpdateRequest): Answer<t.TypeOf<typeof CurrentUserResponse>>;
  uploadAvatar(image: File): Answer<AvatarResponse>;
  removeAvatar(): Answer<AvatarResponse>;
}
