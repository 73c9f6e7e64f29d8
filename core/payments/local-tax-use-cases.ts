import * as E from 'fp-ts/Either';
import type * as TE from 'fp-ts/TaskEither';
import type { DealershipContext } from '../access/dealership-context';
import { forbidden, invalidInput, notFound, type Forbidden, type InvalidInput, type NotFound } from '../shared/errors';
import type { AuditLog } from '../shared/ports/audit-log';
import { headerKey } from '../shared/tabular/columns';
import type { ByteSource, OpenTabular } from '../shared/tabular/tabular-file';
import { mayWriteStore } from '../stores/store-access';
import { parseLocalTaxRow, type LocalTaxRow } from './local-tax-rates';

/**
 * A store's local tax rates by ZIP (issue 32 item 3): listed, edited, removed and imported from a
 * CSV by the store's admins; the pricing of a US deal picks the buyer's (payment-use-cases.ts).
 */
export interface LocalTaxRepository {
  /** The store's rows, by prefix then date. */
  rows(dealershipId: number): Promise<readonly LocalTaxRow[]>;
  /** The store's rows whose prefix begins this ZIP (what one deal needs). */
  forZip(dealershipId: number, zip: string): Promise<readonly LocalTaxRow[]>;
  /** Adds the rows, or replaces the rate of a row of the same prefix and date; all or nothing. */
  save(dealershipId: number, rows: readonly LocalTaxRow[], userId: number): Promise<number>;
  /** Removes one row; false when the store has none of that prefix and date. */
  remove(dealershipId: number, zipPrefix: string, effectiveFrom: string): Promise<boolean>;
}

export interface LocalTaxDeps {
  readonly localTaxRates: LocalTaxRepository;
  readonly openTabular: OpenTabular;
  readonly audit: AuditLog;
}

/** Rows one request or file may carry: a state's every ZIP (about 2,500 in California) with room for dated changes. */
export const LOCAL_TAX_ROWS_MAX = 20_000;
/** Refused rows a 400 names, so that a wholly wrong file answers a readable list. */
export const LOCAL_TAX_ERRORS_SHOWN = 50;

type Caller = { readonly ctx: DealershipContext; readonly ip: string };
const ACTION = 'edit_local_tax_rates';

/** The admins of the store: those who change its settings (dealer admin, organization admin, super admin; never a corporate user). */
export const mayEditLocalTaxes = (ctx: DealershipContext): boolean => mayWriteStore(ctx.actor);

/** GET: the store's local rates. */
export const listLocalTaxRates = (deps: LocalTaxDeps) => (ctx: DealershipContext): TE.TaskEither<Forbidden, readonly LocalTaxRow[]> => async () =>
  (mayEditLocalTaxes(ctx) ? E.right(await deps.localTaxRates.rows(ctx.dealership.id)) : E.left(forbidden(ACTION)));

/** Every row of a list checked; errors keyed `rows.<index>.<field>` (from 0), at most LOCAL_TAX_ERRORS_SHOWN rows named. */
function parseRows(raw: readonly unknown[], key: (i: number) => string): E.Either<Record<string, [string, ...string[]]>, LocalTaxRow[]> {
  const errors: Record<string, [string, ...string[]]> = {};
  const rows: LocalTaxRow[] = [];
  const seen = new Map<string, number>();
  let refused = 0;
  raw.forEach((item, i) => {
    const parsed = parseLocalTaxRow(typeof item === 'object' && item !== null ? item as Record<string, unknown> : {});
    if (E.isLeft(parsed)) {
      refused += 1;
      if (refused <= LOCAL_TAX_ERRORS_SHOWN) for (const [field, codes] of Object.entries(parsed.left)) errors[`${key(i)}.${field}`] = codes as [string, ...string[]];
      return;
    }
    const id = `${parsed.right.zipPrefix}|${parsed.right.effectiveFrom}`;
    const first = seen.get(id);
    if (first !== undefined) {
      refused += 1;
      if (refused <= LOCAL_TAX_ERRORS_SHOWN) errors[`${key(i)}.zip_prefix`] = ['local_tax.duplicate'];
      return;
    }
    seen.set(id, i);
    rows.push(parsed.right);
  });
  return Object.keys(errors).length > 0 ? E.left(errors) : E.right(rows);
}

