import * as E from 'fp-ts/Either';
import { parseMoney } from '../shared/money-text';
import { collectFieldErrors, type FieldErrors } from '../shared/validation';
import { localDateTime } from '../shared/zoned-time';

/**
 * The dealer's offer on a trade-in (spec 001 section 4: "Trade-in offers: awaiting, accepted,
 * declined, expired"). An offer is made awaiting the customer's answer; the customer accepts or
 * declines it; a job (or the next read after its day) expires it; a new offer made while one awaits
 * replaces it, and the replaced one is kept as expired. Accepted, declined and expired are final.
 */
export const OFFER_STATES = ['awaiting', 'accepted', 'declined', 'expired'] as const;
export type OfferState = (typeof OFFER_STATES)[number];

export const OFFER_ACTIONS = ['accept', 'decline', 'expire', 'supersede'] as const;
export type OfferAction = (typeof OFFER_ACTIONS)[number];

/** The one table of the offer's life: state → action → next state; a missing entry is refused. */
export const OFFER_TRANSITIONS: Readonly<Record<OfferState, Readonly<Partial<Record<OfferAction, OfferState>>>>> = {
  awaiting: { accept: 'accepted', decline: 'declined', expire: 'expired', supersede: 'expired' },
  accepted: {},
  declined: {},
  expired: {},
};

export const nextOfferState = (state: OfferState, action: OfferAction): OfferState | null => OFFER_TRANSITIONS[state][action] ?? null;

/** A new offer may be made when there is none, or the current one is not accepted (an accepted offer is the deal's). */
export const mayMakeOffer = (current: OfferState | null): boolean => current !== 'accepted';

export interface StoredOffer {
  readonly id: number;
  readonly tradeInId: number;
  readonly amountCents: number;
  readonly comments: string;
  readonly declineComments: string;
  readonly status: OfferState;
  /** YYYY-MM-DD: the last day the customer may accept. */
  readonly expiryDate: string;
  readonly madeByUserId: number | null;
  readonly createdAt: Date;
  readonly answeredAt: Date | null;
}

/** An awaiting offer whose last day is before `today` (YYYY-MM-DD) is expired, whether the job has run yet or not. */
export const isPastExpiry = (offer: Pick<StoredOffer, 'status' | 'expiryDate'>, today: string): boolean =>
  offer.status === 'awaiting' && offer.expiryDate < today;

/** The state to show: an awaiting offer past its day reads as expired. */
export const effectiveState = (offer: Pick<StoredOffer, 'status' | 'expiryDate'>, today: string): OfferState =>
  (isPastExpiry(offer, today) ? 'expired' : offer.status);

/** An offer: at most $1,000,000, comments at most 1000 characters, expiry from today to 90 days on (default 7). */
export const OFFER_MAX_CENTS = 100_000_000;
export const COMMENTS_MAX = 1000;
export const EXPIRY_MAX_DAYS = 90;
export const EXPIRY_DEFAULT_DAYS = 7;

export interface OfferInput {
  readonly amountCents: number;
  readonly comments: string;
  readonly expiryDate: string;
}

const DAY_MS = 86_400_000;
const DATE = /^\d{4}-\d{2}-\d{2}$/;
/** YYYY-MM-DD of `date` (UTC) plus `days`. */
export const dayOf = (date: Date, days = 0): string => new Date(date.getTime() + days * DAY_MS).toISOString().slice(0, 10);
/** The store's calendar day at `now` in its time zone: an offer's last day is the store's, not UTC's. */
export const storeDay = (now: Date, zone: string): string => localDateTime(now, zone).date;
/** YYYY-MM-DD plus `days`. */
const plusDays = (day: string, days: number): string => dayOf(new Date(`${day}T00:00:00Z`), days);
const realDate = (s: string): boolean => DATE.test(s) && !Number.isNaN(Date.parse(`${s}T00:00:00Z`)) && dayOf(new Date(`${s}T00:00:00Z`)) === s;

type Check<A> = E.Either<[string, ...string[]], A>;

/** dealer_offer, dealer_comments, offer_expiry_date as sent, days counted from `today` (the store's day); every bad field named. */
export function parseOffer(raw: Readonly<Record<string, unknown>>, today: string): E.Either<FieldErrors, OfferInput> {
  const amount = ((): Check<number> => {
    const v = raw['dealer_offer'];
    const text = typeof v === 'number' ? String(v) : v;
    if (text === undefined || text === null || text === '') return E.left(['required']);
    const c = typeof text === 'string' ? parseMoney(text) : null;
    if (c === null) return E.left(['money.invalid']);
    if (c <= 0) return E.left(['money.positive']);
    if (c > OFFER_MAX_CENTS) return E.left(['money.too_large']);
    return E.right(c);
  })();
  const comments = ((): Check<string> => {
    const v = raw['dealer_comments'] ?? '';
    if (typeof v !== 'string') return E.left(['type.string']);
    const text = v.trim();
    return text.length > COMMENTS_MAX ? E.left(['text.too_long']) : E.right(text);
  })();
  const expiry = ((): Check<string> => {
    const v = raw['offer_expiry_date'];
    if (v === undefined || v === null || v === '') return E.right(plusDays(today, EXPIRY_DEFAULT_DAYS));
    if (typeof v !== 'string' || !realDate(v)) return E.left(['date.invalid']);
    if (v < today) return E.left(['date.past']);
    if (v > plusDays(today, EXPIRY_MAX_DAYS)) return E.left(['date.too_far']);
    return E.right(v);
  })();
  const all = collectFieldErrors<string, string, number | string>({ dealer_offer: amount, dealer_comments: comments, offer_expiry_date: expiry });
  return E.map((v: Record<string, number | string>): OfferInput =>
    ({ amountCents: v['dealer_offer'] as number, comments: v['dealer_comments'] as string, expiryDate: v['offer_expiry_date'] as string }))(all);
}
