import { randomBytes } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { CREDIT_KEY_BYTES } from '../system/aes-field-cipher';

/** The keys of the credit application's sensitive fields (README, "Credit encryption key"). */
export interface CreditKeys {
  readonly current: Buffer;
  readonly previous: readonly Buffer[];
}

/** Raw settings read by loadConfig; the demo's key is made (or read) after every variable is checked. */
export type CreditKeySource = { readonly kind: 'env'; readonly keys: CreditKeys } | { readonly kind: 'demo-file'; readonly previous: readonly Buffer[] };

function decodeKey(text: string): Buffer | null {
  const trimmed = text.trim();
  if (!/^[A-Za-z0-9+/]+={0,2}$/.test(trimmed)) return null;
  const key = Buffer.from(trimmed, 'base64');
  return key.length === CREDIT_KEY_BYTES ? key : null;
}

/**
 * CREDIT_ENCRYPTION_KEY: base64 of 32 random bytes (`openssl rand -base64 32`), required in
 * production. CREDIT_ENCRYPTION_PREVIOUS_KEYS: the keys used before, comma-separated, kept until
 * `npm run cli -- rotate-credit-key` reports nothing left to reseal. In demo mode without a key, one
 * is generated once and kept in DATA_DIR/credit-encryption-key (never a key in the repository).
 */
export function readCreditKeys(env: Readonly<Record<string, string | undefined>>, appMode: string, problems: string[]): CreditKeySource | null {
  const previous: Buffer[] = [];
  for (const [i, part] of (env.CREDIT_ENCRYPTION_PREVIOUS_KEYS ?? '').split(',').filter((p) => p.trim() !== '').entries()) {
    const key = decodeKey(part);
    if (key === null) problems.push(`CREDIT_ENCRYPTION_PREVIOUS_KEYS: key ${i + 1} is not base64 of ${CREDIT_KEY_BYTES} bytes`);
    else previous.push(key);
  }
  const raw = env.CREDIT_ENCRYPTION_KEY;
  if (raw === undefined || raw.trim() === '') {
    if (appMode === 'production') problems.push(`CREDIT_ENCRYPTION_KEY is required when APP_MODE=production (base64 of ${CREDIT_KEY_BYTES} random bytes: openssl rand -base64 32)`);
    return { kind: 'demo-file', previous };
  }
  const current = decodeKey(raw);
  if (current === null) {
    problems.push(`CREDIT_ENCRYPTION_KEY must be base64 of ${CREDIT_KEY_BYTES} bytes (openssl rand -base64 32)`);
    return null;
  }
  return { kind: 'env', keys: { current, previous } };
}

/** The demo's key: made once and kept beside the demo's data (DATA_DIR/credit-encryption-key, mode 600). */
export async function demoCreditKeys(dataDir: string, previous: readonly Buffer[]): Promise<CreditKeys> {
  const file = path.join(dataDir, 'credit-encryption-key');
  try {
    const kept = decodeKey(await readFile(file, 'utf8'));
    if (kept !== null) return { current: kept, previous };
  } catch { /* not there yet */ }
  await mkdir(dataDir, { recursive: true });
  const current = randomBytes(CREDIT_KEY_BYTES);
  await writeFile(file, current.toString('base64'), { mode: 0o600 });
  return { current, previous };
}
