import type { Prequal, PrequalOffer } from '@dealer-panel/core/customers/customer-repository';

/** The stored pre-qualification (jsonb, snake_case as a bureau's answer is kept). */
export interface PrequalJson {
  readonly status: string;
  readonly checked_at: string;
  readonly offers: readonly {
    readonly lender: string; readonly payment_type: string; readonly term_months: number; readonly rate_bp: number; readonly max_amount_cents: number;
  }[];
}

export function prequalJson(p: Prequal): PrequalJson {
  return {
    status: p.status,
    checked_at: p.checkedAt.toISOString(),
    offers: p.offers.map((o) => ({ lender: o.lender, payment_type: o.paymentType, term_months: o.termMonths, rate_bp: o.rateBasisPoints, max_amount_cents: o.maxAmountCents })),
  };
}

/** Reads the jsonb back; anything malformed reads as "no pre-qualification" rather than failing the record. */
export function toPrequal(value: unknown): Prequal | null {
  if (typeof value !== 'object' || value === null) return null;
  const v = value as Partial<PrequalJson>;
  const status = v.status === 'approved' || v.status === 'declined' || v.status === 'pending' ? v.status : null;
  const checkedAt = typeof v.checked_at === 'string' ? new Date(v.checked_at) : null;
  if (status === null || checkedAt === null || Number.isNaN(checkedAt.getTime()) || !Array.isArray(v.offers)) return null;
  const offers: PrequalOffer[] = v.offers.flatMap((o) => {
    if (typeof o !== 'object' || o === null || typeof o.lender !== 'string') return [];
    const paymentType = o.payment_type === 'lease' ? 'lease' : o.payment_type === 'finance' ? 'finance' : null;
    if (paymentType === null || ![o.term_months, o.rate_bp, o.max_amount_cents].every(Number.isSafeInteger)) return [];
    return [{ lender: o.lender, paymentType, termMonths: o.term_months, rateBasisPoints: o.rate_bp, maxAmountCents: o.max_amount_cents }];
  });
  return { status, checkedAt, offers };
}
