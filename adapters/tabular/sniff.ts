import type { TabularEncoding, TabularProblem, TabularSeparator } from '@dealer-panel/core/shared/tabular/tabular-file';

/** A file's first bytes: what kind it is when it is not text (magic numbers), and its encoding when it is. */

const MAGIC: ReadonlyArray<readonly [readonly number[], Extract<TabularProblem, { code: 'file.not_a_table' }>['kind']]> = [
  [[0x50, 0x4b, 0x03, 0x04], 'zip'], // also .xlsx, .docx: Office Open XML is a zip
  [[0x50, 0x4b, 0x05, 0x06], 'zip'],
  [[0x25, 0x50, 0x44, 0x46], 'pdf'],
  [[0x89, 0x50, 0x4e, 0x47], 'image'],
  [[0xff, 0xd8, 0xff], 'image'],
  [[0x47, 0x49, 0x46, 0x38], 'image'],
  [[0x52, 0x49, 0x46, 0x46], 'image'], // RIFF: WebP (and WAV, AVI: not tables either)
  [[0x42, 0x4d], 'image'],
  [[0x1f, 0x8b], 'gzip'],
  [[0xd0, 0xcf, 0x11, 0xe0], 'office'], // the old .xls and .doc
];

const startsWith = (bytes: Uint8Array, magic: readonly number[]): boolean => magic.every((b, i) => bytes[i] === b);

/** The kind of a file that is not text, or null when it may be text. */
export function binaryKind(sample: Uint8Array): Extract<TabularProblem, { code: 'file.not_a_table' }>['kind'] | null {
  const known = MAGIC.find(([magic]) => startsWith(sample, magic));
  if (known !== undefined) return known[1];
  if (utf16Bom(sample) !== null) return null;
  // A NUL byte never appears in a text file of a single-byte or UTF-8 encoding.
  return sample.subarray(0, 8192).includes(0) ? 'binary' : null;
}

function utf16Bom(sample: Uint8Array): 'utf-16le' | 'utf-16be' | null {
  if (sample[0] === 0xff && sample[1] === 0xfe) return 'utf-16le';
  return sample[0] === 0xfe && sample[1] === 0xff ? 'utf-16be' : null;
}

/** How many bytes of `bytes` end in an incomplete UTF-8 sequence (0–3), to carry to the next chunk. */
export function incompleteUtf8Tail(bytes: Uint8Array): number {
  for (let back = 1; back <= Math.min(3, bytes.length); back += 1) {
    const byte = bytes[bytes.length - back] ?? 0;
    if ((byte & 0xc0) === 0x80) continue; // a continuation byte: look further back
    const needed = byte >= 0xf0 ? 4 : byte >= 0xe0 ? 3 : byte >= 0xc0 ? 2 : 1;
    return needed > back ? back : 0;
  }
  return 0;
}

/**
 * The encoding: a UTF-16 byte-order mark says UTF-16 (Excel's "Unicode text"); otherwise UTF-8 (with
 * or without its BOM) while the bytes are valid UTF-8, else Windows-1252 (Excel's CSV on Windows).
 * The stream decoder re-decides on later bytes: a file whose first é sits past the sample still reads.
 */
export function sniffEncoding(sample: Uint8Array): TabularEncoding {
  const utf16 = utf16Bom(sample);
  if (utf16 !== null) return utf16;
  try {
    new TextDecoder('utf-8', { fatal: true }).decode(sample.subarray(0, sample.length - incompleteUtf8Tail(sample)));
    return 'utf-8';
  } catch {
    return 'windows-1252';
  }
}

/**
 * The separator: of `,` `;` and tab, the one the header line holds most often outside quotes (a
 * French Excel writes `;`, a TSV tabs); a one-column file reads with `,`.
 */
export function sniffSeparator(text: string): TabularSeparator {
  const counts = { ',': 0, ';': 0, '\t': 0 };
  let quoted = false;
  for (const char of text) {
    if (char === '"') quoted = !quoted;
    else if (!quoted && (char === '\n' || char === '\r')) break;
    else if (!quoted && (char === ',' || char === ';' || char === '\t')) counts[char] += 1;
  }
  const best = (Object.entries(counts) as [TabularSeparator, number][]).sort((a, b) => b[1] - a[1])[0];
  return best !== undefined && best[1] > 0 ? best[0] : ',';
}
