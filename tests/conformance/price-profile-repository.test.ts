import { eq, inArray } from 'drizzle-orm';
import { expect, it } from 'vitest';
import type { PriceChange } from '@dealer-panel/core/analytics/price-profile-repository';
import type { AuditEntry } from '@dealer-panel/core/shared/ports/audit-log';
import { drizzlePriceProfileRepository } from '../../adapters/persistence/analytics/drizzle-price-profile-repository';
import { priceBatches, priceChanges, vehicles } from '../../adapters/persistence/schema';
import { auditLog } from '../../adapters/persistence/shared/schema';
import type { Db } from '../../adapters/persistence/shared/database';
import { forEachEngine } from './support/engines';
import { insertDealership, insertUser } from './support/fixtures';
import { insertVehicle } from './support/inventory-fixtures';

const at = new Date('2026-03-10T12:00:00.000Z');
const audit = (dealershipId: number, userId: number, action: AuditEntry['action']): AuditEntry => ({ action, userId, dealershipId, ip: '127.0.0.1', detail: {} });

async function pricesOf(db: Db, ids: readonly number[]): Promise<number[]> {
  const rows = await db.select({ id: vehicles.id, cents: vehicles.listingPriceCents }).from(vehicles).where(inArray(vehicles.id, [...ids]));
  return ids.map((id) => rows.find((r) => r.id === id)?.cents ?? -1);
}

async function setup(db: Db) {
  const dealershipId = await insertDealership(db);
  const userId = await insertUser(db);
  const ids: number[] = [];
  for (let i = 0; i < 5; i += 1) ids.push(await insertVehicle(db, dealershipId, { priceCents: 2_000_000 + i * 100 }));
  const profiles = drizzlePriceProfileRepository(db, { chunkSize: 2 });
  const profile = await profiles.create(dealershipId, { name: 'Test', rules: [] }, userId, at);
  const changes: PriceChange[] = ids.map((vehicleId, i) => ({ vehicleId, oldCents: 2_000_000 + i * 100, newCents: 1_900_000 + i * 100 }));
  return { dealershipId, userId, ids, profiles, profile, changes };
}

async function rowsOf(db: Db, dealershipId: number) {
  const batches = await db.select().from(priceBatches).where(eq(priceBatches.dealershipId, dealershipId));
  const audits = await db.select().from(auditLog).where(eq(auditLog.dealershipId, dealershipId));
  const changes = batches.length === 0 ? [] : await db.select().from(priceChanges).where(inArray(priceChanges.batchId, batches.map((b) => b.id)));
  return { batches: batches.length, audits: audits.length, changes: changes.length };
}

