import { describe, expect, it } from 'vitest';
import type { PaymentSettingsBody } from '../../../../adapters/http/contract/payments/payments';
import { settingsChange, settingsForm } from './settings-form';

const body: PaymentSettingsBody = {
  dealership: 1, conditional_incentives_enabled: false, financing_default_payment_type: 'finance', financing_default_payment_type_used: 'cash',
  financing_include_sales_tax: true, financing_bank_default_down_payment: '2000.00', financing_bank_default_frequency: 'biweekly',
  financing_bank_default_term: 72, financing_lease_default_down_payment: '0.00', financing_lease_default_frequency: 'monthly',
  financing_lease_default_term: 48, financing_lease_default_distance_allowance: 20000, financing_oem_default_down_payment: '0.00',
  financing_oem_default_frequency: 'monthly', financing_oem_default_term: 60, financing_finance_enabled_frequencies: ['monthly', 'weekly'],
  financing_lease_enabled_frequencies: ['monthly'], lease_rate_calculation_method: 'apr', frequency_method: 'factor', global_incentives: [],
  discount_settings: {}, finance_lender: 3, lease_lender: null, updated_at: '2026-01-01T00:00:00.000Z',
};

describe('settings form', () => {
  it('holds the settings as typed text, frequencies in their usual order', () => {
    const form = settingsForm(body);
    expect(form.financing_bank_default_term).toBe('72');
    expect(form.financing_finance_enabled_frequencies).toEqual(['weekly', 'monthly']);
    expect(form.finance_lender).toBe('3');
    expect(form.lease_lender).toBe('');
  });

  it('sends only what changed, whole numbers as numbers, bad text as typed for the server to refuse', () => {
    const initial = settingsForm(body);
    expect(settingsChange(initial, initial)).toEqual({});
    const edited = { ...initial, financing_bank_default_term: '60', financing_lease_default_term: 'abc', lease_lender: '4', finance_lender: '', financing_bank_default_down_payment: ' 1500 ' };
    expect(settingsChange(initial, edited)).toEqual({
      financing_bank_default_term: 60, financing_lease_default_term: 'abc', lease_lender: 4, finance_lender: null, financing_bank_default_down_payment: '1500',
    });
  });
});
