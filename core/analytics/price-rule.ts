import type { Condition } from '../inventory/vehicle';
import { applyRatio } from '../payments/engine/rounding';

/** What a rule's adjustment starts from: the listing price, the MSRP or the cost (when known). */
export const PRICE_BASES = ['listing', 'msrp', 'cost'] as const;
export type PriceBase = (typeof PRICE_BASES)[number];

/** A markup or a discount, in percent (of the base) or in dollars. */
export const PRICE_ADJUSTMENTS = ['markup_percent', 'discount_percent', 'markup_amount', 'discount_amount'] as const;
export type PriceAdjustment = (typeof PRICE_ADJUSTMENTS)[number];

/** The highest advertised price a rule may set: $10,000,000.00 (a typo guard far above any vehicle). */
export const MAX_PRICE_CENTS = 1_000_000_000;

/**
 * One rule of a price profile. Every criterion is optional (null matches every vehicle); the
 * adjustment's `value` is in basis points of a percent (250 = 2.50 %) for the percent kinds and in
 * cents for the amount kinds. Floor and ceiling bound the new price (cents, inclusive).
 */
export interface PriceRule {
  readonly make: string | null;
  readonly model: string | null;
  readonly yearMin: number | null;
  readonly yearMax: number | null;
  readonly condition: Condition | null;
  readonly daysMin: number | null;
  readonly daysMax: number | null;
  readonly base: PriceBase;
  readonly adjustment: PriceAdjustment;
  readonly value: number;
  readonly floorCents: number | null;
  readonly ceilingCents: number | null;
}

/** The facts of a vehicle a rule reads. */
export interface PricedVehicle {
  readonly make: string;
  readonly model: string;
  readonly year: number;
  readonly condition: Condition;
  /** YYYY-MM-DD */
  readonly arrivalDate: string;
  readonly listingPriceCents: number;
  readonly msrpCents: number | null;
  readonly costCents: number | null;
}

const DAY_MS = 86_400_000;

/** Whole days from the arrival date to `today` (both YYYY-MM-DD, read as UTC days); never negative. */
export function daysInStock(arrivalDate: string, today: string): number {
  const days = Math.floor((Date.parse(`${today}T00:00:00Z`) - Date.parse(`${arrivalDate}T00:00:00Z`)) / DAY_MS);
  return Number.isFinite(days) && days > 0 ? days : 0;
}

const same = (a: string, b: string): boolean => a.trim().toLowerCase() === b.trim().toLowerCase();

function baseOf(v: PricedVehicle, base: PriceBase): number | null {
  if (base === 'listing') return v.listingPriceCents;
  return base === 'msrp' ? v.msrpCents : v.costCents;
}

/**
 * Whether the rule's criteria hold for the vehicle: make and model compared without case or outer
 * spaces, years and days in stock inclusive, and the rule's base known (a rule on the cost skips a
 * vehicle without one, and the next rule may take it).
 */
export function ruleMatches(rule: PriceRule, v: PricedVehicle, days: number): boolean {
  if (rule.make !== null && !same(rule.make, v.make)) return false;
  if (rule.model !== null && !same(rule.model, v.model)) return false;
  if (rule.yearMin !== null && v.year < rule.yearMin) return false;
  if (rule.yearMax !== null && v.year > rule.yearMax) return false;
  if (rule.condition !== null && v.condition !== rule.condition) return false;
  if (rule.daysMin !== null && days < rule.daysMin) return false;
  if (rule.daysMax !== null && days > rule.daysMax) return false;
  return baseOf(v, rule.base) !== null;
}

/**
 * The price a rule sets from a base (cents). A percent is applied exactly and rounded ONCE to the
 * cent, half away from zero (the engine's rounding, core/payments/engine/rounding.ts); then the
 * floor, then the ceiling (a ceiling below the floor wins: validation refuses that rule anyway);
 * then the result is kept within 0 and MAX_PRICE_CENTS.
 */
export function adjustedPrice(rule: Pick<PriceRule, 'adjustment' | 'value' | 'floorCents' | 'ceilingCents'>, base: number): number {
  let price: number;
  switch (rule.adjustment) {
    case 'markup_percent': price = applyRatio(base, { num: 10_000 + rule.value, den: 10_000 }); break;
    case 'discount_percent': price = applyRatio(base, { num: Math.max(0, 10_000 - rule.value), den: 10_000 }); break;
    case 'markup_amount': price = base + rule.value; break;
    case 'discount_amount': price = base - rule.value; break;
  }
  if (rule.floorCents !== null && price < rule.floorCents) price = rule.floorCents;
  if (rule.ceilingCents !== null && price > rule.ceilingCents) price = rule.ceilingCents;
  return Math.min(MAX_PRICE_CENTS, Math.max(0, price));
}

/** The first rule (in the profile's order) that matches the vehicle, with the price it sets; null when none does. */
export function priceByRules(rules: readonly PriceRule[], v: PricedVehicle, today: string): { readonly ruleIndex: number; readonly priceCents: number } | null {
  const days = daysInStock(v.arrivalDate, today);
  for (let i = 0; i < rules.length; i += 1) {
    const rule = rules[i];
    if (rule === undefined || !ruleMatches(rule, v, days)) continue;
    const base = baseOf(v, rule.base);
    if (base === null) continue;
    return { ruleIndex: i, priceCents: adjustedPrice(rule, base) };
  }
  return null;
}
