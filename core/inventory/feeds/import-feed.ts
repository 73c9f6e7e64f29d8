import * as E from 'fp-ts/Either';
import type * as TE from 'fp-ts/TaskEither';
import type { DealershipContext } from '../../access/dealership-context';
import { forbidden, type Forbidden } from '../../shared/errors';
import type { Clock } from '../../shared/ports/clock';
import { guessMapping, resolveMapping, type ColumnMapping, type MappingProblem } from '../../shared/tabular/columns';
import type { ByteSource, OpenTabular, TabularLimits, TabularProblem } from '../../shared/tabular/tabular-file';
import { normalizeVin } from '../vin';
import { mayImportInventory } from './feed-access';
import { FEED_DICTIONARY, type FeedField } from './feed-fields';
import type { BatchRow, FeedImportRepository, ImportKind, ImportSource, ImportSummary } from './feed-import-repository';
import { planRow } from './feed-plan';
import { readFeedRow, type FeedRowContext } from './feed-row';

export interface FeedImportDeps {
  readonly imports: FeedImportRepository;
  readonly openTabular: OpenTabular;
  readonly clock: Clock;
  readonly limits?: TabularLimits;
  /** Rows per transaction (500 unless told). */
  readonly batchSize?: number;
}

export interface ImportRequest {
  readonly kind: ImportKind;
  readonly dryRun: boolean;
  readonly fileName: string;
  readonly source: ByteSource;
  readonly origin: ImportSource;
  /** A mapping sent with the file; else the store's saved one; else the guess from the headers. */
  readonly mapping: ColumnMapping<FeedField> | null;
}

export type FileRefused = { readonly _tag: 'FileRefused'; readonly problem: TabularProblem };
export type MappingRefused = { readonly _tag: 'MappingRefused'; readonly problems: readonly (MappingProblem | { readonly code: 'mapping.vin_required'; readonly field: 'vin'; readonly column: '' })[] };
export type ImportRunning = { readonly _tag: 'ImportRunning' };
export type ImportFeedError = Forbidden | FileRefused | MappingRefused | ImportRunning;

/** What the scan pass learns: the rows, and the VINs and stock numbers more than one row holds. */
interface Scan { readonly rows: number; readonly vins: ReadonlySet<string>; readonly stocks: ReadonlySet<string> }

const cellAt = (cells: readonly string[], at: number | undefined): string => (at === undefined ? '' : (cells[at] ?? '').trim());

async function scan(deps: FeedImportDeps, source: ByteSource, vinAt: number | undefined, stockAt: number | undefined): Promise<E.Either<TabularProblem, Scan>> {
  const opened = await deps.openTabular(source, deps.limits);
  if (E.isLeft(opened)) return opened;
  const seen = { vins: new Set<string>(), stocks: new Set<string>() };
  const twice = { vins: new Set<string>(), stocks: new Set<string>() };
  let rows = 0;
  for await (const row of opened.right.rows) {
    if (E.isLeft(row)) return row;
    rows += 1;
    const vin = normalizeVin(cellAt(row.right.cells, vinAt));
    const stock = cellAt(row.right.cells, stockAt);
    if (vin !== '') { if (seen.vins.has(vin)) twice.vins.add(vin); else seen.vins.add(vin); }
    if (stock !== '') { if (seen.stocks.has(stock)) twice.stocks.add(stock); else seen.stocks.add(stock); }
  }
  return E.right({ rows, vins: twice.vins, stocks: twice.stocks });
}

/**
 * POST inventory/imports/: a file (or a pull's body) read twice: a scan that refuses a broken file
 * before anything is written and counts the rows (progress) and the duplicated VINs and stock numbers
 * (every row holding one is refused: which is right cannot be known), then the rows, a batch per
 * transaction. A bad row never stops the others. A full feed then makes the vehicles it left out
 * unavailable. A dry run writes the report only.
 */
export const importFeed = (deps: FeedImportDeps) =>
  (ctx: DealershipContext, request: ImportRequest, ip: string): TE.TaskEither<ImportFeedError, ImportSummary> => async () => {
    if (!mayImportInventory(ctx.actor)) return E.left(forbidden('import_inventory'));
    return runImport(deps, { id: ctx.dealership.id, country: ctx.dealership.country }, ctx.user.id, request, ip);
  };

/** The store an import writes to: its id, and its country (the odometer's unit and the currency). */
export interface ImportStore { readonly id: number; readonly country: string }

/**
 * The import itself, for a caller that has already decided it may run: importFeed after its role
 * check, and the scheduled pull (feed-pull.ts), which no user starts (`userId` null).
 */
