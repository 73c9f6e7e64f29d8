import * as E from 'fp-ts/Either';
import { FEED_DICTIONARY } from '@dealer-panel/core/inventory/feeds/feed-fields';
import type { VehicleImportBody } from '../../../../adapters/http/contract/inventory/inventory-imports';
import { submitCall } from '../../../shared/form-problem';
import { fits } from './column-mapping';
import type { Call, Count, HistoryItem, ImportDriver, Outcome, Page, Refusal } from './import-driver';
import type { VehicleImportsPort } from './imports-port';

const COUNTS = ['added', 'updated', 'unchanged', 'made_unavailable', 'refused'] as const;
const countsOf = (body: VehicleImportBody): readonly Count[] => COUNTS.map((key) => ({ key, value: body.counts[key] }));

/** The server's pages: 25 imports, 100 report rows. */
export const VEHICLE_HISTORY_PAGE = 25;
export const VEHICLE_REPORT_PAGE = 100;
const lastOf = (count: number, size: number) => Math.max(1, Math.ceil(count / size));
const problemOf = (body: VehicleImportBody): string | null => (typeof body.problem?.['code'] === 'string' ? body.problem['code'] : null);

const item = (body: VehicleImportBody): HistoryItem => ({
  id: body.id, fileName: body.file_name, started: body.created, status: body.status, dryRun: body.dry_run, undone: body.undone !== null,
  done: body.rows_done, total: body.rows_total, counts: countsOf(body), problem: body.status === 'failed' ? problemOf(body) : null,
});

/** Vehicles: the server previews the file and keeps every run (dry runs too), its refused rows read from the report. */
export function vehicleImportDriver(port: VehicleImportsPort): ImportDriver {
  const refusals = async (id: number, page: number): Call<Page<Refusal>> => {
    const rows = await submitCall(() => port.rows(id, { page, outcome: 'refused' }));
    if (E.isLeft(rows)) return rows;
    const items = rows.right.results.flatMap((r): Refusal[] => (r.notes.length === 0 ? [{ row: r.row, column: null, code: 'outcome.refused' }] : r.notes.map((n) => ({ row: r.row, column: n.column, code: n.code }))));
    return E.right({ items, page, last: lastOf(rows.right.count, VEHICLE_REPORT_PAGE) });
  };
  const outcome = async (body: VehicleImportBody): Promise<Outcome> => {
    const first = body.counts.refused > 0 ? await refusals(body.id, 1) : E.right({ items: [], page: 1, last: 1 });
    const page = E.isLeft(first) ? { items: [], page: 1, last: 1 } : first.right;
    return {
      id: body.id, fileName: body.file_name, dryRun: body.dry_run, status: body.status, undone: body.undone !== null, total: body.rows_total,
      counts: countsOf(body), refusals: page.items, refusalPage: page.page, refusalLast: page.last, matches: [], matched: 0,
    };
  };
  let dayOrder: 'mdy' | 'dmy' = 'mdy';
  return {
    namespace: 'imports',
    hasKind: true,
    async open(file) {
      const [preview, settings] = await Promise.all([submitCall(() => port.preview(file)), submitCall(() => port.settings())]);
      if (E.isLeft(preview)) return preview;
      if (E.isLeft(settings)) return settings;
      const p = preview.right;
      const s = settings.right;
      dayOrder = s.day_order;
      const useSaved = fits(p.headers, s.mapping) && p.saved_mapping_problems.length === 0;
      return E.right({
        headers: p.headers, rows: p.rows, fields: s.fields, many: s.fields.filter((f) => FEED_DICTIONARY[f].many === true),
        mapping: useSaved && s.mapping !== null ? s.mapping : p.guess, kind: s.kind, savedDidNotFit: s.mapping !== null && !useSaved,
      });
    },
    async run(file, mapping, kind, dryRun): Call<Outcome> {
      const done = await submitCall(() => port.upload(file, { kind, dryRun, mapping }));
      return E.isLeft(done) ? done : E.right(await outcome(done.right));
    },
    saveMapping: (mapping, kind) => submitCall(() => port.saveSettings({ mapping: Object.fromEntries(Object.entries(mapping).map(([k, v]) => [k, [...v]])), kind, day_order: dayOrder })),
    async history(page) {
      const list = await submitCall(() => port.list(page));
      return E.isLeft(list) ? list : E.right({ items: list.right.results.map(item), page, last: lastOf(list.right.count, VEHICLE_HISTORY_PAGE) });
    },
    refusals,
    async report(id) {
      const found = await submitCall(() => port.get(id));
      return E.isLeft(found) ? found : E.right(await outcome(found.right));
    },
    async undo(id) {
      const undone = await submitCall(() => port.undo(id));
      return E.isLeft(undone) ? undone : E.right({ counts: countsOf(undone.right) });
    },
  };
}
