/**
 * The pricing report at 100,000 vehicles (issue 17 item 5): the reader's SQL for one page — filter,
 * count, order, page and the page's last changes — for every order it offers, both ways, its
 * filters and a deep page; median and slowest of 7 runs after one to warm. A quarter of the
 * vehicles carry a last price change, half a cost, a tenth are sold (left out by the report).
 * Target: the median under 50 ms on PostgreSQL. `npx tsx tests/bench/pricing-report.ts [n]` runs it
 * alone (PGlite, and PostgreSQL too when TEST_DATABASE_URL or BENCH_DATABASE_URL is set) and rewrites
 * its section of docs/benchmarks.md; tests/bench/run.ts calls it for the whole file.
 */
import { pathToFileURL } from 'node:url';
import { sql } from 'drizzle-orm';
import type { Actor } from '@dealer-panel/core/access/actor';
import type { DealershipContext } from '@dealer-panel/core/access/dealership-context';
import { aDealership } from '@dealer-panel/core/access/testing/in-memory-ports';
import { priceProfileUseCases } from '@dealer-panel/core/analytics/price-profile-use-cases';
import type { PriceRule } from '@dealer-panel/core/analytics/price-rule';
import { REPORT_ORDER_FIELDS, type PricingReportQuery } from '@dealer-panel/core/analytics/pricing-report';
import { drizzlePriceProfileRepository } from '../../adapters/persistence/analytics/drizzle-price-profile-repository';
import { drizzlePricingReportReader } from '../../adapters/persistence/analytics/drizzle-pricing-report-reader';
import type { Database } from '../../adapters/persistence/shared/database';
import { insertDealership, insertUser } from '../conformance/support/fixtures';
import { ms } from './bench-dealer';
import { loadAverage, writeBenchSection } from './bench-section';
import { onBothEngines, type Engine } from './on-both-engines';

const RUNS = 7;
const TARGET_MS = 50;
const HEADING = '## Pricing report (issue 17)';

const BASE: PricingReportQuery = { page: 1, make: null, model: null, condition: null, yearMin: null, yearMax: null, daysMin: null, daysMax: null, search: '', ordering: { field: 'stock_number', descending: false } };
const CASES: readonly (readonly [string, PricingReportQuery])[] = [
  ...REPORT_ORDER_FIELDS.flatMap((field) => [false, true].map((descending) => [`${descending ? '−' : ''}${field}`, { ...BASE, ordering: { field, descending } }] as const)),
  ['make=Honda, 60+ days, −price', { ...BASE, make: 'Honda', daysMin: 60, ordering: { field: 'price', descending: true } }],
  ['model=Model 7, −cost', { ...BASE, model: 'Model 7', ordering: { field: 'cost', descending: true } }],
  ['New, years 2020–2022, −last_change', { ...BASE, condition: 'New', yearMin: 2020, yearMax: 2022, ordering: { field: 'last_change', descending: true } }],
  ['days 100–200, cost', { ...BASE, daysMin: 100, daysMax: 200, ordering: { field: 'cost', descending: false } }],
  ['search "S00123" (stock # prefix)', { ...BASE, search: 'S00123' }],
  ['search "model 3" (a quarter of the stock)', { ...BASE, search: 'model 3', ordering: { field: 'price', descending: false } }],
  ['page 2,000 (offset 49,975)', { ...BASE, page: 2_000 }],
];

export interface PricingReportRow {
  readonly engine: Engine;
  readonly name: string;
  readonly median: number;
  readonly max: number;
  /** Price profiles: the JS heap's growth during the call (MB, garbage included), a sign memory does not follow the inventory. */
  readonly heapMb?: number;
}

const ONE_PERCENT_OFF: PriceRule = { make: null, model: null, yearMin: null, yearMax: null, condition: null, daysMin: null, daysMax: null, base: 'listing', adjustment: 'discount_percent', value: 100, floorCents: null, ceilingCents: null };

/** A price profile's preview, apply and undo on the same store, timed once each (the apply changes 90,000 prices). */
async function priceProfileRows(engine: Engine, database: Database, dealershipId: number): Promise<PricingReportRow[]> {
  const repo = drizzlePriceProfileRepository(database.db);
  const userId = await insertUser(database.db);
  const actor: Actor = { role: 'dealer_admin', isSuperAdmin: true, isCorporate: false, showAnalyticsDashboard: false };
  const ctx = { actor, role: 'dealer_admin', user: { id: userId }, dealership: aDealership({ id: dealershipId }) } as unknown as DealershipContext;
  const cases = priceProfileUseCases({ priceProfiles: repo, clock: { now: () => new Date('2026-03-01T12:00:00Z') } });
  const hondas = await repo.create(dealershipId, { name: 'Hondas 60+ days', rules: [{ ...ONE_PERCENT_OFF, make: 'Honda', daysMin: 60 }] }, userId, new Date());
  const every = await repo.create(dealershipId, { name: 'Every vehicle', rules: [ONE_PERCENT_OFF] }, userId, new Date());
  const rows: PricingReportRow[] = [];
  const once = async <A>(name: string, run: () => Promise<A>): Promise<A> => {
    const heap = process.memoryUsage().heapUsed;
    let peak = heap;
    const sampler = setInterval(() => { peak = Math.max(peak, process.memoryUsage().heapUsed); }, 5);
    const start = performance.now();
    try {
      return await run();
    } finally {
      const took = ms(performance.now() - start);
      clearInterval(sampler);
      rows.push({ engine, name, median: took, max: took, heapMb: ms((Math.max(peak, process.memoryUsage().heapUsed) - heap) / 1e6) });
    }
  };
  const right = <A>(e: { _tag: 'Left'; left: unknown } | { _tag: 'Right'; right: A }): A => { if (e._tag === 'Left') throw new Error(JSON.stringify(e.left)); return e.right; };
  await once('profile preview, page 1 (Hondas 60+ days: 10,000)', async () => right(await cases.preview(ctx, hondas.id, 1)()));
  await once('profile preview, page 1 (every vehicle: 90,000)', async () => right(await cases.preview(ctx, every.id, 1)()));
  const batch = await once('profile apply (90,000 prices, one transaction)', async () => right(await cases.apply(ctx, every.id, '127.0.0.1')()));
  await once('profile undo (90,000 prices, one transaction)', async () => right(await cases.undo(ctx, batch.id, '127.0.0.1')()));
  return rows;
}

