import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll } from 'vitest';
import type { ThrowawayEngine } from '../../../adapters/persistence/shared/throwaway-database';
import { seedCustomerFixture, type CustomerFixture } from './customer-fixture';
import type { Fixture, FixtureUser } from './fixture';
import { signedInAs, testApp, type Agent, type TestApp, type TestAppOptions } from './test-app';

// One signed-in fixture for the API tests: a throwaway database of an engine, the staff fixture
// (fixture.ts), the customer fixture if asked (customer-fixture.ts), and staff signed in by role,
// each an Agent (cookie and anti-forgery token kept) that also knows its user and store.

/** A role of the fixture's staff. */
export type StaffRole = 'admin' | 'manager' | 'sales_rep' | 'corporate' | 'organization_admin' | 'super_admin';

/** Someone to sign in: a role at the Ontario store (CA, the default) or the other group's Vermont store (US). */
export interface Who {
  readonly role: StaffRole;
  readonly country?: 'CA' | 'US';
}

type UserKey = keyof Fixture['users'];
const IN_CANADA: Readonly<Record<StaffRole, UserKey>> = {
  admin: 'admin', manager: 'manager', sales_rep: 'rep', corporate: 'corporate', organization_admin: 'orgadmin', super_admin: 'superadmin',
};
const IN_THE_US: Readonly<Partial<Record<StaffRole, UserKey>>> = { admin: 'otherAdmin' };

/** A signed-in member of staff: an Agent with the other verbs, its fixture user and the store its session opens at. */
export type StaffClient = Agent & {
  readonly user: FixtureUser;
  /** null for the super admin, who belongs to no store and picks one. */
  readonly dealership: number | null;
  put(url: string, body?: unknown): Promise<LightMyRequestResponse>;
  patch(url: string, body?: unknown): Promise<LightMyRequestResponse>;
  delete(url: string): Promise<LightMyRequestResponse>;
};

/** The five every access test meets, signed in in this order (what signedInStaff of test-app.ts signs in). */
export const STAFF = {
  admin: 'admin', manager: 'manager', rep: 'sales_rep', corporate: 'corporate', other: { role: 'admin', country: 'US' },
} as const satisfies Readonly<Record<string, StaffRole | Who>>;

/** The fixture user who has a role in a country; an Error for a pair the fixture does not have. */
export function fixtureUserKey(who: StaffRole | Who): UserKey {
  const { role, country = 'CA' } = typeof who === 'string' ? { role: who } : who;
  const key = country === 'CA' ? IN_CANADA[role] : IN_THE_US[role];
  if (key === undefined) throw new Error(`the fixture has no ${role} in ${country}`);
  return key;
}

/** Signs in (password, one-time code, session cookie, anti-forgery token) the fixture user `who` names. */
export async function signInStaff(t: TestApp, who: StaffRole | Who): Promise<StaffClient> {
  const key = fixtureUserKey(who);
  const user = t.fixture.users[key];
  const agent = await signedInAs(t, user);
  const dealership = key === 'superadmin' ? null : key === 'otherAdmin' ? t.fixture.dealerships.other : t.fixture.dealerships.ontario;
  return Object.assign(agent, {
    user,
    dealership,
    put: (url: string, body: unknown = {}) => agent.request('PUT', url, body),
    patch: (url: string, body: unknown = {}) => agent.request('PATCH', url, body),
    delete: (url: string) => agent.request('DELETE', url),
  });
}

export interface SignedInOptions<K extends string> {
  /** Seeds the customer fixture (customers, vehicles, deals) after the staff fixture. */
  readonly customers?: boolean;
  /** Who signs in, in this order, under the names the tests use. */
  readonly staff?: Readonly<Record<K, StaffRole | Who>>;
  /** Options of the app itself (testApp's). */
  readonly app?: TestAppOptions;
}

export interface SignedInWorld<K extends string> {
  readonly t: TestApp;
  /** The customer fixture: an Error to read without `customers: true`. */
  readonly cf: CustomerFixture;
  readonly staff: Readonly<Record<K, StaffClient>>;
  /** Closes the app and drops the throwaway database. */
  close(): Promise<void>;
}

/** A throwaway database of `engine` with the fixtures and the staff signed in; close() when done. */
export async function openSignedIn<K extends string = never>(engine: ThrowawayEngine, options: SignedInOptions<K> = {}): Promise<SignedInWorld<K>> {
  const t = await testApp(await engine.open(), options.app);
  try {
    const customers = options.customers === true ? await seedCustomerFixture(t.ports, t.fixture) : undefined;
    const staff = {} as Record<K, StaffClient>;
    for (const [name, who] of Object.entries(options.staff ?? {}) as [K, StaffRole | Who][]) staff[name] = await signInStaff(t, who);
    return {
      t,
      get cf(): CustomerFixture {
        if (customers === undefined) throw new Error('the customer fixture was not asked for (customers: true)');
        return customers;
      },
      staff,
      close: () => t.close(),
    };
  } catch (error) {
    await t.close();
    throw error;
  }
}

/**
 * openSignedIn for the `describe` it is called in: opened in a beforeAll, closed in an afterAll. What it
 * returns is usable at once in the tests' code: each value stands for the one the beforeAll makes
 * (reads and method calls go to it; reading one before the beforeAll has run is an Error).
 * Hooks the describe adds after this call run after the sign-ins.
 */
export function signedInSuite<K extends string = never>(engine: ThrowawayEngine, options: SignedInOptions<K> = {}): Omit<SignedInWorld<K>, 'close'> {
  let world: SignedInWorld<K> | undefined;
  beforeAll(async () => { world = await openSignedIn(engine, options); });
  afterAll(async () => { await world?.close(); });
  const names = Object.keys(options.staff ?? {}) as K[];
  return {
    t: late('t', () => world?.t),
    cf: late('cf', () => world?.cf),
    staff: Object.fromEntries(names.map((name) => [name, late(name, () => world?.staff[name])])) as Record<K, StaffClient>,
  };
}

/** Stands for the object `current` gives once a beforeAll has made it: every read goes to that object, methods bound to it. */
function late<T extends object>(name: string, current: () => T | undefined): T {
  const made = (): T => {
    const value = current();
    if (value === undefined) throw new Error(`${name} is read before the suite's beforeAll made it`);
    return value;
  };
  return new Proxy(Object.create(null) as T, {
    get: (_, key) => {
      const target = made();
      const value: unknown = Reflect.get(target, key, target);
      return typeof value === 'function' ? value.bind(target) : value;
    },
    set: (_, key, value) => Reflect.set(made(), key, value),
    has: (_, key) => Reflect.has(made(), key),
    ownKeys: () => Reflect.ownKeys(made()),
    getOwnPropertyDescriptor: (_, key) => {
      const descriptor = Reflect.getOwnPropertyDescriptor(made(), key);
      return descriptor && { ...descriptor, configurable: true }; // a proxy may not call a property its stand-in lacks fixed
    },
    getPrototypeOf: () => Reflect.getPrototypeOf(made()),
  });
}
