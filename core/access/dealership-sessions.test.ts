import * as E from 'fp-ts/Either';
import { describe, expect, it } from 'vitest';
import { assignableDealerUsers, fold, listManagedDealerships, signOut, transferSession } from './dealership-sessions';
import type { Membership } from './dealer-user';
import { loadSessionContext, type SessionContext } from './session-context';
import { setLanguage } from './set-language';
import { aDealership, inMemoryAccessPorts, T0, openSession, type AccessPorts } from './testing/in-memory-ports';

function rightOf<L, A>(result: E.Either<L, A>): A {
  if (E.isRight(result)) return result.right;
  throw new Error(`expected Right, got Left ${JSON.stringify(result.left)}`);
}

const IP = '10.0.0.3';

function world(): AccessPorts {
  const ports = inMemoryAccessPorts();
  ports.dealerships.add(aDealership({ id: 1, name: 'Toyota Laval', city: 'Laval' }));
  ports.dealerships.add(aDealership({ id: 2, name: 'Honda de l\'Île', city: 'Montréal' }));
  ports.dealerships.add(aDealership({ id: 3, name: 'Kia Montréal-Nord', city: 'Montréal' }));
  ports.dealerships.add(aDealership({ id: 4, name: 'Ford Québec', city: 'Québec' }));
  ports.dealerships.add(aDealership({ id: 5, name: 'Mazda Montréal', city: 'Montréal' }));
  return ports;
}

async function contextFor(ports: AccessPorts, userId: number, dealershipId: number | null): Promise<SessionContext> {
  const { session } = await openSession(ports, { userId, dealershipId, fullyAuthenticated: true });
  const ctx = await loadSessionContext(ports, session);
  if (!ctx) throw new Error('no context');
  return ctx;
}

const storesOf = (memberships: Membership[]) => ({ email: 'org@example.com', password: 'Secret123', memberships });
const orgMemberships: Membership[] = [
  { dealershipId: 1, role: 'dealer_admin' },
  { dealershipId: 2, role: 'dealer_sales_rep' },
  { dealershipId: 3, role: 'organization_admin' },
];

describe('transferSession', () => {
  it('refuses a dealership the user does not manage, or one that does not exist', async () => {
    const ports = world();
    const user = ports.users.add(storesOf(orgMemberships));
    const ctx = await contextFor(ports, user.id, 1);
    expect(await transferSession(ports)(ctx, { dealershipId: 4, ip: IP })()).toEqual(E.left({ _tag: 'DealershipNotManaged' }));
    expect(await transferSession(ports)(ctx, { dealershipId: 99, ip: IP })()).toEqual(E.left({ _tag: 'DealershipNotManaged' }));
    expect(ports.sessions.get(ctx.session.id)?.dealershipId).toBe(1);
    expect(ports.audit.entries).toHaveLength(0);
  });

  it('moves the session and recomputes the role for the new store', async () => {
    const ports = world();
    const user = ports.users.add(storesOf(orgMemberships));
    const ctx = await contextFor(ports, user.id, 1);
    expect(ctx.role).toBe('dealer_admin');
    const moved = rightOf(await transferSession(ports)(ctx, { dealershipId: 2, ip: IP })());
    expect(moved.session.dealershipId).toBe(2);
    expect(moved.dealership?.name).toBe('Honda de l\'Île');
    expect(moved.role).toBe('dealer_sales_rep');
    expect(moved.actor.role).toBe('dealer_sales_rep');
    expect(moved.session.fullyAuthenticated).toBe(true);
    expect(ports.sessions.get(ctx.session.id)?.dealershipId).toBe(2);
    expect(ports.audit.entries).toEqual([{ action: 'dealership_switched', userId: user.id, dealershipId: 2, ip: IP, detail: { from: 1 } }]);
  });

  it('moves a session that had no dealership yet', async () => {
    const ports = world();
    const user = ports.users.add(storesOf(orgMemberships));
    const ctx = await contextFor(ports, user.id, null);
    const moved = rightOf(await transferSession(ports)(ctx, { dealershipId: 3, ip: IP })());
    expect(moved.role).toBe('organization_admin');
    expect(ports.audit.entries[0]?.detail).toEqual({ from: null });
  });

  it('lets a super admin move to any dealership', async () => {
    const ports = world();
    const root = ports.users.add({ email: 'root@example.com', isSuperAdmin: true });
    const ctx = await contextFor(ports, root.id, null);
    const moved = rightOf(await transferSession(ports)(ctx, { dealershipId: 4, ip: IP })());
    expect(moved.dealership?.id).toBe(4);
    expect(moved.role).toBe('super_admin');
  });
});

