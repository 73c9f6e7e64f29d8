import * as t from 'io-ts';
import { CUSTOMER_FIELDS } from '@dealer-panel/core/customers/import/customer-columns';
import { IMPORT_OUTCOMES, IMPORT_STATUSES } from '@dealer-panel/core/customers/import/customer-import-repository';
import { Nullable } from '../common';
import { route } from '../access/access-routes';

const keys = <K extends string>(values: readonly K[]) => t.keyof(Object.fromEntries(values.map((v) => [v, null])) as Record<K, null>);

/** Field → the file's headers that feed it (saved per store: headers, not positions). */
export const CustomerMappingBody = t.record(t.string, t.array(t.string));
export const CountsBody = t.type({ created: t.number, matched: t.number, refused: t.number });
export const ImportRowBody = t.type({
  row: t.number, outcome: keys(IMPORT_OUTCOMES), customer: Nullable(t.number),
  /** The customer's name, for staff who may see it (null: no customer, or masked). */
  customer_name: Nullable(t.string), reasons: t.array(t.string),
  refusals: t.array(t.type({ column: t.string, reason: t.string })), warnings: t.array(t.string), filled: t.array(t.string),
});
export const ImportBody = t.type({
  id: t.number, file_name: t.string, status: keys(IMPORT_STATUSES), total: t.number, done: t.number, counts: CountsBody,
  by: Nullable(t.number), started: t.string, finished: Nullable(t.string), undone: Nullable(t.string),
});
export const ImportRunResponse = t.type({
  id: Nullable(t.number), dry_run: t.boolean, headers: t.array(t.string), mapping: CustomerMappingBody, total: t.number, counts: CountsBody, rows: t.array(ImportRowBody),
});
export type ImportRunResponse = t.TypeOf<typeof ImportRunResponse>;
export const MappingResponse = t.type({ fields: t.array(keys(CUSTOMER_FIELDS)), saved: Nullable(CustomerMappingBody), guess: CustomerMappingBody });
export const ImportListResponse = t.type({ count: t.number, page: t.number, results: t.array(ImportBody) });
export const ImportReportResponse = t.type({ import: ImportBody, page: t.number, count: t.number, rows: t.array(ImportRowBody) });
export const ImportUndoResponse = t.type({ removed: t.number, restored: t.number, kept: t.number });

const I = '/api/dealer/customers/imports';
const WHO = 'Admins and sales managers of the session\'s store (403 otherwise; another store\'s import answers 404)';

/** Customers imported from another CRM (issue 31 item 3). */
export const customerImportRoutes = {
  run: route({
    upload: { field: 'file', holds: 'table', fields: ['mapping'] },
    method: 'POST', path: `${I}/`, auth: 'verified', response: ImportRunResponse, designed: true,
    query: { dry_run: '1 or true: the plan per row (created, matched, refused; first 1,000 rows listed), nothing written', day_order: 'mdy (default) or dmy: how 03/01/2024 reads' },
    summary: `Imports a CSV/TSV (UTF-8, Windows-1252, UTF-16; , ; or tab) sent as multipart field \`file\` (at most 100 MB), with an optional field \`mapping\` (JSON field → headers; else the saved one when it fits, else the guess). A row is refused with its row number, column and reason key; a match (duplicates engine: e-mail, phone, name + postal code) fills only the customer's empty fields; reps not users of the store are reported. 400 file codes: file.empty, file.not_a_table, file.header_only, file.unclosed_quote, file.too_many_columns, file.row_too_long, file.malformed. ${WHO}`,
  }),
  mapping: route({ method: 'GET', path: `${I}/mapping/`, auth: 'verified', response: MappingResponse, designed: true, query: { headers: 'optional: the file\'s headers, comma-separated, to guess from' }, summary: `The store's saved column mapping and the guess for the headers given. ${WHO}` }),
  saveMapping: route({ method: 'PUT', path: `${I}/mapping/`, auth: 'verified', body: CustomerMappingBody, response: CustomerMappingBody, designed: true, summary: `Saves the store's column mapping (400 mapping.field_unknown, mapping.column_invalid). ${WHO}` }),
  list: route({ method: 'GET', path: `${I}/`, auth: 'verified', response: ImportListResponse, designed: true, query: { page: '1-based page of 20' }, summary: `The store's imports, newest first, with their counts and progress (done of total). ${WHO}` }),
  report: route({ method: 'GET', path: `${I}/{id}/`, auth: 'verified', response: ImportReportResponse, designed: true, query: { page: '1-based page of 100 rows', outcome: 'created, matched or refused: that outcome\'s rows only (400 list.outcome_invalid otherwise)' }, summary: `An import with one page of its per-row report and how many rows the report has (count, of the outcome asked). ${WHO}` }),
  undo: route({ method: 'POST', path: `${I}/{id}/undo/`, auth: 'verified', body: t.type({}), response: ImportUndoResponse, designed: true, summary: `Undoes an import: created customers nothing newer reached (no edit, no deal, nothing pointing at them) removed, filled fields put back where the customer was not edited since; the rest kept and counted. 409 import_undo_refused when undone already. ${WHO}` }),
} as const;
