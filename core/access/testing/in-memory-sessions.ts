/**
 * In-memory ports for the access use cases' tests: deterministic time, randomness and hashing,
 * repositories that follow the contracts of their PostgreSQL adapters, and senders that record
 * what they were given. Pure TypeScript (core's tsconfig), never used outside tests.
 */
import type { OneTimeCode } from '../one-time-code';
import type { OneTimeCodeRepository, PasswordResetRepository } from '../one-time-code-repository';
import { type Session } from '../session';
import type { NewSession, RememberedDeviceRepository, SessionRepository } from '../session-repository';
import type { OtpDeviceRepository } from '../user-repository';

// ---- sessions, devices, codes, reset tokens ----

export type StoredSession = Session & { readonly userAgent: string; readonly ip: string };

export interface InMemorySessions extends SessionRepository {
  get(id: string): StoredSession | undefined;
  all(): readonly StoredSession[];
}

export function inMemorySessions(): InMemorySessions {
  const rows = new Map<string, StoredSession>();
  const update = (id: string, change: Partial<StoredSession>): void => {
    const row = rows.get(id);
    if (row) rows.set(id, { ...row, ...change });
  };
  return {
    get: (id) => rows.get(id),
    all: () => [...rows.values()],
    create: async (s: NewSession) => {
      if (rows.has(s.id)) throw new Error(`duplicate session id ${s.id}`);
      rows.set(s.id, { ...s, lastSeenAt: s.createdAt, endedAt: null });
    },
    byId: async (id) => {
      const row = rows.get(id);
      if (!row) return null;
      const { userAgent: _ua, ip: _ip, ...session } = row;
      return session;
    },
    touch: async (id, at) => {
      const row = rows.get(id);
      if (row && at > row.lastSeenAt) update(id, { lastSeenAt: at });
    },
    markFullyAuthenticated: async (id) => update(id, { fullyAuthenticated: true }),
    rotateVerified: async (id, newId) => {
      const row = rows.get(id);
      if (!row || row.endedAt !== null) return false;
      rows.delete(id);
      rows.set(newId, { ...row, id: newId, fullyAuthenticated: true });
      return true;
    },
    setDealership: async (id, dealershipId) => update(id, { dealershipId }),
    setLanguage: async (id, language) => update(id, { language }),
    end: async (id, at) => { if (rows.get(id)?.endedAt === null) update(id, { endedAt: at }); },
    endAllForUser: async (userId, at, exceptId) => {
      for (const row of rows.values()) if (row.userId === userId && row.endedAt === null && row.id !== exceptId) update(row.id, { endedAt: at });
    },
  };
}

type RememberedDevice = Parameters<RememberedDeviceRepository['create']>[0];

export function inMemoryRememberedDevices(): RememberedDeviceRepository & { all(): readonly RememberedDevice[] } {
  const rows = new Map<string, RememberedDevice>();
  return {
    all: () => [...rows.values()],
    create: async (device) => { rows.set(device.id, device); },
    // Expired at expiresAt itself, as the PostgreSQL adapter and sessions are.
    valid: async (id, userId, now) => {
      const row = rows.get(id);
      return row !== undefined && row.userId === userId && now < row.expiresAt;
    },
    forgetAllForUser: async (userId) => {
      for (const [id, row] of rows) if (row.userId === userId) rows.delete(id);
    },
  };
}

/** Like the PostgreSQL adapter: one phone per user; `setPending` replaces it and clears the confirmation. */
export function inMemoryOtpDevices(): OtpDeviceRepository & { seedConfirmed(userId: number, phone: string): void } {
  const rows = new Map<number, { readonly phone: string; readonly confirmed: boolean }>();
  return {
    seedConfirmed: (userId, phone) => { rows.set(userId, { phone, confirmed: true }); },
    byUser: async (userId) => rows.get(userId) ?? null,
    setPending: async (userId, phone) => { rows.set(userId, { phone, confirmed: false }); },
    confirm: async (userId, phone) => { rows.set(userId, { phone, confirmed: true }); },
    remove: async (userId) => { rows.delete(userId); },
  };
}

export function inMemoryCodes(): OneTimeCodeRepository & { all(): readonly OneTimeCode[] } {
  let nextId = 1;
  const rows: OneTimeCode[] = [];
  const update = (id: number, change: (c: OneTimeCode) => Partial<OneTimeCode>): void => {
    const i = rows.findIndex((c) => c.id === id);
    const row = rows[i];
    if (row) rows[i] = { ...row, ...change(row) };
  };
  return {
    all: () => [...rows],
    create: async (code) => { rows.push({ channel: 'sms', ...code, id: nextId++, attempts: 0, consumedAt: null, lockedAt: null }); },
    // The last code created supersedes the others, whatever time the clock gave it.
    latestFor: async (sessionId) => rows.filter((c) => c.sessionId === sessionId).reduce<OneTimeCode | null>((a, c) => (a && a.id > c.id ? a : c), null),
    recordFailure: async (id, lock, at) => update(id, (c) => ({ attempts: c.attempts + 1, lockedAt: c.lockedAt ?? (lock ? at : null) })),
    consume: async (id, at) => {
      const code = rows.find((c) => c.id === id);
      if (!code || code.consumedAt !== null) return false;
      update(id, () => ({ consumedAt: at }));
      return true;
    },
  };
}

type ResetToken = { readonly id: string; readonly userId: number; readonly createdAt: Date; readonly expiresAt: Date; readonly usedAt: Date | null };

export function inMemoryResets(): PasswordResetRepository & { all(): readonly ResetToken[] } {
  const rows = new Map<string, ResetToken>();
  return {
    all: () => [...rows.values()],
    create: async (token) => {
      for (const [id, row] of rows) if (row.userId === token.userId && row.usedAt === null) rows.set(id, { ...row, usedAt: token.createdAt });
      rows.set(token.id, { ...token, usedAt: null });
    },
    byId: async (id) => {
      const row = rows.get(id);
      return row ? { userId: row.userId, expiresAt: row.expiresAt, usedAt: row.usedAt } : null;
    },
    use: async (id, at) => {
      const row = rows.get(id);
      if (!row || row.usedAt !== null) return false;
      rows.set(id, { ...row, usedAt: at });
      return true;
    },
  };
}