describe('listManagedDealerships', () => {
  it('matches names and cities without regard to accents or case', async () => {
    const ports = world();
    const user = ports.users.add(storesOf(orgMemberships));
    const ctx = await contextFor(ports, user.id, 1);
    const names = async (query: string) => (await listManagedDealerships(ports)(ctx, query)).map((d) => d.id);
    expect(await names('montreal')).toEqual([2, 3]);
    expect(await names('MONTRÉAL')).toEqual([2, 3]);
    expect(await names('  ile ')).toEqual([2]);
    expect(await names('kia montreal-nord')).toEqual([3]);
    expect(await names('quebec')).toEqual([]);
  });

  it('lists every managed dealership, by name, for an empty filter', async () => {
    const ports = world();
    const user = ports.users.add(storesOf(orgMemberships));
    const ctx = await contextFor(ports, user.id, 1);
    expect((await listManagedDealerships(ports)(ctx, '')).map((d) => d.name)).toEqual(['Honda de l\'Île', 'Kia Montréal-Nord', 'Toyota Laval']);
    expect(await listManagedDealerships(ports)(ctx, '   ')).toHaveLength(3);
  });

  it('searches every dealership for a super admin', async () => {
    const ports = world();
    const root = ports.users.add({ email: 'root@example.com', isSuperAdmin: true });
    const ctx = await contextFor(ports, root.id, null);
    expect((await listManagedDealerships(ports)(ctx, 'montréal')).map((d) => d.id).sort()).toEqual([2, 3, 5]);
    expect(await listManagedDealerships(ports)(ctx, '')).toHaveLength(5);
  });

  it('folds accents and case away', () => {
    expect(fold('Montréal-Nord, Québec, ÎLE')).toBe('montreal-nord, quebec, ile');
    expect(fold('Montre\u0301al')).toBe('montreal');
  });
});

describe('assignableDealerUsers', () => {
  it('lists the active sales reps, sales managers and dealer admins of the store, by last then first name', async () => {
    const ports = world();
    const add = (email: string, firstName: string, lastName: string, memberships: Membership[], isActive = true) =>
      ports.users.add({ email, firstName, lastName, memberships, isActive });
    const manager = add('m@example.com', 'Marie', 'Tremblay', [{ dealershipId: 1, role: 'dealer_sales_manager' }]);
    add('o@example.com', 'Olivier', 'Roy', [{ dealershipId: 1, role: 'organization_admin' }]);
    add('a@example.com', 'Anne', 'Gagnon', [{ dealershipId: 1, role: 'organization_assistant' }]);
    const admin = add('d@example.com', 'Denis', 'Côté', [{ dealershipId: 1, role: 'dealer_admin' }]);
    const rep = add('r@example.com', 'Zoé', 'Côté', [{ dealershipId: 1, role: 'dealer_sales_rep' }]);
    add('x@example.com', 'Xavier', 'Bouchard', [{ dealershipId: 1, role: 'dealer_sales_rep' }], false);
    add('y@example.com', 'Yves', 'Pelletier', [{ dealershipId: 2, role: 'dealer_sales_rep' }]);
    const ctx = await contextFor(ports, manager.id, 1);
    const users = await assignableDealerUsers(ports)(ctx);
    expect(users.map((u) => [u.id, u.role])).toEqual([
      [admin.id, 'dealer_admin'],
      [rep.id, 'dealer_sales_rep'],
      [manager.id, 'dealer_sales_manager'],
    ]);
  });

  it('lists nobody while the session has no dealership', async () => {
    const ports = world();
    const user = ports.users.add(storesOf(orgMemberships));
    const ctx = await contextFor(ports, user.id, null);
    expect(await assignableDealerUsers(ports)(ctx)).toEqual([]);
  });
});

describe('signOut and setLanguage', () => {
  it('ends the session and audits it; without a session it does nothing', async () => {
    const ports = world();
    const user = ports.users.add(storesOf(orgMemberships));
    const ctx = await contextFor(ports, user.id, 1);
    await signOut(ports)(null, IP);
    expect(ports.audit.entries).toHaveLength(0);
    await signOut(ports)(ctx, IP);
    expect(ports.sessions.get(ctx.session.id)?.endedAt).toEqual(T0);
    expect(ports.audit.entries).toEqual([{ action: 'sign_out', userId: user.id, dealershipId: 1, ip: IP, detail: {} }]);
  });

  it('keeps the language on the session and on the user', async () => {
    const ports = world();
    const user = ports.users.add({ ...storesOf(orgMemberships), language: 'en_CA' });
    const ctx = await contextFor(ports, user.id, 1);
    await setLanguage(ports)(ctx, 'fr_CA');
    expect(ports.sessions.get(ctx.session.id)?.language).toBe('fr_CA');
    expect((await ports.users.byId(user.id))?.language).toBe('fr_CA');
    await setLanguage(ports)(null, 'en_US');
    expect((await ports.users.byId(user.id))?.language).toBe('fr_CA');
  });
});
