import type { TabularEncoding, TabularProblem } from '@dealer-panel/core/shared/tabular/tabular-file';
import { incompleteUtf8Tail } from './sniff';

/** Thrown inside the pipeline when the file passes its size cap; turned into a Left by the reader. */
export class FileTooLarge extends Error {
  constructor(readonly problem: Extract<TabularProblem, { code: 'file.too_large' }>) {
    super(problem.code);
  }
}

/**
 * Bytes to text, chunk by chunk, under a size cap. UTF-8 is decoded strictly; at the first byte that is
 * not UTF-8 the rest of the file is read as Windows-1252 (what came before was ASCII-compatible in
 * both), so a Windows export whose first accent is on row 5,000 still reads. A UTF-8 BOM is dropped.
 */
export async function* decodeStream(chunks: AsyncIterable<Uint8Array>, first: TabularEncoding, maxBytes: number): AsyncGenerator<string> {
  let encoding = first;
  let total = 0;
  let carry = new Uint8Array(0);
  let bomChecked = false;
  const streaming = encoding === 'utf-8' ? null : new TextDecoder(encoding);
  let fallback: TextDecoder | null = null;
  for await (const chunk of chunks) {
    total += chunk.length;
    if (total > maxBytes) throw new FileTooLarge({ code: 'file.too_large', maxBytes });
    if (streaming !== null) {
      yield streaming.decode(chunk, { stream: true });
      continue;
    }
    let bytes = carry.length === 0 ? chunk : concat(carry, chunk);
    if (!bomChecked && bytes.length >= 3) {
      bomChecked = true;
      if (bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf) bytes = bytes.subarray(3);
    }
    if (encoding === 'windows-1252') {
      fallback ??= new TextDecoder('windows-1252');
      carry = new Uint8Array(0);
      yield fallback.decode(bytes);
      continue;
    }
    const keep = incompleteUtf8Tail(bytes);
    carry = bytes.slice(bytes.length - keep);
    const whole = bytes.subarray(0, bytes.length - keep);
    try {
      yield new TextDecoder('utf-8', { fatal: true }).decode(whole);
    } catch {
      encoding = 'windows-1252';
      fallback = new TextDecoder('windows-1252');
      yield fallback.decode(concat(whole, carry));
      carry = new Uint8Array(0);
    }
  }
  if (streaming !== null) yield streaming.decode();
  else if (carry.length > 0) yield new TextDecoder(encoding === 'utf-8' ? 'windows-1252' : encoding).decode(carry);
}

function concat(a: Uint8Array, b: Uint8Array): Uint8Array {
  const out = new Uint8Array(a.length + b.length);
  out.set(a, 0);
  out.set(b, a.length);
  return out;
}
