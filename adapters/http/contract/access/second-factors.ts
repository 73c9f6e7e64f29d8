import * as t from 'io-ts';
import { ShortText } from '../common';
import { SecondFactorCodec, VerificationStatus } from './access';

// Issue 30.5: second factors beyond the text message (authenticator app, recovery codes, e-mail codes).

/** A new authenticator app: the secret for typing by hand, the otpauth:// URI and its QR code (an SVG data URL). */
export const TotpEnrollResponse = t.type({ secret: t.string, otpauth_url: t.string, qr_code: t.string });
export type TotpEnrollResponse = t.TypeOf<typeof TotpEnrollResponse>;

export const TotpConfirmRequest = t.intersection([t.type({ code: ShortText }), t.partial({ remember_device: t.boolean })]);
/** The status after the app's first code; ten recovery codes (shown once) when the user had none left. */
export const TotpConfirmResponse = t.type({ status: VerificationStatus, recovery_codes: t.union([t.array(t.string), t.null]) });
export type TotpConfirmResponse = t.TypeOf<typeof TotpConfirmResponse>;

/** The sign-in's second step with the app's 6 digits or a recovery code (12345-67890). */
export const VerifyFactorRequest = t.intersection([
  t.type({ method: t.keyof({ totp: null, recovery: null }), code: ShortText }),
  t.partial({ remember_device: t.boolean }),
]);

export const SendEmailCodeResponse = t.type({ sent: t.boolean, masked_email: t.string, expires_in_seconds: t.number });
export type SendEmailCodeResponse = t.TypeOf<typeof SendEmailCodeResponse>;

export const PreferredFactorRequest = t.type({ preferred_factor: SecondFactorCodec });
export const RecoveryCodesResponse = t.type({ recovery_codes: t.array(t.string) });
export type RecoveryCodesResponse = t.TypeOf<typeof RecoveryCodesResponse>;

/** An admin's reset: what was removed (sms, totp, passkey, recovery_codes). */
export const ResetFactorsResponse = t.type({ detail: t.string, removed: t.array(t.string) });
