import * as E from 'fp-ts/Either';
import { describe, expect, it } from 'vitest';
import { isCalendarDate, mergeDetails, readQuoteInput } from './quote-details';
import type { QuoteDetails } from './quote';

const base: QuoteDetails = {
  term: 60, downPaymentCents: 100_000, tradeInCreditCents: 0, tradeInOwingCents: 0, distanceAllowance: null, paymentFrequency: 'monthly', includeTax: true,
  postalCode: null, accessories: [1, 2], installAccessoryIds: [2], protections: [], optionsCodeList: [], optionsPriceCents: 0,
};

describe('quote details', () => {
  it('reads the wire\'s details into cents and names every bad one', () => {
    expect(readQuoteInput({ term: '72', down_payment: '2500.5', payment_frequency: 'biweekly', postal_code: 'h2x 1y4', inventory: 4 }))
      .toEqual(E.right({ vehicleId: 4, details: { term: 72, downPaymentCents: 250_050, paymentFrequency: 'biweekly', postalCode: 'H2X 1Y4' } }));
    const bad = readQuoteInput({ term: 0, down_payment: 'lots', include_tax: 'yes', accessories: [0], method: 'barter', options_code_list: [''], x: 1 });
    expect(bad).toEqual(E.left({
      term: ['term.invalid'], down_payment: ['money.invalid'], include_tax: ['boolean.invalid'], accessories: ['list.invalid'], method: ['method.invalid'],
      options_code_list: ['list.invalid'], x: ['field.unknown'],
    }));
  });

  it('takes as ids only whole numbers the id column holds (1 to 2^31 − 1)', () => {
    for (const bad of [1.5, 0, -1, 2_147_483_648, Number.MAX_SAFE_INTEGER]) {
      expect(readQuoteInput({ accessories: [bad], protections: [bad] }), String(bad)).toEqual(E.left({ accessories: ['list.invalid'], protections: ['list.invalid'] }));
    }
    expect(E.isRight(readQuoteInput({ accessories: [2_147_483_647] }))).toBe(true);
  });

  it('calendar dates only', () => {
    expect(isCalendarDate('2026-02-28')).toBe(true);
    expect(isCalendarDate('2026-02-30')).toBe(false);
    expect(isCalendarDate('2026-2-1')).toBe(false);
  });

  it('merges for the method: no term for cash, distance for leases only, installed accessories among the chosen', () => {
    expect(mergeDetails(base, { accessories: [1] }, 'cash')).toEqual(E.right({ ...base, term: null, accessories: [1], installAccessoryIds: [] }));
    expect(mergeDetails(base, { distanceAllowance: 16000 }, 'finance')).toEqual(E.left({ distance_allowance: ['quote.lease_only'] }));
    expect(mergeDetails(base, { distanceAllowance: 16000 }, 'lease')).toEqual(E.right({ ...base, distanceAllowance: 16000 }));
  });
});
