import type { SecondFactor } from '../second-factor';
import type { SealedSecret, SealedTotp, SecondFactorRepository, SecretSealer, TotpAlgorithm, TotpRecord } from '../second-factor-ports';

interface Row {
  totp: TotpRecord | null;
  codes: { hash: string; usedAt: Date | null }[];
  preferred: SecondFactor | null;
  failures: number;
  lockedUntil: Date | null;
}

/** SecondFactorRepository in memory (core's tests). */
export function inMemorySecondFactors(): SecondFactorRepository {
  const rows = new Map<number, Row>();
  const row = (userId: number): Row => {
    let r = rows.get(userId);
    if (!r) { r = { totp: null, codes: [], preferred: null, failures: 0, lockedUntil: null }; rows.set(userId, r); }
    return r;
  };
  return {
    totp: async (userId) => rows.get(userId)?.totp ?? null,
    setPendingTotp: async (userId, pending: SealedSecret) => {
      const r = row(userId);
      r.totp = { secret: r.totp?.secret ?? null, pending, lastUsedStep: r.totp?.lastUsedStep ?? null };
    },
    confirmTotp: async (userId, step) => {
      const r = row(userId);
      if (!r.totp?.pending) return false;
      r.totp = { secret: r.totp.pending, pending: null, lastUsedStep: step };
      return true;
    },
    useStep: async (userId, step) => {
      const r = row(userId);
      if (!r.totp || (r.totp.lastUsedStep !== null && r.totp.lastUsedStep >= step)) return false;
      r.totp = { ...r.totp, lastUsedStep: step };
      return true;
    },
    removeTotp: async (userId) => { row(userId).totp = null; },
    replaceRecoveryCodes: async (userId, hashes) => { row(userId).codes = hashes.map((hash) => ({ hash, usedAt: null })); },
    useRecoveryCode: async (userId, hash, at) => {
      const code = row(userId).codes.find((c) => c.hash === hash && c.usedAt === null);
      if (!code) return false;
      code.usedAt = at;
      return true;
    },
    recoveryCodesLeft: async (userId) => rows.get(userId)?.codes.filter((c) => c.usedAt === null).length ?? 0,
    preferred: async (userId) => rows.get(userId)?.preferred ?? null,
    setPreferred: async (userId, factor) => { row(userId).preferred = factor; },
    failures: async (userId) => ({ count: rows.get(userId)?.failures ?? 0, lockedUntil: rows.get(userId)?.lockedUntil ?? null }),
    recordFailure: async (userId) => { const r = row(userId); r.failures += 1; return r.failures; },
    lock: async (userId, until) => { row(userId).lockedUntil = until; },
    clearFailures: async (userId) => { const r = row(userId); r.failures = 0; r.lockedUntil = null; },
    resetAll: async (userId) => { rows.delete(userId); },
    totpSealedWithOtherKey: async (keyId, limit) => [...rows.entries()].filter(([, r]) => [r.totp?.secret, r.totp?.pending].some((s) => s && s.keyId !== keyId)).slice(0, limit)
      .flatMap(([userId, r]) => (['secret', 'pending'] as const).flatMap((slot): SealedTotp[] => {
        const sealed = r.totp?.[slot];
        return sealed && sealed.keyId !== keyId ? [{ userId, slot, sealed }] : [];
      })),
    resealTotp: async (entry, after) => {
      const t = rows.get(entry.userId)?.totp;
      if (!t || t[entry.slot]?.ciphertext !== entry.sealed.ciphertext) return false;
      row(entry.userId).totp = { ...t, [entry.slot]: after };
      return true;
    },
  };
}

/**
 * A stand-in for RFC 6238 (core's tests): the code of a step is derived from the secret and the
 * step alone, so a test computes the code of any step as an app would.
 */
export const fakeTotp: TotpAlgorithm & { readonly code: (secret: string, step: number) => string } = {
  newSecret: () => 'JBSWY3DPEHPK3PXP',
  codeAt: (secret, step) => fakeCode(secret, step),
  uri: (secret, account, issuer) => `otpauth://totp/${issuer}:${account}?secret=${secret}&issuer=${issuer}`,
  code: (secret, step) => fakeCode(secret, step),
};

function fakeCode(secret: string, step: number): string {
  let h = step;
  for (const ch of secret) h = (h * 31 + ch.charCodeAt(0)) % 1_000_000;
  return String(h).padStart(6, '0');
}

/** A reversible stand-in for the FieldCipher (core's tests only; not encryption). */
export function fakeSealer(): SecretSealer {
  return {
    seal: (plaintext) => ({ keyId: 'k1', ciphertext: [...plaintext].reverse().join('') }),
    open: (sealed) => [...sealed.ciphertext].reverse().join(''),
  };
}
