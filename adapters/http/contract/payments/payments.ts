import * as t from 'io-ts';
import type { BreakdownInput, BreakdownLine } from '@dealer-panel/core/payments/engine/breakdown';
import { paymentMethods, tradeInTypes } from '@dealer-panel/core/payments/engine/deal';
import { paymentFrequencies } from '@dealer-panel/core/payments/engine/frequency';
import type { Quote, QuoteTax } from '@dealer-panel/core/payments/engine/quote';
import { ratio, ratioText, type Ratio } from '@dealer-panel/core/payments/engine/ratio';
import type { TaxComponent } from '@dealer-panel/core/payments/engine/tax-jurisdiction';
import { cents, type Cents } from '@dealer-panel/core/shared/money';
import { formatMoney } from '@dealer-panel/core/shared/money-text';
import { Id, IdList, MoneyInput, MoneyText, Nullable } from '../common';
import { oneOf } from '../enums';

/**
 * The payments area (spec 002 sections 3 and 7 "Payments"): an order's payment types, pricing,
 * payment settings, lenders and their programs, incentives, province taxes. Money is a decimal
 * string in dollars ("35999.00": common.ts MoneyText in answers, MoneyInput in requests), rates
 * exact decimal strings ("6.99", "0.00125").
 */
const RateText = t.string;
const Method = oneOf(paymentMethods);
const Frequency = oneOf(paymentFrequencies);

/** An order's record for one payment method (spec 002 "Payment type record"). */
export const PaymentTypeBody = t.type({
  id: t.number, order: t.number, method: Method, is_active: t.boolean, include_tax: t.boolean,
  term: Nullable(t.number), rate: Nullable(RateText), payment_frequency: Frequency, credit_score: Nullable(t.number),
  down_payment: MoneyText, distance_allowance: Nullable(t.number), trade_in_type: oneOf(tradeInTypes),
  trade_in_credit: MoneyText, trade_in_owing: MoneyText, postal_code: Nullable(t.string), lender: Nullable(t.number),
  /** The frequencies the dealership offers for this method (payment settings); cash: none. */
  enabled_frequencies: t.array(Frequency),
  /** The last quote: null until priced. */
  total_purchase_price: Nullable(MoneyText), payment: Nullable(MoneyText), priced_at: Nullable(t.string),
});
export type PaymentTypeBody = t.TypeOf<typeof PaymentTypeBody>;

/** A lender's defaults as the payment settings give them (bank = finance, lease, oem = the captive's finance). */
export const LenderDefaultsBody = t.type({
  lender: Nullable(t.type({ id: t.number, name: t.string, kind: oneOf(['bank', 'oem'] as const) })),
  term: t.number, down_payment: MoneyText, payment_frequency: Frequency,
});

/** GET order/{id}/payment-types/: cash, finance and lease, created on first read from the settings' defaults. */
export const PaymentTypesResponse = t.type({
  results: t.array(PaymentTypeBody),
  defaults: t.type({
    finance: LenderDefaultsBody,
    lease: t.intersection([LenderDefaultsBody, t.type({ distance_allowance: t.number })]),
    oem: LenderDefaultsBody,
  }),
  lease_rate_calculation_method: oneOf(['apr', 'money_factor'] as const),
});
export type PaymentTypesResponse = t.TypeOf<typeof PaymentTypesResponse>;

/** PATCH payment-type/{id}/: the chosen method (exactly one active per order) and/or its details. */
export const PaymentTypeUpdateRequest = t.partial({
  is_active: t.boolean, include_tax: t.boolean, term: Nullable(t.number), rate: Nullable(RateText), payment_frequency: t.string,
  credit_score: Nullable(t.union([t.number, t.string])), down_payment: MoneyInput, distance_allowance: Nullable(t.number),
  trade_in_type: t.string, trade_in_credit: MoneyInput, trade_in_owing: MoneyInput, postal_code: Nullable(t.string),
});
export type PaymentTypeUpdateRequest = t.TypeOf<typeof PaymentTypeUpdateRequest>;

