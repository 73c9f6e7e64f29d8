import type { FieldCipher } from './credit-cipher';
import type { CreditRepository } from './credit-repository';
import { resealed } from './credit-sealing';

export interface RotationReport {
  readonly resealed: number;
  /** Rows changed by someone else meanwhile: sealed again on the next run (their new save uses the current key anyway). */
  readonly skipped: number;
}

/**
 * Key rotation: every application whose secrets were sealed by an older key is sealed again with
 * the cipher's current key, in batches, each row only if unchanged since it was read. Run it after
 * making the new key current and keeping the old one as a previous key; once it reports 0, the
 * old key may be dropped.
 */
export async function rotateCreditKey(deps: { readonly credit: CreditRepository; readonly cipher: FieldCipher }, batch = 100): Promise<RotationReport> {
  let done = 0;
  let skipped = 0;
  const seen = new Set<number>();
  for (;;) {
    const rows = (await deps.credit.sealedWithOtherKey(deps.cipher.currentKeyId, batch + seen.size)).filter((r) => !seen.has(r.id));
    if (rows.length === 0) return { resealed: done, skipped };
    for (const row of rows) {
      const ok = await deps.credit.reseal(row.id, row.version, resealed(deps.cipher, row.applicant.sealed),
        row.coApplicant === null ? null : resealed(deps.cipher, row.coApplicant.sealed));
      if (ok) done += 1;
      else { skipped += 1; seen.add(row.id); }
    }
  }
}
