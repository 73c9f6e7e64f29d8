import { CONDITIONS, type Condition } from '../inventory/vehicle';
import { parseMoney } from '../shared/money-text';
import type { FieldErrors } from '../shared/validation';
import { MAX_PRICE_CENTS, PRICE_ADJUSTMENTS, PRICE_BASES, type PriceAdjustment, type PriceBase, type PriceRule } from './price-rule';

/** A named, ordered list of rules: for each vehicle the first rule that matches sets its price. */
export interface PriceProfile {
  readonly id: number;
  readonly dealershipId: number;
  readonly name: string;
  readonly rules: readonly PriceRule[];
  readonly updatedAt: Date;
}

export type PriceProfileValues = Pick<PriceProfile, 'name' | 'rules'>;

export const PROFILE_NAME_MAX_LENGTH = 100;
export const MAX_RULES = 50;
/** A markup of at most 1000 %, a discount of at most 100 % (in basis points). */
export const MAX_MARKUP_BP = 100_000;
export const MAX_DISCOUNT_BP = 10_000;
const YEAR_MIN = 1900;
const YEAR_MAX = 2100;
const DAYS_MAX = 10_000;

/** A rule as a client sends it (the contract checked the types): wire names, money and percents as decimal text. */
export interface PriceRuleInput {
  readonly make?: string | null;
  readonly model?: string | null;
  readonly year_min?: number | null;
  readonly year_max?: number | null;
  readonly condition?: string | null;
  readonly days_min?: number | null;
  readonly days_max?: number | null;
  readonly base?: string;
  readonly adjustment?: string;
  readonly value?: string;
  readonly floor?: string | null;
  readonly ceiling?: string | null;
}

export interface PriceProfileInput {
  readonly name?: string;
  readonly rules?: readonly PriceRuleInput[];
}

/** "2.5" → 250 basis points (at most two decimals); null when it is not an unsigned decimal. */
export function parsePercentBp(text: string): number | null {
  const match = /^(\d{1,6})(?:\.(\d{1,2}))?$/.exec(text.trim());
  if (match === null) return null;
  return Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
}

type Errors = Record<string, [string, ...string[]]>;

function text(value: string | null | undefined, field: string, errors: Errors): string | null {
  if (value === undefined || value === null || value.trim() === '') return null;
  if (value.trim().length > 60) { errors[field] = ['text.too_long']; return null; }
  return value.trim();
}

function whole(value: number | null | undefined, field: string, min: number, max: number, errors: Errors): number | null {
  if (value === undefined || value === null) return null;
  if (!Number.isSafeInteger(value) || value < min || value > max) { errors[field] = ['number.out_of_range']; return null; }
  return value;
}

function money(value: string | null | undefined, field: string, errors: Errors): number | null {
  if (value === undefined || value === null || value.trim() === '') return null;
  const parsed = parseMoney(value);
  if (parsed === null) { errors[field] = ['money.invalid']; return null; }
  if (parsed > MAX_PRICE_CENTS) { errors[field] = ['money.too_large']; return null; }
  return parsed;
}

function choice<T extends string>(value: string | undefined, all: readonly T[], field: string, errors: Errors): T | null {
  if (value === undefined || value === '') { errors[field] = ['required']; return null; }
  const found = all.find((x) => x === value);
  if (found === undefined) errors[field] = ['choice.invalid'];
  return found ?? null;
}

function adjustmentValue(adjustment: PriceAdjustment | null, value: string | undefined, field: string, errors: Errors): number | null {
  if (value === undefined || value.trim() === '') { errors[field] = ['required']; return null; }
  if (adjustment === null) return null;
  if (adjustment.endsWith('_percent')) {
    const bp = parsePercentBp(value);
    if (bp === null) { errors[field] = ['percent.invalid']; return null; }
    const max = adjustment === 'discount_percent' ? MAX_DISCOUNT_BP : MAX_MARKUP_BP;
    if (bp > max) { errors[field] = ['percent.too_large']; return null; }
    return bp;
  }
  return money(value, field, errors);
}

