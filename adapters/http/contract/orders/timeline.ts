import * as t from 'io-ts';
import { TIMELINE_KINDS } from '@dealer-panel/core/orders/deal-timeline';
import { Nullable } from '../common';
import { route } from '../access/access-routes';

const Kind = t.keyof(Object.fromEntries(TIMELINE_KINDS.map((k) => [k, null])) as Record<(typeof TIMELINE_KINDS)[number], null>);

/** One entry of a deal's history (core/orders/deal-timeline.ts). */
export const TimelineEntryBody = t.type({
  id: t.number,
  at: t.string,
  kind: Kind,
  /** `<kind>.<what>`: the wording key, e.g. deposit.refunded. */
  event: t.string,
  actor: t.keyof({ dealer: null, customer: null, system: null }),
  actor_name: Nullable(t.string),
  detail: t.record(t.string, t.union([t.string, t.number, t.boolean, t.null])),
});
export type TimelineEntryBody = t.TypeOf<typeof TimelineEntryBody>;

/** time_zone: the store's (IANA), the zone the entries' times are shown in. */
export const TimelineResponse = t.type({ results: t.array(TimelineEntryBody), time_zone: t.string });
export type TimelineResponse = t.TypeOf<typeof TimelineResponse>;

export const timelineRoutes = {
  orderTimeline: route({
    method: 'GET', path: '/api/dealer/order/{id}/timeline/', auth: 'verified', response: TimelineResponse, designed: true,
    summary: 'The deal\'s history, oldest first: status and step changes, messages, deposit movements, appointments, notes, uploads and customer views, as the actions wrote them',
  }),
} as const;
