import { eq, inArray } from 'drizzle-orm';
import { expect, it } from 'vitest';
import type { CandidateScope, PriceCandidate, PriceChange } from '@dealer-panel/core/analytics/price-profile-repository';
import { priceProfileUseCases } from '@dealer-panel/core/analytics/price-profile-use-cases';
import type { PriceRule } from '@dealer-panel/core/analytics/price-rule';
import type { Actor } from '@dealer-panel/core/access/actor';
import type { DealershipContext } from '@dealer-panel/core/access/dealership-context';
import { aDealership } from '@dealer-panel/core/access/testing/in-memory-ports';
import type { AuditEntry } from '@dealer-panel/core/shared/ports/audit-log';
import { drizzlePriceProfileRepository } from '../../adapters/persistence/analytics/drizzle-price-profile-repository';
import { priceBatches, priceChanges, vehicles } from '../../adapters/persistence/schema';
import { auditLog } from '../../adapters/persistence/shared/schema';
import type { Db } from '../../adapters/persistence/shared/database';
import { forEachEngine } from './support/engines';
import { insertDealership, insertUser } from './support/fixtures';
import { insertVehicle } from './support/inventory-fixtures';

const at = new Date('2026-03-10T12:00:00.000Z');
/** A rule every vehicle with a listing price matches (the tests' batches say their own prices). */
const ANY: PriceRule = { make: null, model: null, yearMin: null, yearMax: null, condition: null, daysMin: null, daysMax: null, base: 'listing', adjustment: 'discount_amount', value: 100_000, floorCents: null, ceilingCents: null };
const EVERY: CandidateScope = { rules: [ANY], today: '2026-03-10' };
/** $1,000 off each vehicle of the chunk as it was read (locked); `override` sets some vehicles' new price. */
const thousandOff = (override: ReadonlyMap<number, number> = new Map()) => (chunk: readonly PriceCandidate[]): PriceChange[] =>
  chunk.map((v) => ({ vehicleId: v.id, oldCents: v.listingPriceCents, newCents: override.get(v.id) ?? v.listingPriceCents - 100_000 }));
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
  return { dealershipId, userId, ids, profiles, profile };
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
    const applied = await s.profiles.apply(s.dealershipId, { profileId: s.profile.id, profileName: 'Test', scope: EVERY, price: thousandOff(), userId: s.userId, at, audit: audit(s.dealershipId, s.userId, 'price_profile_applied') });
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
    // The fourth vehicle's new price does not fit the column: its chunk fails after the first chunk was written.
    const broken = thousandOff(new Map([[s.ids[3]!, 2 ** 31]]));
    await expect(s.profiles.apply(s.dealershipId, { profileId: s.profile.id, profileName: 'Test', scope: EVERY, price: broken, userId: s.userId, at, audit: audit(s.dealershipId, s.userId, 'price_profile_applied') }))
      .rejects.toThrow();
    expect(await pricesOf(db, s.ids)).toEqual([2_000_000, 2_000_100, 2_000_200, 2_000_300, 2_000_400]);
    expect(await rowsOf(db, s.dealershipId)).toEqual({ batches: 0, audits: 0, changes: 0 });
  });

  it('a failure in the middle of an undo leaves the applied prices', async () => {
    const db = engine.db();
    const s = await setup(db);
    const applied = await s.profiles.apply(s.dealershipId, { profileId: s.profile.id, profileName: 'Test', scope: EVERY, price: thousandOff(), userId: s.userId, at, audit: audit(s.dealershipId, s.userId, 'price_profile_applied') });
    if (applied._tag !== 'applied') throw new Error(applied._tag);
    // The audit row, written after every price (three statements of two), is refused: jsonb holds no NUL character.
    const failing = { ...audit(s.dealershipId, s.userId, 'price_profile_undone'), detail: { note: 'a\u0000b' } };
    await expect(s.profiles.undo(s.dealershipId, applied.batch.id, { userId: s.userId, at, audit: failing })).rejects.toThrow();
    expect(await pricesOf(db, s.ids)).toEqual([1_900_000, 1_900_100, 1_900_200, 1_900_300, 1_900_400]);
    expect(await rowsOf(db, s.dealershipId)).toEqual({ batches: 1, audits: 1, changes: 5 });
  });

  it('prices the vehicles as the apply locked them, leaves sold ones, and refuses an undo once a price moved since, naming the vehicles', async () => {
    const db = engine.db();
    const s = await setup(db);
    await db.update(vehicles).set({ listingPriceCents: 3_000_000 }).where(eq(vehicles.id, s.ids[0]!));
    await db.update(vehicles).set({ stockStatus: 'S' }).where(eq(vehicles.id, s.ids[4]!));
    const applied = await s.profiles.apply(s.dealershipId, { profileId: s.profile.id, profileName: 'Test', scope: EVERY, price: thousandOff(), userId: s.userId, at, audit: audit(s.dealershipId, s.userId, 'price_profile_applied') });
    if (applied._tag !== 'applied') throw new Error(applied._tag);
    expect(applied.batch.vehicleCount).toBe(4);
    expect(await pricesOf(db, s.ids)).toEqual([2_900_000, 1_900_100, 1_900_200, 1_900_300, 2_000_400]);
    const [row] = await db.select().from(auditLog).where(eq(auditLog.dealershipId, s.dealershipId));
    expect(row?.detail).toMatchObject({ batch_id: applied.batch.id, vehicles: 4 });

    await db.update(vehicles).set({ listingPriceCents: 5 }).where(eq(vehicles.id, s.ids[2]!));
    const refused = await s.profiles.undo(s.dealershipId, applied.batch.id, { userId: s.userId, at, audit: audit(s.dealershipId, s.userId, 'price_profile_undone') });
    expect(refused).toEqual({ _tag: 'changed_since', stockNumbers: [expect.any(String)] });
    expect(await pricesOf(db, s.ids)).toEqual([2_900_000, 1_900_100, 5, 1_900_300, 2_000_400]);
  });

  it('writes nothing when no vehicle changes, and an empty profile reads no candidate', async () => {
    const db = engine.db();
    const s = await setup(db);
    const same = (chunk: readonly PriceCandidate[]): PriceChange[] => chunk.filter(() => false).map((v) => ({ vehicleId: v.id, oldCents: 0, newCents: 0 }));
    expect(await s.profiles.apply(s.dealershipId, { profileId: s.profile.id, profileName: 'Test', scope: EVERY, price: same, userId: s.userId, at, audit: audit(s.dealershipId, s.userId, 'price_profile_applied') }))
      .toEqual({ _tag: 'nothing_to_apply' });
    expect(await rowsOf(db, s.dealershipId)).toEqual({ batches: 0, audits: 0, changes: 0 });
    expect(await s.profiles.candidates(s.dealershipId, { rules: [], today: '2026-03-10' }, null, 10)).toEqual([]);
  });

  it('a rule reads and changes only the vehicles it matches (make, model, years, condition, days, base), in pages by stock number', async () => {
    const db = engine.db();
    const dealershipId = await insertDealership(db);
    const userId = await insertUser(db);
    const other = await insertDealership(db);
    const v = (f: Parameters<typeof insertVehicle>[2]) => insertVehicle(db, dealershipId, { priceCents: 2_000_000, ...f });
    // The rule: used Honda Civics of 2019–2022, 30 to 90 days in stock on 2026-03-10, from the cost.
    const match1 = await v({ make: 'Honda', model: 'Civic', year: 2020, condition: 'Used', arrivalDate: '2026-01-15' });
    const match2 = await v({ make: ' honda ', model: 'CIVIC', year: 2022, condition: 'Used', arrivalDate: '2026-02-08' });
    const noCost = await v({ make: 'Honda', model: 'Civic', year: 2020, condition: 'Used', arrivalDate: '2026-01-15' });
    const outside = [
      await v({ make: 'Toyota', model: 'Civic', year: 2020, condition: 'Used', arrivalDate: '2026-01-15' }),
      await v({ make: 'Honda', model: 'Accord', year: 2020, condition: 'Used', arrivalDate: '2026-01-15' }),
      await v({ make: 'Honda', model: 'Civic', year: 2018, condition: 'Used', arrivalDate: '2026-01-15' }),
      await v({ make: 'Honda', model: 'Civic', year: 2023, condition: 'Used', arrivalDate: '2026-01-15' }),
      await v({ make: 'Honda', model: 'Civic', year: 2020, condition: 'New', arrivalDate: '2026-01-15' }),
      await v({ make: 'Honda', model: 'Civic', year: 2020, condition: 'Used', arrivalDate: '2026-02-09' }), // 29 days
      await v({ make: 'Honda', model: 'Civic', year: 2020, condition: 'Used', arrivalDate: '2025-12-09' }), // 91 days
      await v({ make: 'Honda', model: 'Civic', year: 2020, condition: 'Used', arrivalDate: '2026-01-15', stockStatus: 'S' }),
      await insertVehicle(db, other, { make: 'Honda', model: 'Civic', year: 2020, condition: 'Used', arrivalDate: '2026-01-15', priceCents: 2_000_000 }),
    ];
    const all = [match1, match2, noCost, ...outside];
    await db.update(vehicles).set({ costCents: 1_500_000 }).where(inArray(vehicles.id, all.filter((id) => id !== noCost)));
    const rule: PriceRule = { ...ANY, make: 'Honda', model: 'Civic', yearMin: 2019, yearMax: 2022, condition: 'Used', daysMin: 30, daysMax: 90, base: 'cost', adjustment: 'markup_percent', value: 2_000 };
    const repo = drizzlePriceProfileRepository(db, { chunkSize: 1 });
    const scope = { rules: [rule], today: '2026-03-10' };
    const first = await repo.candidates(dealershipId, scope, null, 1);
    const second = await repo.candidates(dealershipId, scope, first[0]!.stockNumber, 1);
    expect([...first, ...second].map((c) => c.id).sort((a, b) => a - b)).toEqual([match1, match2]);
    expect(first[0]!.stockNumber < second[0]!.stockNumber).toBe(true);
    expect(await repo.candidates(dealershipId, scope, second[0]!.stockNumber, 1)).toEqual([]);

    const profile = await repo.create(dealershipId, { name: 'Aged Civics', rules: [rule] }, userId, at);
    const actor: Actor = { role: 'dealer_admin', isSuperAdmin: true, isCorporate: false, showAnalyticsDashboard: false };
    const ctx = { actor, role: 'dealer_admin', user: { id: userId }, dealership: aDealership({ id: dealershipId }) } as unknown as DealershipContext;
    const cases = priceProfileUseCases({ priceProfiles: repo, clock: { now: () => at } });
    const preview = await cases.preview(ctx, profile.id, 1)();
    if (preview._tag === 'Left') throw new Error(JSON.stringify(preview.left));
    expect(preview.right.count).toBe(2);
    const applied = await cases.apply(ctx, profile.id, '127.0.0.1')();
    if (applied._tag === 'Left') throw new Error(JSON.stringify(applied.left));
    expect(applied.right.vehicleCount).toBe(2);
    expect(await pricesOf(db, all)).toEqual([1_800_000, 1_800_000, ...all.slice(2).map(() => 2_000_000)]);
  });

  it('keeps profiles to their dealership', async () => {
    const db = engine.db();
    const s = await setup(db);
    const other = await insertDealership(db);
    expect(await s.profiles.byId(other, s.profile.id)).toBeNull();
    expect(await s.profiles.update(other, s.profile.id, { name: 'x', rules: [] }, at)).toBeNull();
    expect(await s.profiles.delete(other, s.profile.id)).toBe(false);
    expect((await s.profiles.candidates(s.dealershipId, EVERY, null, 10)).map((c) => c.id).sort((a, b) => a - b)).toEqual(s.ids);
    expect(await s.profiles.candidates(other, EVERY, null, 10)).toEqual([]);
  });
});
