import type { Cents } from '../../shared/money';
import type { Ratio } from './ratio';

/**
 * One input of a formula, typed so that an adapter can show it without guessing: an amount of
 * money (cents), a percentage or a factor (an exact ratio; `ratioText` writes it "6.99", "4.345",
 * "0.0029125" — formatting is left to the adapter, pricing stays fast), a count (a term in months,
 * a number of payments) or a code (a tax component, a frequency).
 */
export type BreakdownInput =
  | { readonly kind: 'money'; readonly cents: Cents }
  | { readonly kind: 'percent'; readonly value: Ratio }
  | { readonly kind: 'factor'; readonly value: Ratio }
  | { readonly kind: 'count'; readonly value: number }
  | { readonly kind: 'code'; readonly value: string };

/**
 * One step of a price: a code the worksheet translates (`tax`, `rent_charge`, …), the amount it
 * produced in cents, an optional label (the fee's or the plan's own name, or the tax component),
 * and the formula's inputs. Codes are listed in docs/payments.md.
 */
export interface BreakdownLine {
  readonly code: string;
  readonly amount: Cents;
  readonly label?: string;
  /** The item's French name when it has one (the label stays the English one). */
  readonly labelFr?: string;
  readonly inputs: Readonly<Record<string, BreakdownInput>>;
}

export const money = (value: Cents): BreakdownInput => ({ kind: 'money', cents: value });
export const percent = (value: Ratio): BreakdownInput => ({ kind: 'percent', value });
export const factor = (value: Ratio): BreakdownInput => ({ kind: 'factor', value });
export const count = (value: number): BreakdownInput => ({ kind: 'count', value });
export const code = (value: string): BreakdownInput => ({ kind: 'code', value });

/** The inputs of a line that has none: one frozen object shared by every such line (not one per line). */
export const NO_INPUTS: Readonly<Record<string, BreakdownInput>> = Object.freeze({});

/** A fee's or discount's MarketScan type as its line's input `marketscan_type` (none: no input). */
export const marketscanInput = (marketscanType: string | undefined): Readonly<Record<string, BreakdownInput>> =>
  (marketscanType === undefined ? NO_INPUTS : { marketscan_type: code(marketscanType) });

export function line(
  lineCode: string,
  amount: Cents,
  inputs: Readonly<Record<string, BreakdownInput>> = NO_INPUTS,
  label?: string,
  labelFr?: string,
): BreakdownLine {
  if (label === undefined) return { code: lineCode, amount, inputs };
  return labelFr === undefined ? { code: lineCode, amount, label, inputs } : { code: lineCode, amount, label, labelFr, inputs };
}
