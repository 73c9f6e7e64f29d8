import { cents, type Cents } from './money';

/**
 * Money on the wire is a decimal string in dollars with at most two decimals ("35999.00"), never
 * a float; core and the database hold integer cents. Up to 9 digits of dollars (under a billion):
 * more than any vehicle deal, and far inside the safe-integer range of cents.
 */
const MONEY = /^(\d{1,9})(?:\.(\d{1,2}))?$/;

/** Cents of a non-negative decimal string ("35999", "35999.5", "35999.00"); null when it is not one. */
export function parseMoney(text: string): Cents | null {
  const match = MONEY.exec(text.trim());
  if (match === null) return null;
  const dollars = Number(match[1]);
  const fraction = Number((match[2] ?? '').padEnd(2, '0'));
  return cents(dollars * 100 + fraction);
}

/** The wire form of an amount of cents: "35999.00", "-12.50". */
export function formatMoney(value: number): string {
  const sign = value < 0 ? '-' : '';
  const abs = Math.abs(Math.trunc(value));
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}
