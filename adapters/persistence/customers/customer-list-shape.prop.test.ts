import * as E from 'fp-ts/Either';
import fc from 'fast-check';
import { Placeholder, eq } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { CONDITIONS, STOCK_STATUSES } from '@dealer-panel/core/inventory/vehicle';
import { APPOINTMENT_STATUSES, DEPOSIT_MODES, DEPOSIT_STATES, ORDER_STATUSES, PAYMENT_TYPES, STEP_NAMES, STEP_STATUSES } from '@dealer-panel/core/shared/deal-states';
import { ARCHIVE_STATUSES, LEAD_TYPES } from '@dealer-panel/core/customers/customer';
import { AWAITING_FILTERS, CUSTOMER_ORDER_FIELDS, type CustomerListQuery } from '@dealer-panel/core/customers/customer-list-query';
import { parseCustomerListQuery } from '@dealer-panel/core/customers/parse-customer-list-query';
import type { Db } from '../shared/database';
import { QueryShape } from '../shared/query-shape';
import { users } from '../access/schema';
import { customerListOrder, customerListWhere } from './customer-list-sql';
import { customers } from './schema';

// Never connected: the queries are only compiled to text.
const pool = new pg.Pool({ connectionString: 'postgres://nobody@127.0.0.1:1/none' });
const db = drizzle(pool) as unknown as Db;
afterAll(() => pool.end());

const some = <T extends string>(values: readonly T[]) => fc.subarray([...values], { minLength: 1, maxLength: Math.min(3, values.length) }).map((v) => v.join(','));
const word = fc.stringMatching(/^[a-zéè]{1,8}$/);
const FIELDS = {
  search: fc.array(word, { maxLength: 3 }).map((w) => w.join(' ')),
  awaiting: fc.constantFrom(...AWAITING_FILTERS),
  ordering: fc.constantFrom(...CUSTOMER_ORDER_FIELDS).chain((f) => fc.constantFrom(f, `-${f}`)),
  sales_rep: fc.array(fc.constantFrom('1', '2', '3', 'none'), { minLength: 1, maxLength: 3 }).map((v) => v.join(',')),
  archive_status: some([...ARCHIVE_STATUSES, 'all']),
  lead_type: some(LEAD_TYPES),
  make: fc.array(word, { minLength: 1, maxLength: 2 }).map((v) => v.join(',')),
  model: fc.array(word, { minLength: 1, maxLength: 2 }).map((v) => v.join(',')),
  year: fc.array(fc.integer({ min: 1990, max: 2027 }), { minLength: 1, maxLength: 3 }).map((v) => v.join(',')),
  condition: some(CONDITIONS),
  stock_status: some(STOCK_STATUSES),
  payment_type: some(PAYMENT_TYPES),
  order_management_status: some(ORDER_STATUSES),
  appointment: some([...APPOINTMENT_STATUSES, 'none']),
  deposit: some([...DEPOSIT_STATES, 'none']),
  deposit_mode: some(DEPOSIT_MODES),
  deposit_step: some(STEP_STATUSES.deposit),
  trade_in_step: some(STEP_STATUSES['trade-in']),
  awaiting_dealer: some(STEP_NAMES),
  awaiting_customer: some(STEP_NAMES),
};
const raw = fc.record(FIELDS, { requiredKeys: [] });

const parse = (r: Record<string, string>) => {
  const parsed = parseCustomerListQuery(r);
  if (E.isLeft(parsed)) throw new Error(`the generator made a bad query: ${JSON.stringify(parsed.left)}`);
  return parsed.right;
};
const query = raw.map(parse);
/** Two queries with the same parameters given, each with its own values: most pairs differ in some part of the shape. */
const samePartsPair = fc.subarray(Object.keys(FIELDS) as (keyof typeof FIELDS)[]).chain((keys) => {
  const one = fc.record(Object.fromEntries(keys.map((k) => [k, FIELDS[k]])) as Record<string, fc.Arbitrary<string>>);
  return fc.tuple(one, one);
}).map(([a, b]) => [parse(a), parse(b)] as const);

function compiled(q: CustomerListQuery): { key: string; text: string; params: unknown[] } {
  const shape = new QueryShape();
  const where = customerListWhere(db, shape, 7, q);
  const order = customerListOrder(shape, q);
  const built = db.select({ id: customers.id }).from(customers).leftJoin(users, eq(users.id, customers.salesRepId)).where(where).orderBy(...order).toSQL();
  return { key: shape.key, text: built.sql, params: built.params };
}

describe('the customer list query shape (prepared once per shape)', () => {
  it('two queries of one shape have the same SQL text', () => {
    let sameKey = 0;
    fc.assert(fc.property(samePartsPair, ([a, b]) => {
      const [x, y] = [compiled(a), compiled(b)];
      if (x.key === y.key) { sameKey += 1; expect(x.text).toBe(y.text); }
    }), { numRuns: 3000 });
    expect(sameKey).toBeGreaterThan(100); // the property was tried, not only vacuously true
  });

  it('queries that differ only in their values share a shape', () => {
    const withOtherValues = (q: CustomerListQuery): CustomerListQuery => ({
      ...q,
      search: q.search.map((t) => `${t}x`),
      salesRep: q.salesRep && { ...q.salesRep, ids: q.salesRep.ids.map((id) => id + 100) },
      orders: { ...q.orders, make: q.orders.make && q.orders.make.map((m) => `${m}z`), year: q.orders.year && [2001] },
    });
    fc.assert(fc.property(query, (q) => {
      const [x, y] = [compiled(q), compiled(withOtherValues(q))];
      expect(y.key).toBe(x.key);
      expect(y.text).toBe(x.text);
    }), { numRuns: 1000 });
  });

  it('binds every value of the query as a placeholder (a constant of the shape at most)', () => {
    const isPlaceholder = (p: unknown) => p instanceof Placeholder;
    fc.assert(fc.property(query, (q) => {
      const { params } = compiled(q);
      // `false` is "not archived", the same for every query of its shape.
      expect(params.filter((p) => !isPlaceholder(p))).toEqual(params.filter((p) => p === false));
      expect(params.some(isPlaceholder)).toBe(true);
    }), { numRuns: 1000 });
  });
});
