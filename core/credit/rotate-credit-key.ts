import type { FieldCipher, Sealed } from './credit-cipher';
import type { CreditRepository, StoredCredit, StoredDraft } from './credit-repository';
import { resealed } from './credit-sealing';

export interface RotationReport {
  readonly resealed: number;
  /** Rows changed by someone else meanwhile: sealed again on the next run (their new save uses the current key anyway). */
  readonly skipped: number;
}

interface SealedRow { readonly applicant: { readonly sealed: Sealed }; readonly coApplicant: { readonly sealed: Sealed } | null }

/** Reseals every row `find` gives until none is left, each only if unchanged since read (`write` false: skipped, not read again). */
async function rotateRows<R extends SealedRow>(
  cipher: FieldCipher, batch: number, key: (r: R) => string, find: (limit: number) => Promise<readonly R[]>,
  write: (r: R, applicant: Sealed, coApplicant: Sealed | null) => Promise<boolean>,
): Promise<RotationReport> {
  let done = 0;
  let skipped = 0;
  const seen = new Set<string>();
  for (;;) {
    const rows = (await find(batch + seen.size)).filter((r) => !seen.has(key(r)));
    if (rows.length === 0) return { resealed: done, skipped };
    for (const row of rows) {
      const ok = await write(row, resealed(cipher, row.applicant.sealed), row.coApplicant === null ? null : resealed(cipher, row.coApplicant.sealed));
      if (ok) done += 1;
      else { skipped += 1; seen.add(key(row)); }
    }
  }
}

/**
 * Key rotation: every application and every customer's draft whose secrets were sealed by an older
 * key is sealed again with the cipher's current key, in batches, each row only if unchanged since
 * it was read. Run it after making the new key current and keeping the old one as a previous key;
 * once it reports 0, the old key may be dropped.
 */
export async function rotateCreditKey(deps: { readonly credit: CreditRepository; readonly cipher: FieldCipher }, batch = 100): Promise<RotationReport> {
  const { credit, cipher } = deps;
  const keyId = cipher.currentKeyId;
  const apps = await rotateRows<StoredCredit>(cipher, batch, (r) => String(r.id), (n) => credit.sealedWithOtherKey(keyId, n),
    (r, a, co) => credit.reseal(r.id, r.version, a, co));
  const drafts = await rotateRows<StoredDraft>(cipher, batch, (r) => String(r.orderId), (n) => credit.draftsSealedWithOtherKey(keyId, n),
    (r, a, co) => credit.resealDraft(r.orderId, r.updatedAt, a, co));
  return { resealed: apps.resealed + drafts.resealed, skipped: apps.skipped + drafts.skipped };
}
