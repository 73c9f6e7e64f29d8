import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { inMemoryStaff } from '@dealer-panel/core/people/users/testing/in-memory-user-admin';
import { defaultUserListQuery } from '@dealer-panel/core/people/users/user-list-query';
import { drizzleUserAdminRepository } from '../../adapters/persistence/people/drizzle-user-admin-repository';
import { userAdminRepositoryContract } from './user-admin-repository.contract';
import { forEachEngine } from './support/engines';
import { insertDealership } from './support/fixtures';

describe('in memory', () => {
  userAdminRepositoryContract('in memory', async () => ({ staff: inMemoryStaff(), dealershipId: 1, otherDealershipId: 2 }));
});

forEachEngine((engine) => {
  userAdminRepositoryContract('drizzle', async () => {
    const db = engine.db();
    return { staff: drizzleUserAdminRepository(db), dealershipId: await insertDealership(db), otherDealershipId: await insertDealership(db) };
  });

  // The in-memory staff list pages but does not search, filter or sort (core's tests do not need it).
  it('searches names and e-mails without case or accents, filters by role and activity, sorts either way', async () => {
    const db = engine.db();
    const staff = drizzleUserAdminRepository(db);
    const dealershipId = await insertDealership(db);
    const invite = async (lastName: string, role: 'dealer_sales_rep' | 'dealer_admin') => {
      const r = await staff.invite(dealershipId, { email: `${randomUUID()}@staff.test`, firstName: 'Marie', lastName, phone: '', language: 'fr_CA', role });
      return r.ok ? r.id : -1;
    };
    const [gagne, cote, roy] = [await invite('Gagné', 'dealer_sales_rep'), await invite('Côté', 'dealer_admin'), await invite('Roy', 'dealer_sales_rep')];
    await staff.setActive(roy, false, new Date());
    const ids = async (q: Partial<typeof defaultUserListQuery>) => (await staff.list(dealershipId, { ...defaultUserListQuery, ...q })).results.map((m) => m.id);
    expect(await ids({ search: 'GAGNE' })).toEqual([gagne]);
    expect(await ids({ search: 'marie cote' })).toEqual([cote]);
    expect(await ids({ roles: ['dealer_sales_rep'] })).toEqual([gagne, roy]);
    expect(await ids({ isActive: false })).toEqual([roy]);
    expect(await ids({ ordering: { field: 'name', descending: true } })).toEqual([roy, gagne, cote]);
  });
});
