import * as t from 'io-ts';
import { FEED_FIELDS } from '@dealer-panel/core/inventory/feeds/feed-fields';
import { Nullable, Paged, boundedString, listOf } from '../common';

/** Inventory feeds in (issue 31 item 1): an import, its rows, and the store's feed settings. */

const Counts = t.type({ added: t.number, updated: t.number, unchanged: t.number, made_unavailable: t.number, refused: t.number, warned: t.number });

export const VehicleImportBody = t.type({
  id: t.number,
  kind: t.keyof({ full: null, partial: null }),
  source: t.keyof({ upload: null, pull: null }),
  dry_run: t.boolean,
  file_name: t.string,
  status: t.keyof({ running: null, done: null, failed: null, not_modified: null }),
  /** A file-level refusal: its code (file.unclosed_quote…) and details (row…). */
  problem: Nullable(t.UnknownRecord),
  rows_total: t.number,
  rows_done: t.number,
  counts: Counts,
  created_by: Nullable(t.number),
  created: t.string,
  finished: Nullable(t.string),
  undone: Nullable(t.string),
});
export type VehicleImportBody = t.TypeOf<typeof VehicleImportBody>;
export const VehicleImportListResponse = Paged(VehicleImportBody);
export type VehicleImportListResponse = t.TypeOf<typeof VehicleImportListResponse>;

const RowNoteBody = t.type({ code: t.string, field: Nullable(t.string), column: Nullable(t.string) });
export const VehicleImportRowBody = t.type({
  row: Nullable(t.number),
  outcome: t.keyof({ added: null, updated: null, unchanged: null, made_unavailable: null, refused: null }),
  vin: t.string,
  stock_number: t.string,
  vehicle: Nullable(t.number),
  notes: t.array(RowNoteBody),
  /** Open deals holding a vehicle a full feed made unavailable ("vehicle left the feed"). */
  orders: t.array(t.number),
});
export type VehicleImportRowBody = t.TypeOf<typeof VehicleImportRowBody>;
export const VehicleImportRowsResponse = Paged(VehicleImportRowBody);
export type VehicleImportRowsResponse = t.TypeOf<typeof VehicleImportRowsResponse>;

const FeedFieldCodec = t.keyof(Object.fromEntries(FEED_FIELDS.map((f) => [f, null])) as Record<(typeof FEED_FIELDS)[number], null>);
const Mapping = t.record(t.string, listOf(boundedString(200), 50));

export const FeedSettingsRequest = t.type({
  /** Field → the file's header names feeding it; null: guess from each file's headers (Google's attribute names read without one). */
  mapping: Nullable(Mapping),
  kind: t.keyof({ full: null, partial: null }),
  day_order: t.keyof({ mdy: null, dmy: null }),
});
export type FeedSettingsRequest = t.TypeOf<typeof FeedSettingsRequest>;

export const FeedSettingsBody = t.type({
  mapping: Nullable(t.record(t.string, t.array(t.string))),
  kind: t.keyof({ full: null, partial: null }),
  day_order: t.keyof({ mdy: null, dmy: null }),
  /** The scheduled pull: its URL and period; credentials are never returned, only whether there are some; when it last ran and what that run left in the history. */
  pull: Nullable(t.type({
    url: t.string, every_hours: t.number, has_credentials: t.boolean, last_pulled_at: Nullable(t.string),
    /** The last pull's import: done, failed (code: pull.timeout, pull.too_large, pull.http_status, pull.not_https, pull.unreachable, pull.private_address, pull.too_many_redirects, or a file refusal), or not_modified. */
    last_pull: Nullable(t.type({ id: t.number, status: t.keyof({ running: null, done: null, failed: null, not_modified: null }), code: Nullable(t.string), at: t.string })),
  })),
  /** Every field a mapping may name, for the mapping screen. */
  fields: t.array(FeedFieldCodec),
});
export type FeedSettingsBody = t.TypeOf<typeof FeedSettingsBody>;

/** The store's scheduled pull: credentials omitted keep the saved ones, null removes them; they are sealed and never returned. */
export const FeedPullRequest = t.intersection([
  t.type({ url: t.string, every_hours: t.number }),
  t.partial({ credentials: Nullable(t.type({ username: t.string, password: t.string })) }),
]);
export type FeedPullRequest = t.TypeOf<typeof FeedPullRequest>;

export const FeedPreviewBody = t.type({
  encoding: t.string,
  separator: t.string,
  headers: t.array(t.string),
  /** The first rows (at most 5), cells as read. */
  rows: t.array(t.array(t.string)),
  /** The guess from the headers (Google's attribute names, English and French names). */
  guess: t.record(t.string, t.array(t.string)),
  /** What the store's saved mapping lacks in this file (mapping.column_missing…); empty when none is saved or it fits. */
  saved_mapping_problems: t.array(t.type({ code: t.string, field: t.string, column: t.string })),
});
export type FeedPreviewBody = t.TypeOf<typeof FeedPreviewBody>;
