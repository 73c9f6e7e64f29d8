import { resealAll, sealAgain, type Resealer, type RotationReport } from '../shared/key-rotation';
import type { SecondFactorRepository } from './second-factor-ports';

/**
 * Key rotation of the authenticator app secrets (confirmed and pending), sealed with the credit
 * fields' key: each secret of an older key is sealed again with the current one, in batches, only
 * if unchanged since read (a user who re-enrolls meanwhile is skipped: their new secret uses the
 * current key). Re-running it reseals nothing.
 */
export async function rotateTotpSecrets(deps: { readonly secondFactors: SecondFactorRepository; readonly cipher: Resealer }, batch = 100): Promise<RotationReport> {
  const { secondFactors, cipher } = deps;
  return resealAll({
    find: (n) => secondFactors.totpSealedWithOtherKey(cipher.currentKeyId, n),
    key: (e) => `${e.userId}:${e.slot}`,
    write: (e) => secondFactors.resealTotp(e, sealAgain(cipher, e.sealed)),
  }, batch);
}
