import { inflateSync } from 'node:zlib';

// The text a reader sees in a PDF pdfkit wrote (pdfmake's renderer): no PDF reader is a dependency,
// and pdfkit writes a small, regular subset of the format. Each font is a Type0 font with a
// ToUnicode CMap (one bfrange of arrays, or bfchar lines); page content shows text with
// `/F1 9 Tf` and `[<hex> n <hex>] TJ` (two bytes a glyph) inside BT … ET. Each BT … ET is a word
// or a run pdfmake placed: the runs are joined with spaces, the order of the page.

interface PdfObject { readonly dict: string; readonly stream: Buffer | null }

function objects(bytes: Buffer): Map<number, PdfObject> {
  const text = bytes.toString('latin1');
  const found = new Map<number, PdfObject>();
  for (const m of text.matchAll(/(\d+) 0 obj\s*([\s\S]*?)endobj/g)) {
    const body = m[2] ?? '';
    const at = body.search(/stream\r?\n/);
    if (at < 0) { found.set(Number(m[1]), { dict: body, stream: null }); continue; }
    const dict = body.slice(0, at);
    const start = (m.index ?? 0) + m[0].indexOf(body) + body.slice(at).indexOf('\n') + at + 1;
    const length = Number(/\/Length (\d+)/.exec(dict)?.[1] ?? '0');
    const raw = bytes.subarray(start, start + length);
    found.set(Number(m[1]), { dict, stream: dict.includes('/FlateDecode') ? inflateSync(raw) : raw });
  }
  return found;
}

/** A ToUnicode CMap as code → text. */
function cmap(source: string): Map<number, string> {
  const map = new Map<number, string>();
  // A target may be several characters, spaced or not ("<0066 0069>": the "fi" ligature).
  const chars = (hex: string) => String.fromCharCode(...(hex.replace(/\s/g, '').match(/.{4}/g) ?? []).map((h) => parseInt(h, 16)));
  for (const block of source.matchAll(/beginbfrange([\s\S]*?)endbfrange/g)) {
    for (const r of (block[1] ?? '').matchAll(/<([0-9a-f]+)>\s*<([0-9a-f]+)>\s*(\[[^\]]*\]|<[0-9a-f\s]+>)/gi)) {
      const from = parseInt(r[1] ?? '0', 16);
      const target = r[3] ?? '';
      if (target.startsWith('[')) [...target.matchAll(/<([0-9a-f\s]+)>/gi)].forEach((x, i) => map.set(from + i, chars(x[1] ?? '')));
      else for (let c = from, u = parseInt(target.slice(1, -1), 16); c <= parseInt(r[2] ?? '0', 16); c += 1, u += 1) map.set(c, String.fromCharCode(u));
    }
  }
  for (const block of source.matchAll(/beginbfchar([\s\S]*?)endbfchar/g)) {
    for (const r of (block[1] ?? '').matchAll(/<([0-9a-f]+)>\s*<([0-9a-f\s]+)>/gi)) map.set(parseInt(r[1] ?? '0', 16), chars(r[2] ?? ''));
  }
  return map;
}

/** Text with every run of spaces of any kind (no-break ones too) written as one plain space: how a figure is looked for in `pdfText`. */
export const spaced = (text: string): string => text.replace(/[\s\u00a0\u202f\u2009]+/g, ' ').trim();

/** The PDF's text, page by page, runs joined by a space, spaced as `spaced` writes text. */
export function pdfText(bytes: Buffer): string {
  const objs = objects(bytes);
  const fonts = new Map<string, Map<number, string>>();
  for (const o of objs.values()) {
    for (const entry of o.dict.matchAll(/\/Font\s*<<([^>]*)>>/g)) {
      for (const f of (entry[1] ?? '').matchAll(/\/(\w+) (\d+) 0 R/g)) {
        const unicode = /\/ToUnicode (\d+) 0 R/.exec(objs.get(Number(f[2]))?.dict ?? '');
        const stream = unicode === null ? null : objs.get(Number(unicode[1]))?.stream;
        if (stream !== null && stream !== undefined) fonts.set(f[1] ?? '', cmap(stream.toString('latin1')));
      }
    }
  }
  const runs: string[] = [];
  for (const o of objs.values()) {
    const content = o.stream?.toString('latin1') ?? '';
    if (!/\bBT\b/.test(content) || !/\bTf\b/.test(content)) continue;
    let font = new Map<number, string>();
    for (const block of content.matchAll(/BT([\s\S]*?)ET/g)) {
      let run = '';
      for (const op of (block[1] ?? '').matchAll(/\/(\w+) [\d.]+ Tf|\[([^\]]*)\]\s*TJ|<([0-9a-f]*)>\s*Tj/gi)) {
        if (op[1] !== undefined) { font = fonts.get(op[1]) ?? new Map(); continue; }
        const hexes = op[2] !== undefined ? [...op[2].matchAll(/<([0-9a-f]*)>/gi)].map((x) => x[1] ?? '') : [op[3] ?? ''];
        for (const hex of hexes) for (const code of hex.match(/.{4}/g) ?? []) run += font.get(parseInt(code, 16)) ?? '';
      }
      runs.push(run);
    }
  }
  return spaced(runs.join(' '));
}