/**
 * POST payment-type/{id}/pricing/: spec 002 "payment details sent for a quote" and the calculation
 * keys (ui/features/payments/worksheet/pricing-port.ts `PricingDetails`). Every key is optional; the
 * server reads the order, vehicle, dealership, fees and discounts, lender program and taxes itself.
 * Ids select the dealership's fees, discounts, incentives, accessories and protection plans; `fees`
 * and `discounts`, when sent, replace the order's own selection for this quote.
 */
/**
 * A whole number a pricing body may send as a number or as its digits ("60"), as the engine's wire
 * reads it (the CLI's JSON Lines and older clients send text); anything else is refused by the
 * engine with its own code (`term.not_a_number`, `distance_allowance.invalid`, `credit_score.invalid`).
 */
const NumberText = t.union([t.number, t.string]);

export const PricingRequest = t.partial({
  term: Nullable(NumberText), down_payment: Nullable(MoneyInput), payment_frequency: Nullable(t.string), distance_allowance: Nullable(NumberText),
  rate_overwritten: Nullable(RateText), credit_score: Nullable(NumberText), trade_in_type: Nullable(t.string), trade_in_credit: Nullable(MoneyInput),
  trade_in_owing: Nullable(MoneyInput), postal_code: Nullable(t.string), include_tax: Nullable(t.boolean), fees: Nullable(IdList), discounts: Nullable(IdList),
  incentives: Nullable(IdList), accessories: Nullable(IdList), install_accessories_ids: Nullable(IdList), protections: Nullable(IdList),
  options_code_list: t.unknown, options_price: Nullable(MoneyInput), order: Id, inventory: Nullable(Id),
});
export type PricingRequest = t.TypeOf<typeof PricingRequest>;

/** One input of a breakdown formula, tagged so that a client can rebuild the engine's own type. */
export const BreakdownInputBody = t.union([
  t.type({ kind: t.literal('money'), value: MoneyText }),
  t.type({ kind: t.literal('percent'), value: RateText }),
  t.type({ kind: t.literal('factor'), value: RateText }),
  t.type({ kind: t.literal('count'), value: t.number }),
  t.type({ kind: t.literal('code'), value: t.string }),
]);
export const BreakdownLineBody = t.intersection([
  t.type({ code: t.string, amount: MoneyText, inputs: t.record(t.string, BreakdownInputBody) }),
  /** label: the item's own name (English); label_fr: its French name when the dealership gave one. */
  t.partial({ label: t.string, label_fr: t.string }),
]);
export const QuoteTaxBody = t.intersection([
  t.type({
    scope: oneOf(['sale', 'upfront', 'per_payment'] as const), component: t.string, code: oneOf(['tax', 'tax_on_pst'] as const),
    percent: RateText, gross_base: MoneyText, trade_in_credit: MoneyText, base: MoneyText, amount: MoneyText,
  }),
  /** The tax's name on the buyer's paperwork in English and French, when the table gives one (a US state's "Highway use tax", issue 32). */
  t.partial({ name: t.string, name_fr: t.string }),
]);
/** The engine's Quote (core/payments/engine/quote.ts) on the wire: what does not apply is null. */
export const QuoteBody = t.type({
  method: Method, tax_region: t.string, payment_frequency: Nullable(Frequency), payment: MoneyText, payment_before_tax: MoneyText,
  number_of_payments: Nullable(t.number), term: Nullable(t.number), apr: Nullable(RateText), money_factor: Nullable(RateText),
  selling_price: MoneyText, taxes: t.array(QuoteTaxBody), total_taxes: MoneyText, amount_financed: Nullable(MoneyText),
  total_interest: Nullable(MoneyText), capitalized_cost: Nullable(MoneyText), residual: Nullable(MoneyText),
  due_at_signing: Nullable(MoneyText), total_due: Nullable(MoneyText), breakdown: t.array(BreakdownLineBody),
});
export type QuoteBody = t.TypeOf<typeof QuoteBody>;

