/**
 * In-memory ports for the access use cases' tests: deterministic time, randomness and hashing,
 * repositories that follow the contracts of their PostgreSQL adapters, and senders that record
 * what they were given. Pure TypeScript (core's tsconfig), never used outside tests.
 */
import type { SmsSender } from '../../shared/ports/message-senders';
import type { MessageTemplates } from '../../shared/ports/message-templates';
import { defaultNotifications, type DealerUser, type Language, type Membership } from '../dealer-user';
import type { Dealership, DealershipRepository } from '../dealership';
import type { PasswordHasher } from '../password-hasher';
import type { DealerRole } from '../role';
import { SESSION_ABSOLUTE_MS, type Session } from '../session';
import type { UserRepository } from '../user-repository';
import { sequentialSessionContexts } from '../session-context';

import { inMemoryCodes, inMemoryOtpDevices, inMemoryRememberedDevices, inMemoryResets, inMemorySessions } from './in-memory-sessions';
import { fakeSealer, fakeTotp, inMemorySecondFactors } from './in-memory-second-factors';
import { noPasskeys } from '../second-factor-ports';
import { fakeClock as testingFakeClock, fakeSecrets, recordingAudit, recordingEmail, type FakeClock, type Recorder } from '../../testing/ports';

export { fakeSecrets, recordingAudit, recordingEmail };
export type { FakeClock, FakeSecrets, Recorder } from '../../testing/ports';

export { inMemoryCodes, inMemoryOtpDevices, inMemoryRememberedDevices, inMemoryResets, inMemorySessions } from './in-memory-sessions';
export type { InMemorySessions, StoredSession } from './in-memory-sessions';
export const T0 = new Date('2025-06-02T13:00:00.000Z');
export const MINUTE = 60 * 1000;
export const HOUR = 60 * MINUTE;
export const DAY = 24 * HOUR;

// ---- time, randomness, hashing ----

/** The fake clock of core/testing (published as @dealer-panel/core/testing), starting at T0 unless told. */
export const fakeClock = (start: Date = T0): FakeClock => testingFakeClock(start);

export interface FakeHasher extends PasswordHasher {
  /** How many times `hash` ran (sign-in hashes once for an unknown e-mail too). */
  readonly hashCalls: () => number;
}

export function fakeHasher(): FakeHasher {
  let calls = 0;
  return {
    hash: async (password) => { calls += 1; return `pw:${password}`; },
    verify: async (hash, password) => hash === `pw:${password}`,
    hashCalls: () => calls,
  };
}

// ---- recorders ----

export function recordingSms(): SmsSender & Recorder<{ readonly to: string; readonly body: string }> {
  const sent: { readonly to: string; readonly body: string }[] = [];
  return { sent, send: async (message) => { sent.push(message); } };
}

/** The staff notification's e-mail, typed here without the notifications context (access sits below it). */
interface FixedStaffNotificationEmail {
  staffNotificationEmail(language: string, values: { readonly kind: string; readonly detail: { readonly customerName: string }; readonly link: string }): { readonly subject: string; readonly body: string };
}

/** Fixed, language-tagged texts, so tests can find the code, the link and the language. */
export const fixedTemplates: MessageTemplates & FixedStaffNotificationEmail = {
  oneTimeCodeSms: (language, code, minutes) => `[${language}] code ${code} (${minutes} min)`,
  passwordResetEmail: (language, link, minutes) => ({ subject: `[${language}] reset`, body: `[${language}] ${link} (${minutes} min)` }),
  staffInvitationEmail: (language, v) => ({ subject: `[${language}] invitation ${v.dealership}`, body: `[${language}] ${v.inviter} ${v.link} (${v.days} days)` }),
  appointmentEmail: (language, kind, v) => ({ subject: `[${language}] ${kind} ${v.customer}`, body: `[${language}] ${v.name} ${v.start.toISOString()} ${v.timeZone} ${v.address}`, summary: `[${language}] ${v.dealership}` }),
  staffNotificationEmail: (language, v) => ({ subject: `[${language}] ${v.kind} ${v.detail.customerName}`, body: `[${language}] ${v.kind} ${v.link}` }),
};

// ---- dealerships and users ----

export function aDealership(overrides: Partial<Dealership> & { readonly id: number }): Dealership {
  return {
    organizationId: null, name: `Store ${overrides.id}`, country: 'CA', provinceCode: 'QC', city: 'Laval',
    postalCode: 'H7N 1A1', defaultLanguage: 'fr_CA', isTrsEnabled: false, useActivixCrm: false,
    enableSalesManagerFeeDiscounts: false, ...overrides,
  };
}

export function inMemoryDealerships(seed: readonly Dealership[] = []): DealershipRepository & { add(d: Dealership): Dealership } {
  const rows = new Map<number, Dealership>(seed.map((d) => [d.id, d]));
  const sorted = (list: Dealership[]): Dealership[] => list.sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : a.id - b.id));
  return {
    byId: async (id) => rows.get(id) ?? null,
    all: async () => sorted([...rows.values()]),
    byIds: async (ids) => sorted([...rows.values()].filter((d) => ids.includes(d.id))),
    add: (d) => { rows.set(d.id, d); return d; },
  };
}

export type UserSeed = Partial<Omit<DealerUser, 'id' | 'email'>> & {
  readonly email: string;
  /** Stored as the fake hasher would hash it; omit for a user without a password. */
  readonly password?: string;
  readonly memberships?: readonly Membership[];
};

