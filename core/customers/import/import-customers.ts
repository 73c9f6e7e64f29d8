import * as E from 'fp-ts/Either';
import type * as TE from 'fp-ts/TaskEither';
import { isAdminActor, type Actor } from '../../access/actor';
import type { DealershipContext } from '../../access/dealership-context';
import type { AuditLog } from '../../shared/ports/audit-log';
import type { Clock } from '../../shared/ports/clock';
import { forbidden, invalidInput, type Forbidden, type InvalidInput } from '../../shared/errors';
import { resolveMapping } from '../../shared/tabular/columns';
import type { DayOrder } from '../../shared/tabular/dates';
import type { ByteSource, OpenTabular, TabularProblem } from '../../shared/tabular/tabular-file';
import { CUSTOMER_DICTIONARY, guessCustomerMapping, type CustomerField, type CustomerMapping } from './customer-columns';
import type { CustomerImportRepository, ImportCounts, ImportRowReport } from './customer-import-repository';
import { customerScope } from '../customer-visibility';
import { readCustomerRow } from './customer-row';
import { candidateKeys, emptySeen, planRows, type ReadRow, type RowPlan } from './import-plan';

export interface CustomerImportDeps {
  readonly imports: CustomerImportRepository;
  readonly openTabular: OpenTabular;
  readonly audit: AuditLog;
  readonly clock: Clock;
}

/** Rows per batch: one transaction each (a failure loses one batch, never the file). */
export const IMPORT_BATCH_ROWS = 500;
/** Rows a dry run lists (its counts cover the whole file). */
export const DRY_RUN_LISTED_ROWS = 1000;

/** Admins and sales managers of the store; never a manufacturer's corporate user, never a sales rep. */
export function mayImportCustomers(actor: Actor): boolean {
  return (isAdminActor(actor) || actor.role === 'dealer_sales_manager') && !actor.isCorporate;
}

export interface ImportRequest {
  readonly source: ByteSource;
  readonly fileName: string;
  /** null: the store's saved mapping when it fits the file, else the guess. */
  readonly mapping: CustomerMapping | null;
  readonly dryRun: boolean;
  readonly dayOrder: DayOrder;
  readonly ip: string;
}

export interface ImportResult {
  /** null on a dry run. */
  readonly id: number | null;
  readonly headers: readonly string[];
  readonly mapping: CustomerMapping;
  readonly total: number;
  readonly counts: ImportCounts;
  /** A dry run's rows (the first DRY_RUN_LISTED_ROWS); empty for an import (its report is paged). */
  readonly rows: readonly ImportRowReport[];
}

const fileError = (p: TabularProblem): InvalidInput => invalidInput({ file: [p.code] });

/** A customer's name as a report shows it: "First Last" (one of them when the other is empty). */
export const customerNameOf = (c: { readonly firstName: string; readonly lastName: string }): string => [c.firstName, c.lastName].map((s) => s.trim()).filter((s) => s !== '').join(' ');

/** A row's report; a match names its customer when `names` (id → name) has it. */
export function reportOf(plan: RowPlan, names: ReadonlyMap<number, string> = new Map()): ImportRowReport {
  if (plan.outcome === 'refused') return { row: plan.row, outcome: 'refused', customerId: null, customerName: null, reasons: [], refusals: plan.refusals, warnings: [], filled: [] };
  if (plan.outcome === 'created') return { row: plan.row, outcome: 'created', customerId: null, customerName: null, reasons: [], refusals: [], warnings: plan.warnings, filled: [] };
  return { row: plan.row, outcome: 'matched', customerId: plan.customerId, customerName: names.get(plan.customerId) ?? null, reasons: plan.reasons, refusals: [], warnings: plan.warnings, filled: Object.keys(plan.fill) };
}

/**
 * The report as the user may read it: customers' names for staff who see the whole store (admins and
 * sales managers, the roles that import), masked (null) for anyone narrower (docs/decisions/customers.md
 * "Customer data by role"). Never a contact detail: the name and the id only.
 */
export function namesFor(ctx: Pick<DealershipContext, 'actor' | 'user'>, rows: readonly ImportRowReport[]): readonly ImportRowReport[] {
  return customerScope(ctx).kind === 'store' ? rows : rows.map((r) => ({ ...r, customerName: null }));
}