/** The answer of pricing: the quote and the payment type as stored with it. */
export const PricingResponse = t.type({ quote: QuoteBody, payment_type: PaymentTypeBody });
export type PricingResponse = t.TypeOf<typeof PricingResponse>;

export const PaymentTypeChoicesResponse = t.type({
  results: t.array(t.type({ value: Method, label: t.string, label_fr: t.string, enabled: t.boolean, is_default: t.boolean })),
});

/** The dealership's payment settings (spec 002 section 3), with the program lenders and the rounding method. */
export const PaymentSettingsBody = t.type({
  dealership: t.number,
  conditional_incentives_enabled: t.boolean,
  financing_default_payment_type: Method, financing_default_payment_type_used: Method,
  financing_include_sales_tax: t.boolean,
  financing_bank_default_down_payment: MoneyText, financing_bank_default_frequency: Frequency, financing_bank_default_term: t.number,
  financing_lease_default_down_payment: MoneyText, financing_lease_default_frequency: Frequency, financing_lease_default_term: t.number,
  financing_lease_default_distance_allowance: t.number,
  financing_oem_default_down_payment: MoneyText, financing_oem_default_frequency: Frequency, financing_oem_default_term: t.number,
  financing_finance_enabled_frequencies: t.array(Frequency), financing_lease_enabled_frequencies: t.array(Frequency),
  lease_rate_calculation_method: oneOf(['apr', 'money_factor'] as const), frequency_method: oneOf(['factor', 'exact'] as const),
  global_incentives: t.array(t.number), discount_settings: t.UnknownRecord,
  finance_lender: Nullable(t.number), lease_lender: Nullable(t.number), updated_at: t.string,
});
export type PaymentSettingsBody = t.TypeOf<typeof PaymentSettingsBody>;

/** POST payment-settings/ and PUT financing-settings/: the whitelisted fields sent change; anything else is ignored. */
export const PaymentSettingsUpdateRequest = t.partial({
  conditional_incentives_enabled: t.unknown, financing_default_payment_type: t.unknown, financing_default_payment_type_used: t.unknown,
  financing_include_sales_tax: t.unknown, financing_bank_default_down_payment: t.unknown, financing_bank_default_frequency: t.unknown,
  financing_bank_default_term: t.unknown, financing_lease_default_down_payment: t.unknown, financing_lease_default_frequency: t.unknown,
  financing_lease_default_term: t.unknown, financing_lease_default_distance_allowance: t.unknown, financing_oem_default_down_payment: t.unknown,
  financing_oem_default_frequency: t.unknown, financing_oem_default_term: t.unknown, financing_finance_enabled_frequencies: t.unknown,
  financing_lease_enabled_frequencies: t.unknown, lease_rate_calculation_method: t.unknown, frequency_method: t.unknown,
  global_incentives: t.unknown, finance_lender: t.unknown, lease_lender: t.unknown,
});

export const RateRowBody = t.type({ term_from: t.number, term_to: t.number, min_credit_score: Nullable(t.number), rate: RateText });
export const ResidualRowBody = t.type({ term: t.number, distance_allowance: Nullable(t.number), residual: RateText });
export const LenderBody = t.type({
  id: t.number, name: t.string, kind: oneOf(['bank', 'oem'] as const), active: t.boolean,
  finance_rates: t.array(RateRowBody), lease_rates: t.array(RateRowBody), residuals: t.array(ResidualRowBody),
});
export type LenderBody = t.TypeOf<typeof LenderBody>;
export const LenderListResponse = t.type({ results: t.array(LenderBody) });
/** Create and update a lender; the programs, when sent, replace the lender's rows (an editable table). */
export const LenderWriteRequest = t.partial({
  name: t.unknown, kind: t.unknown, active: t.unknown, finance_rates: t.unknown, lease_rates: t.unknown, residuals: t.unknown,
});

