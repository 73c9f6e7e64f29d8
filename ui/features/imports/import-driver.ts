import type { Either } from 'fp-ts/Either';
import type { FormFailure } from '../../shared/form-problem';
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
  readonly refusals: readonly Refusal[];
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
  history(): Call<readonly HistoryItem[]>;
  report(id: number): Call<Outcome>;
  undo(id: number): Call<Undone>;
}
