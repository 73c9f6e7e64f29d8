import * as t from 'io-ts';
import { DMS_FIELD_CODES, DMS_FIELDS } from '@dealer-panel/core/dms/dms';
import { PUSH_STATES } from '@dealer-panel/core/dms/dms-push';
import { Nullable } from '../common';

const keys = <K extends string>(values: readonly K[]) => t.keyof(Object.fromEntries(values.map((v) => [v, null])) as Record<K, null>);

export const PushStateCodec = keys(PUSH_STATES);

/** A field the DMS refused: `customer.postal_code` required, `customer.first_name` too_long (limit 30)… */
export const DmsFieldErrorBody = t.type({ field: keys(DMS_FIELDS), code: keys(DMS_FIELD_CODES), limit: Nullable(t.number) });

/** One push of the deal to the DMS. Times are ISO 8601 (UTC). */
export const DmsPushBody = t.type({
  id: t.number,
  state: PushStateCodec,
  job_id: Nullable(t.string),
  attempts: t.number,
  requested_at: t.string,
  requested_by: Nullable(t.type({ id: t.number, name: Nullable(t.string) })),
  started_at: Nullable(t.string),
  finished_at: Nullable(t.string),
  next_retry_at: Nullable(t.string),
  dms_deal_number: Nullable(t.string),
  field_errors: t.array(DmsFieldErrorBody),
  /** The last transient failure: unavailable, timeout (also why a push failed after its last try); deal_not_found. */
  failure: Nullable(t.string),
});

/** GET sync-info/{id}/: the deal's DMS state. */
export const DmsSyncInfoResponse = t.type({
  order_id: t.number,
  dms_system: t.string,
  dms_deal_number: Nullable(t.string),
  last_pushed_at: Nullable(t.string),
  last_push: Nullable(DmsPushBody),
  history: t.array(DmsPushBody),
  may_push: t.boolean,
});

/** POST {id}/schedule_push/: the push queued now, or the one already queued, pushing or retrying. */
export const DmsSchedulePushResponse = t.type({ created: t.boolean, push: DmsPushBody });