/**
 * PUT: adds rows, or replaces the rate of the store's row of the same prefix and date. Every row is
 * checked first; one bad row refuses them all (nothing saved), each error at its row. Audited.
 */
export const saveLocalTaxRates = (deps: LocalTaxDeps) => ({ ctx, ip }: Caller, body: { readonly rows?: unknown }): TE.TaskEither<Forbidden | InvalidInput, readonly LocalTaxRow[]> => async () => {
  if (!mayEditLocalTaxes(ctx)) return E.left(forbidden(ACTION));
  if (!Array.isArray(body.rows)) return E.left(invalidInput({ rows: ['required'] }));
  if (body.rows.length === 0) return E.left(invalidInput({ rows: ['local_tax.empty'] }));
  if (body.rows.length > LOCAL_TAX_ROWS_MAX) return E.left(invalidInput({ rows: ['local_tax.too_many'] }));
  const parsed = parseRows(body.rows as readonly unknown[], (i) => `rows.${i}`);
  if (E.isLeft(parsed)) return E.left(invalidInput(parsed.left));
  return E.right(await saved(deps, ctx, ip, parsed.right, 'form'));
};

async function saved(deps: LocalTaxDeps, ctx: DealershipContext, ip: string, rows: readonly LocalTaxRow[], source: 'form' | 'file') {
  const dealershipId = ctx.dealership.id;
  await deps.localTaxRates.save(dealershipId, rows, ctx.user.id);
  const first = rows[0];
  await deps.audit.record({
    action: 'local_tax_rates_saved', userId: ctx.user.id, dealershipId, ip, detail: { rows: rows.length, source },
    ...(rows.length === 1 && first !== undefined ? { after: { zip_prefix: first.zipPrefix, rate: first.percent, effective_from: first.effectiveFrom } } : {}),
  });
  return deps.localTaxRates.rows(dealershipId);
}

/** DELETE: one row by prefix and date; 404 when the store has none. Audited with the rate it had. */
export const deleteLocalTaxRate = (deps: LocalTaxDeps) => ({ ctx, ip }: Caller, zipPrefix: string, effectiveFrom: string): TE.TaskEither<Forbidden | NotFound, readonly LocalTaxRow[]> => async () => {
  if (!mayEditLocalTaxes(ctx)) return E.left(forbidden(ACTION));
  const dealershipId = ctx.dealership.id;
  const before = (await deps.localTaxRates.rows(dealershipId)).find((r) => r.zipPrefix === zipPrefix && r.effectiveFrom === effectiveFrom);
  if (before === undefined || !(await deps.localTaxRates.remove(dealershipId, zipPrefix, effectiveFrom))) return E.left(notFound);
  await deps.audit.record({
    action: 'local_tax_rate_deleted', userId: ctx.user.id, dealershipId, ip, detail: { zip_prefix: zipPrefix, effective_from: effectiveFrom }, before: { rate: before.percent },
  });
  return E.right(await deps.localTaxRates.rows(dealershipId));
};

/** The columns of a rates file, by their header's key (headerKey: case, accents and punctuation ignored). */
const COLUMN_OF: Readonly<Record<string, 'zip_prefix' | 'rate' | 'effective_from'>> = {
  zip: 'zip_prefix', zipcode: 'zip_prefix', zipprefix: 'zip_prefix', postalcode: 'zip_prefix', codepostal: 'zip_prefix', prefix: 'zip_prefix',
  rate: 'rate', taxrate: 'rate', percent: 'rate', localrate: 'rate', combinedlocalrate: 'rate', estimatedcombinedrate: 'rate', taux: 'rate',
  effectivefrom: 'effective_from', effectivedate: 'effective_from', date: 'effective_from', from: 'effective_from', datedeffet: 'effective_from',
};

