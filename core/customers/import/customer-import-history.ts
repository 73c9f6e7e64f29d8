import * as E from 'fp-ts/Either';
import type * as TE from 'fp-ts/TaskEither';
import type { DealershipContext } from '../../access/dealership-context';
import { forbidden, invalidInput, notFound, type Forbidden, type InvalidInput, type InvalidQuery, type NotFound } from '../../shared/errors';
import { CUSTOMER_FIELDS, guessCustomerMapping, type CustomerField, type CustomerMapping } from './customer-columns';
import { IMPORT_OUTCOMES, type CustomerImport, type ImportOutcome, type ImportRowReport, type UndoCounts } from './customer-import-repository';
import { importCustomers, mayImportCustomers, namesFor, type CustomerImportDeps } from './import-customers';

export const IMPORTS_PAGE_SIZE = 20;
export const REPORT_PAGE_SIZE = 100;

/** The import was undone already, or is still running. */
export type ImportUndoRefused = { readonly _tag: 'ImportUndoRefused' };

const pageOf = (raw: unknown): number | null => {
  if (raw === undefined || raw === '') return 1;
  return typeof raw === 'string' && /^\d{1,6}$/.test(raw) && Number(raw) >= 1 ? Number(raw) : null;
};
const badPage: InvalidQuery = { _tag: 'InvalidQuery', errors: { page: ['list.page_invalid'] } };

/** GET customers/imports/mapping/: the store's saved mapping (null when none), or the guess for headers given. */
export const getMapping = (deps: CustomerImportDeps) =>
  (ctx: DealershipContext, headers: readonly string[]): TE.TaskEither<Forbidden, { readonly saved: CustomerMapping | null; readonly guess: CustomerMapping }> => async () => {
    if (!mayImportCustomers(ctx.actor)) return E.left(forbidden('import_customers'));
    return E.right({ saved: await deps.imports.savedMapping(ctx.dealership.id), guess: guessCustomerMapping(headers) });
  };

/** PUT customers/imports/mapping/: field → the headers that feed it; unknown fields and empty names are refused. */
export const saveMapping = (deps: CustomerImportDeps) =>
  (ctx: DealershipContext, mapping: Readonly<Record<string, readonly string[]>>, ip: string): TE.TaskEither<Forbidden | InvalidInput, CustomerMapping> => async () => {
    if (!mayImportCustomers(ctx.actor)) return E.left(forbidden('import_customers'));
    const errors: Record<string, [string]> = {};
    const clean: Partial<Record<CustomerField, readonly string[]>> = {};
    for (const [field, names] of Object.entries(mapping)) {
      if (!(CUSTOMER_FIELDS as readonly string[]).includes(field)) { errors[field] = ['mapping.field_unknown']; continue; }
      if (names.some((n) => n.trim() === '' || n.length > 200) || names.length > 20) { errors[field] = ['mapping.column_invalid']; continue; }
      if (names.length > 0) clean[field as CustomerField] = names;
    }
    if (Object.keys(errors).length > 0) return E.left(invalidInput(errors));
    const before = await deps.imports.savedMapping(ctx.dealership.id);
    await deps.imports.saveMapping(ctx.dealership.id, clean, ctx.user.id, deps.clock.now());
    await deps.audit.record({ action: 'customer_import_mapping_saved', userId: ctx.user.id, dealershipId: ctx.dealership.id, ip, detail: {}, before: { mapping: before }, after: { mapping: clean } });
    return E.right(clean);
  };

export const listImports = (deps: CustomerImportDeps) =>
  (ctx: DealershipContext, query: Readonly<Record<string, unknown>>): TE.TaskEither<Forbidden | InvalidQuery, { readonly count: number; readonly page: number; readonly items: readonly CustomerImport[] }> => async () => {
    if (!mayImportCustomers(ctx.actor)) return E.left(forbidden('import_customers'));
    const page = pageOf(query['page']);
    if (page === null) return E.left(badPage);
    const found = await deps.imports.list(ctx.dealership.id, (page - 1) * IMPORTS_PAGE_SIZE, IMPORTS_PAGE_SIZE);
    return E.right({ ...found, page });
  };

const outcomeOf = (raw: unknown): ImportOutcome | null | undefined => {
  if (raw === undefined || raw === '') return null;
  return (IMPORT_OUTCOMES as readonly unknown[]).includes(raw) ? raw as ImportOutcome : undefined;
};

/** GET customers/imports/{id}/: the import with one page of its per-row report (100 rows, in file order; of one outcome when asked), and how many rows that report has. */
export const importReport = (deps: CustomerImportDeps) =>
  (ctx: DealershipContext, id: number, query: Readonly<Record<string, unknown>>): TE.TaskEither<Forbidden | NotFound | InvalidQuery, { readonly import: CustomerImport; readonly page: number; readonly count: number; readonly rows: readonly ImportRowReport[] }> => async () => {
    if (!mayImportCustomers(ctx.actor)) return E.left(forbidden('import_customers'));
    const page = pageOf(query['page']);
    if (page === null) return E.left(badPage);
    const outcome = outcomeOf(query['outcome']);
    if (outcome === undefined) return E.left({ _tag: 'InvalidQuery', errors: { outcome: ['list.outcome_invalid'] } });
    const found = await deps.imports.byId(ctx.dealership.id, id);
    if (found === null) return E.left(notFound);
    const rows = await deps.imports.rows(ctx.dealership.id, id, (page - 1) * REPORT_PAGE_SIZE, REPORT_PAGE_SIZE, outcome);
    return E.right({ import: found, page, count: rows.count, rows: namesFor(ctx, rows.items) });
  };

/** POST customers/imports/{id}/undo/: created customers nothing newer reached removed, filled fields put back. */
export const undoImport = (deps: CustomerImportDeps) =>
  (ctx: DealershipContext, id: number, ip: string): TE.TaskEither<Forbidden | NotFound | ImportUndoRefused, UndoCounts> => async () => {
    if (!mayImportCustomers(ctx.actor)) return E.left(forbidden('undo_customer_import'));
    const outcome = await deps.imports.undo(ctx.dealership.id, id, deps.clock.now());
    if (outcome === 'not_found') return E.left(notFound);
    if (outcome === 'not_undoable') return E.left({ _tag: 'ImportUndoRefused' });
    await deps.audit.record({ action: 'customer_import_undone', userId: ctx.user.id, dealershipId: ctx.dealership.id, ip, detail: { import_id: id, ...outcome } });
    return E.right(outcome);
  };

export const customerImportUseCases = (deps: CustomerImportDeps) => ({
  run: importCustomers(deps),
  mapping: getMapping(deps),
  saveMapping: saveMapping(deps),
  list: listImports(deps),
  report: importReport(deps),
  undo: undoImport(deps),
});
export type CustomerImportUseCases = ReturnType<typeof customerImportUseCases>;
