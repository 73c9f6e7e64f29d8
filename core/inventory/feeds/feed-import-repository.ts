import type * as E from 'fp-ts/Either';
import type { AuditEntry } from '../../shared/ports/audit-log';
import type { ColumnMapping } from '../../shared/tabular/columns';
import type { DayOrder } from '../../shared/tabular/dates';
import type { FeedField } from './feed-fields';
import type { FeedVehicle, ReadRow, RowNote } from './feed-row';
import type { RowPlan, StoredVehicle } from './feed-plan';

export type ImportKind = 'full' | 'partial';
export type ImportSource = 'upload' | 'pull';
export type ImportStatus = 'running' | 'done' | 'failed' | 'not_modified';
export type RowOutcome = 'added' | 'updated' | 'unchanged' | 'made_unavailable' | 'refused';

export interface ImportCounts {
  readonly added: number;
  readonly updated: number;
  readonly unchanged: number;
  readonly madeUnavailable: number;
  readonly refused: number;
  /** Rows kept with a warning (a wrong check digit, a formula, a default). */
  readonly warned: number;
}

export interface ImportSummary {
  readonly id: number;
  readonly dealershipId: number;
  readonly kind: ImportKind;
  readonly source: ImportSource;
  readonly dryRun: boolean;
  readonly fileName: string;
  readonly status: ImportStatus;
  /** A file-level refusal's code and details (`file.unclosed_quote` with its row…). */
  readonly problem: Readonly<Record<string, unknown>> | null;
  readonly rowsTotal: number;
  readonly rowsDone: number;
  readonly counts: ImportCounts;
  readonly userId: number | null;
  readonly createdAt: Date;
  readonly finishedAt: Date | null;
  readonly undoneAt: Date | null;
}

export interface ImportRowReport {
  readonly row: number | null;
  readonly outcome: RowOutcome;
  readonly vin: string;
  readonly stockNumber: string;
  readonly vehicleId: number | null;
  readonly notes: readonly RowNote[];
  readonly orderIds: readonly number[];
}

/** A row of a batch as the use case read it: its vehicle, or its refusals. */
export interface BatchRow {
  readonly row: number;
  readonly vin: string;
  readonly stockNumber: string;
  readonly read: E.Either<readonly RowNote[], ReadRow & { readonly vehicle: FeedVehicle }>;
}

export type Planner = (row: BatchRow & { readonly read: E.Right<ReadRow> }, byVin: StoredVehicle | null, byStock: StoredVehicle | null) => E.Either<readonly RowNote[], RowPlan>;

export interface FeedSettings {
  readonly mapping: ColumnMapping<FeedField> | null;
  readonly kind: ImportKind;
  readonly dayOrder: DayOrder;
  readonly pull: {
    readonly url: string; readonly everyHours: number; readonly hasCredentials: boolean;
    /** When it last ran (null: not yet), and the import that run left in the history (done, failed with its reason, not_modified). */
    readonly lastPulledAt: Date | null;
    readonly lastPull: { readonly id: number; readonly status: ImportStatus; readonly code: string | null; readonly at: Date } | null;
  } | null;
}

export type UndoOutcome =
  | { readonly _tag: 'undone'; readonly summary: ImportSummary }
  | { readonly _tag: 'not_found' }
  | { readonly _tag: 'refused'; readonly reason: 'dry_run' | 'already_undone' | 'not_finished' | 'changed_since'; readonly stockNumbers: readonly string[] };

/**
 * A store's inventory imports. Contract: everything scoped to `dealershipId` (another store's import is
 * not found); `start` refuses while the store has one running (`running`); `applyBatch` is one
 * transaction (the batch's vehicles locked, planned by `plan`, written with their before-images and
 * the rows' report, the counts and progress bumped), and writes no vehicle in a dry run; a vehicle
 * written gets the import's `createdAt` as `updated_at`, so `undo` restores before-images only while
 * every vehicle still carries it (else `changed_since` with their stock numbers). Vehicles are never
 * deleted: the undo of an add makes the vehicle unavailable.
 */
export interface FeedImportRepository {
  start(input: { readonly dealershipId: number; readonly kind: ImportKind; readonly source: ImportSource; readonly dryRun: boolean; readonly fileName: string; readonly userId: number | null; readonly rowsTotal: number; readonly at: Date }): Promise<{ readonly _tag: 'started'; readonly id: number } | { readonly _tag: 'running' }>;
  applyBatch(importId: number, dealershipId: number, rows: readonly BatchRow[], plan: Planner, options: { readonly dryRun: boolean; readonly at: Date }): Promise<void>;
  /** A full feed: the store's vehicles (not sold, not already unavailable) whose VIN no row of the import had, made unavailable; open deals holding one recorded. */
  leaveFeed(importId: number, dealershipId: number, options: { readonly dryRun: boolean; readonly at: Date }): Promise<void>;
  finish(importId: number, status: Exclude<ImportStatus, 'running'>, problem: Readonly<Record<string, unknown>> | null, at: Date, audit: AuditEntry | null): Promise<ImportSummary>;
  /** Records a pull the provider answered 304 to (nothing to do). */
  notModified(input: { readonly dealershipId: number; readonly at: Date }): Promise<ImportSummary>;
  byId(dealershipId: number, id: number): Promise<ImportSummary | null>;
  list(dealershipId: number, page: number, pageSize: number): Promise<{ readonly count: number; readonly items: readonly ImportSummary[] }>;
  rows(dealershipId: number, id: number, page: number, pageSize: number, outcome: RowOutcome | null): Promise<{ readonly count: number; readonly items: readonly ImportRowReport[] } | null>;
  undo(dealershipId: number, id: number, input: { readonly userId: number; readonly at: Date; readonly audit: AuditEntry }): Promise<UndoOutcome>;
  settings(dealershipId: number): Promise<FeedSettings>;
  saveSettings(dealershipId: number, settings: Omit<FeedSettings, 'pull'>, at: Date): Promise<FeedSettings>;
}
