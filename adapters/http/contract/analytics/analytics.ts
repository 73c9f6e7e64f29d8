import * as t from 'io-ts';
import { Nullable } from '../common';

// The analytics dashboard and the first-party event log (issue 17 items 1 and 2): paths designed by this project.

const Waits = t.type({ count: t.number, average_seconds: Nullable(t.number) });

/** One store's (or the roll-up's) figures over one period; every count comes from the database. */
export const AnalyticsFigures = t.type({
  leads: t.array(t.type({ day: t.string, lead_type: t.string, count: t.number })),
  deals: t.number,
  funnel: t.array(t.type({ step: t.string, count: t.number, conversion_bp: Nullable(t.number) })),
  first_response: Waits,
  unanswered: t.number,
  awaiting_dealer: Waits,
  deposits: t.array(t.type({
    currency: t.string, held_count: t.number, held_cents: t.number, captured_count: t.number, captured_cents: t.number, refunded_count: t.number, refunded_cents: t.number,
  })),
  trade_in_offers: t.type({ made: t.number, accepted: t.number }),
  reps: t.array(t.type({ user: Nullable(t.number), name: Nullable(t.string), leads: t.number, deals: t.number, sold: t.number })),
  page_views: Nullable(t.array(t.type({ page: t.string, count: t.number }))),
});
export type AnalyticsFigures = t.TypeOf<typeof AnalyticsFigures>;

const Range = t.type({ from: t.string, to: t.string });
const Compared = t.type({ current: AnalyticsFigures, previous: AnalyticsFigures });

export const AnalyticsResponse = t.type({
  range: Range,
  previous_range: Range,
  stores: t.array(t.intersection([t.type({ id: t.number, name: t.string }), Compared])),
  total: Nullable(Compared),
});
export type AnalyticsResponse = t.TypeOf<typeof AnalyticsResponse>;

/** A batch of page views: names only, nothing about who. */
export const PageEventsRequest = t.type({ events: t.array(t.type({ page: t.string })) });
export type PageEventsRequest = t.TypeOf<typeof PageEventsRequest>;

export const PageEventsResponse = t.type({ recorded: t.number });
export type PageEventsResponse = t.TypeOf<typeof PageEventsResponse>;
