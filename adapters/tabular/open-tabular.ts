import { Readable } from 'node:stream';
import { CsvError, parse } from 'csv-parse';
import * as E from 'fp-ts/Either';
import {
  DEFAULT_TABULAR_LIMITS, type ByteSource, type OpenTabular, type TabularLimits, type TabularProblem, type TabularRow,
} from '@dealer-panel/core/shared/tabular/tabular-file';
import { binaryKind, sniffEncoding, sniffSeparator } from './sniff';
import { decodeStream, FileTooLarge } from './decode-stream';

/** Bytes enough to tell the kind, the encoding and the separator. */
const SAMPLE_BYTES = 64 * 1024;
/** The most characters one record may hold: bounds the memory a hostile row takes. */
const MAX_RECORD_CHARS = 1024 * 1024;

/** Reads the first bytes (up to SAMPLE_BYTES), keeping the iterator to continue from them. */
async function sample(iterator: AsyncIterator<Uint8Array>): Promise<{ readonly head: Uint8Array; readonly done: boolean }> {
  const parts: Uint8Array[] = [];
  let size = 0;
  while (size < SAMPLE_BYTES) {
    const next = await iterator.next();
    if (next.done === true) return { head: Buffer.concat(parts), done: true };
    parts.push(next.value);
    size += next.value.length;
  }
  return { head: Buffer.concat(parts), done: false };
}

async function* chain(head: Uint8Array, iterator: AsyncIterator<Uint8Array>, done: boolean): AsyncGenerator<Uint8Array> {
  yield head;
  if (done) return;
  for (;;) {
    const next = await iterator.next();
    if (next.done === true) return;
    yield next.value;
  }
}

/** The problem of a parse failure; `emitted` counts the records handed out, the parser's own count may be ahead of it. */
function problemOf(error: unknown, emitted: number): TabularProblem {
  if (error instanceof FileTooLarge) return error.problem;
  if (error instanceof CsvError) {
    const counted = (error as CsvError & { readonly records?: number }).records;
    const row = Math.max(emitted, typeof counted === 'number' ? counted : 0) + 1;
    if (error.code === 'CSV_QUOTE_NOT_CLOSED') return { code: 'file.unclosed_quote', row };
    if (error.code === 'CSV_MAX_RECORD_SIZE') return { code: 'file.row_too_long', row };
    return { code: 'file.malformed', row };
  }
  throw error;
}

/** Headers named once each: a blank one is "column N", a repeated one "name #2". */
function uniqueHeaders(cells: readonly string[]): string[] {
  const seen = new Map<string, number>();
  return cells.map((cell, index) => {
    const name = cell.trim() === '' ? `column ${String(index + 1)}` : cell.trim();
    const count = (seen.get(name) ?? 0) + 1;
    seen.set(name, count);
    return count === 1 ? name : `${name} #${String(count)}`;
  });
}

const blank = (cells: readonly string[]): boolean => cells.every((cell) => cell.trim() === '');

/**
 * CSV, TSV and semicolon files over csv-parse, streamed: the sample decides kind, encoding and
 * separator, then records flow one at a time. Empty lines are skipped but counted, so row numbers
 * match a spreadsheet's.
 */
export const openTabular: OpenTabular = async (source: ByteSource, limits: TabularLimits = DEFAULT_TABULAR_LIMITS) => {
  const iterator = source()[Symbol.asyncIterator]();
  const { head, done } = await sample(iterator);
  if (head.length > limits.maxBytes) return E.left({ code: 'file.too_large', maxBytes: limits.maxBytes });
  const kind = binaryKind(head);
  if (kind !== null) return E.left({ code: 'file.not_a_table', kind });
  const encoding = sniffEncoding(head);
  const text = new TextDecoder(encoding === 'utf-8' ? 'windows-1252' : encoding).decode(head.subarray(0, 8192));
  const separator = sniffSeparator(text.replace(/^\ufeff|^ï»¿/, '').replace(/^[\r\n]+/, ''));
  const parser = parse({ delimiter: separator, relax_column_count: true, relax_quotes: true, bom: true, max_record_size: MAX_RECORD_CHARS });
  const text$ = Readable.from(decodeStream(chain(head, iterator, done), encoding, limits.maxBytes));
  // pipe() does not pass a source's failure on (the size cap): the parser fails with it instead.
  text$.on('error', (error) => parser.destroy(error));
  text$.pipe(parser);
  const records = parser[Symbol.asyncIterator]() as AsyncIterator<string[]>;
  let row = 0;
  const next = async (): Promise<E.Either<TabularProblem, { readonly row: number; readonly cells: string[] } | null>> => {
    for (;;) {
      try {
        const result = await records.next();
        if (result.done === true) return E.right(null);
        row += 1;
        if (result.value.length > limits.maxColumns) return E.left({ code: 'file.too_many_columns', row, columns: result.value.length, max: limits.maxColumns });
        if (!blank(result.value)) return E.right({ row, cells: result.value });
      } catch (error) {
        return E.left(problemOf(error, row));
      }
    }
  };
  const first = await next();
  if (E.isLeft(first)) { text$.destroy(); parser.destroy(); return first; }
  if (first.right === null) return E.left({ code: 'file.empty' });
  const headers = uniqueHeaders(first.right.cells);
  async function* rows(): AsyncGenerator<E.Either<TabularProblem, TabularRow>> {
    let any = false;
    try {
      for (;;) {
        const result = await next();
        if (E.isLeft(result)) { yield result; return; }
        if (result.right === null) break;
        any = true;
        yield E.right(result.right);
      }
      if (!any) yield E.left({ code: 'file.header_only' });
    } finally {
      text$.destroy();
      parser.destroy();
    }
  }
  return E.right({ encoding, separator, headers, rows: rows() });
};
