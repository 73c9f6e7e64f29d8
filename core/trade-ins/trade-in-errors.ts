import type { Forbidden, InvalidInput, NotFound } from '../shared/errors';
import type { OfferState } from './offer';

/** The deal (or customer) has no trade-in record yet: an offer needs one (409 trade_in_missing). */
export type TradeInMissing = { readonly _tag: 'TradeInMissing' };
/** The offer's table refuses the move (409 offer_transition_refused): e.g. an offer after acceptance, an answer to an expired offer. */
export type OfferRefused = { readonly _tag: 'OfferRefused'; readonly current: OfferState | null; readonly wanted: string };
/** Another request changed the offer between the read and the write (409 trade_in_changed; read again). */
export type TradeInChanged = { readonly _tag: 'TradeInChanged' };

/** The customer may not change a trade-in while an offer awaits their answer or once one is accepted (409 trade_in_locked). */
export type TradeInLocked = { readonly _tag: 'TradeInLocked'; readonly current: OfferState | null };

export type TradeInError = InvalidInput | Forbidden | NotFound | TradeInMissing | OfferRefused | TradeInChanged | TradeInLocked;

export const tradeInMissing: TradeInMissing = { _tag: 'TradeInMissing' };
export const tradeInChanged: TradeInChanged = { _tag: 'TradeInChanged' };
export const offerRefused = (current: OfferState | null, wanted: string): OfferRefused => ({ _tag: 'OfferRefused', current, wanted });
export const tradeInLocked = (current: OfferState | null): TradeInLocked => ({ _tag: 'TradeInLocked', current });