/**
 * POST customers/imports/ (dry_run: the plan only, nothing written). Two passes over the file: the
 * first counts its rows and finds any file-level problem (then 400 and nothing changed), the
 * second reads, plans and (unless a dry run) writes batch by batch, the progress kept per batch.
 */
export const importCustomers = (deps: CustomerImportDeps) =>
  (ctx: DealershipContext, input: ImportRequest): TE.TaskEither<Forbidden | InvalidInput, ImportResult> => async () => {
    if (!mayImportCustomers(ctx.actor)) return E.left(forbidden('import_customers'));
    const dealershipId = ctx.dealership.id;
    const scan = await deps.openTabular(input.source);
    if (E.isLeft(scan)) return E.left(fileError(scan.left));
    let total = 0;
    for await (const row of scan.right.rows) {
      if (E.isLeft(row)) return E.left(fileError(row.left));
      total += 1;
    }
    const headers = scan.right.headers;
    const saved = input.mapping ?? (await deps.imports.savedMapping(dealershipId));
    const savedFits = saved !== null && resolveMapping(headers, saved, CUSTOMER_DICTIONARY).problems.length === 0;
    if (input.mapping !== null && !savedFits) {
      const problems = resolveMapping(headers, input.mapping, CUSTOMER_DICTIONARY).problems;
      return E.left(invalidInput(Object.fromEntries(problems.map((p) => [`mapping.${p.field}`, [p.code]]))));
    }
    const mapping = savedFits ? saved : guessCustomerMapping(headers);
    const columns = resolveMapping(headers, mapping, CUSTOMER_DICTIONARY).columns;
    const header = (f: CustomerField): string => headers[columns[f]?.[0] ?? -1] ?? '';
    const phoneColumn = (['phone', 'mobile_phone', 'home_phone', 'work_phone'] as const).map(header).find((h) => h !== '') ?? '';
    const rowCtx = { headers, columns, country: ctx.dealership.country, dayOrder: input.dayOrder };
    const at = deps.clock.now();
    const id = input.dryRun ? null : await deps.imports.start(dealershipId, { fileName: input.fileName, total, userId: ctx.user.id, at });
    const reps = await deps.imports.reps(dealershipId);
    const counts = { created: 0, matched: 0, refused: 0 };
    const listed: ImportRowReport[] = [];
    const seen = emptySeen();
    const flush = async (batch: ReadRow[]): Promise<void> => {
      const existing = await deps.imports.candidates(dealershipId, candidateKeys(batch));
      const plans = planRows(batch, existing, reps, seen);
      for (const p of plans) counts[p.outcome] += 1;
      if (id === null) {
        const names = new Map(existing.map((c) => [c.id, customerNameOf(c)]));
        for (const p of plans) if (listed.length < DRY_RUN_LISTED_ROWS) listed.push(reportOf(p, names));
        return;
      }
      await deps.imports.writeBatch(dealershipId, id, plans, { language: ctx.dealership.defaultLanguage, at });
    };
    try {
      const file = await deps.openTabular(input.source);
      if (E.isLeft(file)) throw new Error(file.left.code);
      let batch: ReadRow[] = [];
      for await (const row of file.right.rows) {
        if (E.isLeft(row)) throw new Error(row.left.code);
        batch.push({ row: row.right.row, read: readCustomerRow(row.right.cells, rowCtx), emailColumn: header('email'), phoneColumn });
        if (batch.length >= IMPORT_BATCH_ROWS) { await flush(batch); batch = []; }
      }
      if (batch.length > 0) await flush(batch);
    } catch (error) {
      if (id !== null) await deps.imports.finish(dealershipId, id, 'failed', deps.clock.now());
      throw error;
    }
    if (id !== null) {
      await deps.imports.finish(dealershipId, id, 'done', deps.clock.now());
      await deps.audit.record({ action: 'customers_imported', userId: ctx.user.id, dealershipId, ip: input.ip, detail: { import_id: id, file_name: input.fileName, total, ...counts } });
    }
    return E.right({ id, headers, mapping, total, counts, rows: namesFor(ctx, listed) });
  };
