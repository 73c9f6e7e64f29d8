/**
 * A store's published feed (issue 31 item 4) at 10,000 vehicles: the public feed read end to end
 * as the route reads it (token, store, pricing data read once, keyset pages of 500 priced as they
 * are read, one Google line each), the TSV counted and dropped as a client would take it; then the
 * pricing alone (two worksheet prices a vehicle, in memory). Median and slowest of 5 runs after one
 * to warm, with the JS heap's peak growth. `npx tsx tests/bench/feeds-out.ts [n]` runs it alone and
 * rewrites its section of docs/benchmarks.md.
 */
import { pathToFileURL } from 'node:url';
import * as E from 'fp-ts/Either';
import { sql } from 'drizzle-orm';
import { inventoryFeedUseCases } from '@dealer-panel/core/inventory/feeds/feed-use-cases';
import { googleFeedHeader, googleFeedLine } from '@dealer-panel/core/inventory/feeds/google-vehicle-listing';
import { feedPricing } from '@dealer-panel/core/payments/advertised-payments';
import { drizzleFeeRepository } from '../../adapters/persistence/fees/drizzle-fee-repository';
import { drizzleInventoryFeeds, drizzleInventoryPages } from '../../adapters/persistence/inventory/drizzle-inventory-feeds';
import { drizzlePaymentsRepository } from '../../adapters/persistence/payments/drizzle-payments-repository';
import type { Database } from '../../adapters/persistence/shared/database';
import { drizzleAuditLog } from '../../adapters/persistence/shared/drizzle-audit-log';
import { drizzleStoreRepository } from '../../adapters/persistence/stores/drizzle-store-repository';
import { nodeSecrets } from '../../adapters/system/node-secrets';
import { insertDealership, insertUser } from '../conformance/support/fixtures';
import { ms } from './bench-dealer';
import { loadAverage, writeBenchSection } from './bench-section';
import { onBothEngines, type Engine } from './on-both-engines';

const RUNS = 5;
const HEADING = '## Feeds out (issue 31 item 4)';

export interface FeedsOutRow { readonly engine: Engine; readonly name: string; readonly median: number; readonly max: number; readonly heapMb: number; readonly note: string }

async function seed(database: Database, n: number): Promise<{ dealershipId: number; userId: number }> {
  const db = database.db;
  const dealershipId = await insertDealership(db);
  const userId = await insertUser(db);
  await db.execute(sql`insert into vehicles (dealership_id, vin, year, make, model, condition, stock_number, stock_status, listing_price_cents, msrp_cents,
      fuel_type, body_type, arrival_date, images, odometer)
    select ${dealershipId}, 'VIN' || g, 2015 + g % 11, (array['Honda','Toyota','Ford','Mazda','Kia'])[1 + g % 5], 'Model ' || (g % 40), case when g % 3 = 0 then 'New' else 'Used' end,
      'S' || lpad(g::text, 7, '0'), case when g % 10 = 0 then 'S' else 'I' end, 1500000 + (g * 7919) % 6000000, 2000000 + (g * 31) % 6000000,
      'Gasoline', 'SUV', date '2026-01-01' - (g % 400), jsonb_build_array('/api/vehicle-art/suv-1f3a93.svg', 'https://cdn.example.test/' || g || '.jpg'), (g * 37) % 200000
    from generate_series(1, ${n}::int) as g`);
  const payments = drizzlePaymentsRepository(db);
  const lender = await payments.saveLender(dealershipId, null, {
    name: 'Bench Bank', kind: 'bank', active: true, financeRates: [{ termFrom: 12, termTo: 96, minCreditScore: null, rate: '5.99' }],
    leaseRates: [{ termFrom: 24, termTo: 60, minCreditScore: null, rate: '4.9' }], residuals: [{ term: 48, distanceAllowance: 20_000, residual: '55' }],
  });
  await payments.saveSettings(dealershipId, { financeLenderId: lender.id, leaseLenderId: lender.id, bankDefaultTerm: 60, bankDefaultDownPaymentCents: 200_000 }, userId);
  await db.execute(sql`vacuum analyze vehicles`);
  return { dealershipId, userId };
}

async function timed(runs: number, run: () => Promise<string>): Promise<{ median: number; max: number; heapMb: number; note: string }> {
  await run();
  const times: number[] = [];
  let growth = 0;
  let note = '';
  for (let i = 0; i < runs; i += 1) {
    const heap = process.memoryUsage().heapUsed;
    let peak = heap;
    const sampler = setInterval(() => { peak = Math.max(peak, process.memoryUsage().heapUsed); }, 5);
    const start = performance.now();
    note = await run();
    times.push(performance.now() - start);
    clearInterval(sampler);
    growth = Math.max(growth, Math.max(peak, process.memoryUsage().heapUsed) - heap);
  }
  times.sort((a, b) => a - b);
  return { median: ms(times[Math.floor(runs / 2)] ?? 0), max: ms(times[runs - 1] ?? 0), heapMb: ms(growth / 1e6), note };
}

