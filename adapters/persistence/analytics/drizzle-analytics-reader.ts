import { and, count, gte, inArray, isNull, lt, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { AnalyticsReader } from '@dealer-panel/core/analytics/analytics-reader';
import type { DepositFigures, Figures, FunnelStep, LeadCount, PageViewCount, RepFigures, Waits } from '@dealer-panel/core/analytics/analytics-figures';
import { EMPTY_FIGURES, byRep } from '@dealer-panel/core/analytics/analytics-figures';
import type { Db } from '../shared/database';
import { users } from '../access/schema';
import { customers } from '../customers/schema';
import { deposits } from '../deposits/schema';
import { orders } from '../orders/schema';
import { tradeIns, tradeInOffers } from '../trade-ins/schema';
import { pageEvents } from './schema';
import {
  summaryAwaitingDealer, summaryDeposits, summaryFirstResponse, summaryFunnel, summaryLeads, summaryOffers, summaryPageViews, summaryRepDeals,
  summaryRepLeads, wholeDays, type DayBounds,
} from './drizzle-analytics-summary';
import { rowsOf } from '../shared/execute-rows';

type Period = { readonly start: Date; readonly end: Date };
/** One figure's rows, keyed by store. */
type ByStore<T> = Map<number, T>;

const int = (v: unknown): number => Number(v ?? 0);
const counted = (where: SQL) => sql<number>`count(*) filter (where ${where})`.mapWith(Number);
const summed = (value: SQL, where: SQL) => sql<number>`coalesce(sum(${value}) filter (where ${where}), 0)`.mapWith(Number);
const within = (column: AnyColumn, p: Period) => and(gte(column, p.start), lt(column, p.end));

function group<T>(rows: readonly T[], store: (row: T) => number): ByStore<T[]> {
  const out: ByStore<T[]> = new Map();
  for (const row of rows) out.set(store(row), [...(out.get(store(row)) ?? []), row]);
  return out;
}

async function leads(db: Db, ids: readonly number[], p: Period, days: DayBounds | null): Promise<ByStore<LeadCount[]>> {
  const day = sql<string>`to_char(${customers.createdAt} at time zone 'UTC', 'YYYY-MM-DD')`;
  const rows = days !== null ? await summaryLeads(db, ids, days) : await db.select({ store: customers.dealershipId, day, leadType: customers.leadType, count: count() })
    .from(customers)
    .where(and(inArray(customers.dealershipId, [...ids]), isNull(customers.mergedIntoId), within(customers.createdAt, p)))
    .groupBy(customers.dealershipId, day, customers.leadType)
    .orderBy(day, customers.leadType);
  return new Map([...group(rows, (r) => r.store)].map(([k, v]) => [k, v.map(({ day: d, leadType, count: n }) => ({ day: d, leadType, count: n }))]));
}

/**
 * A step counts as reached when it left `initial` (a quote also when one was made); the deposit
 * when it was held or paid (a refund was paid first); the appointment unless cancelled; sold when
 * the dealer confirmed the deal.
 */
const REACHED: Readonly<Record<FunnelStep, SQL>> = {
  quote: sql`${orders.stepCustomerQuote} not in ('initial', 'no_quote_created')`,
  trade_in: sql`${orders.stepTradeIn} <> 'initial'`,
  credit_app: sql`${orders.stepCreditApp} <> 'initial'`,
  deposit: sql`${orders.stepDeposit} in ('pre_authorized', 'reserved', 'completed', 'refunded')`,
  appointment: sql`${orders.stepAppointment} not in ('initial', 'canceled')`,
  sold: sql`${orders.confirmedAt} is not null`,
};

async function funnel(db: Db, ids: readonly number[], p: Period, days: DayBounds | null) {
  if (days !== null) return summaryFunnel(db, ids, days);
  const rows = await db.select({
    store: orders.dealershipId, deals: count(),
    quote: counted(REACHED.quote), trade_in: counted(REACHED.trade_in), credit_app: counted(REACHED.credit_app),
    deposit: counted(REACHED.deposit), appointment: counted(REACHED.appointment), sold: counted(REACHED.sold),
  }).from(orders).where(and(inArray(orders.dealershipId, [...ids]), within(orders.createdAt, p))).groupBy(orders.dealershipId);
  return new Map(rows.map(({ store, deals, ...steps }) => [store, { deals, funnel: steps }]));
}

/** Per deal, the customer's first act of the period, then the first act of staff at or after it. */
async function firstResponse(db: Db, ids: readonly number[], p: Period, days: DayBounds | null): Promise<ByStore<{ waits: Waits; unanswered: number }>> {
  if (days !== null) return summaryFirstResponse(db, ids, days);
  const result = await db.execute(sql`
    with firsts as (
      select t.dealership_id, t.order_id, min(t.created_at) as at from order_timeline t
      where t.dealership_id in (${sql.join(ids.map((id) => sql`${id}`), sql`, `)})
        and t.actor = 'customer' and t.created_at >= ${p.start.toISOString()} and t.created_at < ${p.end.toISOString()}
      group by t.dealership_id, t.order_id)
    select f.dealership_id as store, count(r.at) as responded,
      coalesce(sum(extract(epoch from (r.at - f.at))), 0)::float8 as seconds, count(*) - count(r.at) as unanswered
    from firsts f
    left join lateral (select min(d.created_at) as at from order_timeline d
      where d.order_id = f.order_id and d.actor = 'dealer' and d.created_at >= f.at) r on true
    group by f.dealership_id`);
  return new Map(rowsOf(result).map((r) => [int(r['store']), {
    waits: { count: int(r['responded']), totalSeconds: Math.round(int(r['seconds'])) }, unanswered: int(r['unanswered']),
  }]));
}

/** Active deals awaiting the dealer now, each waiting since it last changed. */
async function awaitingDealer(db: Db, ids: readonly number[], now: Date): Promise<ByStore<Waits>> {
  const rows = await db.select({
    store: orders.dealershipId, count: count(),
    seconds: sql<number>`coalesce(sum(greatest(0, extract(epoch from (${now.toISOString()}::timestamptz - ${orders.updatedAt})))), 0)::float8`.mapWith(Number),
  }).from(orders)
    .where(and(inArray(orders.dealershipId, [...ids]), sql`${orders.awaiting} = 'dealer' and not ${orders.isArchived}`))
    .groupBy(orders.dealershipId);
  return new Map(rows.map((r) => [r.store, { count: r.count, totalSeconds: Math.round(r.seconds) }]));
}

async function depositFigures(db: Db, ids: readonly number[], p: Period, days: DayBounds | null): Promise<ByStore<DepositFigures[]>> {
  const all = sql`true`;
  const rows = days !== null ? await summaryDeposits(db, ids, days) : await db.select({
    store: deposits.dealershipId, currency: deposits.currency,
    heldCount: counted(sql`${deposits.state} = 'pre_authorized'`), heldCents: summed(sql`${deposits.amountCents}`, sql`${deposits.state} = 'pre_authorized'`),
    capturedCount: counted(sql`${deposits.capturedCents} > 0`), capturedCents: summed(sql`${deposits.capturedCents}`, all),
    refundedCount: counted(sql`${deposits.refundedCents} > 0`), refundedCents: summed(sql`${deposits.refundedCents}`, all),
  }).from(deposits).where(and(inArray(deposits.dealershipId, [...ids]), within(deposits.createdAt, p)))
    .groupBy(deposits.dealershipId, deposits.currency).orderBy(deposits.currency);
  return new Map([...group(rows, (r) => r.store)].map(([k, v]) => [k, v.map(({ store: _s, ...d }) => d)]));
}

async function offers(db: Db, ids: readonly number[], p: Period, days: DayBounds | null): Promise<ByStore<{ made: number; accepted: number }>> {
  if (days !== null) return summaryOffers(db, ids, days);
  const rows = await db.select({ store: tradeIns.dealershipId, made: count(), accepted: counted(sql`${tradeInOffers.status} = 'accepted'`) })
    .from(tradeInOffers).innerJoin(tradeIns, sql`${tradeIns.id} = ${tradeInOffers.tradeInId}`)
    .where(and(inArray(tradeIns.dealershipId, [...ids]), within(tradeInOffers.createdAt, p)))
    .groupBy(tradeIns.dealershipId);
  return new Map(rows.map((r) => [r.store, { made: r.made, accepted: r.accepted }]));
}

const rawRepLeads = (db: Db, ids: readonly number[], p: Period) =>
  db.select({ store: customers.dealershipId, rep: customers.salesRepId, leads: count() }).from(customers)
    .where(and(inArray(customers.dealershipId, [...ids]), isNull(customers.mergedIntoId), within(customers.createdAt, p)))
    .groupBy(customers.dealershipId, customers.salesRepId);

const rawRepDeals = (db: Db, ids: readonly number[], p: Period) =>
  db.select({ store: orders.dealershipId, rep: customers.salesRepId, deals: count(), sold: counted(REACHED.sold) })
    .from(orders).innerJoin(customers, sql`${customers.id} = ${orders.customerId}`)
    .where(and(inArray(orders.dealershipId, [...ids]), within(orders.createdAt, p)))
    .groupBy(orders.dealershipId, customers.salesRepId);

/** Per sales rep (the customer's): leads that came in, deals made and sold in the period. */
async function reps(db: Db, ids: readonly number[], p: Period, days: DayBounds | null): Promise<ByStore<RepFigures[]>> {
  const [leadRows, dealRows] = days !== null
    ? await Promise.all([summaryRepLeads(db, ids, days), summaryRepDeals(db, ids, days)])
    : await Promise.all([rawRepLeads(db, ids, p), rawRepDeals(db, ids, p)]);
  const repIds = [...new Set([...leadRows, ...dealRows].map((r) => r.rep).filter((r): r is number => r !== null))];
  const names = new Map((repIds.length === 0 ? [] : await db.select({ id: users.id, first: users.firstName, last: users.lastName })
    .from(users).where(inArray(users.id, repIds))).map((u) => [u.id, `${u.first} ${u.last}`.trim()]));
  const rows = new Map<string, RepFigures & { readonly store: number }>();
  const at = (store: number, rep: number | null) => rows.get(`${store}|${rep}`)
    ?? { store, userId: rep, name: rep === null ? null : names.get(rep) ?? null, leads: 0, deals: 0, sold: 0 };
  for (const r of leadRows) rows.set(`${r.store}|${r.rep}`, { ...at(r.store, r.rep), leads: r.leads });
  for (const r of dealRows) rows.set(`${r.store}|${r.rep}`, { ...at(r.store, r.rep), deals: r.deals, sold: r.sold });
  return new Map([...group([...rows.values()], (r) => r.store)].map(([k, v]) => [k, v.map(({ store: _s, ...rep }) => rep).sort(byRep)]));
}

async function pageViews(db: Db, ids: readonly number[], p: Period, days: DayBounds | null): Promise<ByStore<PageViewCount[]>> {
  const rows = days !== null ? await summaryPageViews(db, ids, days) : await db.select({ store: pageEvents.dealershipId, page: pageEvents.page, count: count() }).from(pageEvents)
    .where(and(inArray(pageEvents.dealershipId, [...ids]), within(pageEvents.createdAt, p)))
    .groupBy(pageEvents.dealershipId, pageEvents.page).orderBy(sql`count(*) desc`, pageEvents.page);
  return new Map([...group(rows, (r) => r.store)].map(([k, v]) => [k, v.map(({ page, count: n }) => ({ page, count: n }))]));
}

/**
 * The dashboard's figures in SQL aggregates: one query per figure over every asked store
 * (core/analytics/analytics-reader.ts). A period of whole UTC days (every period the dashboard
 * asks) reads the per-day summaries kept by the database (summary-schema.ts), and the awaiting
 * snapshot its per-store sums; any other period, or `summaries: false`, counts the rows themselves.
 */
export function drizzleAnalyticsReader(db: Db, { summaries = true }: { readonly summaries?: boolean } = {}): AnalyticsReader {
  return {
    async figures(storeIds, period, now, options = { snapshot: true }) {
      if (storeIds.length === 0) return [];
      const days = summaries ? wholeDays(period) : null;
      const [l, f, r, a, d, o, reps_, views] = await Promise.all([
        leads(db, storeIds, period, days), funnel(db, storeIds, period, days), firstResponse(db, storeIds, period, days),
        !options.snapshot ? new Map<number, Waits>() : summaries ? summaryAwaitingDealer(db, storeIds, now) : awaitingDealer(db, storeIds, now),
        depositFigures(db, storeIds, period, days), offers(db, storeIds, period, days), reps(db, storeIds, period, days), pageViews(db, storeIds, period, days),
      ]);
      return storeIds.map((id): Figures => ({
        leads: l.get(id) ?? [],
        deals: f.get(id)?.deals ?? 0,
        funnel: f.get(id)?.funnel ?? EMPTY_FIGURES.funnel,
        firstResponse: r.get(id)?.waits ?? EMPTY_FIGURES.firstResponse,
        unanswered: r.get(id)?.unanswered ?? 0,
        awaitingDealer: a.get(id) ?? EMPTY_FIGURES.awaitingDealer,
        deposits: d.get(id) ?? [],
        tradeInOffers: o.get(id) ?? EMPTY_FIGURES.tradeInOffers,
        reps: reps_.get(id) ?? [],
        pageViews: views.get(id) ?? [],
      }));
    },
  };
}
