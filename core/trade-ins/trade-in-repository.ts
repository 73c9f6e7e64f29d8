import type { Country } from '../access/dealership';
import type { CustomerScope } from '../customers/customer-visibility';
import type { Page } from '../shared/page';
import type { OfferState, StoredOffer } from './offer';
import type { StoredTradeIn, TradeInFields, TradeInTarget } from './trade-in';
import type { ValuationResult, VendorName } from './valuation';

/** Who a trade-in belongs to, and what its store's settings say. */
export interface TradeInOwner {
  readonly dealershipId: number;
  readonly customerId: number;
  /** null: the customer's trade-in without a deal. */
  readonly orderId: number | null;
  readonly country: Country;
  /** The store's province or state code. */
  readonly region: string;
  /** The store's trade_in_system (static data: none, autotrader_ico, cbb, black_book, trade_pending, vauto, rapid). */
  readonly tradeInSystem: string;
  /** The store's time zone (its own, else its province's or state's): an offer's last day is read on its clock. */
  readonly timeZone: string;
}

/** The deal's trade-in step status (core/shared/deal-states.ts STEP_STATUSES['trade-in']). */
export type TradeInStep = 'awaiting-dealer' | 'awaiting-customer' | 'completed' | 'declined' | 'expired';

/** What an accepted offer writes on the deal's pricing worksheet (each payment type's trade-in). */
export interface WorksheetTradeIn {
  readonly type: 'owned' | 'leased';
  readonly creditCents: number;
  readonly owingCents: number;
}

export interface NewOffer {
  readonly amountCents: number;
  readonly comments: string;
  readonly expiryDate: string;
  readonly madeByUserId: number;
}

export interface DueOffer {
  readonly dealershipId: number;
  /** The store's time zone: the offer is due once the store's day is past its last day. */
  readonly timeZone: string;
  readonly orderId: number | null;
  readonly tradeInId: number;
  readonly offerId: number;
  readonly expiryDate: string;
}

export interface TradeInListQuery {
  /** `user`: one customer's trade-ins; null: the store's trade-ins open to an offer (none awaiting an answer, none accepted). */
  readonly customerId: number | null;
  readonly scope: CustomerScope;
  readonly today: string;
  readonly page: number;
  readonly limit: number;
}

/**
 * Trade-ins, their vendors' estimates and their offers. Contract (tests/conformance/trade-in-repository.contract.ts
 * and tests/api/trade-ins.test.ts, on PGlite and PostgreSQL): nothing of another dealership is ever read or written (null instead); a
 * deal has at most one trade-in and a customer at most one without a deal (`save` updates it);
 * every write that changes where the trade-in stands sets the deal's trade-in step (and who is
 * awaited) in the same transaction; offer writes are compare-and-set on the current offer and
 * answer null, writing nothing, when it changed meanwhile.
 */
export interface TradeInRepository {
  /** The deal's (or the customer's) owner record; null when not the dealership's. */
  owner(dealershipId: number, target: TradeInTarget): Promise<TradeInOwner | null>;
  find(dealershipId: number, target: TradeInTarget): Promise<StoredTradeIn | null>;
  /** The store's trade_in_system ('none' for an unknown store) and time zone. */
  store(dealershipId: number): Promise<Pick<TradeInOwner, 'tradeInSystem' | 'timeZone'>>;
  byId(dealershipId: number, id: number): Promise<StoredTradeIn | null>;
  ofCustomer(dealershipId: number, customerId: number): Promise<readonly StoredTradeIn[]>;
  list(dealershipId: number, query: TradeInListQuery): Promise<Page<StoredTradeIn>>;
  /**
   * Creates or replaces the fields of the owner's trade-in; `step` is written on the deal when it has
   * one and is not null, and `worksheet` (an accepted offer's, with the new amounts owed) on every
   * payment type of the deal when not null.
   */
  save(owner: TradeInOwner, fields: TradeInFields, step: TradeInStep | null, worksheet: WorksheetTradeIn | null, now: Date): Promise<StoredTradeIn>;
  /** Keeps a vendor's latest answer (one per vendor). */
  saveEstimate(tradeInId: number, vendor: VendorName, result: ValuationResult, now: Date): Promise<void>;
  /**
   * Adds an offer if the current one is still `current` (null: none); a current offer still
   * awaiting is moved to `supersededTo` first.
   */
  makeOffer(tradeInId: number, current: Pick<StoredOffer, 'id' | 'status'> | null, supersededTo: OfferState | null, offer: NewOffer, step: TradeInStep, now: Date): Promise<StoredTradeIn | null>;
  /**
   * Moves offer `offerId` from `from` to `to` if it is still the current one in `from`; on
   * acceptance `worksheet` is written on every payment type of the deal.
   */
  answerOffer(tradeInId: number, offerId: number, from: OfferState, to: OfferState, declineComments: string, step: TradeInStep, worksheet: WorksheetTradeIn | null, now: Date): Promise<StoredTradeIn | null>;
  /**
   * Awaiting offers whose last day is before `before` (a day no store has reached yet counts every
   * store's due offer in), by offer id after `afterId`; the caller reads each against its store's day.
   */
  dueOffers(before: string, afterId: number, limit: number): Promise<readonly DueOffer[]>;
  /** The accepted offer's worksheet values of a deal (payment types created after acceptance start with them). */
  acceptedForOrder(dealershipId: number, orderId: number): Promise<WorksheetTradeIn | null>;
}
