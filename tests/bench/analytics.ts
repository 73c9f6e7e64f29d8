/**
 * The analytics dashboard's benchmark (issue 17 item 7): the customer-list benchmark's 100,000
 * customers and 250,000 deals in one store (customer-seed.ts), plus the rows the dashboard reads —
 * a customer act and most often a dealer answer on the deal timeline for 40 % of the deals, a
 * deposit for 10 %, a trade-in with an offer for 8 %, and 300,000 page views — then GET
 * /api/dealer/analytics/ for a 30-day and a 366-day period (each is two periods: current and
 * previous), one request at a time through the server, latencies from 60 requests after 5 to warm.
 * Target: p95 under 200 ms on PostgreSQL. `npx tsx tests/bench/analytics.ts` runs it alone and
 * rewrites its section of docs/benchmarks.md; tests/bench/run.ts calls it for the whole file.
 */
import { loadavg } from 'node:os';
import { pathToFileURL } from 'node:url';
import { sql } from 'drizzle-orm';
import { buildApp } from '../../adapters/http/server/app';
import { defaultRateLimits } from '../../adapters/http/server/platform/rate-limits';
import { ports as bindPorts } from '../../adapters/di/ports';
import { serverDeps } from '../../adapters/di/server-deps';
import type { Database } from '../../adapters/persistence/shared/database';
import { throwawayPglite, throwawayPostgres } from '../../adapters/persistence/shared/throwaway-database';
import { seedFixture } from '../api/support/fixture';
import { FAST_ARGON2, manualClock, signedIn } from '../api/support/test-app';
import { writeBenchSection } from './bench-section';
import { CUSTOMERS, NOW, ORDERS, seed100k } from './customer-seed';

const WARM = 5;
const SAMPLES = Number(process.env.BENCH_ANALYTICS_SAMPLES ?? 60);
const TARGET_P95_MS = 200;
const ANALYTICS_HEADING = '## Analytics dashboard (issue 17)';

export interface AnalyticsRow {
  readonly engine: string; readonly period: string; readonly n: number; readonly p50: number; readonly p95: number; readonly max: number;
  /** The 1-minute load average when the period's samples ended (the machine is shared). */
  readonly load: number;
}

/**
 * The dashboard's own rows, set-based from the seeded deals (setseed keeps them the same run to run).
 * In one transaction without the pool's 15 s statement timeout: each statement also writes the
 * summaries (migration 0026), and the timeline's 80,000-row insert took 8.5 s at load 7.
 */
async function seedDashboardRows(database: Database['db'], dealershipId: number): Promise<void> {
  await database.transaction(async (db) => {
    await db.execute(sql`set local statement_timeout = 0`);
    await db.execute(sql`select setseed(0.17)`);
    await db.execute(sql`insert into order_timeline (dealership_id, order_id, kind, event, actor, created_at)
      select dealership_id, id, 'appointment', 'appointment.asked', 'customer', created_at + interval '1 hour' * (1 + random() * 48)
      from orders where dealership_id = ${dealershipId} and random() < 0.4`);
    await db.execute(sql`insert into order_timeline (dealership_id, order_id, kind, event, actor, created_at)
      select dealership_id, order_id, 'appointment', 'appointment.confirmed', 'dealer', created_at + interval '1 minute' * (5 + random() * 2000)
      from order_timeline where dealership_id = ${dealershipId} and actor = 'customer' and random() < 0.8`);
    await db.execute(sql`insert into deposits (dealership_id, order_id, customer_id, mode, state, payment_status, amount_cents, captured_cents, refunded_cents, currency, created_at)
      select dealership_id, id, customer_id, 'capture', s.state, 'paid', 50000,
        case when s.state in ('confirmed', 'refunded') then 50000 else 0 end, case when s.state = 'refunded' then 50000 else 0 end, 'CAD', created_at + interval '2 hours'
      from (select o.*, (array['pre_authorized', 'confirmed', 'confirmed', 'refunded'])[1 + floor(random() * 4)::int] as state
        from orders o where dealership_id = ${dealershipId} and random() < 0.1) s`);
    await db.execute(sql`insert into trade_ins (dealership_id, customer_id, order_id, year, make, model, odometer, odometer_unit, created_at)
      select dealership_id, customer_id, id, 2018, 'Honda', 'Civic', 90000, 'km', created_at
      from orders where dealership_id = ${dealershipId} and random() < 0.08`);
    await db.execute(sql`insert into trade_in_offers (trade_in_id, amount_cents, status, expiry_date, created_at)
      select id, 1500000, (array['awaiting', 'accepted', 'declined', 'expired'])[1 + floor(random() * 4)::int], '2026-12-31', created_at + interval '1 day'
      from trade_ins where dealership_id = ${dealershipId}`);
    await db.execute(sql`insert into page_events (dealership_id, surface, page, created_at)
      select ${dealershipId}, 'dealer', (array['customers-view', 'customer-details', 'order-list', 'pricing-worksheet', 'analytics'])[1 + floor(random() * 5)::int],
        ${NOW.toISOString()}::timestamptz - interval '1 minute' * floor(random() * 525600)
      from generate_series(1, 300000)`);
  });
  for (const table of ['order_timeline', 'deposits', 'trade_ins', 'trade_in_offers', 'page_events']) await database.execute(sql.raw(`vacuum analyze ${table}`));
}

