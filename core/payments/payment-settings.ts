import * as E from 'fp-ts/Either';
import type { Either } from 'fp-ts/Either';
import { paymentMethods, type LeaseRateMethod, type PaymentMethod } from './engine/deal';
import { frequencyMethods, paymentFrequencies, type FrequencyMethod, type PaymentFrequency } from './engine/frequency';
import type { FieldErrors } from '../shared/validation';

/** A dealership's payment settings (spec 002 section 3 "Payment settings"), money in cents. */
export interface PaymentSettings {
  readonly dealershipId: number;
  readonly conditionalIncentivesEnabled: boolean;
  readonly defaultPaymentType: PaymentMethod;
  readonly defaultPaymentTypeUsed: PaymentMethod;
  readonly includeSalesTax: boolean;
  readonly bankDefaultDownPaymentCents: number;
  readonly bankDefaultFrequency: PaymentFrequency;
  readonly bankDefaultTerm: number;
  readonly leaseDefaultDownPaymentCents: number;
  readonly leaseDefaultFrequency: PaymentFrequency;
  readonly leaseDefaultTerm: number;
  readonly leaseDefaultDistanceAllowance: number;
  readonly oemDefaultDownPaymentCents: number;
  readonly oemDefaultFrequency: PaymentFrequency;
  readonly oemDefaultTerm: number;
  readonly financeEnabledFrequencies: readonly PaymentFrequency[];
  readonly leaseEnabledFrequencies: readonly PaymentFrequency[];
  readonly leaseRateCalculationMethod: LeaseRateMethod;
  readonly frequencyMethod: FrequencyMethod;
  readonly globalIncentives: readonly number[];
  readonly discountSettings: Readonly<Record<string, unknown>>;
  readonly financeLenderId: number | null;
  readonly leaseLenderId: number | null;
  readonly updatedAt: string;
}

export type PaymentSettingsChange = Partial<Omit<PaymentSettings, 'dealershipId' | 'updatedAt' | 'discountSettings'>>;

/** The defaults of a dealership that has never saved its settings (the schema's column defaults). */
export function defaultPaymentSettings(dealershipId: number): PaymentSettings {
  const all = ['weekly', 'biweekly', 'semimonthly', 'monthly'] as const;
  return {
    dealershipId, conditionalIncentivesEnabled: false, defaultPaymentType: 'finance', defaultPaymentTypeUsed: 'finance', includeSalesTax: true,
    bankDefaultDownPaymentCents: 0, bankDefaultFrequency: 'monthly', bankDefaultTerm: 72,
    leaseDefaultDownPaymentCents: 0, leaseDefaultFrequency: 'monthly', leaseDefaultTerm: 48, leaseDefaultDistanceAllowance: 20000,
    oemDefaultDownPaymentCents: 0, oemDefaultFrequency: 'monthly', oemDefaultTerm: 60,
    financeEnabledFrequencies: all, leaseEnabledFrequencies: all, leaseRateCalculationMethod: 'apr', frequencyMethod: 'factor',
    globalIncentives: [], discountSettings: {}, financeLenderId: null, leaseLenderId: null, updatedAt: new Date(0).toISOString(),
  };
}

/** Error codes of a settings update (locales/<lang>/payments.json errors.*). */
export type SettingsErrorCode =
  | 'required' | 'boolean.invalid' | 'money.invalid' | 'money.negative' | 'term.out_of_range' | 'term.not_offered' | 'term.invalid'
  | 'payment_frequency.invalid' | 'frequencies.empty' | 'frequencies.missing_default' | 'lease_rate_calculation_method.invalid'
  | 'frequency_method.invalid' | 'payment_type.invalid' | 'distance_allowance.invalid' | 'lender.unknown' | 'incentive.unknown' | 'list.invalid';

/** The whitelisted keys of POST payment-settings/ (the wire's names) and the field each sets. */
const KEYS = {
  conditional_incentives_enabled: 'conditionalIncentivesEnabled',
  financing_default_payment_type: 'defaultPaymentType',
  financing_default_payment_type_used: 'defaultPaymentTypeUsed',
  financing_include_sales_tax: 'includeSalesTax',
  financing_bank_default_down_payment: 'bankDefaultDownPaymentCents',
  financing_bank_default_frequency: 'bankDefaultFrequency',
  financing_bank_default_term: 'bankDefaultTerm',
  financing_lease_default_down_payment: 'leaseDefaultDownPaymentCents',
  financing_lease_default_frequency: 'leaseDefaultFrequency',
  financing_lease_default_term: 'leaseDefaultTerm',
  financing_lease_default_distance_allowance: 'leaseDefaultDistanceAllowance',
  financing_oem_default_down_payment: 'oemDefaultDownPaymentCents',
  financing_oem_default_frequency: 'oemDefaultFrequency',
  financing_oem_default_term: 'oemDefaultTerm',
  financing_finance_enabled_frequencies: 'financeEnabledFrequencies',
  financing_lease_enabled_frequencies: 'leaseEnabledFrequencies',
  lease_rate_calculation_method: 'leaseRateCalculationMethod',
  frequency_method: 'frequencyMethod',
  global_incentives: 'globalIncentives',
  finance_lender: 'financeLenderId',
  lease_lender: 'leaseLenderId',
} as const satisfies Record<string, keyof PaymentSettingsChange>;

export const PAYMENT_SETTINGS_KEYS = Object.keys(KEYS) as readonly (keyof typeof KEYS)[];

/** What the settings rules need to know besides the body: the terms the lenders offer, the ids that exist. */
export interface SettingsContext {
  /** Terms in months some lender program of the dealership covers, per method; empty = no program yet (any 12–96). */
  readonly financeTerms: ReadonlySet<number>;
  readonly leaseTerms: ReadonlySet<number>;
  readonly lenderIds: ReadonlySet<number>;
  readonly incentiveIds: ReadonlySet<number>;
}

