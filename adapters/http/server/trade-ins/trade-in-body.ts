import { formatMoney } from '@dealer-panel/core/shared/money-text';
import { effectiveState, type StoredOffer } from '@dealer-panel/core/trade-ins/offer';
import type { StoredTradeIn, TradeInFields } from '@dealer-panel/core/trade-ins/trade-in';
import { stepOf, type EstimateOutcome, type TradeInView } from '@dealer-panel/core/trade-ins/trade-in-use-cases';
import { etiStatusOf, VALUATION_VENDORS, type StoredEstimate } from '@dealer-panel/core/trade-ins/valuation';
import { crossCheck, decodeVin } from '@dealer-panel/core/inventory/vin';
import { odometerUnitOf } from '@dealer-panel/core/trade-ins/odometer';
import { questionBody } from './question-routes';
import type { CustomerOfferBody, EstimateBody, OfferBody, TradeInBody, TradeInResponse } from '../../contract/trade-ins/trade-ins';

const money = (c: number | null): string | null => (c === null ? null : formatMoney(c));

export function offerBody(o: StoredOffer, today: string): OfferBody {
  const status = effectiveState(o, today);
  return {
    id: o.id, dealer_offer: formatMoney(o.amountCents), dealer_comments: o.comments, decline_comments: o.declineComments, status,
    is_expired: status === 'expired', offer_expiry_date: o.expiryDate, created_at: o.createdAt.toISOString(), answered_at: o.answeredAt?.toISOString() ?? null,
  };
}

/** The offer as the customer sees it: the staff's body without the decline notes and the flag. */
export function customerOfferBody(o: StoredOffer, today: string): CustomerOfferBody {
  const { decline_comments: _notes, is_expired: _flag, ...seen } = offerBody(o, today);
  return seen;
}

/** What was written about the vehicle, as both the staff and the customer read it (the staff's body adds the VIN's decoding). */
export function writtenFieldsBody(f: TradeInFields) {
  const v = f.vehicle;
  return {
    vehicle: {
      year: v.year, make: v.make, model: v.model, trim: v.trim, color: v.color, transmission: v.transmission, odometer: v.odometer,
      odometer_unit: v.odometerUnit, vin: v.vin,
    },
    condition: f.condition, answers: Object.fromEntries(Object.entries(f.answers).map(([k, a]) => [k, Array.isArray(a) ? [...a] : a])) as TradeInBody['answers'],
    finance_amount_due: formatMoney(f.financeAmountDueCents), lease_amount_due: formatMoney(f.leaseAmountDueCents),
    payments_left: f.paymentsLeft, residual_value: money(f.residualValueCents), ...f.yesNo,
  };
}

export function estimateBody(e: StoredEstimate, tradeIn: StoredTradeIn, tradeInSystem: string, today: string): EstimateBody {
  const r = e.result;
  const v = tradeIn.fields.vehicle;
  const current = tradeIn.offers[0];
  return {
    trade_in_id: tradeIn.id, vendor: e.vendor, ok: r.ok,
    cat_id: r.ok ? r.catId : null, etiID: r.ok ? r.estimateId : null,
    value: r.ok ? formatMoney(r.valueCents) : null, range_min: r.ok ? formatMoney(r.rangeMinCents) : null, range_max: r.ok ? formatMoney(r.rangeMaxCents) : null,
    creation_date: e.createdAt.toISOString(), is_eti: e.vendor === tradeInSystem,
    status: etiStatusOf([...tradeIn.estimates.filter((x) => x.vendor !== e.vendor), e], tradeIn.offers.length),
    error: r.ok ? null : { code: r.code, reason: r.reason },
    current_offer: current === undefined ? null : { status: effectiveState(current, today) },
    vehicle: { year: v.year, make: v.make, model: v.model, trim: v.trim },
  };
}

/** The estimated range: the store's own system's estimate when it answered, else the lowest and highest of the vendors'. */
function range(t: StoredTradeIn, system: string): { low: number | null; high: number | null } {
  const ok = t.estimates.flatMap((e) => (e.result.ok ? [{ vendor: e.vendor, ...e.result }] : []));
  const own = ok.find((e) => e.vendor === system);
  if (own !== undefined) return { low: own.rangeMinCents, high: own.rangeMaxCents };
  if (ok.length === 0) return { low: null, high: null };
  return { low: Math.min(...ok.map((e) => e.rangeMinCents)), high: Math.max(...ok.map((e) => e.rangeMaxCents)) };
}

export function tradeInBody(t: StoredTradeIn, system: string, today: string, step: string | null): TradeInBody {
  const f = t.fields;
  const v = f.vehicle;
  const decoded = v.vin === null ? null : decodeVin(v.vin);
  const ico = t.estimates.find((e) => e.vendor === 'autotrader_ico')?.result;
  const { low, high } = range(t, system);
  const [current, ...past] = t.offers.map((o) => offerBody(o, today));
  const written = writtenFieldsBody(f);
  return {
    id: t.id, customer_id: t.customerId, order_id: t.orderId,
    ...written,
    vehicle: {
      ...written.vehicle,
      vin_decoded: decoded === null ? null : {
        make: decoded.make, country: decoded.country, model_year: decoded.modelYear, check_digit_valid: decoded.checkDigitValid,
        mismatches: crossCheck(decoded.vin, v).map((m) => ({ field: m.field, expected: m.expected.map(String) })),
      },
    },
    images: { ...t.pictures },
    estimated_low: money(low), estimated_high: money(high),
    ico_amount: ico?.ok === true ? formatMoney(ico.valueCents) : null, ico_id: ico?.ok === true ? ico.estimateId : null,
    ico_range: ico?.ok === true ? { min: formatMoney(ico.rangeMinCents), max: formatMoney(ico.rangeMaxCents) } : null,
    estimates: t.estimates.map((e) => estimateBody(e, t, system, today)),
    eti_status: etiStatusOf(t.estimates, t.offers.length),
    current_offer: current ?? null, past_offers: past,
    offer_expiry_date: current?.offer_expiry_date ?? null, order_step_status: step,
    created_at: t.createdAt.toISOString(), updated_at: t.updatedAt.toISOString(),
  };
}

const stepLabel = (t: StoredTradeIn, today: string): string | null => (t.orderId === null ? null : stepOf(t, today));

export function tradeInResponse(v: TradeInView): TradeInResponse {
  return {
    customer_id: v.owner.customerId, order_id: v.owner.orderId, odometer_unit: odometerUnitOf(v.owner.country), trade_in_system: v.owner.tradeInSystem,
    vendors: [...VALUATION_VENDORS], may_edit: v.mayEdit, may_make_offer: v.mayMakeOffer,
    trade_in: v.tradeIn === null ? null : tradeInBody(v.tradeIn, v.owner.tradeInSystem, v.today, stepLabel(v.tradeIn, v.today)),
    questions: v.questions.map(questionBody),
  };
}

export const outcomeBody = (o: EstimateOutcome): EstimateBody => estimateBody(o.estimate, o.tradeIn, o.owner.tradeInSystem, o.today);