export const IncentiveBody = t.type({
  id: t.number, name: t.string, name_fr: t.string, amount: MoneyText, before_tax: t.boolean, is_cash: t.boolean, is_finance: t.boolean,
  is_lease: t.boolean, is_conditional: t.boolean, applicable_new: t.boolean, applicable_used: t.boolean, make: Nullable(t.string),
  model: Nullable(t.string), year_from: Nullable(t.number), year_to: Nullable(t.number), starts_on: Nullable(t.string),
  ends_on: Nullable(t.string), active: t.boolean,
});
export type IncentiveBody = t.TypeOf<typeof IncentiveBody>;
export const IncentiveListResponse = t.type({ results: t.array(IncentiveBody) });
export const IncentiveWriteRequest = t.partial(Object.fromEntries(
  ['name', 'name_fr', 'amount', 'before_tax', 'is_cash', 'is_finance', 'is_lease', 'is_conditional', 'applicable_new', 'applicable_used',
    'make', 'model', 'year_from', 'year_to', 'starts_on', 'ends_on', 'active'].map((k) => [k, t.unknown]),
) as Record<string, t.UnknownC>);
export const OrderIncentivesRequest = t.type({ incentives: IdList });
export const OrderIncentivesResponse = t.type({ incentives: t.array(t.number) });

export const ProvinceTaxBody = t.type({
  region: t.string, country: oneOf(['CA', 'US'] as const), gst: RateText, pst: RateText, hst: RateText, qst: RateText, state: RateText,
  source: t.string, updated_at: Nullable(t.string),
});
export type ProvinceTaxBody = t.TypeOf<typeof ProvinceTaxBody>;
export const ProvinceTaxListResponse = t.type({ results: t.array(ProvinceTaxBody) });
export const ProvinceTaxUpdateRequest = t.partial({ gst: t.unknown, pst: t.unknown, hst: t.unknown, qst: t.unknown, state: t.unknown, source: t.unknown });

// ---- Quote on the wire, both ways ----

/** "-12.50" → -1250 (the server's own output: always two decimals). */
export function centsOf(text: string): Cents {
  const negative = text.startsWith('-');
  const [whole = '0', fraction = ''] = (negative ? text.slice(1) : text).split('.');
  const value = Number(whole) * 100 + Number(fraction.padEnd(2, '0').slice(0, 2));
  return cents(negative ? -value : value);
}

/** "6.99" → 699/100, "7/2400" → 7/2400 (ratioText's two forms). */
export function ratioOf(text: string): Ratio {
  const slash = text.indexOf('/');
  if (slash >= 0) return ratio(Number(text.slice(0, slash)), Number(text.slice(slash + 1)));
  const [whole = '0', fraction = ''] = text.split('.');
  return ratio(Number(`${whole}${fraction}`), 10 ** fraction.length);
}

type InputBody = t.TypeOf<typeof BreakdownInputBody>;

function inputBody(v: BreakdownInput): InputBody {
  switch (v.kind) {
    case 'money': return { kind: 'money', value: formatMoney(v.cents) };
    case 'percent': return { kind: 'percent', value: ratioText(v.value) };
    case 'factor': return { kind: 'factor', value: ratioText(v.value) };
    case 'count': return { kind: 'count', value: v.value };
    case 'code': return { kind: 'code', value: v.value };
  }
}

function inputOf(v: InputBody): BreakdownInput {
  switch (v.kind) {
    case 'money': return { kind: 'money', cents: centsOf(v.value) };
    case 'percent': return { kind: 'percent', value: ratioOf(v.value) };
    case 'factor': return { kind: 'factor', value: ratioOf(v.value) };
    case 'count': return { kind: 'count', value: v.value };
    case 'code': return { kind: 'code', value: v.value };
  }
}

const orNull = <A, B>(value: A | null, f: (a: A) => B): B | null => (value === null ? null : f(value));

