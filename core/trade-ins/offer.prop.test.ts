import * as E from 'fp-ts/Either';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatMoney } from '../shared/money-text';
import {
  dayOf, effectiveState, mayMakeOffer, nextOfferState, OFFER_ACTIONS, OFFER_MAX_CENTS, OFFER_STATES, OFFER_TRANSITIONS, parseOffer,
  type OfferState,
} from './offer';

const NOW = new Date('2026-11-28T15:00:00Z');
const state = fc.constantFrom(...OFFER_STATES);
const action = fc.constantFrom(...OFFER_ACTIONS);

describe('the offer\'s transition table', () => {
  it('moves only an awaiting offer, and every move ends its life', () => {
    fc.assert(fc.property(fc.array(action, { maxLength: 12 }), (actions) => {
      let s: OfferState = 'awaiting';
      let moves = 0;
      for (const a of actions) {
        const next = nextOfferState(s, a);
        if (next !== null) { moves += 1; s = next; }
      }
      expect(moves).toBeLessThanOrEqual(1);
      if (moves === 1) expect(['accepted', 'declined', 'expired']).toContain(s);
      else expect(s).toBe('awaiting');
    }));
  });

  it('has no way out of accepted, declined or expired, and no way back to awaiting', () => {
    fc.assert(fc.property(state, action, (s, a) => {
      const next = nextOfferState(s, a);
      if (s !== 'awaiting') expect(next).toBeNull();
      expect(next).not.toBe('awaiting');
      expect(next === null || Object.values(OFFER_TRANSITIONS.awaiting).includes(next)).toBe(true);
    }));
  });

  it('lets a new offer be made unless the current one is accepted', () => {
    fc.assert(fc.property(fc.option(state, { nil: null }), (s) => { expect(mayMakeOffer(s)).toBe(s !== 'accepted'); }));
  });

  it('reads an awaiting offer past its last day as expired, and never changes another state', () => {
    fc.assert(fc.property(state, fc.integer({ min: -30, max: 30 }), (s, days) => {
      const expiryDate = dayOf(NOW, days);
      const shown = effectiveState({ status: s, expiryDate }, dayOf(NOW));
      expect(shown).toBe(s === 'awaiting' && days < 0 ? 'expired' : s);
    }));
  });
});

describe('an offer as sent', () => {
  it('takes any amount from a cent to the maximum, to the cent, with an expiry from today to 90 days', () => {
    fc.assert(fc.property(fc.integer({ min: 1, max: OFFER_MAX_CENTS }), fc.integer({ min: 0, max: 90 }), (c, days) => {
      const parsed = parseOffer({ dealer_offer: formatMoney(c), dealer_comments: ' good shape ', offer_expiry_date: dayOf(NOW, days) }, dayOf(NOW));
      expect(parsed).toEqual(E.right({ amountCents: c, comments: 'good shape', expiryDate: dayOf(NOW, days) }));
    }));
  });

  it('names every bad field and never throws', () => {
    fc.assert(fc.property(fc.anything(), fc.anything(), fc.anything(), (a, c, d) => {
      const parsed = parseOffer({ dealer_offer: a, dealer_comments: c, offer_expiry_date: d }, dayOf(NOW));
      if (E.isLeft(parsed)) expect(Object.keys(parsed.left).every((k) => ['dealer_offer', 'dealer_comments', 'offer_expiry_date'].includes(k))).toBe(true);
    }));
    expect(parseOffer({ dealer_offer: '0', offer_expiry_date: dayOf(NOW, -1), dealer_comments: 'x'.repeat(1001) }, dayOf(NOW))).toEqual(E.left({
      dealer_offer: ['money.positive'], offer_expiry_date: ['date.past'], dealer_comments: ['text.too_long'],
    }));
    expect(parseOffer({ dealer_offer: '12.345', offer_expiry_date: '2026-02-30' }, dayOf(NOW))).toEqual(E.left({ dealer_offer: ['money.invalid'], offer_expiry_date: ['date.invalid'] }));
    expect(parseOffer({ dealer_offer: formatMoney(OFFER_MAX_CENTS + 1), offer_expiry_date: dayOf(NOW, 91) }, dayOf(NOW))).toEqual(E.left({ dealer_offer: ['money.too_large'], offer_expiry_date: ['date.too_far'] }));
    expect(parseOffer({ dealer_offer: '9000' }, dayOf(NOW))).toEqual(E.right({ amountCents: 900_000, comments: '', expiryDate: '2026-12-05' }));
  });
});
