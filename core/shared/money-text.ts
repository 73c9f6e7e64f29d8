import { cents, type Cents } from './money';

/**
 * Money on the wire is a decimal string in dollars with at most two decimals ("35999.00"), never
 * a float; core and the database hold integer cents.
 */
const MONEY = /^(\d{1,9})(?:\.(\d{1,2}))?$/;

/**
 * The most cents an amount may be: what the database's integer columns hold (2^31 - 1, so
 * $21,474,836.47), far more than any vehicle deal. A larger amount is not an amount (issue 29.9: a
 * search for a price of $21,474,837 answered 500 when its cents reached the column).
 */
export const MONEY_MAX_CENTS = 2_147_483_647;

/** Cents of a non-negative decimal string ("35999", "35999.5", "35999.00") up to MONEY_MAX_CENTS; null when it is not one. */
export function parseMoney(text: string): Cents | null {
  const match = MONEY.exec(text.trim());
  if (match === null) return null;
  const dollars = Number(match[1]);
  const fraction = Number((match[2] ?? '').padEnd(2, '0'));
  const total = dollars * 100 + fraction;
  return total > MONEY_MAX_CENTS ? null : cents(total);
}

/** The wire form of an amount of cents: "35999.00", "-12.50". */
export function formatMoney(value: number): string {
  const sign = value < 0 ? '-' : '';
  const abs = Math.abs(Math.trunc(value));
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}
