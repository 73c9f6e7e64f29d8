// The data of tests/bench/server-cpu.ts, seeded once into its kept database: the test fixture, 100,000 customers
// and 250,000 deals in the Ontario store (customer-seed.ts), the customer fixture and a lender for pricing
// (bench-dealer.ts); answers what the measuring servers need to sign in and to price.
import type { Database } from '../../adapters/persistence/shared/database';
import { testApp } from '../api/support/test-app';
import { benchDealer } from './bench-dealer';
import { seed100k } from './customer-seed';

export async function testAppOn(database: Database): Promise<{ fixture: unknown; financeId: number; leaseId: number }> {
  const t = await testApp(database, { rateScale: 1000 });
  try {
    const u = t.fixture.users;
    await seed100k(database.db, t.fixture.dealerships.ontario, [u.admin.id, u.manager.id, u.rep.id, u.nodevice.id], u.manager.id);
    const { cf, admin } = await benchDealer(t);
    const types = (await admin.get(`/api/dealer/order/${cf.orders.gagneFinance}/payment-types/`)).json().results as { id: number; method: string }[];
    const id = (method: string) => {
      const found = types.find((p) => p.method === method)?.id;
      if (found === undefined) throw new Error(`no ${method} payment type`);
      return found;
    };
    return { fixture: t.fixture, financeId: id('finance'), leaseId: id('lease') };
  } finally {
    await t.close();
  }
}