forEachEngine((engine) => {
  it('applies a batch and undoes it, each with its audit row', async () => {
    const db = engine.db();
    const s = await setup(db);
    const applied = await s.profiles.apply(s.dealershipId, { profileId: s.profile.id, profileName: 'Test', changes: s.changes, userId: s.userId, at, audit: audit(s.dealershipId, s.userId, 'price_profile_applied') });
    if (applied._tag !== 'applied') throw new Error(applied._tag);
    expect(applied.batch).toMatchObject({ kind: 'apply', vehicleCount: 5, profileName: 'Test', undoneAt: null });
    expect(await pricesOf(db, s.ids)).toEqual([1_900_000, 1_900_100, 1_900_200, 1_900_300, 1_900_400]);
    expect(await rowsOf(db, s.dealershipId)).toEqual({ batches: 1, audits: 1, changes: 5 });
    expect(await s.profiles.undo(s.dealershipId + 1_000_000, applied.batch.id, { userId: s.userId, at, audit: audit(s.dealershipId, s.userId, 'price_profile_undone') })).toEqual({ _tag: 'not_found' });

    const undone = await s.profiles.undo(s.dealershipId, applied.batch.id, { userId: s.userId, at, audit: audit(s.dealershipId, s.userId, 'price_profile_undone') });
    expect(undone).toMatchObject({ _tag: 'undone', batch: { kind: 'undo', undoesBatchId: applied.batch.id, vehicleCount: 5 } });
    expect(await pricesOf(db, s.ids)).toEqual([2_000_000, 2_000_100, 2_000_200, 2_000_300, 2_000_400]);
    expect(await rowsOf(db, s.dealershipId)).toEqual({ batches: 2, audits: 2, changes: 10 });
    expect(await s.profiles.undo(s.dealershipId, applied.batch.id, { userId: s.userId, at, audit: audit(s.dealershipId, s.userId, 'price_profile_undone') }))
      .toEqual({ _tag: 'refused', reason: 'already_undone' });
    const page = await s.profiles.batches(s.dealershipId, 1, 10);
    expect(page.results.map((b) => b.kind)).toEqual(['undo', 'apply']);
    expect(page.results[1]?.undoneAt).not.toBeNull();
  });

  it('a failure in the middle of an apply rolls every vehicle back (no batch, no change, no audit row)', async () => {
    const db = engine.db();
    const s = await setup(db);
    // The fourth vehicle's new price does not fit the column: the third statement fails after two chunks were written.
    const broken = s.changes.map((c, i) => (i === 3 ? { ...c, newCents: 2 ** 31 } : c));
    await expect(s.profiles.apply(s.dealershipId, { profileId: s.profile.id, profileName: 'Test', changes: broken, userId: s.userId, at, audit: audit(s.dealershipId, s.userId, 'price_profile_applied') }))
      .rejects.toThrow();
    expect(await pricesOf(db, s.ids)).toEqual([2_000_000, 2_000_100, 2_000_200, 2_000_300, 2_000_400]);
    expect(await rowsOf(db, s.dealershipId)).toEqual({ batches: 0, audits: 0, changes: 0 });
  });

  it('a failure in the middle of an undo leaves the applied prices', async () => {
    const db = engine.db();
    const s = await setup(db);
    const applied = await s.profiles.apply(s.dealershipId, { profileId: s.profile.id, profileName: 'Test', changes: s.changes, userId: s.userId, at, audit: audit(s.dealershipId, s.userId, 'price_profile_applied') });
    if (applied._tag !== 'applied') throw new Error(applied._tag);
    // The audit row, written after every price (three statements of two), is refused: jsonb holds no NUL character.
    const failing = { ...audit(s.dealershipId, s.userId, 'price_profile_undone'), detail: { note: 'a\u0000b' } };
    await expect(s.profiles.undo(s.dealershipId, applied.batch.id, { userId: s.userId, at, audit: failing })).rejects.toThrow();
    expect(await pricesOf(db, s.ids)).toEqual([1_900_000, 1_900_100, 1_900_200, 1_900_300, 1_900_400]);
    expect(await rowsOf(db, s.dealershipId)).toEqual({ batches: 1, audits: 1, changes: 5 });
  });

  it('refuses a stale apply, and an undo once a price moved since, naming the vehicles', async () => {
    const db = engine.db();
    const s = await setup(db);
    await db.update(vehicles).set({ listingPriceCents: 1 }).where(eq(vehicles.id, s.ids[0]!));
    const stale = await s.profiles.apply(s.dealershipId, { profileId: s.profile.id, profileName: 'Test', changes: s.changes, userId: s.userId, at, audit: audit(s.dealershipId, s.userId, 'price_profile_applied') });
    expect(stale._tag).toBe('stale');
    expect(await pricesOf(db, s.ids.slice(1))).toEqual([2_000_100, 2_000_200, 2_000_300, 2_000_400]);

    const applied = await s.profiles.apply(s.dealershipId, { profileId: s.profile.id, profileName: 'Test', changes: s.changes.slice(1), userId: s.userId, at, audit: audit(s.dealershipId, s.userId, 'price_profile_applied') });
    if (applied._tag !== 'applied') throw new Error(applied._tag);
    await db.update(vehicles).set({ listingPriceCents: 5 }).where(eq(vehicles.id, s.ids[2]!));
    const refused = await s.profiles.undo(s.dealershipId, applied.batch.id, { userId: s.userId, at, audit: audit(s.dealershipId, s.userId, 'price_profile_undone') });
    expect(refused).toMatchObject({ _tag: 'changed_since', stockNumbers: [expect.any(String)] });
    expect(await pricesOf(db, s.ids.slice(1))).toEqual([1_900_100, 5, 1_900_300, 1_900_400]);
  });

  it('keeps profiles to their dealership', async () => {
    const db = engine.db();
    const s = await setup(db);
    const other = await insertDealership(db);
    expect(await s.profiles.byId(other, s.profile.id)).toBeNull();
    expect(await s.profiles.update(other, s.profile.id, { name: 'x', rules: [] }, at)).toBeNull();
    expect(await s.profiles.delete(other, s.profile.id)).toBe(false);
    expect((await s.profiles.candidates(s.dealershipId)).map((c) => c.id)).toEqual(s.ids);
    expect(await s.profiles.candidates(other)).toEqual([]);
  });
});