/** The engine's quote as the wire carries it (the server's side). */
export function quoteBody(q: Quote): QuoteBody {
  return {
    method: q.method, tax_region: q.taxRegion, payment_frequency: q.paymentFrequency, payment: formatMoney(q.payment),
    payment_before_tax: formatMoney(q.paymentBeforeTax), number_of_payments: q.numberOfPayments, term: q.term,
    apr: orNull(q.apr, ratioText), money_factor: orNull(q.moneyFactor, ratioText), selling_price: formatMoney(q.sellingPrice),
    taxes: q.taxes.map((x) => ({
      scope: x.scope, component: x.component, code: x.code, percent: ratioText(x.percent), gross_base: formatMoney(x.grossBase),
      trade_in_credit: formatMoney(x.tradeInCredit), base: formatMoney(x.base), amount: formatMoney(x.amount),
      ...(x.name === undefined ? {} : { name: x.name.en, name_fr: x.name.fr }),
    })),
    total_taxes: formatMoney(q.totalTaxes), amount_financed: orNull(q.amountFinanced, formatMoney), total_interest: orNull(q.totalInterest, formatMoney),
    capitalized_cost: orNull(q.capitalizedCost, formatMoney), residual: orNull(q.residual, formatMoney), due_at_signing: orNull(q.dueAtSigning, formatMoney),
    total_due: orNull(q.totalDue, formatMoney),
    breakdown: q.breakdown.map((l) => {
      const inputs = Object.fromEntries(Object.entries(l.inputs).map(([k, v]) => [k, inputBody(v)]));
      if (l.label === undefined) return { code: l.code, amount: formatMoney(l.amount), inputs };
      return l.labelFr === undefined ? { code: l.code, label: l.label, amount: formatMoney(l.amount), inputs } : { code: l.code, label: l.label, label_fr: l.labelFr, amount: formatMoney(l.amount), inputs };
    }),
  };
}

/**
 * The engine's own `Quote` back from the wire (the client's side: the worksheet shows a core Quote).
 * Tax allocations per line are not sent: they come back empty.
 */
export function quoteFromBody(b: QuoteBody): Quote {
  const taxes: QuoteTax[] = b.taxes.map((x) => ({
    scope: x.scope, component: x.component as TaxComponent, code: x.code, percent: ratioOf(x.percent), grossBase: centsOf(x.gross_base),
    tradeInCredit: centsOf(x.trade_in_credit), base: centsOf(x.base), amount: centsOf(x.amount), allocations: [],
    ...(x.name === undefined ? {} : { name: { en: x.name, fr: x.name_fr ?? x.name } }),
  }));
  const breakdown: BreakdownLine[] = b.breakdown.map((l) => {
    const inputs = Object.fromEntries(Object.entries(l.inputs).map(([k, v]) => [k, inputOf(v)]));
    if (l.label === undefined) return { code: l.code, amount: centsOf(l.amount), inputs };
    return l.label_fr === undefined ? { code: l.code, amount: centsOf(l.amount), label: l.label, inputs } : { code: l.code, amount: centsOf(l.amount), label: l.label, labelFr: l.label_fr, inputs };
  });
  return {
    method: b.method, taxRegion: b.tax_region, paymentFrequency: b.payment_frequency, payment: centsOf(b.payment),
    paymentBeforeTax: centsOf(b.payment_before_tax), numberOfPayments: b.number_of_payments, term: b.term,
    apr: orNull(b.apr, ratioOf), moneyFactor: orNull(b.money_factor, ratioOf), sellingPrice: centsOf(b.selling_price), taxes,
    totalTaxes: centsOf(b.total_taxes), amountFinanced: orNull(b.amount_financed, centsOf), totalInterest: orNull(b.total_interest, centsOf),
    capitalizedCost: orNull(b.capitalized_cost, centsOf), residual: orNull(b.residual, centsOf), dueAtSigning: orNull(b.due_at_signing, centsOf),
    totalDue: orNull(b.total_due, centsOf), breakdown,
  };
}
