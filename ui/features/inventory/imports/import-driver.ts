import type { Either } from 'fp-ts/Either';
import type { FormFailure } from '../../../shared/form-problem';
import type { ColumnMapping } from './imports-port';

/** One count of an import's outcome (added, refused, created…), in the order the screen lists them. */
export interface Count {
  readonly key: string;
  readonly value: number;
}

/** A refused row's reason: its row number in the file (the header is row 1), the column, the reason's message code. */
export interface Refusal {
  readonly row: number | null;
  readonly column: string | null;
  readonly code: string;
}

/** One page of a list the server pages (the history, an import's refused rows). */
export interface Page<A> {
  readonly items: readonly A[];
  readonly page: number;
  readonly last: number;
}

/** A row matched to an existing customer: which one, and why (the duplicates engine's reasons: email, phone, name_postal_code, name). */
export interface Match {
  readonly row: number;
  readonly customer: number | null;
  /** The customer's name as the server gave it (null: masked, or no customer). */
  readonly customerName: string | null;
  readonly reasons: readonly string[];
}

/** A dry run's or an import's outcome, as the screen shows it. */
export interface Outcome {
  /** null: a dry run the server did not keep (customers). */
  readonly id: number | null;
  readonly fileName: string;
  readonly dryRun: boolean;
  readonly status: string;
  readonly undone: boolean;
  readonly total: number;
  readonly counts: readonly Count[];
  /** One page of the refused rows' reasons (all of them for a dry run the server did not keep). */
  readonly refusals: readonly Refusal[];
  readonly refusalPage: number;
  readonly refusalLast: number;
  /** Rows matched to an existing customer, with why (customers; the first page of a kept import's). */
  readonly matches: readonly Match[];
  /** How many rows were matched in all (more than `matches` when the report pages them). */
  readonly matched: number;
}

/** A line of the history of imports. */
export interface HistoryItem {
  readonly id: number;
  readonly fileName: string;
  readonly started: string;
  readonly status: string;
  readonly dryRun: boolean;
  readonly undone: boolean;
  readonly done: number;
  readonly total: number;
  readonly counts: readonly Count[];
  /** Why a failed import failed (a problem code: pull.timeout, import.nothing_taken…), null otherwise. */
  readonly problem: string | null;
}

/** A chosen file's header and first rows, the fields it may feed and the mapping to start from. */
export interface Opened {
  readonly headers: readonly string[];
  readonly rows: readonly (readonly string[])[];
  readonly fields: readonly string[];
  /** Fields that take several columns (photos, notes). */
  readonly many: readonly string[];
  readonly mapping: ColumnMapping;
  readonly kind: 'full' | 'partial';
  /** The store's saved mapping did not fit this file: the guess is shown instead. */
  readonly savedDidNotFit: boolean;
}

/** What an undo came to, as counts (customers: removed, restored, kept; vehicles: the import's counts). */
export interface Undone {
  readonly counts: readonly Count[];
}

export type Call<A> = Promise<Either<FormFailure, A>>;

/** One kind of import (vehicles, customers) behind the same screen. */
export interface ImportDriver {
  /** The message namespace of its refusals (imports, customer-imports). */
  readonly namespace: 'imports' | 'customer-imports';
  /** Whether the import is full or partial (vehicles). */
  readonly hasKind: boolean;
  open(file: File): Call<Opened>;
  run(file: File, mapping: ColumnMapping, kind: 'full' | 'partial', dryRun: boolean): Call<Outcome>;
  saveMapping(mapping: ColumnMapping, kind: 'full' | 'partial'): Call<unknown>;
  history(page: number): Call<Page<HistoryItem>>;
  report(id: number): Call<Outcome>;
  /** One page of a kept import's refused rows. */
  refusals(id: number, page: number): Call<Page<Refusal>>;
  undo(id: number): Call<Undone>;
}
