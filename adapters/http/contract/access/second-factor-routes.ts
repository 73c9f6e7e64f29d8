import { route } from './access-routes';
import { VerificationStatus } from './access';
import { Empty } from '../common';
import {
  PreferredFactorRequest, RecoveryCodesResponse, ResetFactorsResponse, SendEmailCodeResponse, TotpConfirmRequest,
  TotpConfirmResponse, TotpEnrollResponse, VerifyFactorRequest,
} from './second-factors';

const U = '/api/dealer/user';

/**
 * Second factors (issue 30.5), designed beside the spec's verification/ calls. Before the code step
 * (auth session) a user may enroll an app only when they have no factor; the rest of My profile's
 * "Sign-in security" needs a verified session. Passkeys' calls are their own (…/passkey…).
 */
export const secondFactorRoutes = {
  enrollTotp: route({ method: 'POST', path: `${U}/totp/enroll/`, summary: 'Start enrolling an authenticator app: a new secret, its otpauth:// URI and QR code (403 verification_required before the code step when the user has a factor)', auth: 'session', body: Empty, response: TotpEnrollResponse, designed: true }),
  confirmTotp: route({ method: 'POST', path: `${U}/totp/confirm/`, summary: 'Confirm the app with its first code (±30 s); ten recovery codes when the user has none; completes the code step during sign-in', auth: 'session', body: TotpConfirmRequest, response: TotpConfirmResponse, designed: true }),
  verifyFactor: route({ method: 'POST', path: `${U}/second_factor/verify/`, summary: 'The code step with the authenticator app (each code once) or a recovery code (each once; recovery_codes_left says how many remain)', auth: 'session', body: VerifyFactorRequest, response: VerificationStatus, designed: true }),
  sendEmailOtp: route({ method: 'POST', path: `${U}/send_email_otp/`, summary: 'E-mail a 6-digit code (checked by verification/) when e-mail is the user\'s factor (no other usable one)', auth: 'session', body: Empty, response: SendEmailCodeResponse, designed: true }),
  setPreferredFactor: route({ method: 'PUT', path: `${U}/second_factor/preference/`, summary: 'The factor the verification page opens with (one of the user\'s factors)', auth: 'verified', dealership: false, body: PreferredFactorRequest, response: VerificationStatus, designed: true }),
  removeFactor: route({ method: 'DELETE', path: `${U}/second_factor/{factor}/`, summary: 'Remove the phone (sms) or the authenticator app (totp); never the last factor', auth: 'verified', dealership: false, response: VerificationStatus, designed: true }),
  regenerateRecoveryCodes: route({ method: 'POST', path: `${U}/recovery_codes/`, summary: 'Ten new recovery codes (shown once); the old ones stop working', auth: 'verified', dealership: false, body: Empty, response: RecoveryCodesResponse, designed: true }),
  resetSecondFactors: route({ method: 'POST', path: `${U}/{id}/reset_second_factors/`, summary: 'An admin removes a staff member\'s phone, app, passkeys and recovery codes and signs them out (audited)', auth: 'verified', body: Empty, response: ResetFactorsResponse, designed: true }),
} as const;
