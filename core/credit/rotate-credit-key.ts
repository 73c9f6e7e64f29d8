import { resealAll, sealAgain, type RotationReport } from '../shared/key-rotation';
import type { FieldCipher } from './credit-cipher';
import type { CreditRepository } from './credit-repository';

export type { RotationReport } from '../shared/key-rotation';

/**
 * Key rotation: every application and every customer's draft whose secrets were sealed by an older
 * key is sealed again with the cipher's current key, in batches, each row only if unchanged since
 * it was read. Run it after making the new key current and keeping the old one as a previous key;
 * once it reports 0, the old key may be dropped. The other values sealed with the same key: the
 * pulls' credentials (core/inventory/feeds/rotate-pull-credentials.ts) and the authenticator app
 * secrets (core/access/rotate-totp-secrets.ts); the CLI's rotate-credit-key runs all three.
 */
export async function rotateCreditKey(deps: { readonly credit: CreditRepository; readonly cipher: FieldCipher }, batch = 100): Promise<RotationReport> {
  const { credit, cipher } = deps;
  const keyId = cipher.currentKeyId;
  const again = <S extends { readonly sealed: Parameters<FieldCipher['open']>[0] }>(p: S | null) => (p === null ? null : sealAgain(cipher, p.sealed));
  const apps = await resealAll({
    find: (n) => credit.sealedWithOtherKey(keyId, n), key: (r) => String(r.id),
    write: (r) => credit.reseal(r.id, r.version, sealAgain(cipher, r.applicant.sealed), again(r.coApplicant)),
  }, batch);
  const drafts = await resealAll({
    find: (n) => credit.draftsSealedWithOtherKey(keyId, n), key: (r) => String(r.orderId),
    write: (r) => credit.resealDraft(r.orderId, r.updatedAt, sealAgain(cipher, r.applicant.sealed), again(r.coApplicant)),
  }, batch);
  return { resealed: apps.resealed + drafts.resealed, skipped: apps.skipped + drafts.skipped };
}
