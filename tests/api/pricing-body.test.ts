import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { throwawayPglite } from '../../adapters/persistence/shared/throwaway-database';
import { seedCustomerFixture, type CustomerFixture } from './support/customer-fixture';
import { signedInStaff, testApp, type Agent, type TestApp } from './support/test-app';

// POST payment-type/{id}/pricing/ decodes its body with the contract (PricingRequest): a value of
// the wrong type is answered where the deal's own check answers it, in one answer with the others:
// the rows the body names first and alone, then the values; an unknown payment type is a 404 first.

const D = '/api/dealer';

describe('the pricing body, decoded with the contract', () => {
  let t: TestApp;
  let cf: CustomerFixture;
  let rep: Agent;
  let cashId: number;
  const price = (id: number, body: unknown) => rep.request('POST', `${D}/payment-type/${id}/pricing/`, body);

  beforeAll(async () => {
    t = await testApp(await throwawayPglite());
    cf = await seedCustomerFixture(t.ports, t.fixture);
    ({ rep } = await signedInStaff(t));
    const types = (await rep.get(`${D}/order/${cf.orders.gagneFinance}/payment-types/`)).json().results as { id: number; method: string }[];
    cashId = types.find((p) => p.method === 'cash')!.id;
  });
  afterAll(async () => { await t.close(); });

  it('answers the values of the wrong type together, each with its code', async () => {
    const r = await price(cashId, { down_payment: 100, include_tax: 'yes', trade_in_credit: '-5' });
    expect(r.statusCode, r.body).toBe(400);
    expect(r.headers['content-type']).toContain('application/problem+json');
    expect(r.json().errors).toEqual({ down_payment: ['money.invalid'], include_tax: ['boolean.invalid'], trade_in_credit: ['money.negative'] });
  });

  it('answers the rows the body names first, alone', async () => {
    const r = await price(cashId, { down_payment: 100, fees: [999_999], accessories: 'all' });
    expect(r.json().errors).toEqual({ 'fees.0': ['item.invalid'], accessories: ['list.invalid'] });
  });

  it('answers add-on numbers that are not ids (1.5, 1e308, 2^31, 0) at their list, never 500 (found by the 1,000-body fuzz run)', async () => {
    const before = (await rep.get(`${D}/order/${cf.orders.gagneFinance}/payment-types/`)).json();
    for (const bad of [1.5, 1e308, 2_147_483_648, 0]) {
      const r = await price(cashId, { protections: [bad], accessories: [bad] });
      expect(r.statusCode, `${bad}: ${r.body}`).toBe(400);
      // At the list (list.invalid) or at the item (item.invalid, an id the store does not have): both fields named.
      const errors = Object.entries(r.json().errors as Record<string, string[]>);
      expect(errors.map(([k]) => k.split('.')[0]).sort()).toEqual(['accessories', 'protections']);
      expect(errors.every(([, codes]) => ['list.invalid', 'item.invalid'].includes(codes[0] ?? ''))).toBe(true);
    }
    expect((await rep.get(`${D}/order/${cf.orders.gagneFinance}/payment-types/`)).json()).toEqual(before);
  });

  it('answers an unknown payment type 404 whatever the body, and a body that is not an object 400', async () => {
    expect((await price(999_999, { down_payment: 100 })).statusCode).toBe(404);
    const list = await price(cashId, [1, 2]);
    expect(list.statusCode).toBe(400);
    expect(list.json().errors).toEqual({ body: ['deal.not_an_object'] });
  });

  it('prices a body of the contract and stores what it priced', async () => {
    const r = await price(cashId, { down_payment: '1500.50', include_tax: true, postal_code: '' });
    expect(r.statusCode, r.body).toBe(200);
    expect(r.json().payment_type).toMatchObject({ down_payment: '1500.50', postal_code: '', include_tax: true, payment: r.json().quote.payment });
  });
});
