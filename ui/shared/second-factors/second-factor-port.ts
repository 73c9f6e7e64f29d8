import type { ServiceIdentifier } from 'inversify';
import type { VerificationStatus } from '../../../adapters/http/contract/access/access';
import type { RecoveryCodesResponse, SendEmailCodeResponse, TotpConfirmResponse, TotpEnrollResponse } from '../../../adapters/http/contract/access/second-factors';
import type { SecondFactor } from '@dealer-panel/core/access/second-factor';
import type { Answer } from '../answer';

/**
 * The signed-in user's second factors (issue 30.5): the verification page and My profile both use
 * it (bound in ui/features/access/access-module.ts, loaded with the app).
 */
export interface SecondFactorPort {
  status(): Answer<VerificationStatus>;
  enrollTotp(): Answer<TotpEnrollResponse>;
  confirmTotp(code: string, rememberDevice: boolean): Answer<TotpConfirmResponse>;
  verify(method: 'totp' | 'recovery', code: string, rememberDevice: boolean): Answer<VerificationStatus>;
  sendEmailCode(): Answer<SendEmailCodeResponse>;
  /** The e-mailed code goes through the spec's verification/ as a texted one. */
  verifyEmailCode(token: string, rememberDevice: boolean): Answer<VerificationStatus>;
  setPreferred(factor: SecondFactor): Answer<VerificationStatus>;
  remove(factor: 'sms' | 'totp'): Answer<VerificationStatus>;
  regenerateRecoveryCodes(): Answer<RecoveryCodesResponse>;
}

export const SecondFactorToken = Symbol('secondFactorPort') as ServiceIdentifier<SecondFactorPort>;