/** One rule's values, or its errors under `rules.<index>.<wire field>`. */
function checkRule(input: PriceRuleInput, at: string, errors: Errors): PriceRule | null {
  const before = Object.keys(errors).length;
  const f = (name: string) => `${at}.${name}`;
  const make = text(input.make, f('make'), errors);
  const model = text(input.model, f('model'), errors);
  const yearMin = whole(input.year_min, f('year_min'), YEAR_MIN, YEAR_MAX, errors);
  const yearMax = whole(input.year_max, f('year_max'), YEAR_MIN, YEAR_MAX, errors);
  if (yearMin !== null && yearMax !== null && yearMax < yearMin) errors[f('year_max')] = ['range.inverted'];
  const condition = input.condition === undefined || input.condition === null || input.condition === ''
    ? null : choice<Condition>(input.condition, CONDITIONS, f('condition'), errors);
  const daysMin = whole(input.days_min, f('days_min'), 0, DAYS_MAX, errors);
  const daysMax = whole(input.days_max, f('days_max'), 0, DAYS_MAX, errors);
  if (daysMin !== null && daysMax !== null && daysMax < daysMin) errors[f('days_max')] = ['range.inverted'];
  const base = choice<PriceBase>(input.base, PRICE_BASES, f('base'), errors);
  const adjustment = choice<PriceAdjustment>(input.adjustment, PRICE_ADJUSTMENTS, f('adjustment'), errors);
  const value = adjustmentValue(adjustment, input.value, f('value'), errors);
  const floorCents = money(input.floor, f('floor'), errors);
  const ceilingCents = money(input.ceiling, f('ceiling'), errors);
  if (floorCents !== null && ceilingCents !== null && ceilingCents < floorCents) errors[f('ceiling')] = ['range.inverted'];
  if (Object.keys(errors).length > before || base === null || adjustment === null || value === null) return null;
  return { make, model, yearMin, yearMax, condition, daysMin, daysMax, base, adjustment, value, floorCents, ceilingCents };
}

/**
 * A whole profile (POST and PUT send it all): a name (1–100 characters) and 1–50 rules. Every
 * wrong field is reported at once with its code; nothing is kept when anything is wrong.
 */
export function checkPriceProfile(input: PriceProfileInput): { readonly ok: true; readonly values: PriceProfileValues } | { readonly ok: false; readonly errors: FieldErrors } {
  const errors: Errors = {};
  const name = (input.name ?? '').trim();
  if (name === '') errors['name'] = ['required'];
  else if (name.length > PROFILE_NAME_MAX_LENGTH) errors['name'] = ['text.too_long'];
  const inputs = input.rules ?? [];
  if (inputs.length === 0) errors['rules'] = ['required'];
  else if (inputs.length > MAX_RULES) errors['rules'] = ['list.too_long'];
  const rules = inputs.slice(0, MAX_RULES).map((r, i) => checkRule(r, `rules.${i}`, errors));
  if (Object.keys(errors).length > 0) return { ok: false, errors };
  return { ok: true, values: { name, rules: rules.filter((r): r is PriceRule => r !== null) } };
}

/** A rule as the wire carries it (the inverse of checkRule for valid rules). */
export function ruleInputOf(rule: PriceRule): Required<PriceRuleInput> {
  const decimal = (n: number) => `${Math.trunc(n / 100)}.${String(n % 100).padStart(2, '0')}`;
  return {
    make: rule.make, model: rule.model, year_min: rule.yearMin, year_max: rule.yearMax, condition: rule.condition,
    days_min: rule.daysMin, days_max: rule.daysMax, base: rule.base, adjustment: rule.adjustment,
    value: decimal(rule.value),
    floor: rule.floorCents === null ? null : decimal(rule.floorCents), ceiling: rule.ceilingCents === null ? null : decimal(rule.ceilingCents),
  };
}
