import * as E from 'fp-ts/Either';
import { describe, expect, it } from 'vitest';
import type { TabularFile, TabularLimits, TabularProblem } from '@dealer-panel/core/shared/tabular/tabular-file';
import { openTabular } from './open-tabular';

/** A source that hands the bytes in small chunks, to exercise the boundaries. */
const bytesOf = (data: Uint8Array, chunk = 7) => async function* source(): AsyncGenerator<Uint8Array> {
  for (let at = 0; at < data.length; at += chunk) yield data.subarray(at, at + chunk);
};
const utf8 = (text: string): Uint8Array => new TextEncoder().encode(text);
const cp1252 = (text: string): Uint8Array => Uint8Array.from([...text].map((c) => (c === 'é' ? 0xe9 : c === 'è' ? 0xe8 : c.charCodeAt(0))));

async function read(data: Uint8Array, limits?: TabularLimits): Promise<E.Either<TabularProblem, { file: TabularFile; rows: { row: number; cells: readonly string[] }[] }>> {
  const opened = await openTabular(bytesOf(data), limits);
  if (E.isLeft(opened)) return opened;
  const rows: { row: number; cells: readonly string[] }[] = [];
  for await (const row of opened.right.rows) {
    if (E.isLeft(row)) return row;
    rows.push({ row: row.right.row, cells: row.right.cells });
  }
  return E.right({ file: opened.right, rows });
}

async function readRight(data: Uint8Array) {
  const result = await read(data);
  if (E.isLeft(result)) throw new Error(`expected a table, got ${result.left.code}`);
  return result.right;
}

describe('openTabular', () => {
  it('reads a UTF-8 comma file with its BOM, quotes and an embedded line break', async () => {
    const { file, rows } = await readRight(utf8('\ufeffVIN,Make,Notes\r\n1HGCM82633A004352,Honda,"Toit, ouvrant\r\nGagné"\r\n'));
    expect(file.encoding).toBe('utf-8');
    expect(file.separator).toBe(',');
    expect(file.headers).toEqual(['VIN', 'Make', 'Notes']);
    expect(rows).toEqual([{ row: 2, cells: ['1HGCM82633A004352', 'Honda', 'Toit, ouvrant\r\nGagné'] }]);
  });

  it('reads Windows-1252 with semicolons (a French Excel export)', async () => {
    const { file, rows } = await readRight(cp1252('Marque;Modèle;Prix\nHonda;Civic;32 995,00 $\n'));
    expect(file.encoding).toBe('windows-1252');
    expect(file.separator).toBe(';');
    expect(file.headers).toEqual(['Marque', 'Modèle', 'Prix']);
    expect(rows[0]?.cells).toEqual(['Honda', 'Civic', '32 995,00 $']);
  });

  it('switches to Windows-1252 when the first accent lies past the sample', async () => {
    const filler = 'a,b\n'.repeat(20_000);
    const { rows } = await readRight(cp1252(`x,y\n${filler}Gagné,Thérèse\n`));
    expect(rows.at(-1)?.cells).toEqual(['Gagné', 'Thérèse']);
    expect(rows).toHaveLength(20_001);
  });

  it('keeps a UTF-8 character split across chunks whole', async () => {
    const data = utf8('nom\n' + 'é'.repeat(40_000) + '\n');
    const opened = await openTabular(bytesOf(data, 3));
    if (E.isLeft(opened)) throw new Error(opened.left.code);
    expect(opened.right.encoding).toBe('utf-8');
    for await (const row of opened.right.rows) expect(E.isRight(row) && row.right.cells[0] === 'é'.repeat(40_000)).toBe(true);
  });

  it('reads tab-separated UTF-16 (Excel "Unicode text")', async () => {
    const text = 'VIN\tMake\nX\tFord\n';
    const data = new Uint8Array(2 + text.length * 2);
    data.set([0xff, 0xfe]);
    [...text].forEach((c, i) => { data[2 + i * 2] = c.charCodeAt(0); });
    const { file, rows } = await readRight(data);
    expect(file.separator).toBe('\t');
    expect(rows[0]?.cells).toEqual(['X', 'Ford']);
  });

  it('names blank and repeated headers, and counts skipped empty lines in row numbers', async () => {
    const { file, rows } = await readRight(utf8('Photo,Photo,\n\na,b,c\n'));
    expect(file.headers).toEqual(['Photo', 'Photo #2', 'column 3']);
    expect(rows[0]?.row).toBe(3);
  });

  it.each([
    ['an empty file', utf8(''), { code: 'file.empty' }],
    ['a file of blank lines', utf8('\n\r\n  \n'), { code: 'file.empty' }],
    ['a zip (and .xlsx)', Uint8Array.from([0x50, 0x4b, 0x03, 0x04, 1, 2]), { code: 'file.not_a_table', kind: 'zip' }],
    ['a PDF', utf8('%PDF-1.7\n'), { code: 'file.not_a_table', kind: 'pdf' }],
    ['a PNG', Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a]), { code: 'file.not_a_table', kind: 'image' }],
    ['a JPEG', Uint8Array.from([0xff, 0xd8, 0xff, 0xe0]), { code: 'file.not_a_table', kind: 'image' }],
    ['binary bytes', Uint8Array.from([0x41, 0x00, 0x42, 0x00]), { code: 'file.not_a_table', kind: 'binary' }],
    ['a header alone', utf8('VIN,Make\r\n'), { code: 'file.header_only' }],
    ['quotes never closed', utf8('VIN,Make\nA,B\nC,"Ford\nD,E\n'), { code: 'file.unclosed_quote', row: 3 }],
  ])('refuses %s', async (_name, data, problem) => {
    expect(await read(data)).toEqual(E.left(problem));
  });

  it('refuses a row with more columns than the limit, with its row number', async () => {
    const wide = Array.from({ length: 5_001 }, (_, i) => String(i)).join(',');
    expect(await read(utf8(`a,b\n1,2\n${wide}\n`))).toEqual(E.left({ code: 'file.too_many_columns', row: 3, columns: 5_001, max: 5_000 }));
    expect(await read(utf8(`${wide}\n1\n`))).toEqual(E.left({ code: 'file.too_many_columns', row: 1, columns: 5_001, max: 5_000 }));
  });

  it('stops at the size cap without reading the rest', async () => {
    let pulled = 0;
    const endless = async function* (): AsyncGenerator<Uint8Array> {
      yield utf8('a,b\n');
      for (;;) { pulled += 1; yield utf8('1,2\n'.repeat(1024)); }
    };
    const opened = await openTabular(endless, { maxBytes: 1024 * 1024, maxColumns: 10 });
    if (E.isLeft(opened)) throw new Error(opened.left.code);
    let last: unknown = null;
    for await (const row of opened.right.rows) last = row;
    expect(last).toEqual(E.left({ code: 'file.too_large', maxBytes: 1024 * 1024 }));
    expect(pulled).toBeLessThan(300);
  });

  it('refuses a sample already over the cap before parsing', async () => {
    expect(await read(utf8('a,b\n'.repeat(100)), { maxBytes: 10, maxColumns: 10 })).toEqual(E.left({ code: 'file.too_large', maxBytes: 10 }));
  });
});
