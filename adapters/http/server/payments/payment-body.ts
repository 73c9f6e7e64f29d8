import { enabledFrequencies, type PaymentSettings } from '@dealer-panel/core/payments/payment-settings';
import type { IncentiveRecord, LenderRecord, PaymentTypeRecord, StoredTaxRate } from '@dealer-panel/core/payments/pricing-inputs';
import { formatMoney } from '@dealer-panel/core/shared/money-text';
import {
  type IncentiveBody, type LenderBody, type PaymentSettingsBody, type PaymentTypeBody, type ProvinceTaxBody,
} from '../../contract/payments/payments';

/** "6.990000" → "6.99" (numeric columns keep their scale). */
const trim = (text: string) => (text.includes('.') ? text.replace(/0+$/, '').replace(/\.$/, '') : text);

export function paymentTypeBody(r: PaymentTypeRecord, settings: PaymentSettings): PaymentTypeBody {
  return {
    id: r.id, order: r.orderId, method: r.method, is_active: r.isActive, include_tax: r.includeTax, term: r.term, rate: r.rate === null ? null : trim(r.rate),
    payment_frequency: r.paymentFrequency, credit_score: r.creditScore, down_payment: formatMoney(r.downPaymentCents), distance_allowance: r.distanceAllowance,
    trade_in_type: r.tradeInType, trade_in_credit: formatMoney(r.tradeInCreditCents), trade_in_owing: formatMoney(r.tradeInOwingCents), postal_code: r.postalCode,
    lender: r.lenderId, enabled_frequencies: [...enabledFrequencies(settings, r.method)],
    total_purchase_price: r.totalPurchasePriceCents === null ? null : formatMoney(r.totalPurchasePriceCents),
    payment: r.paymentCents === null ? null : formatMoney(r.paymentCents), priced_at: r.pricedAt,
  };
}

export function settingsBody(s: PaymentSettings): PaymentSettingsBody {
  return {
    dealership: s.dealershipId, conditional_incentives_enabled: s.conditionalIncentivesEnabled,
    financing_default_payment_type: s.defaultPaymentType, financing_default_payment_type_used: s.defaultPaymentTypeUsed,
    financing_include_sales_tax: s.includeSalesTax,
    financing_bank_default_down_payment: formatMoney(s.bankDefaultDownPaymentCents), financing_bank_default_frequency: s.bankDefaultFrequency,
    financing_bank_default_term: s.bankDefaultTerm,
    financing_lease_default_down_payment: formatMoney(s.leaseDefaultDownPaymentCents), financing_lease_default_frequency: s.leaseDefaultFrequency,
    financing_lease_default_term: s.leaseDefaultTerm, financing_lease_default_distance_allowance: s.leaseDefaultDistanceAllowance,
    financing_oem_default_down_payment: formatMoney(s.oemDefaultDownPaymentCents), financing_oem_default_frequency: s.oemDefaultFrequency,
    financing_oem_default_term: s.oemDefaultTerm,
    financing_finance_enabled_frequencies: [...s.financeEnabledFrequencies], financing_lease_enabled_frequencies: [...s.leaseEnabledFrequencies],
    lease_rate_calculation_method: s.leaseRateCalculationMethod, frequency_method: s.frequencyMethod, global_incentives: [...s.globalIncentives],
    discount_settings: { ...s.discountSettings }, finance_lender: s.financeLenderId, lease_lender: s.leaseLenderId, updated_at: s.updatedAt,
  };
}

export function lenderBody(l: LenderRecord): LenderBody {
  const rateRow = (r: LenderRecord['financeRates'][number]) => ({ term_from: r.termFrom, term_to: r.termTo, min_credit_score: r.minCreditScore, rate: trim(r.rate) });
  return {
    id: l.id, name: l.name, kind: l.kind, active: l.active, finance_rates: l.financeRates.map(rateRow), lease_rates: l.leaseRates.map(rateRow),
    residuals: l.residuals.map((r) => ({ term: r.term, distance_allowance: r.distanceAllowance, residual: trim(r.residual) })),
  };
}

export function incentiveBody(i: IncentiveRecord & { readonly nameFr: string }): IncentiveBody {
  return {
    id: i.id, name: i.name, name_fr: i.nameFr, amount: formatMoney(i.amountCents), before_tax: i.beforeTax, is_cash: i.isCash, is_finance: i.isFinance,
    is_lease: i.isLease, is_conditional: i.isConditional, applicable_new: i.applicableNew, applicable_used: i.applicableUsed, make: i.make,
    model: i.model, year_from: i.yearFrom, year_to: i.yearTo, starts_on: i.startsOn, ends_on: i.endsOn, active: i.active,
  };
}

export function taxBody(t: StoredTaxRate): ProvinceTaxBody {
  return {
    region: t.region, country: t.country, gst: trim(t.gst), pst: trim(t.pst), hst: trim(t.hst), qst: trim(t.qst), state: trim(t.state),
    source: t.source, updated_at: t.updatedAt,
  };
}
