import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { customers } from '../../adapters/persistence/schema';
import { throwawayEngines } from '../../adapters/persistence/shared/throwaway-database';
import { signedInSuite, STAFF } from './support/signed-in';

// Issue 10.2 and 10.3 through POST payment-type/{id}/pricing/: a deal paid beyond what it owes or
// at a rate over Canada's criminal rate is a 400 with the field's code and nothing stored; the
// buyer's postal code on the customer record decides the province of the taxes.

const D = '/api/dealer';
interface PaymentType { id: number; method: string; down_payment: string; payment: string | null; postal_code: string | null; rate: string | null }

for (const engine of throwawayEngines()) {
  describe(`pricing limits and the buyer's province (${engine.kind})`, () => {
    const { t, cf, staff: { rep } } = signedInSuite(engine, { customers: true, staff: STAFF });

    const typesOf = async (orderId: number): Promise<Record<string, PaymentType>> => {
      const r = await rep.get(`${D}/order/${orderId}/payment-types/`);
      expect(r.statusCode, r.body).toBe(200);
      return Object.fromEntries((r.json().results as PaymentType[]).map((p) => [p.method, p]));
    };
    const price = (id: number, body: unknown) => rep.request('POST', `${D}/payment-type/${id}/pricing/`, body);

    it('refuses a $999,999 cash down payment at the down payment, and a reload shows the stored deal', async () => {
      const { cash } = await typesOf(cf.orders.gagneFinance);
      const first = await price(cash!.id, { down_payment: '1000.00' });
      expect(first.statusCode, first.body).toBe(200);
      const refused = await price(cash!.id, { down_payment: '999999.00' });
      expect(refused.statusCode, refused.body).toBe(400);
      expect(refused.headers['content-type']).toContain('application/problem+json');
      expect(refused.json().errors).toEqual({ down_payment: ['down_payment.exceeds_amount_owed'] });
      const after = (await typesOf(cf.orders.gagneFinance)).cash!;
      expect(after).toMatchObject({ down_payment: '1000.00', payment: first.json().quote.payment });
    });

    it('refuses finance paid beyond what is owed the same way (lease: core/payments/engine/amount-owed.test.ts)', async () => {
      const { finance } = await typesOf(cf.orders.gagneFinance);
      const r = await price(finance!.id, { rate_overwritten: '5.99', down_payment: '999999.00' });
      expect(r.statusCode, r.body).toBe(400);
      expect(r.json().errors).toEqual({ down_payment: ['down_payment.exceeds_amount_owed'] });
    });

    it('refuses a rate over 35 % in Canada, and prices 35 %', async () => {
      const { finance } = await typesOf(cf.orders.gagneFinance);
      const before = (await typesOf(cf.orders.gagneFinance)).finance!;
      const over = await price(finance!.id, { rate_overwritten: '35.01' });
      expect(over.statusCode, over.body).toBe(400);
      expect(over.json().errors).toEqual({ rate: ['rate.over_criminal_rate'] });
      expect((await typesOf(cf.orders.gagneFinance)).finance).toEqual(before);
      const negative = await price(finance!.id, { rate_overwritten: '-5' });
      expect(negative.json().errors).toEqual({ rate_overwritten: ['rate.negative'] });
      const at = await price(finance!.id, { rate_overwritten: '35' });
      expect(at.statusCode, at.body).toBe(200);
      expect(at.json().quote.apr).toBe('35');
    });

    it('refuses a PATCH that would store such a deal, and still stores a possible one', async () => {
      const { cash, finance } = await typesOf(cf.orders.belangerCash);
      const patch = (id: number, body: unknown) => rep.request('PATCH', `${D}/payment-type/${id}/`, body);
      const refused = await patch(cash!.id, { down_payment: '999999.00' });
      expect(refused.statusCode, refused.body).toBe(400);
      expect(refused.json().errors).toEqual({ down_payment: ['down_payment.exceeds_amount_owed'] });
      const rate = await patch(finance!.id, { rate: '40' });
      expect(rate.statusCode, rate.body).toBe(400);
      expect(rate.json().errors).toEqual({ rate: ['rate.over_criminal_rate'] });
      expect(await typesOf(cf.orders.belangerCash)).toEqual({ cash, finance, lease: expect.anything() });
      const kept = await patch(cash!.id, { down_payment: '500.00' });
      expect(kept.statusCode, kept.body).toBe(200);
      expect((await typesOf(cf.orders.belangerCash)).cash!.down_payment).toBe('500.00');
    });

    it('taxes at the province of the customer record\'s postal code, shown as the deal\'s postal code; a cleared one taxes at the store\'s', async () => {
      await t.ports.database.db.update(customers).set({ postalCode: 'H2X 1Y4', provinceCode: 'QC' }).where(eq(customers.id, cf.customers.levesque));
      const types = await typesOf(cf.orders.levesqueFinance);
      expect([types.cash!.postal_code, types.finance!.postal_code, types.lease!.postal_code]).toEqual(['H2X 1Y4', 'H2X 1Y4', 'H2X 1Y4']);
      const quebec = await price(types.cash!.id, {});
      expect(quebec.statusCode, quebec.body).toBe(200);
      expect(quebec.json().quote.tax_region).toBe('QC');
      expect(quebec.json().quote.taxes.map((x: { component: string }) => x.component)).toEqual(['gst', 'qst']);
      expect(quebec.json().payment_type.postal_code).toBe('H2X 1Y4');

      const cleared = await price(types.cash!.id, { postal_code: '' });
      expect(cleared.statusCode, cleared.body).toBe(200);
      expect(cleared.json().quote.tax_region).toBe('ON');
      // The dealer's clearing is kept: the customer record's code does not come back on the next read or price.
      expect((await typesOf(cf.orders.levesqueFinance)).cash!.postal_code).toBe('');
      expect((await price(types.cash!.id, {})).json().quote.tax_region).toBe('ON');
    });

    it('taxes at the store\'s province when the customer record has no postal code', async () => {
      await t.ports.database.db.update(customers).set({ postalCode: '' }).where(eq(customers.id, cf.customers.thompson));
      const { cash } = await typesOf(cf.orders.thompsonLease);
      expect(cash!.postal_code).toBeNull();
      expect((await price(cash!.id, {})).json().quote.tax_region).toBe('ON');
    });
  });
}
