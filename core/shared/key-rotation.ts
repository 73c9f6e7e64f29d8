/** A ciphertext beside the id of the key that sealed it (core/credit/credit-cipher.ts's `Sealed`). */
export interface SealedValue {
  readonly keyId: string;
  readonly ciphertext: string;
}

/** The cipher of the sealed values (CREDIT_ENCRYPTION_KEY's FieldCipher): seals with its current key, opens with any it holds. */
export interface Resealer {
  readonly currentKeyId: string;
  seal(plaintext: string): SealedValue;
  open(sealed: SealedValue): string;
}

/** What a key rotation did to one kind of sealed value. */
export interface RotationReport {
  readonly resealed: number;
  /** Rows changed by someone else meanwhile: sealed again on the next run (their new save uses the current key anyway). */
  readonly skipped: number;
}

/** The same plaintext under the cipher's current key. */
export function sealAgain(cipher: Resealer, sealed: SealedValue): SealedValue {
  return cipher.seal(cipher.open(sealed));
}

/** One kind of sealed value as a rotation walks it. */
export interface SealedRows<R> {
  /** At most `limit` rows still sealed with another key than the current one. */
  find(limit: number): Promise<readonly R[]>;
  /** The row's identity (a skipped row is not read again). */
  key(row: R): string;
  /** Seals the row again, only if unchanged since read: false when it changed (skipped). */
  write(row: R): Promise<boolean>;
}

/**
 * Reseals every row `find` gives, in batches of `batch`, until none is left; a row `write` refuses
 * is counted skipped and not read again. Re-running it after a full run reseals nothing.
 */
export async function resealAll<R>(rows: SealedRows<R>, batch: number): Promise<RotationReport> {
  let done = 0;
  let skipped = 0;
  const seen = new Set<string>();
  for (;;) {
    const found = (await rows.find(batch + seen.size)).filter((r) => !seen.has(rows.key(r)));
    if (found.length === 0) return { resealed: done, skipped };
    for (const row of found) {
      if (await rows.write(row)) done += 1;
      else { skipped += 1; seen.add(rows.key(row)); }
    }
  }
}
