import * as t from 'io-ts';
import { DUPLICATE_REASONS } from '@dealer-panel/core/customers/duplicate-score';
import { MERGE_COUNT_KINDS } from '@dealer-panel/core/customers/customer-merge-repository';
import type { MERGE_FIELDS } from '@dealer-panel/core/customers/customer-merge';
import { Nullable } from '../common';
import { route } from '../access/access-routes';

const keys = <K extends string>(values: readonly K[]) => t.keyof(Object.fromEntries(values.map((v) => [v, null])) as Record<K, null>);

/** One customer of a likely duplicate pair. */
export const DuplicateCustomerBody = t.type({
  id: t.number,
  first_name: t.string,
  last_name: t.string,
  email: t.string,
  phone: t.string,
  postal_code: t.string,
  city: t.string,
  created: t.string,
  active_orders: t.number,
});
export type DuplicateCustomerBody = t.TypeOf<typeof DuplicateCustomerBody>;

export const DuplicatePairBody = t.type({
  /** 0 to 100 (docs/decisions/customers.md "Duplicate customers and merge"). */
  score: t.number,
  reasons: t.array(keys(DUPLICATE_REASONS)),
  /** Oldest first: the suggested record to keep. */
  customers: t.tuple([DuplicateCustomerBody, DuplicateCustomerBody]),
});
export type DuplicatePairBody = t.TypeOf<typeof DuplicatePairBody>;

export const DuplicatesResponse = t.type({
  count: t.number, current: t.number, last: t.number, limit: t.number, results: t.array(DuplicatePairBody),
});
export type DuplicatesResponse = t.TypeOf<typeof DuplicatesResponse>;

export const MergeRequest = t.type({ keep: t.number, merge: t.number });
export type MergeRequest = t.TypeOf<typeof MergeRequest>;

/** The customer's field names on the wire (those of the customer record). */
export const MERGE_WIRE_FIELDS = {
  firstName: 'first_name', lastName: 'last_name', email: 'email', phone: 'phone', addressLine1: 'address_line_1', addressLine2: 'address_line_2',
  city: 'city', provinceCode: 'province', postalCode: 'postal_code', salesRepId: 'assigned_dealer', note: 'note',
} as const satisfies Record<(typeof MERGE_FIELDS)[number], string>;

const FieldValue = Nullable(t.union([t.string, t.number]));
export const MergedFieldBody = t.type({
  field: keys(Object.values(MERGE_WIRE_FIELDS)),
  kept: FieldValue,
  merged: FieldValue,
  result: FieldValue,
  source: t.keyof({ kept: null, merged: null, both: null }),
});
export type MergedFieldBody = t.TypeOf<typeof MergedFieldBody>;

export const MergeResponse = t.type({
  /** null on a dry run (dry_run=1): nothing was written. */
  id: Nullable(t.number),
  dry_run: t.boolean,
  keep: t.number,
  merge: t.number,
  fields: t.array(MergedFieldBody),
  counts: t.type(Object.fromEntries(MERGE_COUNT_KINDS.map((k) => [k, t.number])) as Record<(typeof MERGE_COUNT_KINDS)[number], t.NumberC>),
});
export type MergeResponse = t.TypeOf<typeof MergeResponse>;

export const UndoMergeResponse = t.type({ id: t.number, undone: t.literal(true) });
export type UndoMergeResponse = t.TypeOf<typeof UndoMergeResponse>;

export const LastMergeResponse = t.type({
  merge: Nullable(t.type({ id: t.number, merged_id: t.number, merged_name: t.string, merged_at: t.string, undoable: t.boolean })),
});
export type LastMergeResponse = t.TypeOf<typeof LastMergeResponse>;

const M = '/api/dealer/customers';

/** Duplicate customers and merge (issue 18 item 4): designed paths. Sales managers and admins; a sales rep gets 403. */
export const customerMergeRoutes = {
  duplicates: route({
    method: 'GET', path: `${M}/duplicates/`, auth: 'verified', response: DuplicatesResponse, designed: true,
    query: { page: '1-based page of 20 pairs; 0 or less answers 400' },
    summary: 'Likely duplicate customers of the session\'s store, strongest first: pairs with their score (0-100) and reasons (email, phone, name_postal_code, name). Sales managers and admins (403 otherwise)',
  }),
  merge: route({
    method: 'POST', path: `${M}/merge/`, auth: 'verified', body: MergeRequest, response: MergeResponse, designed: true,
    query: { dry_run: '1 or true: answer the preview (the resulting fields and the rows that would move) and write nothing' },
    summary: 'Merge customer `merge` into customer `keep` in one transaction: the kept record\'s fields win, its blanks are filled from the other, notes are joined, every deal, deposit, credit application, trade-in and notification moves; the other is hidden, not deleted. Answers the merge id (undo with merge/{id}/undo/). Sales managers and admins; never corporate users. 404 for another store\'s customer, 409 customer_merge_conflict when both have a trade-in without a deal',
  }),
  undo: route({
    method: 'POST', path: `${M}/merge/{id}/undo/`, auth: 'verified', body: t.type({}), response: UndoMergeResponse, designed: true,
    summary: 'Undo a merge: every moved row back, both records as they were. Only while nothing new reached the kept customer (no edit of the record, no row added to or removed from it or its deals); 409 merge_undo_refused (reason already_undone or changed_since) otherwise',
  }),
  lastMerge: route({
    method: 'GET', path: `${M}/{id}/last_merge/`, auth: 'verified', response: LastMergeResponse, designed: true,
    summary: 'The newest merge into this customer that is not undone, and whether it can still be undone (null when none, or for roles that may not merge)',
  }),
} as const;
