/**
 * The seeding of the customer-list benchmark (customers.ts): 100,000 customers, 2,000 vehicles and
 * 250,000 deals in one dealership.
 *
 * Customers are built in JS and written in multi-row inserts through the repository's own
 * row function (`fieldColumns`: search text and sort keys exactly as the product computes them);
 * vehicles likewise (`vehicleSearchText`); deals are made set-based in SQL (`generate_series`), their
 * `awaiting` computed by the same rule as core/orders `orderAwaiting` (checked on a sample), and the
 * customers' `awaiting` by the repository's `refreshCustomerAwaiting`.
 */
import { sql, type SQL } from 'drizzle-orm';
import { refreshCustomerAwaiting } from '../../adapters/persistence/customers/customer-awaiting';
import { derivedColumns, fieldColumns } from '../../adapters/persistence/customers/customer-columns';
import type { Db } from '../../adapters/persistence/shared/database';
import { toSteps } from '../../adapters/persistence/orders/order-summary-columns';
import { customers, vehicles } from '../../adapters/persistence/schema';
import type { CustomerFields } from '@dealer-panel/core/customers/customer';
import { foldText } from '@dealer-panel/core/shared/search-text';
import { vehicleSearchText } from '@dealer-panel/core/inventory/vehicle-search-text';
import { ORDER_STATUSES, STEP_NAMES, STEP_STATUSES, orderAwaiting, type OrderStatus } from '@dealer-panel/core/shared/deal-states';
import { narrow } from '../../adapters/persistence/shared/column-narrowing';

export const CUSTOMERS = 100_000;
export const ORDERS = 250_000;
export const VEHICLES = 2_000;
/** The test clock's start: the seeded rows are dated before it. */
export const NOW = new Date('2026-06-01T14:00:00Z');
const DAY = 86_400_000;

// ---------------------------------------------------------------- data

/**
 * mulberry32, computed exactly in 32-bit integers. (The former LCG multiplied past 2^53, lost its low
 * bits and cycled: 603 distinct creation times for any number of customers, so at a million the
 * newest 1,800 customers tied and every first page sorted them all.)
 */
let state = 20_260_601;
const next = (n: number) => {
  state = (state + 0x6d_2b_79_f5) | 0;
  let t = Math.imul(state ^ (state >>> 15), 1 | state);
  t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
  return Math.floor((((t ^ (t >>> 14)) >>> 0) / 4_294_967_296) * n);
};
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

async function insertCustomers(db: Db, dealershipId: number, reps: readonly number[], count: number): Promise<void> {
  const BATCH = 2_000;
  for (let start = 0; start < count; start += BATCH) {
    const rows = Array.from({ length: Math.min(BATCH, count - start) }, (_, k) => {
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

/** 2.5 deals per customer, set-based: a random customer of the dealership, a vehicle for 90 %, statuses per step. */
async function insertOrders(db: Db, dealershipId: number, createdBy: number, customerCount: number): Promise<void> {
  const STATUSES: readonly OrderStatus[] = ['initial', 'pending', 'pending', 'completed', 'awaiting-customer', 'awaiting-dealer', 'canceled', 'sent_to_customer'];
  const steps = STEP_NAMES.map((s) => stepExpr(STEP_STATUSES[s]));
  const waitDealer = `array['awaiting-dealer','hidden-awaiting-decision']`;
  const all = `array[status, ${STEP_SQL_COLUMNS.join(', ')}]`;
  const total = Math.round(customerCount * (ORDERS / CUSTOMERS));
  const batches = Math.max(1, Math.ceil(total / 20_000));
  for (let b = 0; b < batches; b += 1) {
    const n = Math.round(total / batches);
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
        cross join lateral (select random() as p, (select min(id) from customers where dealership_id = ${dealershipId}) + floor(random() * ${customerCount})::int as cid where g > 0) r
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

/** `customerCount` customers (100,000 by default) and 2.5 times as many deals in one dealership. */
export async function seed100k(db: Db, dealershipId: number, reps: readonly number[], createdBy: number, customerCount = CUSTOMERS): Promise<void> {
  await insertVehicles(db, dealershipId);
  await insertCustomers(db, dealershipId, reps, customerCount);
  await db.execute(sql`select setseed(0.42)`);
  await insertOrders(db, dealershipId, createdBy, customerCount);
  const ids = await rowsOf(db, sql`select distinct customer_id as id from orders where awaiting is not null`);
  for (let s = 0; s < ids.length; s += 5_000) await refreshCustomerAwaiting(db, ids.slice(s, s + 5_000).map((r) => Number(r.id)));
  await checkDerived(db);
  // A query may take 15 s at most (the pool's statement timeout): table by table, so that a million
  // customers' vacuum fits; the statistics (analyze) are what the plans need.
  for (const table of ['vehicles', 'customers', 'orders']) {
    await db.execute(sql.raw(`vacuum analyze ${table}`)).catch(async () => { await db.execute(sql.raw(`analyze ${table}`)); });
  }
}
