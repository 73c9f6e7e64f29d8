import { Empty } from '../common';
import { route } from '../access/access-routes';
import { FeedPreviewBody, FeedPullRequest, FeedSettingsBody, FeedSettingsRequest, VehicleImportBody, VehicleImportListResponse, VehicleImportRowsResponse } from './inventory-imports';

const I = '/api/dealer/inventory/imports';
const FILE_REFUSALS = 'file.empty, file.not_a_table, file.header_only, file.too_many_columns (over 5,000), file.unclosed_quote (with its row), file.row_too_long, file.malformed, file.too_large (over 100 MB)';

/** Inventory feeds in (issue 31 item 1): admins and sales managers of the store (403 otherwise, and for corporate users); another store's import is 404. */
export const inventoryImportRoutes = {
  upload: route({
    upload: { field: 'file', holds: 'table', fields: ['kind', 'dry_run', 'mapping'] },
    method: 'POST', path: `${I}/`, auth: 'verified', response: VehicleImportBody, status: 201, designed: true,
    summary: 'Import an inventory file (CSV, TSV or semicolons; UTF-8, Windows-1252 or UTF-16) as multipart: the file in `file`, optional fields `kind` (full or partial; default the store\'s), '
      + '`dry_run` (true: the report only, no vehicle written) and `mapping` (JSON, field → header names; default the store\'s saved mapping, else the guess from the headers). '
      + 'The file is scanned first: a broken one answers 400 invalid_file with errors.file naming the reason (' + FILE_REFUSALS + ') and nothing is written; 400 invalid_mapping when the mapping names headers the file lacks or no VIN column. '
      + 'Then rows go in, 500 per transaction; each is added, updated, unchanged or refused with its row, column and reason; a full feed makes the store\'s vehicles it leaves out unavailable (U, never deleted) and names the open deals holding them. '
      + '409 import_running while the store has another import running',
  }),
  preview: route({
    upload: { field: 'file', holds: 'table' },
    method: 'POST', path: `${I}/preview/`, auth: 'verified', response: FeedPreviewBody, designed: true,
    summary: 'Read a file\'s headers and first rows with each column\'s guess, for the mapping screen (multipart, the file in `file`); nothing is stored. 400 invalid_file as for an import',
  }),
  list: route({ method: 'GET', path: `${I}/`, auth: 'verified', response: VehicleImportListResponse, designed: true, summary: 'The store\'s imports, newest first, 25 a page, with their counts and progress (rows done of rows)', query: { page: 'Page number, from 1' } }),
  get: route({ method: 'GET', path: `${I}/{id}/`, auth: 'verified', response: VehicleImportBody, designed: true, summary: 'One import: its status, counts and progress' }),
  rows: route({
    method: 'GET', path: `${I}/{id}/rows/`, auth: 'verified', response: VehicleImportRowsResponse, designed: true,
    summary: 'An import\'s report, 100 rows a page in file order, then the vehicles made unavailable', query: { page: 'Page number, from 1', outcome: 'added, updated, unchanged, made_unavailable or refused' },
  }),
  undo: route({
    method: 'POST', path: `${I}/{id}/undo/`, auth: 'verified', body: Empty, response: VehicleImportBody, designed: true,
    summary: 'Undo an import: the vehicles it changed or made unavailable get their values back, those it added become unavailable; 409 import_undo_refused with reason dry_run, already_undone, not_finished, or changed_since (naming the stock numbers something newer touched)',
  }),
  settings: route({ method: 'GET', path: '/api/dealer/inventory/feed/', auth: 'verified', response: FeedSettingsBody, designed: true, summary: 'The store\'s feed settings: saved mapping, default kind, day order of slashed dates, scheduled pull (never its credentials)' }),
  savePull: route({
    method: 'PUT', path: '/api/dealer/inventory/feed/pull/', auth: 'verified', body: FeedPullRequest, response: FeedSettingsBody, designed: true,
    summary: 'Set the store\'s scheduled pull: an https URL (no credentials in it), every 1 to 168 hours, optional Basic credentials (sealed, never returned; omitted: the saved ones kept; null: removed). '
      + 'The job pulls due stores every 15 minutes (ETag / Last-Modified honoured, 2 minutes and 100 MB at most, hosts on private addresses refused) and imports the body as the store\'s default kind. '
      + '400 with url (pull.url_invalid, pull.not_https, pull.url_credentials), every_hours (pull.every_hours), username or password',
  }),
  removePull: route({ method: 'DELETE', path: '/api/dealer/inventory/feed/pull/', auth: 'verified', response: FeedSettingsBody, designed: true, summary: 'Stop the store\'s scheduled pull (its URL, credentials and validators forgotten)' }),
  runPull: route({
    method: 'POST', path: '/api/dealer/inventory/feed/pull/run/', auth: 'verified', body: Empty, response: VehicleImportBody, designed: true,
    summary: 'Pull now, whatever the period: answers the import the pull left in the history (done, failed with its problem code, or not_modified); 409 pull_not_set when the store has no pull, 409 import_running while another import runs',
  }),
  saveSettings: route({ method: 'PUT', path: '/api/dealer/inventory/feed/', auth: 'verified', body: FeedSettingsRequest, response: FeedSettingsBody, designed: true, summary: 'Save the store\'s mapping, default kind and day order; 400 with mapping.<field> naming an unknown field or a bad header list' }),
} as const;