export async function runFeedsOutBench(engine: Engine, database: Database, n = 10_000): Promise<FeedsOutRow[]> {
  try {
    const { dealershipId, userId } = await seed(database, n);
    const db = database.db;
    const secrets = nodeSecrets();
    const clock = { now: () => new Date('2026-03-01T12:00:00Z') };
    const payments = drizzlePaymentsRepository(db);
    const pricing = feedPricing({ payments, fees: drizzleFeeRepository(db), clock });
    const feeds = drizzleInventoryFeeds(db);
    const U = inventoryFeedUseCases({
      inventoryFeeds: feeds, inventoryPages: drizzleInventoryPages(db), feedPricing: pricing, stores: drizzleStoreRepository(db), secrets, clock, audit: drizzleAuditLog(db),
    });
    const token = secrets.token();
    await feeds.create({ dealershipId, label: 'Bench', format: 'google_vehicle_listings', tokenHash: secrets.hash(token), tokenHint: token.slice(-4), createdBy: userId, at: clock.now() });
    const whole = await timed(RUNS, async () => {
      const opened = await U.open(token)();
      if (E.isLeft(opened)) throw new Error('feed not found');
      let bytes = Buffer.byteLength(googleFeedHeader());
      let lines = 0;
      for await (const page of opened.right.pages) {
        for (const p of page) { bytes += Buffer.byteLength(googleFeedLine(p.vehicle, p.payments, opened.right.store, 'https://panel.example.test')); lines += 1; }
      }
      return `${lines.toLocaleString('en-CA')} vehicles, ${ms(bytes / 1e6)} MB of TSV`;
    });
    const store = await drizzleStoreRepository(db).settings(dealershipId);
    if (store === null) throw new Error('no store');
    const vehicles = await drizzleInventoryPages(db).page(dealershipId, ['I'], 0, n);
    const priceOnly = await timed(RUNS, async () => {
      const price = await pricing.pricerFor(store);
      let priced = 0;
      for (const v of vehicles) { const p = price(v); if (p.finance !== null && p.lease !== null) priced += 1; }
      return `${priced.toLocaleString('en-CA')} vehicles with both payments (${ms(vehicles.length / 1000)}k read beforehand)`;
    });
    return [
      { engine, name: `the public feed, ${n.toLocaleString('en-CA')} vehicles in the store`, ...whole },
      { engine, name: 'pricing alone (finance and lease each)', ...priceOnly },
    ];
  } finally {
    await database.close();
  }
}

export function feedsOutSection(rows: readonly FeedsOutRow[]): string {
  return `${HEADING}

The public feed read as its route reads it (adapters/http/server/inventory/inventory-feed-routes.ts): the token, the store,
the payments' data read once, then the advertised vehicles by id in keyset pages of 500, each priced by the worksheet's path
(core/payments/advertised-payments.ts: a new deal's finance and lease, assembleDeal then priceDeal) and written as one Google
line; the TSV is counted and dropped as a client takes it, so the heap column says what one page costs, not the file. A tenth
of the vehicles are sold (left out). Then the pricing alone over the vehicles read beforehand. Median and slowest of ${RUNS} runs
after one to warm; heap: the JS heap's peak growth in a run, garbage not yet collected included (tests/bench/feeds-out.ts).
The pricing is most of the time (two worksheet prices a vehicle); there is no cache, so every fetch gives today's
numbers (decision in docs/decisions/inventory.md "Feeds out…").
Load average when written: ${loadAverage()} (1, 5, 15 min, 2 cores).

| engine | what | median ms | slowest ms | heap MB | what came out |
| --- | --- | --- | --- | --- | --- |
${rows.map((r) => `| ${r.engine} | ${r.name} | ${r.median} | ${r.max} | +${r.heapMb} | ${r.note} |`).join('\n')}
`;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const n = Number(process.argv[2] ?? 10_000);
  onBothEngines((engine, database) => runFeedsOutBench(engine, database, n)).then((rows) => {
    const section = feedsOutSection(rows);
    writeBenchSection(HEADING, section);
    process.stdout.write(section);
    process.exit(0);
  }, (error: unknown) => { process.stderr.write(`${String(error)}\n`); process.exit(1); });
}