const percentile = (sorted: readonly number[], p: number) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;

export async function benchAnalytics(engine: string, database: Database, log: (s: string) => void): Promise<AnalyticsRow[]> {
  const clock = manualClock(NOW);
  const ports = bindPorts(database, { log: () => undefined, clock, argon2: FAST_ARGON2 });
  const fixture = await seedFixture(ports);
  const app = await buildApp({
    deps: serverDeps(ports), cookieSecret: 'x'.repeat(40), uiDir: '/nonexistent', logger: false,
    info: { version: 'bench', appMode: 'demo', activixRedirectUrl: 'https://crm.example.test/dealer' }, rateLimits: defaultRateLimits(1000),
  });
  await app.ready();
  try {
    const u = fixture.users;
    const started = performance.now();
    await seed100k(database.db, fixture.dealerships.ontario, [u.admin.id, u.manager.id, u.rep.id, u.nodevice.id], u.manager.id);
    await seedDashboardRows(database.db, fixture.dealerships.ontario);
    log(`${engine}: seeded ${CUSTOMERS} customers, ${ORDERS} deals and the dashboard's rows in ${((performance.now() - started) / 1000).toFixed(1)} s`);
    const agent = await signedIn({ app, ports, clock, fixture, close: async () => undefined }, u.admin.email, u.admin.phone);
    const rows: AnalyticsRow[] = [];
    for (const [period, from] of [['30 days', '2026-05-03'], ['366 days', '2025-06-01']] as const) {
      const path = `/api/dealer/analytics/?from=${from}&to=2026-06-01`;
      const times: number[] = [];
      for (let i = 0; i < WARM + SAMPLES; i += 1) {
        const t0 = performance.now();
        const r = await agent.get(path);
        if (r.statusCode !== 200) throw new Error(`${path}: ${r.statusCode} ${r.body.slice(0, 200)}`);
        if (i >= WARM) times.push(performance.now() - t0);
      }
      times.sort((a, b) => a - b);
      const row = { engine, period, n: times.length, p50: Math.round(percentile(times, 50)), p95: Math.round(percentile(times, 95)), max: Math.round(times.at(-1)!), load: loadavg()[0] ?? 0 };
      log(`${engine} ${period}: p50 ${row.p50} ms, p95 ${row.p95} ms, max ${row.max} ms, load ${row.load.toFixed(1)}`);
      rows.push(row);
    }
    return rows;
  } finally {
    await app.close();
    await database.close();
  }
}

export async function runAnalyticsBench(log: (s: string) => void): Promise<AnalyticsRow[]> {
  const rows: AnalyticsRow[] = [];
  const pgUrl = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
  if (pgUrl) rows.push(...(await benchAnalytics('PostgreSQL', await throwawayPostgres(pgUrl), log)));
  if (process.env.BENCH_ANALYTICS_PGLITE === '1') rows.push(...(await benchAnalytics('PGlite', await throwawayPglite(), log)));
  return rows;
}

export function analyticsSection(rows: readonly AnalyticsRow[]): string {
  const table = rows.map((r) => `| ${r.engine} | ${r.period} | ${r.n} | ${r.p50} | ${r.p95} | ${r.max} | ${r.load.toFixed(1)} | ${r.engine === 'PostgreSQL' ? (r.p95 < TARGET_P95_MS ? 'met' : '**missed**') : '—'} |`).join('\n');
  return `${ANALYTICS_HEADING}

\`GET /api/dealer/analytics/\` as a dealer admin, one request at a time through the server (Fastify inject),
on ${CUSTOMERS.toLocaleString('en-CA')} customers and ${ORDERS.toLocaleString('en-CA')} deals in one store, with timeline acts on 40 % of
the deals, deposits on 10 %, trade-in offers on 8 % and 300,000 page views (tests/bench/analytics.ts). Each request
counts two periods (the asked one and the one before), up to ten queries each, side by side, each reading the
per-store summaries the database keeps by triggers (per day: leads, deals and funnel steps, first responses,
deposits, offers, page views; the awaiting snapshot per store; migration 0026). Load is the 1-minute load
average of the shared 2-core machine when the period's samples ended (above 2, other work was running). Target: p95 under ${TARGET_P95_MS} ms on PostgreSQL.

| engine | period | requests | p50 ms | p95 ms | max ms | load | target |
| --- | --- | --- | --- | --- | --- | --- | --- |
${table || '| — | not run (no BENCH_DATABASE_URL or TEST_DATABASE_URL) | | | | | | |'}
`;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const log = (s: string) => { process.stderr.write(`${s}\n`); };
  runAnalyticsBench(log).then((rows) => { writeBenchSection(ANALYTICS_HEADING, analyticsSection(rows)); process.exit(0); }, (error: unknown) => { process.stderr.write(`${String(error)}\n`); process.exit(1); });
}
