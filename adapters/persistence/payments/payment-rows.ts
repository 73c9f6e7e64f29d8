import type { PaymentSettings } from '@dealer-panel/core/payments/payment-settings';
import type { IncentiveRecord, PaymentTypeRecord, StoredTaxRate } from '@dealer-panel/core/payments/pricing-inputs';
import type { PaymentMethod, TradeInType } from '@dealer-panel/core/payments/engine/deal';
import type { PaymentFrequency } from '@dealer-panel/core/payments/engine/frequency';
import type { incentives, orderPaymentTypes, paymentSettings, provinceTaxes } from './schema';

// Rows of the payments tables as core's records.

type SettingsRow = typeof paymentSettings.$inferSelect;
type PaymentTypeRow = typeof orderPaymentTypes.$inferSelect;
type IncentiveRow = typeof incentives.$inferSelect;
type TaxRow = typeof provinceTaxes.$inferSelect;

export function toSettings(r: SettingsRow): PaymentSettings {
  return {
    dealershipId: r.dealershipId, conditionalIncentivesEnabled: r.conditionalIncentivesEnabled,
    defaultPaymentType: r.defaultPaymentType as PaymentMethod, defaultPaymentTypeUsed: r.defaultPaymentTypeUsed as PaymentMethod,
    includeSalesTax: r.includeSalesTax,
    bankDefaultDownPaymentCents: r.bankDefaultDownPaymentCents, bankDefaultFrequency: r.bankDefaultFrequency as PaymentFrequency, bankDefaultTerm: r.bankDefaultTerm,
    leaseDefaultDownPaymentCents: r.leaseDefaultDownPaymentCents, leaseDefaultFrequency: r.leaseDefaultFrequency as PaymentFrequency, leaseDefaultTerm: r.leaseDefaultTerm,
    leaseDefaultDistanceAllowance: r.leaseDefaultDistanceAllowance,
    oemDefaultDownPaymentCents: r.oemDefaultDownPaymentCents, oemDefaultFrequency: r.oemDefaultFrequency as PaymentFrequency, oemDefaultTerm: r.oemDefaultTerm,
    financeEnabledFrequencies: r.financeEnabledFrequencies as PaymentFrequency[], leaseEnabledFrequencies: r.leaseEnabledFrequencies as PaymentFrequency[],
    leaseRateCalculationMethod: r.leaseRateCalculationMethod === 'money_factor' ? 'money_factor' : 'apr',
    frequencyMethod: r.frequencyMethod === 'exact' ? 'exact' : 'factor', globalIncentives: r.globalIncentives, discountSettings: r.discountSettings,
    financeLenderId: r.financeLenderId, leaseLenderId: r.leaseLenderId, updatedAt: r.updatedAt.toISOString(),
  };
}

export function toPaymentType(r: PaymentTypeRow): PaymentTypeRecord {
  return {
    id: r.id, orderId: r.orderId, method: r.method as PaymentMethod, isActive: r.isActive, includeTax: r.includeTax, term: r.term, rate: r.rate,
    paymentFrequency: r.paymentFrequency as PaymentFrequency, creditScore: r.creditScore, downPaymentCents: r.downPaymentCents,
    distanceAllowance: r.distanceAllowance, tradeInType: r.tradeInType as TradeInType, tradeInCreditCents: r.tradeInCreditCents,
    tradeInOwingCents: r.tradeInOwingCents, postalCode: r.postalCode, lenderId: r.lenderId, totalPurchasePriceCents: r.totalPurchasePriceCents,
    paymentCents: r.paymentCents, pricedAt: r.pricedAt?.toISOString() ?? null,
  };
}

export function toIncentive(r: IncentiveRow): IncentiveRecord & { nameFr: string } {
  return {
    id: r.id, name: r.name, nameFr: r.nameFr, amountCents: r.amountCents, beforeTax: r.beforeTax, isCash: r.isCash, isFinance: r.isFinance,
    isLease: r.isLease, isConditional: r.isConditional, applicableNew: r.applicableNew, applicableUsed: r.applicableUsed, make: r.make,
    model: r.model, yearFrom: r.yearFrom, yearTo: r.yearTo, startsOn: r.startsOn, endsOn: r.endsOn, active: r.active,
  };
}

export function toTaxRate(r: TaxRow): StoredTaxRate {
  return {
    region: r.regionCode, country: r.country === 'US' ? 'US' : 'CA', gst: r.gst, pst: r.pst, hst: r.hst, qst: r.qst, state: r.state, source: r.source,
    updatedAt: r.updatedAt.toISOString(),
  };
}

const METHOD_ORDER: Record<string, number> = { cash: 0, finance: 1, lease: 2 };
/** Cash, finance, lease. */
export const byMethod = (a: PaymentTypeRecord, b: PaymentTypeRecord) => (METHOD_ORDER[a.method] ?? 0) - (METHOD_ORDER[b.method] ?? 0);