/**
 * POST import/: a CSV or TSV of `zip_prefix, rate, effective_from` (headers in English or French,
 * any case; a file without a date column takes `effective_from` from the form). All or nothing: a
 * refused row names its line as the spreadsheet shows it (`rows.<line>.<field>`), the file's own
 * problems are at `file`. Audited like an edit.
 */
export const importLocalTaxRates = (deps: LocalTaxDeps) => async ({ ctx, ip }: Caller, input: { readonly source: ByteSource; readonly effectiveFrom?: string }): Promise<E.Either<Forbidden | InvalidInput, readonly LocalTaxRow[]>> => {
  if (!mayEditLocalTaxes(ctx)) return E.left(forbidden(ACTION));
  const file = await deps.openTabular(input.source);
  if (E.isLeft(file)) return E.left(invalidInput({ file: [file.left.code] }));
  const columns = file.right.headers.map((h) => COLUMN_OF[headerKey(h)] ?? null);
  const missing: string[] = (['zip_prefix', 'rate'] as const).filter((c) => !columns.includes(c));
  const dateFromForm = !columns.includes('effective_from');
  if (dateFromForm && (input.effectiveFrom ?? '').trim() === '') missing.push('effective_from');
  if (missing.length > 0) return E.left(invalidInput({ file: ['local_tax.columns_missing'], ...Object.fromEntries(missing.map((m) => [`columns.${m}`, ['required']])) }));
  const raw: Record<string, string>[] = [];
  const lines: number[] = [];
  for await (const next of file.right.rows) {
    if (E.isLeft(next)) return E.left(invalidInput({ file: [next.left.code] }));
    if (next.right.cells.every((c) => c.trim() === '')) continue;
    if (raw.length >= LOCAL_TAX_ROWS_MAX) return E.left(invalidInput({ file: ['local_tax.too_many'] }));
    const record: Record<string, string> = dateFromForm ? { effective_from: input.effectiveFrom ?? '' } : {};
    columns.forEach((c, i) => { if (c !== null) record[c] = next.right.cells[i] ?? ''; });
    // A rate written "2.5 %" in a spreadsheet is 2.5.
    if (record['rate'] !== undefined) record['rate'] = record['rate'].replace(/\s*%\s*$/, '').replace(',', '.');
    raw.push(record);
    lines.push(next.right.row);
  }
  if (raw.length === 0) return E.left(invalidInput({ file: ['file.header_only'] }));
  const parsed = parseRows(raw, (i) => `rows.${lines[i] ?? i}`);
  if (E.isLeft(parsed)) return E.left(invalidInput(parsed.left));
  return E.right(await saved(deps, ctx, ip, parsed.right, 'file'));
};

/**
 * The store's local tax rows that may apply to a deal's buyer (US): read by the ZIP the deal will be
 * priced with (the body's, else the record's, else the customer's). A deal without a ZIP reads none
 * and says it used the state rate only; Canada, or no repository: undefined (not read).
 */
export async function localRowsFor(
  localTaxes: Pick<LocalTaxRepository, 'forZip'> | undefined, store: { readonly id: number; readonly country: string }, zip: unknown,
): Promise<readonly LocalTaxRow[] | undefined> {
  if (store.country !== 'US' || localTaxes === undefined) return undefined;
  const five = typeof zip === 'string' ? zip.trim().slice(0, 5) : '';
  return /^\d{5}$/.test(five) ? localTaxes.forZip(store.id, five) : [];
}

export function localTaxUseCases(deps: LocalTaxDeps) {
  return {
    list: listLocalTaxRates(deps),
    save: saveLocalTaxRates(deps),
    remove: deleteLocalTaxRate(deps),
    importFile: importLocalTaxRates(deps),
  };
}
export type LocalTaxUseCases = ReturnType<typeof localTaxUseCases>;
