import { asc, desc, inArray } from 'drizzle-orm';
import { narrow } from '../shared/column-narrowing';
import type { Db } from '../shared/database';
import { OFFER_STATES, type StoredOffer } from '@dealer-panel/core/trade-ins/offer';
import { NO_PICTURES, PICTURE_SLOTS, TRANSMISSIONS, YES_NO_FIELDS, type StoredTradeIn, type TradeInFields } from '@dealer-panel/core/trade-ins/trade-in';
import { CONDITIONS } from '@dealer-panel/core/trade-ins/condition';
import { isVendorName, VALUATION_ERRORS, type StoredEstimate } from '@dealer-panel/core/trade-ins/valuation';
import type { tradeIns } from './schema';
import { tradeInEstimates, tradeInOffers } from './schema';

type Row = typeof tradeIns.$inferSelect;

/** The columns a save writes from the record's fields. */
export function fieldColumns(f: TradeInFields) {
  const v = f.vehicle;
  return {
    year: v.year, make: v.make, model: v.model, trim: v.trim, color: v.color, transmission: v.transmission, odometer: v.odometer,
    odometerUnit: v.odometerUnit, vin: v.vin, condition: f.condition, answers: { ...f.answers } as Record<string, string | boolean | string[]>,
    financeAmountDueCents: f.financeAmountDueCents, leaseAmountDueCents: f.leaseAmountDueCents, paymentsLeft: f.paymentsLeft,
    residualValueCents: f.residualValueCents, yesNo: { ...f.yesNo },
  };
}

function fieldsOf(r: Row): TradeInFields {
  return {
    vehicle: {
      year: r.year, make: r.make, model: r.model, trim: r.trim, color: r.color,
      transmission: r.transmission === null ? null : narrow(TRANSMISSIONS, r.transmission, 'automatic'),
      odometer: r.odometer, odometerUnit: r.odometerUnit === 'mi' ? 'mi' : 'km', vin: r.vin,
    },
    condition: narrow(CONDITIONS, r.condition, 'good'),
    answers: r.answers,
    financeAmountDueCents: r.financeAmountDueCents, leaseAmountDueCents: r.leaseAmountDueCents,
    paymentsLeft: r.paymentsLeft, residualValueCents: r.residualValueCents,
    yesNo: Object.fromEntries(YES_NO_FIELDS.map((k) => [k, r.yesNo[k] === true])) as TradeInFields['yesNo'],
  };
}

export function offerOf(o: typeof tradeInOffers.$inferSelect): StoredOffer {
  return {
    id: o.id, tradeInId: o.tradeInId, amountCents: o.amountCents, comments: o.comments, declineComments: o.declineComments,
    status: narrow(OFFER_STATES, o.status, 'expired'), expiryDate: o.expiryDate, madeByUserId: o.madeByUserId, createdAt: o.createdAt, answeredAt: o.answeredAt,
  };
}

function estimateOf(e: typeof tradeInEstimates.$inferSelect): StoredEstimate | null {
  if (!isVendorName(e.vendor)) return null;
  const result = e.ok
    ? { ok: true as const, catId: e.catId ?? '', estimateId: e.estimateId ?? '', valueCents: e.valueCents ?? 0, rangeMinCents: e.rangeMinCents ?? 0, rangeMaxCents: e.rangeMaxCents ?? 0 }
    : { ok: false as const, code: narrow(VALUATION_ERRORS, e.errorCode ?? 'unknown', 'unknown'), reason: e.errorReason };
  return { tradeInId: e.tradeInId, vendor: e.vendor, result, createdAt: e.createdAt };
}

/** Rows with their estimates (by vendor) and offers (newest first), two reads whatever the count. */
export async function hydrate(db: Db, rows: readonly Row[]): Promise<StoredTradeIn[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((r) => r.id);
  const [estimates, offers] = await Promise.all([
    db.select().from(tradeInEstimates).where(inArray(tradeInEstimates.tradeInId, ids)).orderBy(asc(tradeInEstimates.vendor)),
    db.select().from(tradeInOffers).where(inArray(tradeInOffers.tradeInId, ids)).orderBy(desc(tradeInOffers.id)),
  ]);
  return rows.map((r) => ({
    id: r.id, dealershipId: r.dealershipId, customerId: r.customerId, orderId: r.orderId, fields: fieldsOf(r),
    pictures: { ...NO_PICTURES, ...Object.fromEntries(PICTURE_SLOTS.map((s) => [s, typeof r.pictures[s] === 'number' ? r.pictures[s] : null])) },
    estimates: estimates.filter((e) => e.tradeInId === r.id).map(estimateOf).filter((e): e is StoredEstimate => e !== null),
    offers: offers.filter((o) => o.tradeInId === r.id).map(offerOf),
    createdAt: r.createdAt, updatedAt: r.updatedAt,
  }));
}
