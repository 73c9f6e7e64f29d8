import { describe, expect, it } from 'vitest';
import { emptyRow, lenderBody, lenderForm, lenderSignature } from './lender-form';

describe('lender form', () => {
  const body = {
    id: 4, name: 'Bank', kind: 'bank' as const, active: true,
    finance_rates: [{ term_from: 12, term_to: 60, min_credit_score: null, rate: '5.99' }], lease_rates: [],
    residuals: [{ term: 48, distance_allowance: 20000, residual: '55' }],
  };

  it('round-trips a lender, blank cells as null and bad text as typed', () => {
    const form = lenderForm(body);
    expect(lenderBody(form)).toEqual({ name: 'Bank', kind: 'bank', active: true, finance_rates: body.finance_rates, lease_rates: [], residuals: body.residuals });
    const edited = { ...form, finance_rates: [...form.finance_rates, { ...emptyRow('finance_rates'), term_from: '61', term_to: 'x', rate: '6.5' }] };
    expect((lenderBody(edited).finance_rates as unknown[])[1]).toEqual({ term_from: 61, term_to: 'x', min_credit_score: null, rate: '6.5' });
  });

  it('is not dirty because rows got new keys', () => {
    expect(lenderSignature(lenderForm(body))).toBe(lenderSignature(lenderForm(body)));
  });
});

describe('decimals typed in French', () => {
  it('sends a comma decimal with a dot', async () => {
    const { decimalText } = await import('./lender-form');
    expect(decimalText(' 5,99 ')).toBe('5.99');
    expect(decimalText('5.99')).toBe('5.99');
    expect(decimalText('1,234,5')).toBe('1,234,5');
  });
});
