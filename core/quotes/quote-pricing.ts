import * as E from 'fp-ts/Either';
import type { Either } from 'fp-ts/Either';
import { assembleDeal, incentiveApplies } from '../payments/assemble-deal';
import type { PaymentMethod } from '../payments/engine/deal';
import { priceDeal } from '../payments/engine/price-deal';
import { newPaymentType } from '../payments/payment-use-cases';
import type { PricingBody } from '../payments/pricing-body';
import { bodyOfDetails } from '../payments/stored-deal-body';
import type { OrderForPricing, PaymentTypeRecord } from '../payments/pricing-inputs';
import { vehicleForPricing } from '../payments/advertised-payments';
import type { PaymentsRepository } from '../payments/payments-repository';
import { taxTableOf } from '../payments/province-tax';
import type { Vehicle } from '../inventory/vehicle';
import { formatMoney } from '../shared/money-text';
import type { FieldErrors } from '../shared/validation';
import type { QuoteDetails, QuotePrice } from './quote';

/** Where a quote is priced: the store's region and country, and the day (incentives' dates). */
export interface PricingPlace {
  readonly dealershipId: number;
  readonly region: string;
  readonly country: 'CA' | 'US';
  readonly today: string;
}

export type QuotePayments = Pick<PaymentsRepository, 'paymentTypes' | 'createPaymentTypes' | 'settings' | 'lenders' | 'pricingReads' | 'taxRates' | 'orderForPricing'>;


/** The deal's record of one method (the worksheet's), created from the settings when the deal has none yet. */
export async function methodRecord(payments: QuotePayments, dealershipId: number, orderId: number, method: PaymentMethod): Promise<PaymentTypeRecord | null> {
  const records = await payments.paymentTypes(dealershipId, orderId);
  if (records === null) return null;
  const found = records.find((r) => r.method === method);
  if (found !== undefined) return found;
  const [settings, lenders] = await Promise.all([payments.settings(dealershipId), payments.lenders(dealershipId)]);
  const oem = lenders.find((l) => l.id === settings.financeLenderId)?.kind === 'oem';
  const created = await payments.createPaymentTypes(orderId, [newPaymentType(method, settings, false, oem)]);
  return created.find((r) => r.method === method) ?? null;
}

/**
 * The details a new (or reset) quote starts with: the worksheet's for the method, and the deal's
 * accessories, plans and options when the quote is for the deal's own vehicle and method.
 */
export function defaultDetails(record: PaymentTypeRecord, order: OrderForPricing, vehicleId: number, method: PaymentMethod): QuoteDetails {
  const same = order.vehicle?.id === vehicleId && order.paymentType === method;
  return {
    term: method === 'cash' ? null : record.term, downPaymentCents: record.downPaymentCents, tradeInCreditCents: record.tradeInCreditCents,
    tradeInOwingCents: record.tradeInOwingCents, distanceAllowance: method === 'lease' ? record.distanceAllowance : null,
    paymentFrequency: record.paymentFrequency, includeTax: record.includeTax, postalCode: record.postalCode,
    accessories: same ? order.accessoryIds : [], installAccessoryIds: same ? order.installAccessoryIds : [], protections: same ? order.protectionIds : [],
    optionsCodeList: [], optionsPriceCents: order.vehicle?.id === vehicleId ? order.optionsPriceCents : 0,
  };
}

/**
 * A quote's details as a body of POST payment-type/{id}/pricing/: the quote's details over the
 * deal's record of the method (its rate, credit score, trade-in type), written by the one function
 * that writes a stored deal as a body (stored-deal-body.ts), and the quote's own selections.
 */
export function pricingBodyOf(d: QuoteDetails, method: PaymentMethod, record: PaymentTypeRecord, incentives: readonly number[]): PricingBody {
  const trade = d.tradeInCreditCents > 0 || d.tradeInOwingCents > 0;
  return {
    ...bodyOfDetails({
      ...record, term: method === 'cash' ? null : d.term, paymentFrequency: d.paymentFrequency, distanceAllowance: method === 'lease' ? d.distanceAllowance : null,
      postalCode: d.postalCode, downPaymentCents: d.downPaymentCents, includeTax: d.includeTax,
      tradeInType: trade ? record.tradeInType : 'none', tradeInCreditCents: d.tradeInCreditCents, tradeInOwingCents: d.tradeInOwingCents,
    }),
    accessories: d.accessories, install_accessories_ids: d.installAccessoryIds, protections: d.protections,
    options_price: formatMoney(d.optionsPriceCents), incentives,
  };
}

/**
 * Prices a quote with the worksheet's engine (assembleDeal, priceDeal) on the deal's data with the
 * quote's vehicle: the deal's record of the method (its lender, rate), the store's fees, the deal's
 * incentives that apply to that vehicle. Errors come back at the wire's keys (`term`, `down_payment`).
 */
export async function priceQuote(payments: QuotePayments, place: PricingPlace, orderId: number, vehicle: Vehicle, method: PaymentMethod, details: QuoteDetails): Promise<Either<FieldErrors, QuotePrice> | null> {
  const record = await methodRecord(payments, place.dealershipId, orderId, method);
  if (record === null) return null;
  const [reads, taxRates] = await Promise.all([
    payments.pricingReads(place.dealershipId, record.id, { accessoryIds: details.accessories, protectionIds: details.protections }),
    payments.taxRates(),
  ]);
  if (reads === null) return null;
  const table = taxTableOf(taxRates);
  const priced = vehicleForPricing(vehicle);
  const order: OrderForPricing = { ...reads.order, vehicle: priced };
  const incentives = order.incentiveIds.filter((id) => {
    const i = reads.incentives.find((x) => x.id === id);
    return i !== undefined && incentiveApplies(i, priced, place.today, reads.settings.conditionalIncentivesEnabled);
  });
  const assembled = assembleDeal(pricingBodyOf(details, method, record, incentives), {
    record, order, dealershipId: place.dealershipId, region: place.region, country: place.country, settings: reads.settings,
    fees: reads.fees, feeChoices: reads.choices, incentives: reads.incentives, accessories: reads.accessories, plans: reads.plans, lender: reads.lender,
    today: place.today,
  }, { table });
  if (E.isLeft(assembled)) return E.left(assembled.left);
  const quote = priceDeal(assembled.right.deal, table);
  if (E.isLeft(quote)) return E.left(quote.left);
  const q = quote.right;
  return E.right({
    paymentCents: q.payment, sellingPriceCents: q.sellingPrice, totalTaxesCents: q.totalTaxes,
    apr: q.apr === null ? null : String(Math.round((q.apr.num / q.apr.den) * 1000) / 1000), numberOfPayments: q.numberOfPayments,
  });
}

