// The pricing report's first page at 100,000 vehicles (issue 17 item 5): `npx tsx tests/bench/pricing-report.ts [n]`.
// Times the reader (SQL: filter, count, order, page, the page's last changes) per ordering, median of 7 runs.

import { sql } from 'drizzle-orm';
import type { PricingReportQuery } from '@dealer-panel/core/analytics/pricing-report';
import { drizzlePricingReportReader } from '../../adapters/persistence/analytics/drizzle-pricing-report-reader';
import type { Database } from '../../adapters/persistence/shared/database';
import { insertDealership } from '../conformance/support/fixtures';
import { runOnBothEngines, type Engine } from './on-both-engines';

const N = Number(process.argv[2] ?? 100_000);
const BASE: PricingReportQuery = { page: 1, make: null, model: null, condition: null, yearMin: null, yearMax: null, daysMin: null, daysMax: null, search: '', ordering: { field: 'stock_number', descending: false } };
const CASES: readonly [string, PricingReportQuery][] = [
  ['stock number', BASE],
  ['-price', { ...BASE, ordering: { field: 'price', descending: true } }],
  ['days (oldest first)', { ...BASE, ordering: { field: 'days', descending: true } }],
  ['-last change', { ...BASE, ordering: { field: 'last_change', descending: true } }],
  ['make=Honda, 60+ days, -price', { ...BASE, make: 'Honda', daysMin: 60, ordering: { field: 'price', descending: true } }],
  ['page 2,000', { ...BASE, page: 2_000 }],
];

interface Row { readonly engine: Engine; readonly name: string; readonly ms: number }

async function run(engine: Engine, database: Database): Promise<Row[]> {
  const db = database.db;
  const dealershipId = await insertDealership(db);
  await db.execute(sql`insert into vehicles (dealership_id, vin, year, make, model, condition, stock_number, stock_status, listing_price_cents, msrp_cents, cost_cents, fuel_type, body_type, arrival_date)
    select ${dealershipId}, 'VIN' || g, 2015 + g % 11, (array['Honda','Toyota','Ford','Mazda','Kia'])[1 + g % 5], 'Model ' || (g % 40), case when g % 3 = 0 then 'New' else 'Used' end,
      'S' || lpad(g::text, 7, '0'), case when g % 10 = 0 then 'S' else 'I' end, 1500000 + (g * 7919) % 6000000, 2000000 + (g * 31) % 6000000,
      case when g % 2 = 0 then 1200000 + (g * 13) % 5000000 end, 'Gasoline', 'SUV', date '2026-01-01' - (g % 400)
    from generate_series(1, ${N}) as g`);
  await db.execute(sql`analyze vehicles`);
  const reader = drizzlePricingReportReader(db);
  const rows: Row[] = [];
  for (const [name, query] of CASES) {
    const times: number[] = [];
    for (let i = 0; i < 7; i += 1) {
      const start = performance.now();
      await reader.page(dealershipId, query, '2026-03-01', 25);
      times.push(performance.now() - start);
    }
    rows.push({ engine, name, ms: Math.round(times.sort((a, b) => a - b)[3]! * 10) / 10 });
  }
  await database.close();
  return rows;
}

runOnBothEngines(run, (rows) => `| engine | query (${N.toLocaleString('en-CA')} vehicles) | median ms |\n| --- | --- | --- |\n${rows.map((r) => `| ${r.engine} | ${r.name} | ${r.ms} |`).join('\n')}\n`);
