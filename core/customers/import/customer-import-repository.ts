import type { DuplicateReason } from '../duplicate-score';
import type { CustomerMapping } from './customer-columns';
import type { RowRefusal } from './customer-row';
import type { ExistingCustomer, RowPlan } from './import-plan';

export const IMPORT_OUTCOMES = ['created', 'matched', 'refused'] as const;
export type ImportOutcome = (typeof IMPORT_OUTCOMES)[number];
export type ImportCounts = Readonly<Record<ImportOutcome, number>>;
export const IMPORT_STATUSES = ['running', 'done', 'failed', 'undone'] as const;
export type ImportStatus = (typeof IMPORT_STATUSES)[number];

/** One import as its history shows it. */
export interface CustomerImport {
  readonly id: number;
  readonly fileName: string;
  readonly status: ImportStatus;
  /** Rows of the file (header excluded), known after the first pass. */
  readonly total: number;
  readonly done: number;
  readonly counts: ImportCounts;
  readonly byUserId: number | null;
  readonly startedAt: Date;
  readonly finishedAt: Date | null;
  readonly undoneAt: Date | null;
}

/** One row of an import's report. */
export interface ImportRowReport {
  readonly row: number;
  readonly outcome: ImportOutcome;
  readonly customerId: number | null;
  /** The customer's name ("First Last"), for staff who may open the customer; null without a customer or masked. */
  readonly customerName: string | null;
  readonly reasons: readonly DuplicateReason[];
  readonly refusals: readonly RowRefusal[];
  readonly warnings: readonly string[];
  /** The fields a match filled (wire names of the customer's fields). */
  readonly filled: readonly string[];
}

export interface UndoCounts {
  readonly removed: number;
  readonly restored: number;
  /** Created customers kept (something newer reached them: a deal, an edit) and matched ones edited since. */
  readonly kept: number;
}

/**
 * The store's customer imports. Contract: every method is scoped to `dealershipId` (another
 * store's import behaves as an unknown one). `writeBatch` runs in ONE transaction: its rows are
 * all written with the report and the progress, or none. `undo` removes the created customers
 * nothing newer reached (no edit since: updated_at unchanged; no deal nor any row pointing at
 * them) and puts the filled fields of matched customers back to their before-image when the
 * customer was not edited since; the rest is kept and counted.
 */
export interface CustomerImportRepository {
  savedMapping(dealershipId: number): Promise<CustomerMapping | null>;
  saveMapping(dealershipId: number, mapping: CustomerMapping, userId: number, at: Date): Promise<void>;
  /** Users of the store by lower-case e-mail. */
  reps(dealershipId: number): Promise<ReadonlyMap<string, number>>;
  /** Customers of the store (not merged away) with one of these e-mails, phones, or folded name and postal code. */
  candidates(dealershipId: number, keys: { readonly emails: readonly string[]; readonly phones: readonly string[]; readonly names: readonly { readonly firstName: string; readonly lastName: string; readonly postalCode: string }[] }): Promise<readonly ExistingCustomer[]>;
  start(dealershipId: number, input: { readonly fileName: string; readonly total: number; readonly userId: number; readonly at: Date }): Promise<number>;
  writeBatch(dealershipId: number, importId: number, plans: readonly RowPlan[], defaults: { readonly language: string; readonly at: Date }): Promise<void>;
  finish(dealershipId: number, importId: number, status: 'done' | 'failed', at: Date): Promise<void>;
  list(dealershipId: number, offset: number, limit: number): Promise<{ readonly count: number; readonly items: readonly CustomerImport[] }>;
  byId(dealershipId: number, importId: number): Promise<CustomerImport | null>;
  /** One page of the report in file order, of one outcome when given, with how many rows it has in all. */
  rows(dealershipId: number, importId: number, offset: number, limit: number, outcome: ImportOutcome | null): Promise<{ readonly count: number; readonly items: readonly ImportRowReport[] }>;
  undo(dealershipId: number, importId: number, at: Date): Promise<UndoCounts | 'not_found' | 'not_undoable'>;
}
