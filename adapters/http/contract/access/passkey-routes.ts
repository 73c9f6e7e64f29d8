import { Empty } from '../common';
import { route } from './access-routes';
import { VerificationStatus } from './access';
import {
  AddPasskeyRequest, PasskeyBody, PasskeyOptionsResponse, PasskeySignInRequest, PasskeySignInStatus, PasskeysResponse, RenamePasskeyRequest,
} from './passkeys';

const P = '/api/dealer/user/passkeys';
const S = '/api/dealer/user/passkey_sign_in';

/** Passkeys as a staff second factor (issue 30 item 5); every path is designed (the spec knows text codes only). */
export const passkeyRoutes = {
  list: route({ method: 'GET', path: `${P}/`, summary: 'My passkeys (name, transports, added, last used), oldest first', auth: 'verified', dealership: false, response: PasskeysResponse, designed: true }),
  registrationOptions: route({ method: 'POST', path: `${P}/registration_options/`, summary: 'Options for navigator.credentials.create() (startRegistration\'s optionsJSON); the challenge is kept for the session 5 minutes, single use', auth: 'verified', dealership: false, body: Empty, response: PasskeyOptionsResponse, designed: true }),
  add: route({ method: 'POST', path: `${P}/`, summary: 'Register the passkey the browser made for the last registration options (400 passkey_refused, no_passkey_challenge; 409 passkey_already_registered)', auth: 'verified', dealership: false, body: AddPasskeyRequest, response: PasskeyBody, status: 201, designed: true }),
  rename: route({ method: 'PATCH', path: `${P}/{id}/`, summary: 'Rename one of my passkeys (another user\'s is 404)', auth: 'verified', dealership: false, body: RenamePasskeyRequest, response: PasskeyBody, designed: true }),
  remove: route({ method: 'DELETE', path: `${P}/{id}/`, summary: 'Remove one of my passkeys; 409 last_factor when it is my only second factor', auth: 'verified', dealership: false, response: Empty, status: 204, designed: true }),
  signInStatus: route({ method: 'GET', path: `${S}/`, summary: 'Whether the signed-in user (past the password) has a passkey to use as the second step', auth: 'session', response: PasskeySignInStatus, designed: true }),
  signInOptions: route({ method: 'POST', path: `${S}/options/`, summary: 'Options for navigator.credentials.get() (startAuthentication\'s optionsJSON) naming my passkeys; 400 already_verified, 404 no_passkey', auth: 'session', body: Empty, response: PasskeyOptionsResponse, designed: true }),
  signIn: route({ method: 'POST', path: `${S}/`, summary: 'The second step with a passkey: on success the session gets a new id and is fully authenticated, as with a one-time code (remember_device as there)', auth: 'session', body: PasskeySignInRequest, response: VerificationStatus, designed: true }),
} as const;
