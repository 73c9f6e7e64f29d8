import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { throwawayPglite } from '../../adapters/persistence/shared/throwaway-database';
import { seedCustomerFixture } from './support/customer-fixture';
import { signedInStaff, testApp, type Agent, type TestApp } from './support/test-app';

// Issue 34.4: a POST answered without a write sends no news of one (app.ts writeDone: the list counts
// forgotten, and on PostgreSQL a NOTIFY to every process). A price the record already holds writes nothing.

const D = '/api/dealer';

describe('news of writes after pricing', () => {
  let t: TestApp;
  let admin: Agent;
  let cashId: number;
  let news = 0;
  const price = (body: unknown) => admin.request('POST', `${D}/payment-type/${cashId}/pricing/`, body);

  beforeAll(async () => {
    t = await testApp(await throwawayPglite(), { deps: (d) => ({ ...d, writeDone: () => { news += 1; d.writeDone?.(); } }) });
    const cf = await seedCustomerFixture(t.ports, t.fixture);
    ({ admin } = await signedInStaff(t));
    const types = (await admin.get(`${D}/order/${cf.orders.gagneFinance}/payment-types/`)).json().results as { id: number; method: string }[];
    cashId = types.find((p) => p.method === 'cash')!.id;
  });
  afterAll(async () => { await t.close(); });

  it('goes out when a price is stored, not when the record already held it; a refused body is news as before', async () => {
    const first = await price({ down_payment: '100.00' });
    expect(first.statusCode, first.body).toBe(200);
    const afterFirst = news;
    expect(afterFirst).toBeGreaterThan(0);
    const again = await price({ down_payment: '100.00' });
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual(first.json());
    expect(news).toBe(afterFirst);
    expect((await price({ down_payment: '250.00' })).statusCode).toBe(200);
    expect(news).toBe(afterFirst + 1);
    expect((await price({ down_payment: 'lots' })).statusCode).toBe(400);
    expect(news).toBe(afterFirst + 2);
  });
});
