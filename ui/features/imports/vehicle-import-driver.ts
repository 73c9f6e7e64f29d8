import * as E from 'fp-ts/Either';
import { FEED_DICTIONARY } from '@dealer-panel/core/inventory/feeds/feed-fields';
import type { VehicleImportBody } from '../../../adapters/http/contract/inventory-imports';
import { submitCall } from '../../shared/form-problem';
import { fits } from './column-mapping';
import type { Call, Count, HistoryItem, ImportDriver, Outcome, Refusal } from './import-driver';
import type { VehicleImportsPort } from './imports-port';

const COUNTS = ['added', 'updated', 'unchanged', 'made_unavailable', 'refused'] as const;
const countsOf = (body: VehicleImportBody): readonly Count[] => COUNTS.map((key) => ({ key, value: body.counts[key] }));

const item = (body: VehicleImportBody): HistoryItem => ({
  id: body.id, fileName: body.file_name, started: body.created, status: body.status, dryRun: body.dry_run, undone: body.undone !== null,
  done: body.rows_done, total: body.rows_total, counts: countsOf(body),
});

/** Vehicles: the server previews the file and keeps every run (dry runs too), its refused rows read from the report. */
export function vehicleImportDriver(port: VehicleImportsPort): ImportDriver {
  const refusals = async (id: number): Promise<readonly Refusal[]> => {
    const rows = await submitCall(() => port.rows(id, { page: 1, outcome: 'refused' }));
    if (E.isLeft(rows)) return [];
    return rows.right.results.flatMap((r): Refusal[] => (r.notes.length === 0 ? [{ row: r.row, column: null, code: 'outcome.refused' }] : r.notes.map((n) => ({ row: r.row, column: n.column, code: n.code }))));
  };
  const outcome = async (body: VehicleImportBody): Promise<Outcome> => ({
    id: body.id, fileName: body.file_name, dryRun: body.dry_run, status: body.status, undone: body.undone !== null, total: body.rows_total,
    counts: countsOf(body), refusals: body.counts.refused > 0 ? await refusals(body.id) : [],
  });
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
    async history() {
      const list = await submitCall(() => port.list(1));
      return E.isLeft(list) ? list : E.right(list.right.results.map(item));
    },
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
