import * as E from 'fp-ts/Either';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { PAYMENT_TYPES } from '../shared/deal-states';
import { parseCustomerListQuery } from './parse-customer-list-query';

const KEYS = [
  'page', 'search', 'awaiting', 'ordering', 'sales_rep', 'appointment', 'make', 'model', 'year', 'condition', 'deposit',
  'deposit_mode', 'awaiting_dealer', 'awaiting_customer', 'order_management_status', 'payment_type', 'archive_status', 'archive_reason',
  'build_and_price_step', 'appointment_step', 'deposit_step', 'credit_application_step', 'trade_in_step', 'lead_type', 'stock_status', 'other',
];
const value = fc.oneof(fc.string(), fc.array(fc.string(), { maxLength: 3 }), fc.integer(), fc.constant(null), fc.constant(undefined), fc.object());
const query = fc.dictionary(fc.constantFrom(...KEYS), value);

describe('parseCustomerListQuery properties', () => {
  it('never throws, whatever the query string holds', () => {
    fc.assert(fc.property(query, (raw) => { parseCustomerListQuery(raw); }), { numRuns: 2000 });
  });

  it('names only parameters that were given, each with one known code', () => {
    const codes = new Set(['list.invalid_choice', 'list.invalid_number', 'list.page_invalid', 'list.too_long', 'list.ordering_invalid']);
    fc.assert(fc.property(query, (raw) => {
      const parsed = parseCustomerListQuery(raw);
      if (E.isRight(parsed)) return;
      for (const [key, list] of Object.entries(parsed.left)) {
        expect(Object.keys(raw)).toContain(key);
        expect(list).toHaveLength(1);
        expect(codes.has(list[0]!)).toBe(true);
      }
    }), { numRuns: 2000 });
  });

  it('accepts every page from 1 and every combination of payment types, in any case', () => {
    fc.assert(fc.property(fc.integer({ min: 1, max: 100_000 }), fc.subarray([...PAYMENT_TYPES], { minLength: 1 }), fc.boolean(), (page, types, upper) => {
      const raw = { page: String(page), payment_type: types.map((t) => (upper ? t.toUpperCase() : t)).join(',') };
      const parsed = parseCustomerListQuery(raw);
      expect(E.isRight(parsed) && parsed.right.page === page && parsed.right.orders.paymentType).toEqual(types);
    }));
  });

  it('refuses every page below 1', () => {
    fc.assert(fc.property(fc.integer({ min: -1_000_000, max: 0 }), (page) => {
      expect(parseCustomerListQuery({ page: String(page) })).toEqual(E.left({ page: ['list.page_invalid'] }));
    }));
  });
});
