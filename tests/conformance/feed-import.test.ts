import { and, eq } from 'drizzle-orm';
import * as E from 'fp-ts/Either';
import { expect, it } from 'vitest';
import type { DealershipContext } from '@dealer-panel/core/access/dealership-context';
import { feedImportUseCases } from '@dealer-panel/core/inventory/feeds/feed-import-use-cases';
import { drizzleFeedImportRepository } from '../../adapters/persistence/inventory/drizzle-feed-import-repository';
import { drizzleVehicleRecordReader } from '../../adapters/persistence/inventory/drizzle-vehicle-record-reader';
import { vehicles } from '../../adapters/persistence/inventory/schema';
import { openTabular } from '../../adapters/tabular/open-tabular';
import { insertOrder } from './support/deal-fixtures';
import { insertDealership, insertUser } from './support/fixtures';
import { forEachEngine } from './support/engines';

// Inventory feeds (issue 31.1) through the real reader and repository, on PGlite and PostgreSQL.

const VINS = ['1HGCM82633A004352', '2T1BURHEXJC000001', '1FTFW1E54JF000002', '5YJ3E1EA1KF000003'];
const HEAD = 'VIN,Stock,Year,Make,Model,Condition,Price,Odometer\n';
const line = (vin: string, stock: string, price: string, year = '2003', make = 'Honda') => `${vin},${stock},${year},${make},Model,Used,"${price}",1000\n`;
const file = (text: string) => async function* source() { yield new TextEncoder().encode(text); };
let clockAt = Date.parse('2026-12-06T10:00:00Z');
const clock = { now: () => new Date((clockAt += 1000)) };

