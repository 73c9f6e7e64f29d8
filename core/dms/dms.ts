import type * as TE from 'fp-ts/TaskEither';

/**
 * The dealer management system (GLOSSARY: the dealership's accounting and deal system of record,
 * e.g. CDK, Reynolds, Tekion, Quorum) that a deal is pushed to (issue 16 item 6). Spec 001 names
 * the two calls only; the deal sent, the answers and the field names are designed here
 * (docs/decisions/dms.md "DMS link").
 */

/** The fields a DMS may refuse, named `<part>.<field>`; the screen links each part to where it is fixed. */
export const DMS_FIELDS = [
  'customer.first_name', 'customer.last_name', 'customer.email', 'customer.phone', 'customer.postal_code',
  'vehicle', 'vehicle.vin', 'vehicle.stock_number', 'vehicle.year', 'vehicle.make', 'vehicle.model',
  'price.selling_price_cents', 'price.payment_type',
  'trade_in.vin', 'trade_in.make', 'trade_in.model', 'trade_in.odometer',
] as const;
export type DmsField = (typeof DMS_FIELDS)[number];

/** Why the DMS refused a field: missing, longer than its limit, or not of its form (a VIN, a postal code). */
export const DMS_FIELD_CODES = ['required', 'too_long', 'invalid'] as const;
export type DmsFieldCode = (typeof DMS_FIELD_CODES)[number];

export interface DmsFieldError {
  readonly field: DmsField;
  readonly code: DmsFieldCode;
  /** The DMS's limit for `too_long` (characters), else null. */
  readonly limit: number | null;
}

export const PAYMENT_KINDS = ['cash', 'finance', 'lease'] as const;

/** The deal as sent: customer, vehicle, price and payment, trade-in. Money in integer cents. */
export interface DmsDeal {
  /** Our deal id, the DMS's external reference. */
  readonly orderId: number;
  /** An archived deal is not sent (409 order_archived); what the DMS has of it stays. */
  readonly archived: boolean;
  readonly customer: {
    readonly firstName: string; readonly lastName: string; readonly email: string; readonly phone: string;
    readonly postalCode: string; readonly provinceCode: string; readonly language: string;
  };
  readonly vehicle: {
    readonly vin: string; readonly stockNumber: string; readonly year: number; readonly make: string; readonly model: string;
    readonly trim: string; readonly condition: string; readonly odometer: number;
  } | null;
  readonly price: {
    readonly paymentType: string;
    readonly sellingPriceCents: number;
    readonly downPaymentCents: number;
  };
  readonly tradeIn: {
    readonly vin: string | null; readonly year: number; readonly make: string; readonly model: string;
    readonly odometer: number; readonly odometerUnit: string;
  } | null;
}

/** What the repository reads of a deal for the DMS: everything but its price, which is the stored deal's (dms-price.ts). */
export type DmsDealFacts = Omit<DmsDeal, 'price'>;

export interface DmsPushRequest {
  /** The same for every attempt of one push: the DMS answers a repeated key with its first answer, so a re-run after a crash never makes a second DMS deal. */
  readonly idempotencyKey: string;
  /** The store, as the DMS knows it (our dealership id). */
  readonly storeId: number;
  /** The DMS deal this deal already is (an update), or null (the DMS opens one). */
  readonly dmsDealNumber: string | null;
  readonly deal: DmsDeal;
}

export type DmsAnswer =
  | { readonly _tag: 'Accepted'; readonly dealNumber: string }
  | { readonly _tag: 'Refused'; readonly errors: readonly DmsFieldError[] };

/** The DMS could not answer now (down, overloaded, no answer in time): the push is tried again later. */
export interface DmsUnavailable {
  readonly _tag: 'DmsUnavailable';
  readonly reason: 'unavailable' | 'timeout';
}
export const dmsUnavailable = (reason: DmsUnavailable['reason']): DmsUnavailable => ({ _tag: 'DmsUnavailable', reason });

/**
 * The DMS port. Contract (tests/conformance/dms.contract.ts), the same for every adapter:
 * - a deal the DMS takes is Accepted with the DMS's deal number (a new one when `dmsDealNumber`
 *   is null, that number when it is set);
 * - a deal it cannot take is Refused with every field error at once (never a partial deal);
 * - the same `idempotencyKey` answers the first answer again, whatever the request (no second deal);
 * - a transient failure is a Left DmsUnavailable; nothing was kept, the same key may be sent again.
 */
export interface Dms {
  /** The system's name, shown on the deal (`simulated` for the simulated DMS). */
  readonly system: string;
  push(request: DmsPushRequest): TE.TaskEither<DmsUnavailable, DmsAnswer>;
}
