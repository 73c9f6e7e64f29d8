import type { FeedSettings, ImportRowReport, ImportSummary } from '@dealer-panel/core/inventory/feeds/feed-import-repository';
import { FEED_FIELDS } from '@dealer-panel/core/inventory/feeds/feed-fields';
import type { ImportFeedError, UndoRefused } from '@dealer-panel/core/inventory/feeds/feed-import-use-cases-errors';
import type { PullNotSet } from '@dealer-panel/core/inventory/feeds/feed-pull';
import type { FeedSettingsBody, VehicleImportBody, VehicleImportRowBody } from '../../contract/inventory/inventory-imports';
import type { Forbidden, InvalidInput, NotFound } from '@dealer-panel/core/shared/errors';
import { dealerProblem } from '../dealer-errors';
import { problem, type Problem } from '../platform/problem';

/** An import, its rows and the store's feed settings on the wire; its refusals as problems. */

export const importBody = (s: ImportSummary): VehicleImportBody => ({
  id: s.id, kind: s.kind, source: s.source, dry_run: s.dryRun, file_name: s.fileName, status: s.status, problem: s.problem === null ? null : { ...s.problem },
  rows_total: s.rowsTotal, rows_done: s.rowsDone,
  counts: { added: s.counts.added, updated: s.counts.updated, unchanged: s.counts.unchanged, made_unavailable: s.counts.madeUnavailable, refused: s.counts.refused, warned: s.counts.warned },
  created_by: s.userId, created: s.createdAt.toISOString(), finished: s.finishedAt?.toISOString() ?? null, undone: s.undoneAt?.toISOString() ?? null,
});

export const rowBody = (r: ImportRowReport): VehicleImportRowBody => ({
  row: r.row, outcome: r.outcome, vin: r.vin, stock_number: r.stockNumber, vehicle: r.vehicleId, notes: r.notes.map((n) => ({ ...n })), orders: [...r.orderIds],
});

export const settingsBody = (s: FeedSettings): FeedSettingsBody => ({
  mapping: s.mapping === null ? null : Object.fromEntries(Object.entries(s.mapping).map(([k, v]) => [k, [...(v ?? [])]])),
  kind: s.kind, day_order: s.dayOrder, pull: s.pull === null ? null : {
    url: s.pull.url, every_hours: s.pull.everyHours, has_credentials: s.pull.hasCredentials, last_pulled_at: s.pull.lastPulledAt?.toISOString() ?? null,
    last_pull: s.pull.lastPull === null ? null : { id: s.pull.lastPull.id, status: s.pull.lastPull.status, code: s.pull.lastPull.code, at: s.pull.lastPull.at.toISOString() },
  }, fields: [...FEED_FIELDS],
});

const FILE_DETAIL: Readonly<Record<string, string>> = {
  'file.empty': 'The file is empty.',
  'file.not_a_table': 'The file is not a table (CSV, TSV): export it from the spreadsheet as CSV.',
  'file.header_only': 'The file has a header row and no vehicles.',
  'file.too_many_columns': 'A row has more than 5,000 columns.',
  'file.unclosed_quote': 'A quote opened in the file is never closed.',
  'file.row_too_long': 'A row is longer than a million characters.',
  'file.malformed': 'The file cannot be read as CSV.',
  'file.too_large': 'The file is larger than 100 MB.',
};

/** The refusal of an import as its answer: a broken file or mapping 400 (nothing written), a running import 409. */
export function importProblem(error: ImportFeedError | UndoRefused | PullNotSet | NotFound | Forbidden | InvalidInput): Problem {
  switch (error._tag) {
    case 'FileRefused': {
      const p = error.problem;
      const row = 'row' in p ? ` (row ${String(p.row)})` : '';
      return { ...problem(400, 'invalid_file', { detail: `${FILE_DETAIL[p.code] ?? p.code}${row}`, errors: { file: [p.code] } }), file_problem: { ...p } } as Problem;
    }
    case 'MappingRefused':
      return { ...problem(400, 'invalid_mapping', {
        detail: 'The mapping does not fit this file.', errors: Object.fromEntries(error.problems.map((m) => [`mapping.${m.field}`, [m.code]])),
      }), columns: error.problems.map((m) => ({ ...m })) } as Problem;
    case 'ImportRunning':
      return problem(409, 'import_running', { detail: 'Another import of this store is running; try again when it ends.' });
    case 'PullNotSet':
      return problem(409, 'pull_not_set', { detail: 'This store has no scheduled pull: set its URL first.' });
    case 'UndoRefused':
      return { ...problem(409, 'import_undo_refused', { detail: `This import cannot be undone: ${error.reason}.` }), reason: error.reason, stock_numbers: [...error.stockNumbers] } as Problem;
    default:
      return dealerProblem(error);
  }
}
