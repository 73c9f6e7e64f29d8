import * as E from 'fp-ts/Either';
import { assembleDeal, dollars, type PricingData } from '../assemble-deal';
import { priceDeal } from '../engine/price-deal';
import type { TaxTable } from '../engine/tax-table';
import type { PricingBody, RefusedKeys } from '../pricing-body';
import type { LenderRecord } from '../pricing-inputs';
import type { DeskPricer, DeskVariant } from './desk-pricer';

/** The body with a variant's term and down payment in the wire's form, as the worksheet would send them. */
export function bodyWith(body: PricingBody, v: DeskVariant): PricingBody {
  let b = body;
  if (v.term !== undefined) b = { ...b, term: v.term };
  if (v.downPaymentCents !== undefined) b = { ...b, down_payment: dollars(v.downPaymentCents) };
  return b;
}

/** The database's facts with a variant's vehicle price and lender. */
export function dataWith(data: PricingData, v: DeskVariant, lenders: readonly LenderRecord[]): PricingData {
  let d = data;
  const vehicle = d.order.vehicle;
  if (v.vehiclePriceCents !== undefined && vehicle !== null) d = { ...d, order: { ...d.order, vehicle: { ...vehicle, priceCents: v.vehiclePriceCents } } };
  if (v.lenderId !== undefined) d = { ...d, lender: lenders.find((l) => l.id === v.lenderId) ?? null };
  return d;
}

/**
 * The worksheet's single price (POST pricing/: assembleDeal then priceDeal, same data, same body)
 * of the deal with a variant: every grid cell and every solved value is this function's answer.
 */
export function deskPricerOf(body: PricingBody, data: PricingData, table: TaxTable, refused: RefusedKeys, lenders: readonly LenderRecord[]): DeskPricer {
  return (v) => {
    const assembled = assembleDeal(bodyWith(body, v), dataWith(data, v, lenders), { table, refused });
    return E.isLeft(assembled) ? assembled : priceDeal(assembled.right.deal, table);
  };
}
