import { CurrentUserResponse } from '../access/access';
import { route } from '../access/access-routes';
import { AvatarResponse, MyMessagesResponse, ProfileUpdateRequest } from './profile';

const U = '/api/dealer/user';

/** The signed-in user's own profile (issue 13.2). */
export const profileRoutes = {
  updateProfile: route({ method: 'PATCH', path: `${U}/current_user/`, summary: 'Update my profile (names, phone, e-mail with the current password, notification flags); answers the user as current_user/ does', auth: 'verified', dealership: false, body: ProfileUpdateRequest, response: CurrentUserResponse, designed: true }),
  saveAvatar: route({ upload: { field: 'avatar', holds: 'picture' }, method: 'POST', path: `${U}/save_avatar/`, summary: 'Upload my avatar: multipart field `avatar` (JPEG, PNG or WebP, at most 5 MB), cropped to 256 × 256 and re-encoded; 201 with its address in Location', auth: 'verified', dealership: false, response: AvatarResponse, status: 201 }),
  myMessages: route({
    method: 'GET', path: `${U}/my_messages/`, auth: 'verified', dealership: false, response: MyMessagesResponse, designed: true,
    summary: 'The messages the product sent to me (sign-in codes, invitations, password resets, notifications), newest first, 10 per page, with each one\'s channel, state and failure reason; addresses masked, never a body, no subject for a code, invitation or reset link. 400 invalid_query for a bad page',
    query: { page: 'Page number, from 1' },
  }),
  removeAvatar: route({ method: 'DELETE', path: `${U}/save_avatar/`, summary: 'Remove my avatar', auth: 'verified', dealership: false, response: AvatarResponse, designed: true }),
};
