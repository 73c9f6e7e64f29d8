import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { checkPriceProfile, parsePercentBp, ruleInputOf, type PriceRuleInput } from './price-profile';

const good: PriceRuleInput = { make: 'Honda', model: 'Civic', year_min: 2020, year_max: 2023, condition: 'Used', days_min: 30, days_max: null, base: 'listing', adjustment: 'discount_percent', value: '2.5', floor: '15000', ceiling: null };

describe('checkPriceProfile', () => {
  it('accepts a profile and keeps percents in basis points and money in cents', () => {
    const checked = checkPriceProfile({ name: ' Aged Civics ', rules: [good] });
    expect(checked).toEqual({ ok: true, values: { name: 'Aged Civics', rules: [{
      make: 'Honda', model: 'Civic', yearMin: 2020, yearMax: 2023, condition: 'Used', daysMin: 30, daysMax: null,
      base: 'listing', adjustment: 'discount_percent', value: 250, floorCents: 1_500_000, ceilingCents: null,
    }] } });
  });

  it('reports every wrong field with its code, under rules.<index>.<field>', () => {
    const checked = checkPriceProfile({ name: '', rules: [good, { ...good, year_min: 2024, year_max: 2020, condition: 'Demo', base: 'invoice', adjustment: 'discount_percent', value: '150', floor: '20000', ceiling: '10000' }] });
    expect(checked).toEqual({ ok: false, errors: {
      name: ['required'], 'rules.1.year_max': ['range.inverted'], 'rules.1.condition': ['choice.invalid'], 'rules.1.base': ['choice.invalid'],
      'rules.1.value': ['percent.too_large'], 'rules.1.ceiling': ['range.inverted'],
    } });
    expect(checkPriceProfile({ name: 'x', rules: [] })).toEqual({ ok: false, errors: { rules: ['required'] } });
    expect(checkPriceProfile({ name: 'x', rules: [{ ...good, adjustment: 'markup_amount', value: 'abc' }] })).toEqual({ ok: false, errors: { 'rules.0.value': ['money.invalid'] } });
    expect(checkPriceProfile({ name: 'x', rules: [{ ...good, adjustment: '', value: '' }] })).toEqual({ ok: false, errors: { 'rules.0.adjustment': ['required'], 'rules.0.value': ['required'] } });
  });

  it('reads back what it wrote (ruleInputOf is its inverse), and never throws', () => {
    const checked = checkPriceProfile({ name: 'x', rules: [good] });
    if (!checked.ok) throw new Error('expected a valid profile');
    const again = checkPriceProfile({ name: 'x', rules: checked.values.rules.map(ruleInputOf) });
    expect(again).toEqual(checked);
    fc.assert(fc.property(fc.string(), fc.option(fc.string()), fc.option(fc.integer()), (value, make, year) => {
      const r = checkPriceProfile({ name: 'x', rules: [{ ...good, value, make, year_min: year }] });
      expect(typeof r.ok).toBe('boolean');
    }));
  });

  it('parses percents with at most two decimals', () => {
    expect(parsePercentBp('2.5')).toBe(250);
    expect(parsePercentBp('10')).toBe(1_000);
    expect(parsePercentBp('1.234')).toBeNull();
    expect(parsePercentBp('-1')).toBeNull();
  });
});
