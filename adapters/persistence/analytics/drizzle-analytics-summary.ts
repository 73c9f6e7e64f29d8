import { and, gte, inArray, isNull, lt, or, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { DepositFigures, Waits } from '@dealer-panel/core/analytics/analytics-figures';
import type { Db } from '../shared/database';
import { rowsOf } from '../shared/execute-rows';
import { orders } from '../orders/schema';
import {
  analyticsAwaitingDealer, analyticsDailyDeals, analyticsDailyDeposits, analyticsDailyFirstActs, analyticsDailyLeads, analyticsDailyOffers, analyticsDailyPageViews,
} from './summary-schema';

// The dashboard's figures read from the per-store, per-day summaries (summary-schema.ts), for a
// period of whole UTC days: the same answers as the row-by-row queries of
// drizzle-analytics-reader.ts, which stay for any other period (tests/conformance/analytics-summary.test.ts
// checks both agree after every kind of write).

/** A period of whole UTC days as its first day and the day after its last; null when it is not. */
export interface DayBounds { readonly from: string; readonly until: string }

const midnight = (d: Date) => d.getTime() % 86_400_000 === 0;
export function wholeDays(p: { readonly start: Date; readonly end: Date }): DayBounds | null {
  if (!midnight(p.start) || !midnight(p.end)) return null;
  return { from: p.start.toISOString().slice(0, 10), until: p.end.toISOString().slice(0, 10) };
}

type ByStore<T> = Map<number, T>;

const summed = (column: SQL | AnyColumn) => sql<number>`coalesce(sum(${column}), 0)`.mapWith(Number);
const dayText = (column: typeof analyticsDailyLeads.day) => sql<string>`to_char(${column}, 'YYYY-MM-DD')`;

export async function summaryLeads(db: Db, ids: readonly number[], d: DayBounds): Promise<{ store: number; day: string; leadType: string; count: number }[]> {
  const t = analyticsDailyLeads;
  const day = dayText(t.day);
  return db.select({ store: t.dealershipId, day, leadType: t.leadType, count: summed(t.leads) }).from(t)
    .where(and(inArray(t.dealershipId, [...ids]), gte(t.day, d.from), lt(t.day, d.until)))
    .groupBy(t.dealershipId, day, t.leadType).having(sql`sum(${t.leads}) <> 0`)
    .orderBy(day, t.leadType);
}

export async function summaryFunnel(db: Db, ids: readonly number[], d: DayBounds) {
  const t = analyticsDailyDeals;
  const rows = await db.select({
    store: t.dealershipId, deals: summed(t.deals),
    quote: summed(t.quote), trade_in: summed(t.tradeIn), credit_app: summed(t.creditApp),
    deposit: summed(t.deposit), appointment: summed(t.appointment), sold: summed(t.sold),
  }).from(t).where(and(inArray(t.dealershipId, [...ids]), gte(t.day, d.from), lt(t.day, d.until))).groupBy(t.dealershipId);
  return new Map(rows.map(({ store, deals, ...steps }) => [store, { deals, funnel: steps }]));
}

/** A deal's first customer act in the period is the one in the period whose previous act is before it. */
export async function summaryFirstResponse(db: Db, ids: readonly number[], d: DayBounds): Promise<ByStore<{ waits: Waits; unanswered: number }>> {
  const t = analyticsDailyFirstActs;
  const rows = await db.select({
    store: t.dealershipId, acts: summed(t.acts), answered: summed(t.answered),
    seconds: sql<string>`coalesce(sum(${t.answerSeconds}), 0)::text`,
  }).from(t)
    .where(and(inArray(t.dealershipId, [...ids]), gte(t.day, d.from), lt(t.day, d.until), or(isNull(t.previousDay), lt(t.previousDay, d.from))))
    .groupBy(t.dealershipId);
  return new Map(rows.filter((r) => r.acts !== 0).map((r) => [r.store, {
    waits: { count: r.answered, totalSeconds: Math.round(Number(r.seconds)) }, unanswered: r.acts - r.answered,
  }]));
}

export async function summaryRepLeads(db: Db, ids: readonly number[], d: DayBounds) {
  const t = analyticsDailyLeads;
  return db.select({ store: t.dealershipId, rep: t.salesRepId, leads: summed(t.leads) }).from(t)
    .where(and(inArray(t.dealershipId, [...ids]), gte(t.day, d.from), lt(t.day, d.until)))
    .groupBy(t.dealershipId, t.salesRepId).having(sql`sum(${t.leads}) <> 0`);
}

export async function summaryRepDeals(db: Db, ids: readonly number[], d: DayBounds) {
  const t = analyticsDailyDeals;
  return db.select({ store: t.dealershipId, rep: t.salesRepId, deals: summed(t.deals), sold: summed(t.sold) }).from(t)
    .where(and(inArray(t.dealershipId, [...ids]), gte(t.day, d.from), lt(t.day, d.until)))
    .groupBy(t.dealershipId, t.salesRepId).having(sql`sum(${t.deals}) <> 0`);
}

export async function summaryPageViews(db: Db, ids: readonly number[], d: DayBounds): Promise<{ store: number; page: string; count: number }[]> {
  const t = analyticsDailyPageViews;
  return db.select({ store: t.dealershipId, page: t.page, count: summed(t.views) }).from(t)
    .where(and(inArray(t.dealershipId, [...ids]), gte(t.day, d.from), lt(t.day, d.until)))
    .groupBy(t.dealershipId, t.page).having(sql`sum(${t.views}) <> 0`).orderBy(sql`sum(${t.views}) desc`, t.page);
}

export async function summaryDeposits(db: Db, ids: readonly number[], d: DayBounds): Promise<(DepositFigures & { store: number })[]> {
  const t = analyticsDailyDeposits;
  return db.select({
    store: t.dealershipId, currency: t.currency, heldCount: summed(t.held), heldCents: summed(t.heldCents),
    capturedCount: summed(t.captured), capturedCents: summed(t.capturedCents), refundedCount: summed(t.refunded), refundedCents: summed(t.refundedCents),
  }).from(t).where(and(inArray(t.dealershipId, [...ids]), gte(t.day, d.from), lt(t.day, d.until)))
    .groupBy(t.dealershipId, t.currency).having(sql`sum(${t.deposits}) <> 0`).orderBy(t.currency);
}

export async function summaryOffers(db: Db, ids: readonly number[], d: DayBounds): Promise<ByStore<{ made: number; accepted: number }>> {
  const t = analyticsDailyOffers;
  const rows = await db.select({ store: t.dealershipId, made: summed(t.made), accepted: summed(t.accepted) }).from(t)
    .where(and(inArray(t.dealershipId, [...ids]), gte(t.day, d.from), lt(t.day, d.until))).groupBy(t.dealershipId);
  return new Map(rows.map((r) => [r.store, { made: r.made, accepted: r.accepted }]));
}

/**
 * Awaiting the dealer at `now`: each deal waits max(0, now − updated_at), so the total is count × now
 * − Σ updated_at over the deals not changed after `now` (read from the deals themselves: normally
 * none, by the partial index orders_awaiting_dealer_idx). Computed in SQL numeric, exact.
 */
export async function summaryAwaitingDealer(db: Db, ids: readonly number[], now: Date): Promise<ByStore<Waits>> {
  const stores = sql.join(ids.map((id) => sql`${id}`), sql`, `);
  const at = now.toISOString();
  const result = await db.execute(sql`
    with s as (
      select dealership_id, sum(deals) as n, sum(updated_epochs) as e from ${analyticsAwaitingDealer}
      where dealership_id in (${stores}) group by dealership_id),
    later as (
      select dealership_id, count(*) as n, sum(extract(epoch from updated_at)) as e from ${orders}
      where dealership_id in (${stores}) and awaiting = 'dealer' and not is_archived and updated_at > ${at}::timestamptz group by dealership_id)
    select s.dealership_id as store, s.n as count,
      ((s.n - coalesce(later.n, 0)) * extract(epoch from ${at}::timestamptz) - (s.e - coalesce(later.e, 0)))::text as seconds
    from s left join later on later.dealership_id = s.dealership_id`);
  const rows = rowsOf(result).map((r) => ({ store: Number(r['store']), count: Number(r['count']), seconds: Number(r['seconds']) }));
  return new Map(rows.filter((r) => r.count !== 0).map((r) => [r.store, { count: r.count, totalSeconds: Math.round(r.seconds) }]));
}
