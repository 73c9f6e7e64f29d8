import type { PaymentSettingsBody } from '../../../../adapters/http/contract/payments/payments';

/** The settings form: what the inputs hold (money as typed text), from and to the wire's body. */
export interface SettingsForm {
  readonly conditional_incentives_enabled: boolean;
  readonly financing_default_payment_type: string;
  readonly financing_default_payment_type_used: string;
  readonly financing_include_sales_tax: boolean;
  readonly financing_bank_default_down_payment: string;
  readonly financing_bank_default_frequency: string;
  readonly financing_bank_default_term: string;
  readonly financing_lease_default_down_payment: string;
  readonly financing_lease_default_frequency: string;
  readonly financing_lease_default_term: string;
  readonly financing_lease_default_distance_allowance: string;
  readonly financing_oem_default_down_payment: string;
  readonly financing_oem_default_frequency: string;
  readonly financing_oem_default_term: string;
  readonly financing_finance_enabled_frequencies: readonly string[];
  readonly financing_lease_enabled_frequencies: readonly string[];
  readonly lease_rate_calculation_method: string;
  readonly finance_lender: string;
  readonly lease_lender: string;
}

export const FREQUENCIES = ['weekly', 'biweekly', 'semimonthly', 'monthly'] as const;
export const METHODS = ['cash', 'finance', 'lease'] as const;

/** The three groups of defaults: finance (bank), lease, and the manufacturer's captive (OEM). */
export const DEFAULT_GROUPS = ['bank', 'lease', 'oem'] as const;
export type DefaultGroup = (typeof DEFAULT_GROUPS)[number];

export function settingsForm(b: PaymentSettingsBody): SettingsForm {
  return {
    conditional_incentives_enabled: b.conditional_incentives_enabled,
    financing_default_payment_type: b.financing_default_payment_type,
    financing_default_payment_type_used: b.financing_default_payment_type_used,
    financing_include_sales_tax: b.financing_include_sales_tax,
    financing_bank_default_down_payment: b.financing_bank_default_down_payment,
    financing_bank_default_frequency: b.financing_bank_default_frequency,
    financing_bank_default_term: String(b.financing_bank_default_term),
    financing_lease_default_down_payment: b.financing_lease_default_down_payment,
    financing_lease_default_frequency: b.financing_lease_default_frequency,
    financing_lease_default_term: String(b.financing_lease_default_term),
    financing_lease_default_distance_allowance: String(b.financing_lease_default_distance_allowance),
    financing_oem_default_down_payment: b.financing_oem_default_down_payment,
    financing_oem_default_frequency: b.financing_oem_default_frequency,
    financing_oem_default_term: String(b.financing_oem_default_term),
    financing_finance_enabled_frequencies: FREQUENCIES.filter((f) => b.financing_finance_enabled_frequencies.includes(f)),
    financing_lease_enabled_frequencies: FREQUENCIES.filter((f) => b.financing_lease_enabled_frequencies.includes(f)),
    lease_rate_calculation_method: b.lease_rate_calculation_method,
    finance_lender: b.finance_lender === null ? '' : String(b.finance_lender),
    lease_lender: b.lease_lender === null ? '' : String(b.lease_lender),
  };
}

/** Whole numbers typed as digits go as numbers; anything else goes as typed, for the server to name the field. */
const wholeOrText = (text: string): number | string => (/^\s*\d{1,9}\s*$/.test(text) ? Number(text) : text);

const NUMBER_KEYS = new Set<keyof SettingsForm>([
  'financing_bank_default_term', 'financing_lease_default_term', 'financing_oem_default_term', 'financing_lease_default_distance_allowance',
]);

/**
 * The body of POST payment-settings/: only the fields that differ from what was loaded, so that a
 * save never overwrites what another super admin changed elsewhere on the page. Money goes as
 * typed ("1,500" is refused by the server with a message next to the field).
 */
export function settingsChange(initial: SettingsForm, current: SettingsForm): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const key of Object.keys(current) as (keyof SettingsForm)[]) {
    const before = initial[key];
    const after = current[key];
    if (JSON.stringify(before) === JSON.stringify(after)) continue;
    if (key === 'finance_lender' || key === 'lease_lender') out[key] = after === '' ? null : Number(after);
    else if (NUMBER_KEYS.has(key)) out[key] = wholeOrText(after as string);
    else if (typeof after === 'string' && key.endsWith('down_payment')) out[key] = after.trim().replace(/^(\d*),(\d+)$/, '$1.$2');
    else out[key] = after;
  }
  return out;
}
