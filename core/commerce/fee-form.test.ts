import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { checkFeeValues, DEFAULT_FEE_VALUES, FEE_AMOUNT_MAX_CENTS, fieldsOf } from './fee-form';

const fresh = { ...DEFAULT_FEE_VALUES, name: '', amountCents: null };

describe('checking a fee or discount', () => {
  it('takes the defaults for what is not sent, trims texts and reads the amount in cents', () => {
    const r = checkFeeValues('fee', 'global', fresh, { name: '  Doc fee ', amount: '499.5' });
    expect(r).toEqual({ ok: true, values: expect.objectContaining({ name: 'Doc fee', amountCents: 49950, isCash: true, isFinance: true, isLease: true, includeByDefault: false }) });
  });
  it('collects every error at once', () => {
    const r = checkFeeValues('fee', 'global', fresh, { isCash: false, isFinance: false, isLease: false, residualize: true, taxInCap: true, taxability: false });
    expect(r).toEqual({ ok: false, errors: {
      name: ['required'], amount: ['required'], is_cash: ['fees.payment_type_required'],
      residualize: ['fees.requires_cap_cost'], tax_in_cap: ['fees.requires_cap_cost_and_taxability'],
    } });
  });
  it('ignores the fields a kind or scope does not carry', () => {
    const r = checkFeeValues('discount', 'custom', fresh, { name: 'D', amount: '5', capCost: true, residualize: true, isDemo: false, type: 'bogus', marketscanType: 'bogus' });
    expect(r.ok && r.values).toMatchObject({ capCost: false, residualize: false, isDemo: true, type: null, marketscanType: null });
    expect([...fieldsOf('discount', 'global')]).not.toContain('capCost');
    expect([...fieldsOf('fee', 'custom')]).toContain('marketscanType');
  });
  it('accepts exactly the amounts from one cent to the cap, with at most two decimals', () => {
    fc.assert(fc.property(fc.integer({ min: 0, max: FEE_AMOUNT_MAX_CENTS + 1000 }), (c) => {
      const text = `${Math.floor(c / 100)}.${String(c % 100).padStart(2, '0')}`;
      const r = checkFeeValues('fee', 'global', fresh, { name: 'F', amount: text });
      expect(r.ok).toBe(c >= 1 && c <= FEE_AMOUNT_MAX_CENTS);
      if (r.ok) expect(r.values.amountCents).toBe(c);
    }));
    expect(checkFeeValues('fee', 'global', fresh, { name: 'F', amount: '1.234' })).toMatchObject({ ok: false, errors: { amount: ['money.invalid'] } });
  });
});
