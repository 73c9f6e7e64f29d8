import { describe } from 'vitest';
import { defaultNotifications } from '@dealer-panel/core/access/dealer-user';
import { inMemoryNotifications, type CustomerSeed, type StaffSeed } from '@dealer-panel/core/notifications/testing/in-memory-notifications';
import { eq } from 'drizzle-orm';
import type { Db } from '../../adapters/persistence/shared/database';
import { customers, dealerships, memberships, users } from '../../adapters/persistence/schema';
import { drizzleNotificationStore } from '../../adapters/persistence/notifications/drizzle-notification-store';
import { HERE_WORDING, notificationStoreContract, OTHER_WORDING, type StaffFields } from './notification-store.contract';
import { forEachEngine } from './support/engines';
import { insertDealership, unique } from './support/fixtures';

describe('in memory', () => {
  notificationStoreContract(async () => {
    const staff: StaffSeed[] = [];
    const known: CustomerSeed[] = [];
    let next = 100;
    return {
      store: inMemoryNotifications(known, staff, { 1: HERE_WORDING, 2: OTHER_WORDING }), dealershipId: 1, otherDealershipId: 2,
      addStaff: async (f: StaffFields) => {
        const userId = next++;
        staff.push({
          userId, email: `u${userId}@memory.test`, language: f.language ?? 'en_CA', isActive: f.isActive ?? true, isCorporate: f.isCorporate ?? false,
          notifications: f.notifications ?? defaultNotifications, roles: { ...(f.here ? { 1: f.here } : {}), ...(f.other ? { 2: f.other } : {}) },
        });
        return userId;
      },
      addCustomer: async (at, salesRepId) => {
        const id = next++;
        known.push({ id, dealershipId: at === 'here' ? 1 : 2, salesRepId, name: 'Ava Thompson' });
        return id;
      },
    };
  });
});

async function addStaff(db: Db, here: number, other: number, f: StaffFields): Promise<number> {
  const [row] = await db.insert(users).values({
    email: `${unique('staff')}@conformance.test`, passwordHash: 'not-a-hash', firstName: 'Test', lastName: 'User', language: f.language ?? 'en_CA',
    isActive: f.isActive ?? true, isDealerVwCorporate: f.isCorporate ?? false, ...(f.notifications ? { dealerNotifications: { ...f.notifications } } : {}),
  }).returning({ id: users.id });
  const userId = row!.id;
  if (f.here) await db.insert(memberships).values({ userId, dealershipId: here, role: f.here });
  if (f.other) await db.insert(memberships).values({ userId, dealershipId: other, role: f.other });
  return userId;
}

forEachEngine((engine) => {
  notificationStoreContract(async () => {
    const db = engine.db();
    const dealershipId = await insertDealership(db);
    const otherDealershipId = await insertDealership(db, { country: 'US', provinceCode: 'NY', city: 'Albany', postalCode: '12207' });
    await db.update(dealerships).set({ calendar: { time_zone: OTHER_WORDING.timeZone } }).where(eq(dealerships.id, otherDealershipId));
    return {
      store: drizzleNotificationStore(db), dealershipId, otherDealershipId,
      addStaff: (f) => addStaff(db, dealershipId, otherDealershipId, f),
      addCustomer: async (at, salesRepId) => {
        const [row] = await db.insert(customers).values({ dealershipId: at === 'here' ? dealershipId : otherDealershipId, firstName: 'Ava', lastName: 'Thompson', salesRepId })
          .returning({ id: customers.id });
        return row!.id;
      },
    };
  });
});
