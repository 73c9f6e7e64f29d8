import fc from 'fast-check';
import * as drizzleOrm from 'drizzle-orm';
import { Column, eq, is, sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import type { Db } from './database';
import { compileRowMapper } from './compiled-rows';
import { users } from '../access/schema';
import { customers } from '../customers/schema';
import { orders } from '../orders/schema';
import { vehicles } from '../inventory/schema';

// Never connected: the queries are only prepared, to read the fields drizzle maps.
const pool = new pg.Pool({ connectionString: 'postgres://nobody@127.0.0.1:1/none' });
const db = drizzle(pool) as unknown as Db;
afterAll(() => pool.end());

interface Prepared { fields: { path: string[]; field: unknown }[]; joinsNotNullableMap?: Record<string, boolean> }
const internals = (q: unknown) => q as Prepared;
/** drizzle's own mapping (exported at run time, left out of its types). */
const { mapResultRow } = drizzleOrm as unknown as { mapResultRow: (fields: unknown, row: unknown[], joins: Record<string, boolean> | undefined) => unknown };

const deal = db.select({ id: orders.id, createdAt: orders.createdAt, v: sql<number | null>`${vehicles.id}`.as('v_id') })
  .from(orders).leftJoin(vehicles, eq(vehicles.id, orders.vehicleId)).where(eq(orders.customerId, customers.id)).limit(1).as('d');

/** Selections of the shapes the product prepares: flat, nested, joined (nullable sides), SQL fields and a lateral subquery. */
const QUERIES: readonly { readonly name: string; readonly q: Prepared }[] = [
  { name: 'flat columns', q: internals(db.select({ id: customers.id, first: customers.firstName, created: customers.createdAt }).from(customers).prepare('a')) },
  { name: 'a table and a left join', q: internals(db.select().from(customers).leftJoin(users, eq(users.id, customers.salesRepId)).prepare('b')) },
  {
    name: 'nested objects, SQL fields and a null side',
    q: internals(db.select({
      c: { id: customers.id, email: customers.email }, rep: { id: users.id, first: users.firstName },
      n: sql<number>`count(*)`.mapWith(Number), label: sql<string>`'x'`.as('label'),
    }).from(customers).leftJoin(users, eq(users.id, customers.salesRepId)).prepare('c')),
  },
  { name: 'a lateral subquery', q: internals(db.select({ c: { id: customers.id }, d: { id: deal.id, createdAt: deal.createdAt, v: deal.v } }).from(customers).leftJoinLateral(deal, sql`true`).prepare('d')) },
];

/** A driver value fit for the field's decoder. */
function valueFor(field: unknown): fc.Arbitrary<unknown> {
  if (!is(field, Column)) return fc.oneof(fc.integer(), fc.string());
  switch (field.dataType) {
    case 'number': return fc.integer();
    case 'boolean': return fc.boolean();
    case 'date': return fc.constant('2026-11-28 12:00:00+00');
    case 'json': return fc.dictionary(fc.string(), fc.integer());
    default: return fc.string();
  }
}

describe('the compiled row mapping', () => {
  for (const { name, q } of QUERIES) {
    it(`maps every row as drizzle's mapResultRow does: ${name}`, () => {
      const row = fc.tuple(...q.fields.map(({ field }) => fc.option(valueFor(field), { freq: 3 })));
      const compiled = compileRowMapper(q.fields, q.joinsNotNullableMap);
      let someNull = 0;
      fc.assert(fc.property(fc.array(row, { maxLength: 4 }), (rows) => {
        const ours = compiled(rows);
        const theirs = rows.map((r) => mapResultRow(q.fields, r, q.joinsNotNullableMap));
        expect(ours).toEqual(theirs);
        if (theirs.some((t) => Object.values(t as object).includes(null))) someNull += 1;
      }), { numRuns: 400 });
      expect(q.fields.length).toBeGreaterThan(1);
      if (q.joinsNotNullableMap !== undefined) expect(someNull).toBeGreaterThan(0); // a joined side was nulled, not only filled
    });
  }
});
