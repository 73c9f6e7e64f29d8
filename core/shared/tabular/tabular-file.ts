import type * as E from 'fp-ts/Either';

/**
 * A table read from a file, row by row (CSV, TSV, an Excel export): the port a reader adapter serves
 * and an import consumes. Contract: rows stream (the reader never holds the whole file); a file-level
 * problem is a value (Left), never a throw, and ends the rows; row
 * numbers count the header as row 1, as a spreadsheet shows them.
 */

export type TabularEncoding = 'utf-8' | 'windows-1252' | 'utf-16le' | 'utf-16be';
export type TabularSeparator = ',' | ';' | '\t';

/** What a file that cannot be read as a table is. */
export type TabularProblem =
  | { readonly code: 'file.empty' }
  | { readonly code: 'file.not_a_table'; readonly kind: 'zip' | 'pdf' | 'image' | 'gzip' | 'office' | 'binary' }
  | { readonly code: 'file.header_only' }
  | { readonly code: 'file.too_many_columns'; readonly row: number; readonly columns: number; readonly max: number }
  | { readonly code: 'file.unclosed_quote'; readonly row: number }
  | { readonly code: 'file.row_too_long'; readonly row: number }
  | { readonly code: 'file.malformed'; readonly row: number }
  | { readonly code: 'file.too_large'; readonly maxBytes: number };


export interface TabularRow {
  /** 1 is the header. */
  readonly row: number;
  readonly cells: readonly string[];
}

export interface TabularFile {
  readonly encoding: TabularEncoding;
  readonly separator: TabularSeparator;
  /** Trimmed; a blank header is "column N", a repeated one "name #2", so every header names one column. */
  readonly headers: readonly string[];
  /** Each row, or one Left that ends the file: a problem found past the header (an unclosed quote at row 9,000). */
  readonly rows: AsyncIterable<E.Either<TabularProblem, TabularRow>>;
}

/** The bytes of a file; called once per pass (an import reads a file twice: a scan, then the rows). */
export type ByteSource = () => AsyncIterable<Uint8Array>;

export interface TabularLimits {
  readonly maxBytes: number;
  readonly maxColumns: number;
}

/** 100 MB and 5,000 columns: far above any dealer's inventory or CRM export, far below what hurts a server. */
export const DEFAULT_TABULAR_LIMITS: TabularLimits = { maxBytes: 100 * 1024 * 1024, maxColumns: 5_000 };

/** Opens a file as a table: Left for a problem found by the header row. Contract: never rejects for the file's content; only an I/O failure of the source rejects. */
export type OpenTabular = (source: ByteSource, limits?: TabularLimits) => Promise<E.Either<TabularProblem, TabularFile>>;