forEachEngine((engine) => {
  async function setUp(batchSize = 2) {
    const db = engine.db();
    const dealershipId = await insertDealership(db);
    const userId = await insertUser(db);
    const ctx = { user: { id: userId }, dealership: { id: dealershipId, country: 'CA' }, actor: { role: 'dealer_admin', isSuperAdmin: false, isCorporate: false, showAnalyticsDashboard: false } } as unknown as DealershipContext;
    const U = feedImportUseCases({ imports: drizzleFeedImportRepository(db), openTabular, clock, batchSize });
    const run = async (text: string, kind: 'full' | 'partial' = 'full', dryRun = false) => {
      const done = await U.import(ctx, { kind, dryRun, fileName: 'feed.csv', source: file(text), origin: 'upload', mapping: null }, '127.0.0.1')();
      if (E.isLeft(done)) throw new Error(`import refused: ${JSON.stringify(done.left)}`);
      return done.right;
    };
    const stock = async () => db.select({ vin: vehicles.vin, status: vehicles.stockStatus, price: vehicles.listingPriceCents, changed: vehicles.priceChangedAt, left: vehicles.leftFeedAt })
      .from(vehicles).where(eq(vehicles.dealershipId, dealershipId)).orderBy(vehicles.vin);
    return { db, dealershipId, ctx, U, run, stock };
  }

  it('adds, then updates, keeps unchanged, makes the absent unavailable and flags the open deal holding it', async () => {
    const s = await setUp();
    const first = await s.run(HEAD + line(VINS[0]!, 'A1', '$32,995.00') + line(VINS[1]!, 'A2', '20000', '2018', 'Toyota') + line(VINS[2]!, 'A3', '30000', '2018', 'Ford'));
    expect(first).toMatchObject({ status: 'done', rowsTotal: 3, rowsDone: 3, counts: { added: 3, updated: 0, unchanged: 0, madeUnavailable: 0, refused: 0 } });
    const [held] = await s.db.select({ id: vehicles.id }).from(vehicles).where(and(eq(vehicles.dealershipId, s.dealershipId), eq(vehicles.vin, VINS[2]!)));
    const orderId = await insertOrder(s.db, s.dealershipId, { vehicleId: held!.id });
    const second = await s.run(HEAD + line(VINS[0]!, 'A1', '31 995,00 $') + line(VINS[1]!, 'A2', '20000', '2018', 'Toyota'));
    expect(second.counts).toEqual({ added: 0, updated: 1, unchanged: 1, madeUnavailable: 1, refused: 0, warned: 0 });
    const rows = await s.U.report(s.ctx, second.id, 1, null)();
    expect(E.isRight(rows) && rows.right.results.find((r) => r.outcome === 'made_unavailable')).toMatchObject({ vin: VINS[2], orderIds: [orderId], notes: [{ code: 'import.deal_holds_vehicle' }] });
    const after = await s.stock();
    expect(after.map((v) => [v.vin, v.status, v.price])).toEqual([[VINS[2], 'U', 3_000_000], [VINS[0], 'I', 3_199_500], [VINS[1], 'I', 2_000_000]]);
    expect(after[1]?.changed).not.toBeNull();
    expect(after[2]?.changed).toBeNull();
    expect(after[0]?.left).not.toBeNull();
  });

  it('undoes an import back to the vehicles\' values before it, once, and refuses a dry run\'s', async () => {
    const s = await setUp();
    await s.run(HEAD + line(VINS[0]!, 'B1', '10000') + line(VINS[1]!, 'B2', '20000', '2018', 'Toyota'));
    const before = await s.stock();
    const second = await s.run(HEAD + line(VINS[0]!, 'B1', '9000') + line(VINS[3]!, 'B4', '50000', '2019', 'Tesla'));
    expect(second.counts).toMatchObject({ added: 1, updated: 1, madeUnavailable: 1 });
    const undone = await s.U.undo(s.ctx, second.id, '127.0.0.1')();
    expect(E.isRight(undone) && undone.right.undoneAt).not.toBeNull();
    const restored = await s.stock();
    expect(restored.filter((v) => v.vin !== VINS[3]).map((v) => [v.vin, v.status, v.price])).toEqual(before.map((v) => [v.vin, v.status, v.price]));
    expect(restored.find((v) => v.vin === VINS[3])?.status).toBe('U');
    expect(await s.U.undo(s.ctx, second.id, '127.0.0.1')()).toEqual(E.left({ _tag: 'UndoRefused', reason: 'already_undone', stockNumbers: [] }));
    const dry = await s.run(HEAD + line(VINS[0]!, 'B1', '1'), 'full', true);
    expect(await s.U.undo(s.ctx, dry.id, '127.0.0.1')()).toEqual(E.left({ _tag: 'UndoRefused', reason: 'dry_run', stockNumbers: [] }));
  });

  it('refuses an undo once something newer touched a vehicle, naming it', async () => {
    const s = await setUp();
    const first = await s.run(HEAD + line(VINS[0]!, 'C1', '10000'), 'partial');
    await s.db.update(vehicles).set({ listingPriceCents: 5, updatedAt: new Date() }).where(and(eq(vehicles.dealershipId, s.dealershipId), eq(vehicles.vin, VINS[0]!)));
    expect(await s.U.undo(s.ctx, first.id, '127.0.0.1')()).toEqual(E.left({ _tag: 'UndoRefused', reason: 'changed_since', stockNumbers: ['C1'] }));
  });

  it('a dry run reports what would happen and writes no vehicle; a partial feed makes nothing unavailable', async () => {
    const s = await setUp();
    await s.run(HEAD + line(VINS[0]!, 'D1', '10000') + line(VINS[1]!, 'D2', '20000', '2018', 'Toyota'));
    const dry = await s.run(HEAD + line(VINS[0]!, 'D1', '1') + line(VINS[3]!, 'D4', '2', '2019', 'Tesla'), 'full', true);
    expect(dry.counts).toMatchObject({ added: 1, updated: 1, madeUnavailable: 1 });
    expect((await s.stock()).map((v) => [v.status, v.price])).toEqual([['I', 1_000_000], ['I', 2_000_000]]);
    const partial = await s.run(HEAD + line(VINS[0]!, 'D1', '10000'), 'partial');
    expect(partial.counts).toMatchObject({ unchanged: 1, madeUnavailable: 0 });
  });

  it('refuses duplicated VINs and stock numbers row by row, keeps the others, and lets another store hold the same VIN', async () => {
    const s = await setUp();
    const other = await setUp();
    await other.run(HEAD + line(VINS[0]!, 'Z1', '10000'));
    const done = await s.run(HEAD + line(VINS[0]!, 'E1', '10000') + line(VINS[0]!, 'E2', '10000') + line(VINS[1]!, 'E3', '1', '2018', 'Toyota') + line(VINS[2]!, 'E3', '1', '2018', 'Ford') + line(VINS[3]!, 'E4', 'free', '2019', 'Tesla'));
    expect(done.counts).toMatchObject({ added: 0, refused: 5 });
    const report = await s.U.report(s.ctx, done.id, 1, 'refused')();
    expect(E.isRight(report) && report.right.results.map((r) => [r.row, r.notes.map((n) => n.code)])).toEqual([
      [2, ['import.duplicate_vin']], [3, ['import.duplicate_vin']], [4, ['import.duplicate_stock_number']], [5, ['import.duplicate_stock_number']], [6, ['import.amount']],
    ]);
    const fine = await s.run(HEAD + line(VINS[0]!, 'E1', '10000'));
    expect(fine.counts.added).toBe(1);
  });

  it('writes a batch\'s changes by set of columns: prices together, a stock number handed on in file order, untouched packages kept', async () => {
    const s = await setUp(10);
    await s.run(HEAD + line(VINS[0]!, 'G1', '10000') + line(VINS[1]!, 'G2', '20000', '2018', 'Toyota') + line(VINS[2]!, 'G3', '30000', '2018', 'Ford') + line(VINS[3]!, 'G4', '40000', '2019', 'Tesla'));
    const packages = [{ code: 'P1', name: 'Winter', priceCents: 150_000 }];
    await s.db.update(vehicles).set({ packages }).where(eq(vehicles.dealershipId, s.dealershipId));
    // One batch: two prices change, G3 moves to G5 and G2 then takes G3 (free once the row before let it go), G4 is unchanged.
    const done = await s.run(HEAD + line(VINS[0]!, 'G1', '11000') + line(VINS[3]!, 'G4', '41000', '2019', 'Tesla') + line(VINS[2]!, 'G5', '30000', '2018', 'Ford') + line(VINS[1]!, 'G3', '20000', '2018', 'Toyota'), 'partial');
    expect(done.counts).toMatchObject({ added: 0, updated: 4, unchanged: 0, refused: 0 });
    const after = await s.db.select({ vin: vehicles.vin, stock: vehicles.stockNumber, price: vehicles.listingPriceCents, changed: vehicles.priceChangedAt, packages: vehicles.packages, search: vehicles.searchText })
      .from(vehicles).where(eq(vehicles.dealershipId, s.dealershipId)).orderBy(vehicles.stockNumber);
    expect(after.map((v) => [v.stock, v.vin, v.price, v.changed !== null])).toEqual([
      ['G1', VINS[0], 1_100_000, true], ['G3', VINS[1], 2_000_000, false], ['G4', VINS[3], 4_100_000, true], ['G5', VINS[2], 3_000_000, false],
    ]);
    expect(after.every((v) => JSON.stringify(v.packages) === JSON.stringify(packages))).toBe(true);
    expect(after.find((v) => v.stock === 'G5')?.search).toContain('g5');
    const undone = await s.U.undo(s.ctx, done.id, '127.0.0.1')();
    expect(E.isRight(undone)).toBe(true);
    const restored = await s.db.select({ vin: vehicles.vin, stock: vehicles.stockNumber, price: vehicles.listingPriceCents }).from(vehicles).where(eq(vehicles.dealershipId, s.dealershipId)).orderBy(vehicles.stockNumber);
    expect(restored.map((v) => [v.stock, v.vin, v.price])).toEqual([['G1', VINS[0], 1_000_000], ['G2', VINS[1], 2_000_000], ['G3', VINS[2], 3_000_000], ['G4', VINS[3], 4_000_000]]);
  });

  it('undoes an import back to exactly what each vehicle held: packages with their codes and prices, every column, the price put back dated', async () => {
    const s = await setUp();
    await s.run(HEAD + line(VINS[0]!, 'H1', '10000') + line(VINS[1]!, 'H2', '20000', '2018', 'Toyota'));
    const mine = eq(vehicles.dealershipId, s.dealershipId);
    const packages = [{ code: 'WTR', name: 'Winter', priceCents: 150_000 }, { code: 'TCH', name: 'Tech', priceCents: 249_500 }];
    await s.db.update(vehicles).set({ packages, priceChangedAt: new Date('2026-11-01T12:00:00Z'), costCents: 900_000, trim: 'EX' }).where(mine);
    const original = await s.db.select().from(vehicles).where(mine).orderBy(vehicles.vin);
    const opts = 'VIN,Stock,Year,Make,Model,Trim,Condition,Price,Cost,Options\n';
    // H1: price, trim, cost and packages change (one kept by name, one new, one gone); H2 changes only its price.
    const done = await s.run(opts + `${VINS[0]!},H1,2003,Honda,Model,LX,Used,9000,8000,Winter|Sunroof\n${VINS[1]!},H2,2018,Toyota,Model,EX,Used,19000,9000,Winter|Tech\n`, 'partial');
    expect(done.counts).toMatchObject({ updated: 2, refused: 0 });
    const imported = await s.db.select({ vin: vehicles.vin, packages: vehicles.packages }).from(vehicles).where(mine).orderBy(vehicles.vin);
    expect(imported.find((v) => v.vin === VINS[0])?.packages).toEqual([packages[0], { code: '', name: 'Sunroof', priceCents: 0 }]);
    expect(imported.find((v) => v.vin === VINS[1])?.packages).toEqual(packages);
    expect(E.isRight(await s.U.undo(s.ctx, done.id, '127.0.0.1')())).toBe(true);
    const restored = await s.db.select().from(vehicles).where(mine).orderBy(vehicles.vin);
    // Every column as it was, but the price put back is a change of the undo's time (the last price change, the history).
    const but = ({ updatedAt: _u, priceChangedAt: _p, ...rest }: (typeof original)[number]) => rest;
    expect(restored.map(but)).toEqual(original.map(but));
    expect(restored.every((v) => v.priceChangedAt !== null && v.priceChangedAt > original[0]!.priceChangedAt!)).toBe(true);
    // The vehicle's price history: the import's change and its undo, newest first, before and after.
    const page = await drizzleVehicleRecordReader(s.db).record(s.dealershipId, original[0]!.id);
    expect(page?.priceHistory.map((c) => [c.source, c.beforeCents, c.afterCents, c.importId])).toEqual([['import_undo', 900_000, 1_000_000, done.id], ['upload', 1_000_000, 900_000, done.id]]);
  });

  it('keeps one import per store at a time and another store\'s imports out of reach', async () => {
    const s = await setUp();
    const other = await setUp();
    const done = await s.run(HEAD + line(VINS[0]!, 'F1', '10000'));
    expect(await other.U.get(other.ctx, done.id)()).toEqual(E.left({ _tag: 'NotFound' }));
    expect(await other.U.report(other.ctx, done.id, 1, null)()).toEqual(E.left({ _tag: 'NotFound' }));
    const repo = drizzleFeedImportRepository(s.db);
    const running = await repo.start({ dealershipId: s.dealershipId, kind: 'full', source: 'upload', dryRun: false, fileName: 'x', userId: null, rowsTotal: 1, at: clock.now() });
    expect(running._tag).toBe('started');
    expect(await s.U.import(s.ctx, { kind: 'full', dryRun: false, fileName: 'y', source: file(HEAD + line(VINS[0]!, 'F1', '1')), origin: 'upload', mapping: null }, 'ip')()).toEqual(E.left({ _tag: 'ImportRunning' }));
  });
});
