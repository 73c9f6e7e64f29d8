import * as E from 'fp-ts/Either';
import type { DealErrorCode } from '@dealer-panel/core/payments/engine/deal-error-codes';
import type { PricingBody, RefusedKeys } from '@dealer-panel/core/payments/pricing-body';
import { PricingRequest } from '../../contract/payments/payments';

/**
 * The code a value of the wrong type gets at each key of a pricing body: the code the engine gives
 * such a value (docs/payments.md; the worksheet shows it at its field), not a generic type error.
 */
const WRONG_TYPE: Readonly<Record<keyof typeof PricingRequest.props, DealErrorCode>> = {
  term: 'term.not_a_number', down_payment: 'money.invalid', payment_frequency: 'payment_frequency.invalid',
  distance_allowance: 'distance_allowance.invalid', rate_overwritten: 'rate.invalid', credit_score: 'credit_score.invalid',
  trade_in_type: 'trade_in_type.invalid', trade_in_credit: 'money.invalid', trade_in_owing: 'money.invalid', postal_code: 'postal_code.invalid',
  include_tax: 'boolean.invalid', fees: 'list.invalid', discounts: 'list.invalid', incentives: 'list.invalid', accessories: 'list.invalid',
  install_accessories_ids: 'list.invalid', protections: 'list.invalid', options_code_list: 'list.invalid', options_price: 'money.invalid',
  order: 'item.invalid', inventory: 'item.invalid',
};

const isKnown = (key: string): key is keyof typeof WRONG_TYPE => Object.hasOwn(WRONG_TYPE, key);

/** A pricing body decoded with the contract: the keys that decode, typed, and the code of each key that does not. */
export interface DecodedPricing {
  readonly body: PricingBody;
  readonly refused: RefusedKeys;
}

/**
 * Decodes POST payment-type/{id}/pricing/ with the contract's PricingRequest. A key of the wrong
 * type is refused with its code and left out; the use case answers it among the deal's errors, so
 * that one answer lists them as before (and an unknown payment type is still a 404). Keys the
 * contract does not name pass on: the assembly refuses them as `field.unknown`. Null: not a JSON object.
 */
export function decodePricingRequest(raw: unknown): DecodedPricing | null {
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) return null;
  const whole = PricingRequest.decode(raw);
  if (E.isRight(whole)) return { body: whole.right, refused: {} };
  const refused: Record<string, [DealErrorCode]> = {};
  for (const error of whole.left) {
    const key = error.context[1]?.key;
    if (key === undefined || !isKnown(key)) continue;
    const value = (raw as Record<string, unknown>)[key];
    // A list over the contract's cap is refused as such, before its items are looked at.
    // (A union reports each of its branches: the too-long one wins.)
    if (refused[key]?.[0] === 'list.too_long') continue;
    refused[key] = [Array.isArray(value) && error.context.some((c) => c.type.name === '#list.too_long') ? 'list.too_long' : WRONG_TYPE[key]];
  }
  const rest = PricingRequest.decode(Object.fromEntries(Object.entries(raw).filter(([key]) => refused[key] === undefined)));
  // Every key that failed is left out, so the rest decodes: anything else is a bug, not a bad body.
  if (E.isLeft(rest)) throw new Error('PricingRequest refused a body without its refused keys');
  return { body: rest.right, refused };
}
