import * as E from 'fp-ts/Either';
import type * as t from 'io-ts';
import { CUSTOMER_DICTIONARY, type CustomerField } from '@dealer-panel/core/customers/import/customer-columns';
import type { ImportBody, ImportRunResponse } from '../../../../adapters/http/contract/customers/customer-imports';
import { fieldErrors, submitCall } from '../../../shared/form-problem';
import { fits } from './column-mapping';
import type { Count, HistoryItem, ImportDriver, Match, Refusal } from './import-driver';
import { fileHead } from './file-head';
import type { CustomerImportsPort } from './imports-port';

type Row = ImportRunResponse['rows'][number];
type Body = t.TypeOf<typeof ImportBody>;
const COUNTS = ['created', 'matched', 'refused'] as const;
const countsOf = (counts: Body['counts']): readonly Count[] => COUNTS.map((key) => ({ key, value: counts[key] }));
const refusalsOf = (rows: readonly Row[]): readonly Refusal[] =>
  rows.filter((r) => r.outcome === 'refused').flatMap((r): Refusal[] => (r.refusals.length === 0 ? [{ row: r.row, column: null, code: 'outcome.refused' }] : r.refusals.map((x) => ({ row: r.row, column: x.column === '' ? null : x.column, code: x.reason }))));
const matchesOf = (rows: readonly Row[]): readonly Match[] => rows.filter((r) => r.outcome === 'matched').map((r) => ({ row: r.row, customer: r.customer, customerName: r.customer_name, reasons: r.reasons }));
const item = (body: Body): HistoryItem => ({
  id: body.id, fileName: body.file_name, started: body.started, status: body.status, dryRun: false, undone: body.undone !== null,
  done: body.done, total: body.total, counts: countsOf(body.counts), problem: null,
});
/** The server's pages: 20 imports, 100 report rows. */
export const CUSTOMER_HISTORY_PAGE = 20;
export const CUSTOMER_REPORT_PAGE = 100;
const lastOf = (count: number, size: number) => Math.max(1, Math.ceil(count / size));

/** Customers: the browser reads the file's first rows, the server guesses the mapping from its headers; a dry run is not kept. */
export function customerImportDriver(port: CustomerImportsPort, readHead: typeof fileHead = fileHead): ImportDriver {
  return {
    namespace: 'customer-imports',
    hasKind: false,
    async open(file) {
      const head = await readHead(file);
      // The server says why (empty, header only…) on the dry run; an unreadable start is said at once.
      if (head.headers.length === 0) return E.left({ code: 'invalid_input', fieldErrors: fieldErrors({ file: 'file.empty' }), problem: null, handled: false });
      const mapping = await submitCall(() => port.mapping(head.headers));
      if (E.isLeft(mapping)) return mapping;
      const m = mapping.right;
      const useSaved = fits(head.headers, m.saved);
      return E.right({
        headers: head.headers, rows: head.rows, fields: m.fields, many: m.fields.filter((f: CustomerField) => CUSTOMER_DICTIONARY[f].many === true),
        mapping: useSaved && m.saved !== null ? m.saved : m.guess, kind: 'partial', savedDidNotFit: m.saved !== null && !useSaved,
      });
    },
    async run(file, mapping, _kind, dryRun) {
      const done = await submitCall(() => port.run(file, { dryRun, mapping }));
      if (E.isLeft(done)) return done;
      const r = done.right;
      return E.right({
        id: r.id, fileName: file.name, dryRun: r.dry_run, status: 'done', undone: false, total: r.total, counts: countsOf(r.counts),
        refusals: refusalsOf(r.rows), refusalPage: 1, refusalLast: 1, matches: matchesOf(r.rows), matched: r.counts.matched,
      });
    },
    saveMapping: (mapping) => submitCall(() => port.saveMapping(mapping)),
    async history(page) {
      const list = await submitCall(() => port.list(page));
      return E.isLeft(list) ? list : E.right({ items: list.right.results.map(item), page, last: lastOf(list.right.count, CUSTOMER_HISTORY_PAGE) });
    },
    async report(id) {
      const [refused, matched] = await Promise.all([submitCall(() => port.report(id, 1, 'refused')), submitCall(() => port.report(id, 1, 'matched'))]);
      if (E.isLeft(refused)) return refused;
      if (E.isLeft(matched)) return matched;
      const { import: body, rows, count } = refused.right;
      return E.right({
        id: body.id, fileName: body.file_name, dryRun: false, status: body.status, undone: body.undone !== null, total: body.total, counts: countsOf(body.counts),
        refusals: refusalsOf(rows), refusalPage: 1, refusalLast: lastOf(count, CUSTOMER_REPORT_PAGE), matches: matchesOf(matched.right.rows), matched: matched.right.count,
      });
    },
    async refusals(id, page) {
      const found = await submitCall(() => port.report(id, page, 'refused'));
      return E.isLeft(found) ? found : E.right({ items: refusalsOf(found.right.rows), page, last: lastOf(found.right.count, CUSTOMER_REPORT_PAGE) });
    },
    async undo(id) {
      const undone = await submitCall(() => port.undo(id));
      return E.isLeft(undone) ? undone : E.right({ counts: [{ key: 'removed', value: undone.right.removed }, { key: 'restored', value: undone.right.restored }, { key: 'kept', value: undone.right.kept }] });
    },
  };
}
