/** The first lines of a table file as read in the browser, for the mapping step (the server reads the whole file again). */
export interface FileHead {
  readonly headers: readonly string[];
  readonly rows: readonly (readonly string[])[];
}

const SEPARATORS = [',', ';', '\t'] as const;

/** UTF-8 (with or without its byte-order mark), else Windows-1252, as the server reads them; UTF-16 by its mark. */
export function decodeHead(bytes: Uint8Array): string {
  if (bytes[0] === 0xff && bytes[1] === 0xfe) return new TextDecoder('utf-16le').decode(bytes);
  if (bytes[0] === 0xfe && bytes[1] === 0xff) return new TextDecoder('utf-16be').decode(bytes);
  try {
    return new TextDecoder('utf-8', { fatal: true, ignoreBOM: false }).decode(bytes);
  } catch {
    // A cut in the middle of a character at the end of the slice is not a wrong encoding.
    try { return new TextDecoder('utf-8', { fatal: true }).decode(bytes.subarray(0, Math.max(0, bytes.length - 3))); } catch { return new TextDecoder('windows-1252').decode(bytes); }
  }
}

/** Splits text into records of cells: quoted cells may hold the separator, doubled quotes and line breaks. */
function records(text: string, separator: string, limit: number): string[][] {
  const out: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  for (let i = 0; i < text.length && out.length < limit; i++) {
    const c = text[i] as string;
    if (quoted) {
      if (c === '"' && text[i + 1] === '"') { cell += '"'; i++; } else if (c === '"') quoted = false; else cell += c;
    } else if (c === '"' && cell === '') quoted = true;
    else if (c === separator) { row.push(cell); cell = ''; } else if (c === '\n' || c === '\r') {
      if (c === '\r' && text[i + 1] === '\n') i++;
      row.push(cell);
      if (row.some((x) => x !== '')) out.push(row);
      row = [];
      cell = '';
    } else cell += c;
  }
  if (out.length < limit && !quoted && (cell !== '' || row.length > 0)) {
    row.push(cell);
    if (row.some((x) => x !== '')) out.push(row);
  }
  return out;
}

/** The header and up to `rows` rows; the separator is the one of , ; or tab that the header line holds most of. */
export function readHead(text: string, rows = 5): FileHead {
  const clean = text.replace(/^\uFEFF/, '');
  const firstLine = clean.split(/\r?\n/, 1)[0] ?? '';
  const separator = [...SEPARATORS].sort((a, b) => firstLine.split(b).length - firstLine.split(a).length)[0] ?? ',';
  const [header = [], ...rest] = records(clean, separator, rows + 1);
  return { headers: header, rows: rest };
}

/** The head of a file chosen in the browser (its first 64 kB). */
export async function fileHead(file: Blob, rows = 5): Promise<FileHead> {
  const bytes = new Uint8Array(await file.slice(0, 64 * 1024).arrayBuffer());
  return readHead(decodeHead(bytes), rows);
}
