import * as E from 'fp-ts/Either';
import { describe, expect, it } from 'vitest';
import { defaultPaymentSettings, parseSettingsChange } from './payment-settings';
import { parseTaxChange } from './province-tax';

const ctx = { financeTerms: new Set([36, 48, 60, 72]), leaseTerms: new Set([36, 48]), lenderIds: new Set([7]), incentiveIds: new Set([3]) };
const current = defaultPaymentSettings(1);

describe('parseSettingsChange', () => {
  it('takes the whitelisted fields, money in cents, and ignores the others', () => {
    expect(parseSettingsChange({ financing_bank_default_term: 60, financing_lease_default_down_payment: '1500.5', finance_lender: 7, dealership: 9, updated_at: 'x' }, current, ctx))
      .toEqual(E.right({ bankDefaultTerm: 60, leaseDefaultDownPaymentCents: 150_050, financeLenderId: 7 }));
  });

  it('reports every bad field at once', () => {
    expect(parseSettingsChange({
      financing_bank_default_term: 11, financing_oem_default_term: 84, financing_lease_default_term: '48', financing_bank_default_down_payment: '-1',
      financing_lease_default_frequency: 'daily', financing_lease_enabled_frequencies: [], lease_rate_calculation_method: 'x', global_incentives: [4],
      lease_lender: 8, financing_include_sales_tax: 'yes',
    }, current, ctx)).toEqual(E.left({
      financing_bank_default_term: ['term.out_of_range'], financing_oem_default_term: ['term.not_offered'], financing_lease_default_term: ['term.invalid'],
      financing_bank_default_down_payment: ['money.negative'], financing_lease_default_frequency: ['payment_frequency.invalid'],
      financing_lease_enabled_frequencies: ['frequencies.empty'], lease_rate_calculation_method: ['lease_rate_calculation_method.invalid'],
      global_incentives: ['incentive.unknown'], lease_lender: ['lender.unknown'], financing_include_sales_tax: ['boolean.invalid'],
    }));
  });

  it('keeps each default frequency among the enabled ones, blaming the field that was sent', () => {
    expect(parseSettingsChange({ financing_finance_enabled_frequencies: ['weekly'] }, current, ctx)).toEqual(E.left({ financing_finance_enabled_frequencies: ['frequencies.missing_default'] }));
    const weeklyOnly = { ...current, financeEnabledFrequencies: ['weekly' as const], bankDefaultFrequency: 'weekly' as const, oemDefaultFrequency: 'weekly' as const };
    expect(parseSettingsChange({ financing_bank_default_frequency: 'monthly' }, weeklyOnly, ctx)).toEqual(E.left({ financing_bank_default_frequency: ['frequencies.missing_default'] }));
  });

  it('accepts any term from 12 to 96 while no lender program exists', () => {
    const none = { ...ctx, financeTerms: new Set<number>(), leaseTerms: new Set<number>() };
    expect(parseSettingsChange({ financing_bank_default_term: 84 }, current, none)).toEqual(E.right({ bankDefaultTerm: 84 }));
  });
});

describe('parseTaxChange', () => {
  it('takes rates from 0 to 100 % of the country\'s components', () => {
    expect(parseTaxChange({ hst: '13.000', source: 'CRA' }, 'CA')).toEqual(E.right({ hst: '13', source: 'CRA' }));
    expect(parseTaxChange({ hst: '100.1', gst: '-5', pst: 5, state: '6' }, 'CA')).toEqual(E.left({
      hst: ['rate.out_of_range'], gst: ['rate.out_of_range'], pst: ['rate.invalid'], state: ['rate.not_in_country'],
    }));
    expect(parseTaxChange({ state: '6.25', gst: '0' }, 'US')).toEqual(E.right({ state: '6.25', gst: '0' }));
  });
});
