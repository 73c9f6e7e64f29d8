import { CurrentUserResponse } from './access';
import { route } from './access-routes';
import { AvatarResponse, ProfileUpdateRequest } from './profile';

const U = '/api/dealer/user';

/** The signed-in user's own profile (issue 13.2). */
export const profileRoutes = {
  updateProfile: route({ method: 'PATCH', path: `${U}/current_user/`, summary: 'Update my profile (names, phone, e-mail with the current password, notification flags); answers the user as current_user/ does', auth: 'verified', dealership: false, body: ProfileUpdateRequest, response: CurrentUserResponse, designed: true }),
  saveAvatar: route({ method: 'POST', path: `${U}/save_avatar/`, summary: 'Upload my avatar: multipart field `avatar` (JPEG, PNG or WebP, at most 5 MB), cropped to 256 × 256 and re-encoded; 201 with its address in Location', auth: 'verified', dealership: false, response: AvatarResponse, status: 201 }),
  removeAvatar: route({ method: 'DELETE', path: `${U}/save_avatar/`, summary: 'Remove my avatar', auth: 'verified', dealership: false, response: AvatarResponse, designed: true }),
};
