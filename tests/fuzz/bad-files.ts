import fc from 'fast-check';

/**
 * Bad files for the multipart routes (issue 31 item 7), by what the route expects (RouteSpec.upload.holds).
 * `broken`: the file itself is wrong (empty, of another kind, header only, 5,000 columns and more,
 * quotes never closed, not a picture): the route must answer 4xx and change nothing. `rows`: the
 * file is a table whose every row is wrong (formulas, one VIN held by every row): the route answers
 * row by row, and no row may change what it holds.
 */
export interface BadFile { readonly label: string; readonly broken: boolean; readonly rows: 'formulas' | 'duplicated_vins' | null; readonly bytes: Buffer; readonly name: string; readonly type: string }

const HEADERS = ['VIN', 'Stock', 'first_name', 'last_name', 'email', 'phone', 'zip', 'rate', 'effective_from', 'Prix', 'Marque'];
const VINS = ['1HGCM82633A004352', '2T1BURHEXJC000001', '1FTFW1E54JF000002'];
const word = fc.stringMatching(/^[A-Za-z0-9 éà$.,-]{0,12}$/);
const separator = fc.constantFrom(',', ';', '\t');
const line = (cells: readonly string[], sep: string) => `${cells.join(sep)}\r\n`;
const file = (label: string, broken: boolean, bytes: Buffer | string, rows: BadFile['rows'] = null, name = 'feed.csv', type = 'text/csv'): BadFile =>
  ({ label, broken, rows, bytes: Buffer.isBuffer(bytes) ? bytes : Buffer.from(bytes), name, type });

const MAGIC = {
  zip: [0x50, 0x4b, 0x03, 0x04], pdf: [...Buffer.from('%PDF-1.7\n')], png: [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a], gif: [...Buffer.from('GIF89a')],
  jpeg: [0xff, 0xd8, 0xff, 0xe0], exe: [0x4d, 0x5a, 0x90, 0x00], gzip: [0x1f, 0x8b, 0x08, 0x00],
} as const;
/** A file of another kind: a known signature, then bytes holding NULs (a truncated picture is of this kind too). */
const otherKind = (magic: readonly (keyof typeof MAGIC)[]) => fc.tuple(fc.constantFrom(...magic), fc.uint8Array({ minLength: 1, maxLength: 300 }))
  .map(([kind, rest]) => file(`a ${kind} file`, true, Buffer.concat([Buffer.from(MAGIC[kind]), Buffer.from([0]), Buffer.from(rest)]), null, `file.${kind}`, 'application/octet-stream'));

const header = fc.tuple(fc.subarray(HEADERS, { minLength: 1 }), separator);

/** Broken tables and tables whose every row is wrong. */
export const badTable: fc.Arbitrary<BadFile> = fc.oneof(
  fc.constantFrom(file('an empty file', true, ''), file('a file of blank lines', true, '\r\n\r\n  \n')),
  otherKind(['zip', 'pdf', 'png', 'exe', 'gzip']),
  header.map(([h, sep]) => file('a header-only file', true, line(h, sep))),
  fc.tuple(header, fc.integer({ min: 5_001, max: 6_000 })).map(([[h, sep], n]) => file(`a row of ${n} columns`, true, line(h, sep) + line(Array.from({ length: n }, (_, i) => String(i)), sep))),
  fc.tuple(header, fc.array(word, { minLength: 1, maxLength: 4 })).map(([[h, sep], cells]) => file('quotes never closed', true, `${line(h, sep)}${cells.join(sep)}${sep}"${VINS[0]}${sep}never closed\r\n`)),
  fc.tuple(header, fc.array(fc.constantFrom('=HYPERLINK("http://x.test")', '+cmd|\' /C calc\'!A0', '@SUM(1+1)', '=1+1', '-2+3'), { minLength: 1, maxLength: 5 }))
    .map(([[h, sep], formulas]) => file('a formula in every cell', false, line(h, sep) + formulas.map((f) => line(h.map(() => f), sep)).join(''), 'formulas')),
  fc.tuple(fc.constantFrom(...VINS), separator, fc.integer({ min: 2, max: 6 }))
    .map(([vin, sep, n]) => file(`one VIN held by ${n} rows`, false, line(['VIN', 'Stock', 'Marque', 'Prix'], sep) + Array.from({ length: n }, (_, i) => line([vin, `DUP-${i}`, 'Honda', '1000'], sep)).join(''), 'duplicated_vins')),
);

/** Not a picture: empty, text, another kind, a picture's signature with nothing behind it. */
export const badPicture: fc.Arbitrary<BadFile> = fc.oneof(
  fc.constant(file('an empty file', true, '', null, 'photo.jpg', 'image/jpeg')),
  word.map((w) => file('text named .jpg', true, `VIN,Stock\r\n${w}\r\n`, null, 'photo.jpg', 'image/jpeg')),
  otherKind(['zip', 'pdf', 'exe', 'gzip', 'png', 'jpeg', 'gif']),
);

/** Not a document (PDF or picture): empty, text, an executable, a zip. */
export const badDocument: fc.Arbitrary<BadFile> = fc.oneof(
  fc.constant(file('an empty file', true, '', null, 'licence.pdf', 'application/pdf')),
  otherKind(['zip', 'exe', 'gzip']),
);

/** Not an ADF document: empty, a table, another kind, XML that is not ADF. */
export const badAdf: fc.Arbitrary<BadFile> = fc.oneof(
  fc.constant(file('an empty file', true, '', null, 'lead.xml', 'application/xml')),
  header.map(([h, sep]) => file('a table', true, line(h, sep), null, 'lead.xml', 'application/xml')),
  otherKind(['zip', 'pdf', 'png']),
  word.map((w) => file('XML that is not ADF', true, `<?xml version="1.0"?><html><body>${w}</body></html>`, null, 'lead.xml', 'application/xml')),
);

export const badFileFor = { table: badTable, picture: badPicture, document: badDocument, adf: badAdf } as const;

const GOOD: Readonly<Record<string, fc.Arbitrary<string>>> = {
  kind: fc.constantFrom('full', 'partial', 'drivers_licence', 'other'),
  dry_run: fc.constantFrom('true', 'false'),
  effective_from: fc.constantFrom('2026-01-01', '2025-07-01'),
  mapping: fc.constantFrom('{"vin":["VIN"],"stockNumber":["Stock"]}', '{"first_name":["first_name"],"email":["email"]}'),
};
const WILD = ['everything', 'maybe', '2026-02-30', '', '{', '[]', '\u0000'];

/** The form fields sent with the file: mostly the route's own with good values (so that the file is read), else any field with any value. */
export const fieldsFor = (names: readonly string[]): fc.Arbitrary<Record<string, string>> => fc.oneof(
  { weight: 3, arbitrary: fc.subarray([...names]).chain((chosen) => fc.tuple(...chosen.map((n) => GOOD[n] ?? fc.constant(''))).map((values) => Object.fromEntries(chosen.map((n, i) => [n, values[i] ?? ''])))) },
  { weight: 1, arbitrary: fc.dictionary(fc.constantFrom(...Object.keys(GOOD)), fc.oneof(fc.constantFrom(...WILD), ...Object.values(GOOD))) },
);
