import { parseArgs } from 'node:util';
import * as E from 'fp-ts/Either';
import { pipe } from 'fp-ts/function';
import { parseDeal } from '@dealer-panel/core/payments/engine/parse-deal';
import { priceDeal } from '@dealer-panel/core/payments/engine/price-deal';
import type { CliOutput } from './cli-deps';
import { quoteJson } from './price-json';

type Priced = { readonly ok: true; readonly json: Record<string, unknown> } | { readonly ok: false; readonly errors: Readonly<Record<string, readonly string[]>> };

/** One deal's text → its quote or its field errors (a text that is not JSON is an error on `deal`). */
export function priceText(text: string): Priced {
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch {
    return { ok: false, errors: { deal: ['json.invalid'] } };
  }
  return pipe(
    parseDeal(raw),
    E.chainW(priceDeal),
    E.match((errors): Priced => ({ ok: false, errors }), (quote): Priced => ({ ok: true, json: quoteJson(quote) })),
  );
}

/**
 * `price [--json DEAL]`: one deal (the argument, else all of stdin) → its quote as JSON on stdout,
 * exit 0; a bad deal → `{"errors": {field: [codes]}}` on stderr, exit 1.
 * `price --jsonl`: one deal per line of stdin → one line per deal on stdout, in order: its quote,
 * or `{"errors": …}`; blank lines are skipped; exit 1 when any line was refused.
 * Pricing is pure: no database, no deps; stdin comes through `readStdin` so tests need no process.
 */
export async function priceCommand(args: readonly string[], readStdin: () => Promise<string>): Promise<CliOutput> {
  let values: { json?: string; jsonl?: boolean };
  try {
    ({ values } = parseArgs({ args: [...args], options: { json: { type: 'string' }, jsonl: { type: 'boolean' } }, strict: true }));
  } catch (error) {
    return { code: 2, stdout: '', stderr: `price: ${error instanceof Error ? error.message : String(error)}\n` };
  }
  if (values.jsonl === true) {
    if (values.json !== undefined) return { code: 2, stdout: '', stderr: 'price: --json and --jsonl do not go together\n' };
    const lines = (await readStdin()).split('\n').filter((l) => l.trim() !== '');
    let refused = 0;
    const out = lines.map((l) => {
      const r = priceText(l);
      if (r.ok) return JSON.stringify(r.json);
      refused += 1;
      return JSON.stringify({ errors: r.errors });
    });
    return { code: refused > 0 ? 1 : 0, stdout: out.map((l) => `${l}\n`).join(''), stderr: refused > 0 ? `price: ${refused} of ${lines.length} deals refused\n` : '' };
  }
  const text = values.json ?? (await readStdin());
  if (text.trim() === '') return { code: 2, stdout: '', stderr: 'price: give the deal with --json \'{…}\' or on stdin\n' };
  const r = priceText(text);
  return r.ok ? { code: 0, stdout: `${JSON.stringify(r.json, null, 2)}\n`, stderr: '' } : { code: 1, stdout: '', stderr: `${JSON.stringify({ errors: r.errors })}\n` };
}
