import { maskedPhone } from '../shared/masking';
import { secondFactorStatus, type SecondFactorStatus } from './second-factor';
import type { SecondFactorPorts } from './second-factor-ports';

export type FactorStatusDeps = Pick<SecondFactorPorts, 'otpDevices' | 'secondFactors' | 'passkeyFactors' | 'textMessages'>;

/** The user's factors read from every port, with the confirmed phone (for its masked form). */
export const loadSecondFactors = (deps: FactorStatusDeps) => async (userId: number): Promise<SecondFactorStatus & { readonly phone: string | null }> => {
  const [device, totp, passkeys, recoveryCodesLeft, preferred] = await Promise.all([
    deps.otpDevices.byUser(userId), deps.secondFactors.totp(userId), deps.passkeyFactors.count(userId),
    deps.secondFactors.recoveryCodesLeft(userId), deps.secondFactors.preferred(userId),
  ]);
  const phone = device?.confirmed === true ? device.phone : null;
  return { ...secondFactorStatus({ phone, totp: totp?.secret != null, passkeys, recoveryCodesLeft, preferred }, deps.textMessages), phone };
};

/**
 * masked_phone of verification/ (the spec's name, kept): what the user's second factor is. The
 * masked phone when texts reach it; otherwise a plain name of the factor (the page words it in
 * the user's language from `factors`; this text is for older clients).
 */
export function factorDescription(status: SecondFactorStatus, phone: string | null): string | null {
  if (status.factors.includes('sms') && phone !== null) return maskedPhone(phone);
  if (status.factors.includes('totp')) return 'Authenticator app';
  if (status.factors.includes('passkey')) return 'Passkey';
  return null;
}
