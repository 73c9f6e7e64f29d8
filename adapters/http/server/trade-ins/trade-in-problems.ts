import type { TradeInError } from '@dealer-panel/core/trade-ins/trade-in-errors';
import { dealerProblem } from '../dealer-errors';
import { problem, type Problem } from '../platform/problem';

/** Every error of the trade-in use cases as problem+json. */
export function tradeInProblem(error: TradeInError): Problem {
  switch (error._tag) {
    case 'TradeInMissing':
      return problem(409, 'trade_in_missing', { detail: 'The deal has no trade-in yet: save its vehicle first.' });
    case 'OfferRefused': {
      const body = problem(409, 'offer_transition_refused', { detail: `An offer ${error.current ?? 'not made yet'} cannot be ${error.wanted === 'make' ? 'replaced' : error.wanted}.` });
      return { ...body, offer_status: error.current } as Problem;
    }
    case 'TradeInLocked': {
      const body = problem(409, 'trade_in_locked', { detail: error.current === 'accepted' ? 'The offer on this trade-in is accepted: ask the dealership to change it.' : 'An offer awaits your answer: accept or decline it first.' });
      return { ...body, offer_status: error.current } as Problem;
    }
    case 'TradeInChanged':
      return problem(409, 'trade_in_changed', { detail: 'The offer changed meanwhile; read the trade-in again.' });
    default:
      return dealerProblem(error);
  }
}
