import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { checkFeeValues, DEFAULT_FEE_VALUES, FEE_AMOUNT_MAX_CENTS, feeNameIn, fieldsOf, storeLanguageOf } from './fee-form';

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

describe('the name in the store\'s language', () => {
  it('requires the French name in a store that works in French, the English one optional', () => {
    expect(checkFeeValues('fee', 'global', fresh, { nameFr: 'Frais d\'administration', amount: '10' }, 'fr')).toMatchObject({ ok: true, values: { name: '', nameFr: 'Frais d\'administration' } });
    expect(checkFeeValues('fee', 'global', fresh, { name: 'Administration fee', amount: '10' }, 'fr')).toEqual({ ok: false, errors: { name_fr: ['required'] } });
    expect(checkFeeValues('discount', 'custom', fresh, { name: ' ', nameFr: '  ', amount: '10' }, 'fr')).toEqual({ ok: false, errors: { name_fr: ['required'] } });
  });
  it('requires the English name elsewhere, the French one optional', () => {
    expect(checkFeeValues('fee', 'global', fresh, { nameFr: 'Frais', amount: '10' }, 'en')).toEqual({ ok: false, errors: { name: ['required'] } });
    expect(checkFeeValues('fee', 'global', fresh, { name: 'Doc fee', amount: '10' }, 'en').ok).toBe(true);
  });
  it('checks the length of both names whichever is required', () => {
    const long = 'x'.repeat(101);
    expect(checkFeeValues('fee', 'global', fresh, { name: long, nameFr: 'Frais', amount: '10' }, 'fr')).toEqual({ ok: false, errors: { name: ['text.too_long'] } });
  });
  it('reads a row in a language, falling back to the other name when blank', () => {
    fc.assert(fc.property(fc.string(), fc.string(), fc.constantFrom('en' as const, 'fr' as const), (name, nameFr, language) => {
      const shown = feeNameIn({ name, nameFr }, language);
      const own = language === 'fr' ? nameFr : name;
      expect(shown).toBe(own.trim() !== '' ? own : (language === 'fr' ? name : nameFr));
    }));
    expect(feeNameIn({ name: 'Administration fee', nameFr: 'Frais d\'administration' }, 'fr')).toBe('Frais d\'administration');
    expect(feeNameIn({ name: 'Administration fee', nameFr: '' }, 'fr')).toBe('Administration fee');
    expect(feeNameIn({ name: '', nameFr: 'Frais' }, 'en')).toBe('Frais');
    expect(storeLanguageOf('fr_CA')).toBe('fr');
    expect(storeLanguageOf('en_US')).toBe('en');
  });
});
