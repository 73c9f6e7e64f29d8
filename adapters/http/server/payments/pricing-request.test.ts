import { describe, expect, it } from 'vitest';
import { decodePricingRequest } from './pricing-request';

describe('decodePricingRequest', () => {
  it('passes a body of the contract on unchanged, nothing refused', () => {
    const body = { term: 60, down_payment: '1000.00', payment_frequency: 'monthly', rate_overwritten: '', credit_score: '720', postal_code: '', include_tax: true, fees: [1, 2], order: 10 };
    expect(decodePricingRequest(body)).toEqual({ body, refused: {} });
  });

  it('refuses each value of the wrong type with the code the engine gives it, and keeps the rest', () => {
    const decoded = decodePricingRequest({ term: 'sixty', down_payment: 100, payment_frequency: 'daily', incentives: 'all', include_tax: 'yes', order: '10', trade_in_owing: '5' });
    expect(decoded).toEqual({
      // Text where a number or a choice goes passes on: the engine's wire rules read "60" as 60 and refuse "sixty" with their code.
      body: { term: 'sixty', payment_frequency: 'daily', trade_in_owing: '5' },
      refused: { down_payment: ['money.invalid'], incentives: ['list.invalid'], include_tax: ['boolean.invalid'], order: ['item.invalid'] },
    });
  });

  it('refuses a list over its cap as too long, without reading its items', () => {
    const decoded = decodePricingRequest({ fees: Array.from({ length: 201 }, (_, i) => i + 1), discounts: [1, 2] });
    expect(decoded).toEqual({ body: { discounts: [1, 2] }, refused: { fees: ['list.too_long'] } });
  });

  it('passes keys the contract does not name on, for the assembly to refuse as unknown', () => {
    expect(decodePricingRequest({ colour: 'red', method: 'cash' })).toEqual({ body: { colour: 'red', method: 'cash' }, refused: {} });
  });

  it('answers null for a body that is not a JSON object', () => {
    for (const raw of [null, [], 'deal', 42]) expect(decodePricingRequest(raw)).toBeNull();
  });
});
