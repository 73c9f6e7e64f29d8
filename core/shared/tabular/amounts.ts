import { MONEY_MAX_CENTS } from '../money-text';

/**
 * Amounts as files write them: `$32,995.00`, `32995`, `32 995,00 $` (Québec), `10499 USD` (Google's
 * vehicle listings), `CA$ 32 995`. Pure and total: a text that is not one amount is null, never a guess.
 */

export type AmountCurrency = 'CAD' | 'USD';

export interface ParsedAmount {
  readonly cents: number;
  /** The currency the text names (`USD`, `CAD`, `US$`, `CA$`, `C$`), null when it names none (`$` alone says nothing). */
  readonly currency: AmountCurrency | null;
}

const CURRENCY_WORDS: ReadonlyArray<readonly [RegExp, AmountCurrency | null]> = [
  [/\b(?:USD)\b|US\s?\$/i, 'USD'],
  [/\b(?:CAD)\b|CA?\s?\$/i, 'CAD'],
];

/** Spaces a thousands group may be written with: space, no-break space, narrow no-break space, apostrophe. */
const GROUP_SPACES = /[\s\u00a0\u202f']/g;

function currencyOf(text: string): { readonly currency: AmountCurrency | null; readonly rest: string } {
  for (const [pattern, currency] of CURRENCY_WORDS) {
    if (pattern.test(text)) return { currency, rest: text.replace(pattern, ' ') };
  }
  return { currency: null, rest: text };
}

/** Whether `digits` split by `separator` is thousands grouping: 1–3 digits, then groups of exactly 3. */
function grouped(digits: string, separator: string): boolean {
  const parts = digits.split(separator);
  return parts.length > 1 && /^\d{1,3}$/.test(parts[0] ?? '') && parts.slice(1).every((p) => /^\d{3}$/.test(p));
}

/** The integer and fraction of a number written with `,` or `.` as the decimal mark or thousands separator. */
function splitNumber(text: string): { readonly whole: string; readonly fraction: string } | null {
  if (!/^\d[\d.,]*$/.test(text)) return null;
  const lastComma = text.lastIndexOf(',');
  const lastDot = text.lastIndexOf('.');
  if (lastComma < 0 && lastDot < 0) return { whole: text, fraction: '' };
  // The later mark is the decimal one when both appear ("32,995.00", "32.995,00").
  const markAt = Math.max(lastComma, lastDot);
  const mark = text.charAt(markAt);
  const other = mark === ',' ? '.' : ',';
  const head = text.slice(0, markAt);
  const tail = text.slice(markAt + 1);
  const both = lastComma >= 0 && lastDot >= 0;
  if (both) {
    if (head.includes(mark) || !(grouped(head, other) || /^\d+$/.test(head))) return null;
    return /^\d{1,2}$/.test(tail) ? { whole: head.split(other).join(''), fraction: tail } : null;
  }
  // One kind of mark: a single one followed by one or two digits is decimal ("32995,5", "32995.00");
  // otherwise it must group thousands ("32,995", "1.234.567"): money never has three decimals.
  if (!head.includes(mark) && /^\d{1,2}$/.test(tail)) return { whole: head, fraction: tail };
  return grouped(text, mark) ? { whole: text.split(mark).join(''), fraction: '' } : null;
}

/** Cents of an amount written in a file; null when the text is empty, negative, not one number, or above MONEY_MAX_CENTS. */
export function parseAmount(text: string): ParsedAmount | null {
  const { currency, rest } = currencyOf(text.trim());
  const bare = rest.replace(/\$/g, ' ').trim();
  // Spaces inside the number group thousands ("32 995,00"); elsewhere they only surround the symbol.
  const compact = bare.replace(GROUP_SPACES, '');
  if (/\s/.test(bare) && !/^\d{1,3}(?:[\s\u00a0\u202f']\d{3})+(?:[.,]\d{1,2})?$/.test(bare)) return null;
  const parts = splitNumber(compact);
  if (parts === null) return null;
  const whole = parts.whole.replace(/^0+(?=\d)/, '');
  if (whole.length > 10) return null;
  const total = Number(whole) * 100 + Number(parts.fraction.padEnd(2, '0'));
  return total > MONEY_MAX_CENTS ? null : { cents: total, currency };
}
