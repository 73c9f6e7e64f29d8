import type { Country } from '../access/dealership';
import type { OdometerUnit } from './odometer';
import type { StoredEstimate } from './valuation';
import type { StoredOffer } from './offer';

/**
 * A trade-in (spec 001 "Trade-in record"): the customer's vehicle, the answers to the store's
 * questions, what is still owed on it, its condition, the pictures' slots, the vendors' estimates
 * and the dealer's offers. It belongs to a deal, or to a customer alone (the trade-in-only page).
 */
import type { Condition } from './condition';


export const TRANSMISSIONS = ['automatic', 'manual'] as const;
export type Transmission = (typeof TRANSMISSIONS)[number];

/** The pictures a trade-in asks for (spec 001: front, back, left, right, dashboard, seat interior, VIN). */
export const PICTURE_SLOTS = ['front', 'back', 'left', 'right', 'dashboard', 'seat_interior', 'vin'] as const;
export type PictureSlot = (typeof PICTURE_SLOTS)[number];
/** Each slot: the stored file's id, or null while no picture is there (the gallery of issue 16 item 5 fills them). */
export type Pictures = Readonly<Record<PictureSlot, number | null>>;
export const NO_PICTURES: Pictures = { front: null, back: null, left: null, right: null, dashboard: null, seat_interior: null, vin: null };

/** A yes/no question of the record (spec 001), each a boolean on the wire. */
export const YES_NO_FIELDS = [
  'active_payments', 'accident', 'paint_work', 'repairs', 'export_to_usa', 'protection_coverage', 'windshield_damage', 'accepted_terms',
] as const;
export type YesNoField = (typeof YES_NO_FIELDS)[number];

/** An answer to one of the store's questions: text, yes/no, or the boxes ticked. */
export type Answer = string | boolean | readonly string[];

export interface TradeInVehicle {
  readonly year: number;
  readonly make: string;
  readonly model: string;
  readonly trim: string;
  readonly color: string;
  readonly transmission: Transmission | null;
  /** In the store's unit (odometerUnitOf its country). */
  readonly odometer: number;
  readonly odometerUnit: OdometerUnit;
  /** Normalized (upper case), checked; null when not given. */
  readonly vin: string | null;
}

/** What the dealer (or the customer) writes on the record. */
export interface TradeInFields {
  readonly vehicle: TradeInVehicle;
  readonly condition: Condition;
  readonly answers: Readonly<Record<string, Answer>>;
  readonly financeAmountDueCents: number;
  readonly leaseAmountDueCents: number;
  readonly paymentsLeft: number | null;
  readonly residualValueCents: number | null;
  readonly yesNo: Readonly<Record<YesNoField, boolean>>;
}

export interface StoredTradeIn {
  readonly id: number;
  readonly dealershipId: number;
  readonly customerId: number;
  /** null: a trade-in without a deal. */
  readonly orderId: number | null;
  readonly fields: TradeInFields;
  readonly pictures: Pictures;
  /** One per vendor asked, the latest answer. */
  readonly estimates: readonly StoredEstimate[];
  /** Newest first; the first is the current offer. */
  readonly offers: readonly StoredOffer[];
  readonly createdAt: Date;
  readonly updatedAt: Date;
}

/** What is still owed on the vehicle: financing and lease balances together (the worksheet's trade_in_owing). */
export const amountOwingCents = (f: TradeInFields): number => f.financeAmountDueCents + f.leaseAmountDueCents;

/** The worksheet's trade_in_type: leased when a lease balance is owed, otherwise owned. */
export const tradeInTypeOf = (f: TradeInFields): 'owned' | 'leased' => (f.leaseAmountDueCents > 0 ? 'leased' : 'owned');

/** Where the trade-in is: the deal it belongs to, or the customer's own (no deal). */
export type TradeInTarget = { readonly orderId: number } | { readonly customerId: number };

export type { Country };
