import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, type CreateUserInput } from './create-user';
import type { Database } from './database';
import { drizzleUserRepository } from './drizzle-user-repository';
import { dealerships } from './schema';
import { throwawayPglite } from './throwaway-database';

describe('createUser', () => {
  let database: Database;
  let store: number;
  const hashed: string[] = [];
  const hashPassword = async (password: string) => { hashed.push(password); return `hash:${password}`; };
  const input = (fields: Partial<CreateUserInput> = {}): CreateUserInput => ({
    email: 'Nouvelle.Gerante@example.com', password: 'Secret-Passe-2026', firstName: 'Élise', lastName: 'Dufresne',
    language: 'fr_CA', memberships: [{ dealershipId: store, role: 'dealer_sales_manager' }], ...fields,
  });

  beforeAll(async () => {
    database = await throwawayPglite();
    const [row] = await database.db.insert(dealerships)
      .values({ name: 'Automobiles Test', country: 'CA', provinceCode: 'QC', city: 'Québec', postalCode: 'G1R 4P5' })
      .returning({ id: dealerships.id });
    store = row!.id;
  });
  afterAll(async () => { await database.close(); });

  it('creates the user with its hashed password, memberships and home dealership', async () => {
    const result = await createUser(database.db, hashPassword, input());
    if (!result.ok) throw new Error(result.reason);
    const users = drizzleUserRepository(database.db);
    expect(await users.byId(result.id)).toMatchObject({ email: 'Nouvelle.Gerante@example.com', firstName: 'Élise', language: 'fr_CA', homeDealershipId: store });
    expect(await users.passwordHash(result.id)).toBe('hash:Secret-Passe-2026');
    expect(await users.memberships(result.id)).toEqual([{ dealershipId: store, role: 'dealer_sales_manager' }]);
  });

  it('answers email_taken for the same address in another case, without hashing', async () => {
    const before = hashed.length;
    expect(await createUser(database.db, hashPassword, input({ email: ' nouvelle.gerante@EXAMPLE.com ' }))).toEqual({ ok: false, reason: 'email_taken' });
    expect(hashed.length).toBe(before);
  });

  it('answers unknown_dealership naming the missing ids, and creates nothing', async () => {
    const email = 'orphan@example.com';
    const result = await createUser(database.db, hashPassword, input({ email, memberships: [{ dealershipId: store, role: 'dealer_admin' }, { dealershipId: 999_999, role: 'dealer_admin' }] }));
    expect(result).toEqual({ ok: false, reason: 'unknown_dealership', dealershipIds: [999_999] });
    expect(await drizzleUserRepository(database.db).byEmail(email)).toBeNull();
  });

  it('creates a super admin without memberships', async () => {
    const result = await createUser(database.db, hashPassword, input({ email: 'root@example.com', isSuperAdmin: true, memberships: [] }));
    if (!result.ok) throw new Error(result.reason);
    expect(await drizzleUserRepository(database.db).byId(result.id)).toMatchObject({ isSuperAdmin: true, homeDealershipId: null });
  });
});