export interface InMemoryUsers extends UserRepository {
  add(seed: UserSeed): DealerUser;
  setActive(userId: number, active: boolean): void;
}

export function inMemoryUsers(): InMemoryUsers {
  let nextId = 1;
  const users = new Map<number, DealerUser>();
  const hashes = new Map<number, string>();
  const roles = new Map<number, readonly Membership[]>();
  const update = (id: number, change: Partial<DealerUser>): void => {
    const user = users.get(id);
    if (user) users.set(id, { ...user, ...change });
  };
  const add = (seed: UserSeed): DealerUser => {
    const { password, memberships, ...fields } = seed;
    const user: DealerUser = {
      id: nextId++, firstName: 'Test', lastName: 'User', phone: '', language: 'en_CA', isSuperAdmin: false,
      isDealerVwCorporate: false, showAnalyticsDashboard: false, isActive: true, isNotAutomaticallyAssigned: false,
      source: 'local', homeDealershipId: null, dealerNotifications: defaultNotifications, lastActivity: null,
      invitationSentAt: null, avatarMediaId: null, showCreditApplication: true, permissions: {}, ...fields,
    };
    users.set(user.id, user);
    if (password !== undefined) hashes.set(user.id, `pw:${password}`);
    roles.set(user.id, [...(memberships ?? [])].sort((a, b) => a.dealershipId - b.dealershipId));
    return user;
  };
  return {
    add,
    setActive: (id, isActive) => update(id, { isActive }),
    byId: async (id) => users.get(id) ?? null,
    byEmail: async (email) => [...users.values()].find((u) => u.email.toLowerCase() === email.toLowerCase()) ?? null,
    passwordHash: async (id) => hashes.get(id) ?? null,
    setPasswordHash: async (id, hash) => { hashes.set(id, hash); },
    setLanguage: async (id, language: Language) => update(id, { language }),
    touchLastActivity: async (id, at) => {
      const last = users.get(id)?.lastActivity;
      update(id, { lastActivity: last && last > at ? last : at });
    },
    memberships: async (id) => roles.get(id) ?? [],
    addMembership: async (id, membership) => {
      const had = roles.get(id) ?? [];
      if (!had.some((m) => m.dealershipId === membership.dealershipId)) roles.set(id, [...had, membership].sort((a, b) => a.dealershipId - b.dealershipId));
    },
    withRoleAt: async (dealershipId, wanted) => {
      const out: (DealerUser & { readonly role: DealerRole })[] = [];
      for (const user of users.values()) {
        const role = roles.get(user.id)?.find((m) => m.dealershipId === dealershipId && wanted.includes(m.role))?.role;
        if (role && user.isActive) out.push({ ...user, role });
      }
      return out.sort((a, b) => a.lastName.localeCompare(b.lastName) || a.firstName.localeCompare(b.firstName) || a.id - b.id);
    },
    create: async (user) => {
      if ([...users.values()].some((u) => u.email.toLowerCase() === user.email.toLowerCase())) return { ok: false, reason: 'email_taken' };
      const { passwordHash, memberships, ...fields } = user;
      const created = add({ ...fields, memberships });
      hashes.set(created.id, passwordHash);
      return { ok: true, id: created.id };
    },
  };
}

// ---- everything together ----

/** Every port of the access use cases, fresh and empty, at T0. Pass it whole as any use case's deps. */
export function inMemoryAccessPorts() {
  const users = inMemoryUsers();
  const dealerships = inMemoryDealerships();
  const sessions = inMemorySessions();
  return {
    clock: fakeClock(),
    secrets: fakeSecrets(),
    hasher: fakeHasher(),
    templates: fixedTemplates,
    users,
    dealerships,
    sessions,
    sessionContexts: sequentialSessionContexts({ users, dealerships, sessions }),
    rememberedDevices: inMemoryRememberedDevices(),
    otpDevices: inMemoryOtpDevices(),
    codes: inMemoryCodes(),
    secondFactors: inMemorySecondFactors(),
    passkeyFactors: noPasskeys,
    totp: fakeTotp,
    creditCipher: fakeSealer(),
    codeEmails: { codeEmail: (language: string, code: string, minutes: number) => ({ subject: `[${language}] code`, body: `code ${code} (${minutes} min)` }) },
    textMessages: true as boolean,
    resets: inMemoryResets(),
    sms: recordingSms(),
    email: recordingEmail(),
    audit: recordingAudit(),
  };
}

export type AccessPorts = ReturnType<typeof inMemoryAccessPorts>;

/**
 * Opens a session straight in the repository (what sign-in would store) and gives its cookie
 * token; `loadSessionContext(ports, session)` or `resolveSession` then gives the context.
 */
export async function openSession(
  ports: AccessPorts,
  input: { readonly userId: number; readonly dealershipId?: number | null; readonly fullyAuthenticated?: boolean; readonly language?: string | null },
): Promise<{ readonly token: string; readonly session: Session }> {
  const token = ports.secrets.token();
  const now = ports.clock.now();
  const id = ports.secrets.hash(token);
  await ports.sessions.create({
    id, userId: input.userId, dealershipId: input.dealershipId ?? null, fullyAuthenticated: input.fullyAuthenticated ?? false,
    language: input.language ?? null, createdAt: now, expiresAt: new Date(now.getTime() + SESSION_ABSOLUTE_MS), userAgent: 'test', ip: '127.0.0.1',
  });
  const session = await ports.sessions.byId(id);
  if (!session) throw new Error('session not stored');
  return { token, session };
}
