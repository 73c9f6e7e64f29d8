import { describe, expect, it } from 'vitest';
import type { RuleSpec } from './rules';
import { paramsOf, ruleNameOf, ruleNames, rules, runRule } from './rules';

describe('the rule registry', () => {
  it('holds every rule of the spec table, under the spec names, plus required, email and password', () => {
    expect([...ruleNames].sort()).toEqual(
      ['city', 'company', 'decimal', 'email', 'max_date', 'min_date', 'name', 'no_cents', 'password', 'phone', 'positive',
        'postal_code', 'required', 'sin', 'uniqueURL', 'url', 'valid_date', 'vin'].sort(),
    );
    expect(Object.values(rules).every((rule) => typeof rule === 'function')).toBe(true);
  });

  it('runs bare names and specs with parameters', () => {
    expect(runRule('required', '')).toBe('required');
    expect(runRule('name', 'J')).toBe('name.too_short');
    expect(runRule({ rule: 'name' }, 'Jo')).toBeNull();
    expect(runRule({ rule: 'postal_code', params: { country: 'CA' } }, 'H2X 1Y4')).toBeNull();
    expect(runRule({ rule: 'postal_code', params: { country: 'US' } }, 'H2X 1Y4')).toBe('postal_code.invalid_zip');
    expect(runRule({ rule: 'decimal', params: { places: 1 } }, '1.25')).toBe('decimal.too_many_places');
    expect(runRule('decimal', '1.25')).toBeNull();
    expect(runRule({ rule: 'max_date', params: { date: 'today', today: '2025-01-01' } }, '2025-01-02')).toBe('max_date.after_today');
    expect(runRule({ rule: 'password', params: { email: 'a1b2c3d4@x.ca' } }, 'A1B2C3D4@X.CA')).toBe('password.same_as_email');
  });

  it('reads the name and parameters of a spec', () => {
    expect(ruleNameOf('vin')).toBe('vin');
    expect(ruleNameOf({ rule: 'phone', params: { country: 'US' } })).toBe('phone');
    expect(paramsOf({ rule: 'phone', params: { country: 'US' } })).toEqual({ country: 'US' });
    expect(paramsOf('vin')).toBeUndefined();
  });

  it('types each rule with its own parameters', () => {
    const specs: RuleSpec[] = [
      'required',
      'valid_date',
      { rule: 'valid_date', params: { format: 'MM/DD/YYYY' } },
      { rule: 'uniqueURL', params: { other: 'https://dealer.ca' } },
      // @ts-expect-error postal_code needs its country
      'postal_code',
      // @ts-expect-error phone does not know this country
      { rule: 'phone', params: { country: 'MX' } },
      // @ts-expect-error name takes no parameters
      { rule: 'name', params: { max: 3 } },
    ];
    expect(specs).toHaveLength(7);
  });
});
