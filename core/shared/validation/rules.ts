import type { ValidationCode } from './codes';
import { city } from './city';
import { company } from './company';
import { maxDate, minDate, validDate } from './dates';
import { email } from './email';
import { name } from './name';
import { decimal, noCents, positive } from './numbers';
import { password } from './password';
import { phone } from './phone';
import { postalCode } from './postal-code';
import { required } from './required';
import { sin } from './sin';
import { uniqueURL, url } from './url';
import { vin } from './vin';

/** The rule table, keyed by the names the spec uses (section 5 of the commerce document). */
export const rules = {
  required,
  name,
  city,
  company,
  postal_code: postalCode,
  sin,
  phone,
  vin,
  url,
  uniqueURL,
  decimal,
  no_cents: noCents,
  positive,
  max_date: maxDate,
  min_date: minDate,
  valid_date: validDate,
  email,
  password,
} as const;

export type RuleName = keyof typeof rules;

export const ruleNames = Object.keys(rules) as readonly RuleName[];

type ParamsTail<K extends RuleName> = Parameters<(typeof rules)[K]> extends [string, ...infer Tail] ? Tail : never;

/** How a rule is named in a form schema: bare name when it takes no parameters. */
type SpecOf<K extends RuleName> =
  ParamsTail<K> extends []
    ? K | { readonly rule: K }
    : ParamsTail<K> extends [(infer P)?]
      ? [] extends ParamsTail<K>
        ? K | { readonly rule: K; readonly params?: Exclude<P, undefined> }
        : { readonly rule: K; readonly params: P }
      : never;

/**
 * One rule of a field, with its parameters. Examples: 'required', 'name',
 * { rule: 'postal_code', params: { country: 'CA' } }, { rule: 'decimal', params: { places: 2 } },
 * { rule: 'max_date', params: { date: 'today', today: '2025-06-30' } }.
 */
export type RuleSpec = { [K in RuleName]: SpecOf<K> }[RuleName];

export function ruleNameOf(spec: RuleSpec): RuleName {
  return typeof spec === 'string' ? spec : spec.rule;
}

/** The parameters of a spec, or undefined for a bare rule name or a spec without them. */
export function paramsOf(spec: RuleSpec): unknown {
  return typeof spec !== 'string' && 'params' in spec ? spec.params : undefined;
}

/** Runs one rule on one value. */
export function runRule(spec: RuleSpec, value: string): ValidationCode | null {
  // The spec's type ties each rule to its own parameters; TypeScript cannot follow that
  // correlation through the lookup, hence the one widening cast.
  const rule = rules[ruleNameOf(spec)] as (value: string, params?: unknown) => ValidationCode | null;
  return rule(value, paramsOf(spec));
}