export async function runImport(deps: FeedImportDeps, store: ImportStore, userId: number | null, request: ImportRequest, ip: string): Promise<E.Either<Exclude<ImportFeedError, Forbidden>, ImportSummary>> {
  const dealershipId = store.id;
  const opened = await deps.openTabular(request.source, deps.limits);
  if (E.isLeft(opened)) return E.left({ _tag: 'FileRefused', problem: opened.left });
  const headers = opened.right.headers;
  const settings = await deps.imports.settings(dealershipId);
  const mapping = request.mapping ?? settings.mapping ?? guessMapping(headers, FEED_DICTIONARY);
  const resolved = resolveMapping(headers, mapping, FEED_DICTIONARY);
  if (resolved.problems.length > 0) return E.left({ _tag: 'MappingRefused', problems: resolved.problems });
  if (resolved.columns.vin === undefined) return E.left({ _tag: 'MappingRefused', problems: [{ code: 'mapping.vin_required', field: 'vin', column: '' }] });
  const vinAt = resolved.columns.vin[0];
  const stockAt = resolved.columns.stockNumber?.[0];
  const scanned = await scan(deps, request.source, vinAt, stockAt);
  if (E.isLeft(scanned)) return E.left({ _tag: 'FileRefused', problem: scanned.left });

  const at = deps.clock.now();
  const started = await deps.imports.start({ dealershipId, kind: request.kind, source: request.origin, dryRun: request.dryRun, fileName: request.fileName, userId, rowsTotal: scanned.right.rows, at });
  if (started._tag === 'running') return E.left({ _tag: 'ImportRunning' });
  const importId = started.id;
  const rowContext: FeedRowContext = {
    headers, columns: resolved.columns, unit: store.country === 'US' ? 'mi' : 'km', currency: store.country === 'US' ? 'USD' : 'CAD', dayOrder: settings.dayOrder,
  };
  const stockColumn = stockAt === undefined ? null : (headers[stockAt] ?? null);
  const today = at.toISOString().slice(0, 10);
  const options = { dryRun: request.dryRun, at };
  try {
    const second = await deps.openTabular(request.source, deps.limits);
    if (E.isLeft(second)) return E.right(await deps.imports.finish(importId, 'failed', second.left, deps.clock.now(), null));
    let batch: BatchRow[] = [];
    const flush = async () => {
      if (batch.length === 0) return;
      await deps.imports.applyBatch(importId, dealershipId, batch, (row, byVin, byStock) => planRow({ ...row.read.right, stockColumn }, byVin, byStock, today), options);
      batch = [];
    };
    for await (const item of second.right.rows) {
      if (E.isLeft(item)) return E.right(await deps.imports.finish(importId, 'failed', item.left, deps.clock.now(), null));
      const { row, cells } = item.right;
      const vin = normalizeVin(cellAt(cells, vinAt));
      const stockNumber = cellAt(cells, stockAt);
      const duplicates = [
        ...(scanned.right.vins.has(vin) ? [{ code: 'import.duplicate_vin', field: 'vin' as const, column: headers[vinAt ?? -1] ?? null }] : []),
        ...(scanned.right.stocks.has(stockNumber) ? [{ code: 'import.duplicate_stock_number', field: 'stockNumber' as const, column: stockColumn }] : []),
      ];
      const read = readFeedRow(cells, rowContext);
      const extra = cells.length > headers.length && cells.slice(headers.length).some((c) => c.trim() !== '');
      const refusals = [...duplicates, ...(extra ? [{ code: 'import.extra_cells', field: null, column: null }] : []), ...(E.isLeft(read) ? read.left : [])];
      batch.push({ row, vin: vin.slice(0, 64), stockNumber: stockNumber.slice(0, 200), read: refusals.length > 0 ? E.left(refusals) : read });
      if (batch.length >= (deps.batchSize ?? 500)) await flush();
    }
    await flush();
    if (request.kind === 'full') {
      // A full feed none of whose rows was taken (every VIN doubled, a wrong mapping, a broken export)
      // says nothing about what the store holds: it must not make the whole lot unavailable.
      const sofar = await deps.imports.byId(dealershipId, importId);
      const taken = sofar === null ? 0 : sofar.counts.added + sofar.counts.updated + sofar.counts.unchanged;
      if (taken === 0) return E.right(await deps.imports.finish(importId, 'failed', { code: 'import.nothing_taken' }, deps.clock.now(), null));
      await deps.imports.leaveFeed(importId, dealershipId, options);
    }
    const audit = request.dryRun ? null : {
      action: 'inventory_imported' as const, userId, dealershipId, ip, detail: { import_id: importId, kind: request.kind, source: request.origin, file_name: request.fileName.slice(0, 200) },
    };
    return E.right(await deps.imports.finish(importId, 'done', null, deps.clock.now(), audit));
  } catch (error) {
    await deps.imports.finish(importId, 'failed', { code: 'import.interrupted' }, deps.clock.now(), null);
    throw error;
  }
}
