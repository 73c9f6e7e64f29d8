import { and, gte, inArray, isNull, lt, or, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { Waits } from '@dealer-panel/core/analytics/analytics-figures';
import type { Db } from '../shared/database';
import { analyticsDailyDeals, analyticsDailyFirstActs, analyticsDailyLeads, analyticsDailyPageViews } from './summary-schema';

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
