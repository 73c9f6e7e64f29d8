import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { paymentFrequencies } from '../payments/engine/frequency';
import { paymentMethods } from '../payments/engine/deal';
import { MAX_QUOTES, type QuoteDetails } from './quote';
import {
  changedDetailKeys, effectiveExpiry, flowSummary, hasIdenticalQuotes, identicalQuotes, isExpired, isMaxReached, mayAddQuote, primaryQuote,
} from './quote-rules';

const ids = fc.uniqueArray(fc.integer({ min: 1, max: 50 }), { maxLength: 4 });
const details: fc.Arbitrary<QuoteDetails> = fc.record({
  term: fc.option(fc.integer({ min: 12, max: 96 }), { nil: null }), downPaymentCents: fc.nat(500_000), tradeInCreditCents: fc.nat(100_000),
  tradeInOwingCents: fc.nat(100_000), distanceAllowance: fc.option(fc.constantFrom(16000, 20000, 24000), { nil: null }),
  paymentFrequency: fc.constantFrom(...paymentFrequencies), includeTax: fc.boolean(), postalCode: fc.option(fc.constantFrom('M5V 2T6', 'H2X 1Y4'), { nil: null }),
  accessories: ids, installAccessoryIds: ids, protections: ids, optionsCodeList: fc.uniqueArray(fc.constantFrom('A1', 'B2', 'C3'), { maxLength: 3 }),
  optionsPriceCents: fc.nat(300_000),
});
const date = fc.integer({ min: 0, max: 60 }).map((d) => new Date(Date.UTC(2026, 5, 1 + d)).toISOString().slice(0, 10));
const quote = fc.record({
  id: fc.integer({ min: 1, max: 1000 }), method: fc.constantFrom(...paymentMethods), details,
  vehicle: fc.record({ id: fc.integer({ min: 1, max: 3 }), stockStatus: fc.constantFrom('I', 'S', 'U', 'T') }),
  touched: fc.boolean(), applied: fc.boolean(), quoteExpiry: fc.option(date, { nil: null }),
});
const flow = fc.record({ quoteExpiry: fc.option(date, { nil: null }), primaryQuoteId: fc.option(fc.integer({ min: 1, max: 1000 }), { nil: null }) });

describe('quote rules', () => {
  it('at most 3 quotes: a 4th may not join, and the flag is set from 3 on (after a delete too)', () => {
    fc.assert(fc.property(fc.nat(10), (n) => {
      expect(mayAddQuote(n)).toBe(n < MAX_QUOTES);
      expect(isMaxReached(n)).toBe(n >= 3);
      expect(mayAddQuote(n)).toBe(!isMaxReached(n));
    }));
  });

  it('a quote is identical to itself and to a copy with its lists reordered; a changed term or vehicle is not', () => {
    fc.assert(fc.property(quote, (q) => {
      const copy = { ...q, details: { ...q.details, accessories: [...q.details.accessories].reverse(), protections: [...q.details.protections].reverse() } };
      expect(identicalQuotes(q, copy)).toBe(true);
      expect(hasIdenticalQuotes([q, copy])).toBe(true);
      expect(identicalQuotes(q, { ...q, vehicle: { ...q.vehicle, id: q.vehicle.id + 1 } })).toBe(false);
      expect(identicalQuotes(q, { ...q, details: { ...q.details, term: (q.details.term ?? 0) + 1 } })).toBe(false);
      expect(hasIdenticalQuotes([q])).toBe(false);
    }));
  });

  it('identical is symmetric', () => {
    fc.assert(fc.property(quote, quote, (a, b) => { expect(identicalQuotes(a, b)).toBe(identicalQuotes(b, a)); }));
  });

  it('a quote\'s own expiry wins over the flow\'s; expired only after the day in force', () => {
    fc.assert(fc.property(quote, flow, date, (q, f, today) => {
      const end = effectiveExpiry(q, f);
      expect(end).toBe(q.quoteExpiry ?? f.quoteExpiry);
      expect(isExpired(q, f, today)).toBe(end !== null && end < today);
      if (end !== null) expect(isExpired(q, f, end)).toBe(false);
    }));
  });

  it('the summary: counts available vehicles, touched, expiry set on every quote, the max flag', () => {
    fc.assert(fc.property(fc.array(quote, { maxLength: 4 }), flow, (qs, f) => {
      const s = flowSummary(f, qs);
      expect(s.quotesWithAvailableVehicleCount).toBe(qs.filter((q) => q.vehicle.stockStatus === 'I' || q.vehicle.stockStatus === 'T').length);
      expect(s.hasQuotesTouched).toBe(qs.some((q) => q.touched));
      expect(s.hasQuotesExpireDateSet).toBe(qs.length > 0 && qs.every((q) => (q.quoteExpiry ?? f.quoteExpiry) !== null));
      expect(s.isMaxNumberOfQuotesReached).toBe(qs.length >= 3);
      expect(s.quoteExpiry).toBe(f.quoteExpiry);
    }));
  });

  it('the primary quote is the flow\'s, else the applied one, else none', () => {
    fc.assert(fc.property(fc.array(quote, { maxLength: 3 }), flow, (qs, f) => {
      const p = primaryQuote(qs, f);
      const byFlow = qs.find((q) => q.id === f.primaryQuoteId);
      expect(p).toBe(byFlow ?? qs.find((q) => q.applied) ?? null);
    }));
  });

  it('a change equal to the current details changes no key; any one changed value is the one key named', () => {
    fc.assert(fc.property(details, details, (a, b) => {
      expect(changedDetailKeys(a, { ...a })).toEqual([]);
      const keys = changedDetailKeys(a, b);
      for (const k of keys) expect({ [k]: a[k] }).not.toEqual({ [k]: b[k] });
      expect(changedDetailKeys(a, { ...a, downPaymentCents: a.downPaymentCents + 1 })).toEqual(['downPaymentCents']);
    }));
  });
});
