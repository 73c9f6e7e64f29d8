import type { AdfInboxConfig } from '../jobs/adf-inbox';

type Env = Readonly<Record<string, string | undefined>>;

/**
 * ADF_INBOX_DIR (off when unset): a folder whose *.xml files are imported as ADF leads into the
 * store ADF_INBOX_STORE (a dealership id) as the staff account ADF_INBOX_USER (an e-mail; an admin
 * or a sales manager there), every ADF_INBOX_INTERVAL_MS (default 30000, from 1000). Bad values
 * are added to `problems`.
 */
export function readAdfInboxConfig(env: Env, problems: string[]): AdfInboxConfig | null {
  const dir = env.ADF_INBOX_DIR?.trim() || undefined;
  if (dir === undefined) {
    if (env.ADF_INBOX_STORE || env.ADF_INBOX_USER) problems.push('ADF_INBOX_STORE and ADF_INBOX_USER need ADF_INBOX_DIR (the folder to watch)');
    return null;
  }
  const storeId = Number(env.ADF_INBOX_STORE ?? '');
  if (!Number.isInteger(storeId) || storeId < 1) problems.push(`ADF_INBOX_STORE must be the id of the dealership ADF_INBOX_DIR's leads go to, got "${env.ADF_INBOX_STORE ?? ''}"`);
  const userEmail = env.ADF_INBOX_USER?.trim() ?? '';
  if (!/^[^@\s]+@[^@\s]+$/.test(userEmail)) problems.push(`ADF_INBOX_USER must be the e-mail of the admin or sales manager the leads are imported as, got "${userEmail}"`);
  const intervalMs = Number(env.ADF_INBOX_INTERVAL_MS ?? '30000');
  if (!Number.isInteger(intervalMs) || intervalMs < 1000 || intervalMs > 3_600_000) problems.push(`ADF_INBOX_INTERVAL_MS must be a whole number from 1000 to 3600000, got "${env.ADF_INBOX_INTERVAL_MS}"`);
  return { dir, storeId, userEmail, intervalMs };
}