export async function seedVehicles(database: Database, n: number): Promise<number> {
  const db = database.db;
  const dealershipId = await insertDealership(db);
  // 10,000 rows a statement: each stays far under the server's 15 s statement timeout on a busy machine.
  for (let from = 1; from <= n; from += 10_000) {
    await db.execute(sql`insert into vehicles (dealership_id, vin, year, make, model, condition, stock_number, stock_status, listing_price_cents, msrp_cents, cost_cents,
      price_changed_at, fuel_type, body_type, arrival_date, search_text)
    select ${dealershipId}, 'VIN' || g, 2015 + g % 11, (array['Honda','Toyota','Ford','Mazda','Kia'])[1 + g % 5], 'Model ' || (g % 40), case when g % 3 = 0 then 'New' else 'Used' end,
      'S' || lpad(g::text, 7, '0'), case when g % 10 = 0 then 'S' else 'I' end, 1500000 + (g * 7919) % 6000000, 2000000 + (g * 31) % 6000000,
      case when g % 2 = 0 then 1200000 + (g * 13) % 5000000 end, case when g % 4 = 1 then timestamptz '2026-02-01' + (g % 5000) * interval '1 minute' end,
      'Gasoline', 'SUV', date '2026-01-01' - (g % 400), lower((array['Honda','Toyota','Ford','Mazda','Kia'])[1 + g % 5] || ' model ' || (g % 40) || ' s' || lpad(g::text, 7, '0'))
    from generate_series(${from}::int, ${Math.min(n, from + 9_999)}::int) as g`);
  }
  // What autovacuum does to a table that has settled: statistics and the visibility map (index-only counts).
  await db.execute(sql`vacuum analyze vehicles`);
  return dealershipId;
}

export async function runPricingReportBench(engine: Engine, database: Database, n = 100_000): Promise<PricingReportRow[]> {
  try {
    const dealershipId = await seedVehicles(database, n);
    const reader = drizzlePricingReportReader(database.db);
    const rows: PricingReportRow[] = [];
    for (const [name, query] of CASES) {
      await reader.page(dealershipId, query, '2026-03-01', 25);
      const times: number[] = [];
      for (let i = 0; i < RUNS; i += 1) {
        const start = performance.now();
        const page = await reader.page(dealershipId, query, '2026-03-01', 25);
        times.push(performance.now() - start);
        if (page.rows.length === 0) throw new Error(`${name}: no rows`);
      }
      times.sort((a, b) => a - b);
      rows.push({ engine, name, median: ms(times[Math.floor(RUNS / 2)] ?? 0), max: ms(times[RUNS - 1] ?? 0) });
    }
    return [...rows, ...(await priceProfileRows(engine, database, dealershipId))];
  } finally {
    await database.close();
  }
}

export function pricingReportSection(rows: readonly PricingReportRow[], n = 100_000): string {
  const target = (r: PricingReportRow) => (r.heapMb !== undefined ? `heap +${r.heapMb} MB` : r.engine === 'PostgreSQL' ? (r.median < TARGET_MS ? 'met' : '**missed**') : '—');
  return `${HEADING}

The report's reader (adapters/persistence/analytics/drizzle-pricing-report-reader.ts) for one page of 25: filter, count,
order and page in SQL, then the page's last price changes; ${n.toLocaleString('en-CA')} vehicles in one store (a tenth sold,
half with a cost, a quarter with a last price change), vacuumed and analyzed as autovacuum leaves a settled table; median and
slowest of ${RUNS} runs after one to warm (tests/bench/pricing-report.ts). Target: median under ${TARGET_MS} ms on PostgreSQL.
Then a price profile on the same store, once each: the preview's first page (the rules' criteria narrow the candidates
in SQL, read 2,000 at a time by stock number), an apply that takes 1 % off every unsold vehicle (chunks of 1,000, each
locked then priced, in one transaction) and its undo; the last column there is the JS heap's peak growth during the call,
garbage not yet collected included (a run with the heap capped at 96 MB, \`node --max-old-space-size=96\`, applies and undoes as well).
Load average when written: ${loadAverage()} (1, 5, 15 min, 2 cores).

| engine | query | median ms | slowest ms | target (or heap) |
| --- | --- | --- | --- | --- |
${rows.map((r) => `| ${r.engine} | ${r.name} | ${r.median} | ${r.max} | ${target(r)} |`).join('\n')}
`;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const n = Number(process.argv[2] ?? 100_000);
  onBothEngines((engine, database) => runPricingReportBench(engine, database, n)).then((rows) => {
    const section = pricingReportSection(rows, n);
    writeBenchSection(HEADING, section);
    process.stdout.write(section);
    process.exit(0);
  }, (error: unknown) => { process.stderr.write(`${String(error)}\n`); process.exit(1); });
}