const MONEY = /^\d{1,7}(?:\.\d{1,2})?$/;

/**
 * The change a POST payment-settings/ body asks for, every field checked and every error reported:
 * terms 12–96 months that a lender program offers, down payments ≥ 0, frequencies among the four,
 * enabled-frequency lists non-empty and holding the default, apr | money_factor, cash | finance |
 * lease. Keys outside the whitelist are ignored (spec 002 section 7: payloads are whitelisted).
 */
export function parseSettingsChange(
  raw: Readonly<Record<string, unknown>>, current: PaymentSettings, ctx: SettingsContext,
): Either<FieldErrors<SettingsErrorCode>, PaymentSettingsChange> {
  const errors: Record<string, [SettingsErrorCode, ...SettingsErrorCode[]]> = {};
  const change: Record<string, unknown> = {};
  const fail = (key: string, code: SettingsErrorCode) => { errors[key] = [code]; };
  for (const key of PAYMENT_SETTINGS_KEYS) {
    if (!Object.hasOwn(raw, key)) continue;
    const value = raw[key];
    const field = KEYS[key];
    if (field === 'conditionalIncentivesEnabled' || field === 'includeSalesTax') {
      if (typeof value === 'boolean') change[field] = value; else fail(key, 'boolean.invalid');
    } else if (field.endsWith('DownPaymentCents')) {
      if (typeof value === 'string' && MONEY.test(value.trim())) {
        const [whole = '0', fraction = ''] = value.trim().split('.');
        change[field] = Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
      } else fail(key, typeof value === 'string' && /^\s*-/.test(value) ? 'money.negative' : 'money.invalid');
    } else if (field.endsWith('Term')) {
      if (typeof value !== 'number' || !Number.isInteger(value)) fail(key, 'term.invalid');
      else if (value < 12 || value > 96) fail(key, 'term.out_of_range');
      else {
        const offered = field === 'leaseDefaultTerm' ? ctx.leaseTerms : ctx.financeTerms;
        if (offered.size > 0 && !offered.has(value)) fail(key, 'term.not_offered'); else change[field] = value;
      }
    } else if (field.endsWith('Frequency')) {
      if (typeof value === 'string' && (paymentFrequencies as readonly string[]).includes(value)) change[field] = value; else fail(key, 'payment_frequency.invalid');
    } else if (field.endsWith('EnabledFrequencies')) {
      if (!Array.isArray(value) || value.some((v) => !(paymentFrequencies as readonly unknown[]).includes(v))) fail(key, 'payment_frequency.invalid');
      else if (value.length === 0) fail(key, 'frequencies.empty');
      else change[field] = paymentFrequencies.filter((f) => (value as unknown[]).includes(f));
    } else if (field === 'leaseDefaultDistanceAllowance') {
      if (typeof value === 'number' && Number.isInteger(value) && value > 0 && value <= 500_000) change[field] = value; else fail(key, 'distance_allowance.invalid');
    } else if (field === 'leaseRateCalculationMethod') {
      if (value === 'apr' || value === 'money_factor') change[field] = value; else fail(key, 'lease_rate_calculation_method.invalid');
    } else if (field === 'frequencyMethod') {
      if (typeof value === 'string' && (frequencyMethods as readonly string[]).includes(value)) change[field] = value; else fail(key, 'frequency_method.invalid');
    } else if (field === 'defaultPaymentType' || field === 'defaultPaymentTypeUsed') {
      if (typeof value === 'string' && (paymentMethods as readonly string[]).includes(value)) change[field] = value; else fail(key, 'payment_type.invalid');
    } else if (field === 'globalIncentives') {
      if (!Array.isArray(value) || value.some((v) => typeof v !== 'number')) fail(key, 'list.invalid');
      else if (value.some((v) => !ctx.incentiveIds.has(v as number))) fail(key, 'incentive.unknown');
      else change[field] = [...new Set(value as number[])];
    } else {
      if (value === null) change[field] = null;
      else if (typeof value === 'number' && ctx.lenderIds.has(value)) change[field] = value; else fail(key, 'lender.unknown');
    }
  }
  // Each enabled list must hold its method's default frequency, as it will be once the change is applied.
  const next = { ...current, ...change } as PaymentSettings;
  const holds = (listKey: string, list: readonly PaymentFrequency[], defaults: readonly [string, PaymentFrequency][]) => {
    if (errors[listKey] !== undefined) return;
    for (const [defaultKey, frequency] of defaults) {
      if (errors[defaultKey] === undefined && !list.includes(frequency)) {
        const blamed = Object.hasOwn(raw, listKey) ? listKey : defaultKey;
        errors[blamed] = ['frequencies.missing_default'];
        return;
      }
    }
  };
  holds('financing_finance_enabled_frequencies', next.financeEnabledFrequencies, [['financing_bank_default_frequency', next.bankDefaultFrequency], ['financing_oem_default_frequency', next.oemDefaultFrequency]]);
  holds('financing_lease_enabled_frequencies', next.leaseEnabledFrequencies, [['financing_lease_default_frequency', next.leaseDefaultFrequency]]);
  return Object.keys(errors).length > 0 ? E.left(errors) : E.right(change as PaymentSettingsChange);
}

/** The frequencies offered for a method: none for cash. */
export function enabledFrequencies(settings: PaymentSettings, method: PaymentMethod): readonly PaymentFrequency[] {
  if (method === 'cash') return [];
  return method === 'lease' ? settings.leaseEnabledFrequencies : settings.financeEnabledFrequencies;
}
