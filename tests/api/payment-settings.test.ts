import { beforeAll, describe, expect, it } from 'vitest';
import { throwawayEngines } from '../../adapters/persistence/shared/throwaway-database';
import { D, fixtureBank, S, typesOf, type PaymentType } from './support/payment-fixture';
import { signedInSuite, STAFF } from './support/signed-in';
import type { Agent } from './support/test-app';

// The payment settings, lenders, incentives and payment type choices; the pricing of a deal is in pricing.test.ts.


for (const engine of throwawayEngines()) {
  describe(`payments (${engine.kind})`, () => {
    const { t, cf, staff: { admin, rep, other, superAdmin } } = signedInSuite(engine, { customers: true, staff: { ...STAFF, superAdmin: 'super_admin' } });
    let types: Record<string, PaymentType>;

    const price = (agent: Agent, id: number, body: unknown) => agent.request('POST', `${D}/payment-type/${id}/pricing/`, body);

    beforeAll(async () => {
      await fixtureBank(superAdmin, t.fixture.dealerships.ontario);
      types = await typesOf(rep, cf.orders.gagneFinance);
    });

    it('lets super admins only change the payment settings, with per-field errors and nothing changed', async () => {
      expect((await admin.get(S)).statusCode).toBe(200);
      expect((await admin.post(S, { financing_bank_default_term: 48 })).statusCode).toBe(403);
      expect((await rep.request('PUT', `${D}/dealership/${t.fixture.dealerships.ontario}/financing-settings/`, { financing_bank_default_term: 48 })).statusCode).toBe(403);
      const before = (await superAdmin.get(S)).json();
      const bad = await superAdmin.post(S, {
        financing_bank_default_term: 100, financing_lease_default_term: 72, financing_bank_default_down_payment: '-1', financing_oem_default_frequency: 'daily',
        financing_lease_enabled_frequencies: [], lease_rate_calculation_method: 'magic', financing_default_payment_type: 'barter', finance_lender: 999_999,
      });
      expect(bad.statusCode).toBe(400);
      expect(bad.json().errors).toEqual({
        financing_bank_default_term: ['term.out_of_range'], financing_lease_default_term: ['term.not_offered'], financing_bank_default_down_payment: ['money.negative'],
        financing_oem_default_frequency: ['payment_frequency.invalid'], financing_lease_enabled_frequencies: ['frequencies.empty'],
        lease_rate_calculation_method: ['lease_rate_calculation_method.invalid'], financing_default_payment_type: ['payment_type.invalid'], finance_lender: ['lender.unknown'],
      });
      const missing = await superAdmin.post(S, { financing_finance_enabled_frequencies: ['weekly'] });
      expect(missing.json().errors).toEqual({ financing_finance_enabled_frequencies: ['frequencies.missing_default'] });
      expect((await superAdmin.get(S)).json()).toEqual(before);
      const ok = await superAdmin.request('PUT', `${D}/dealership/${t.fixture.dealerships.ontario}/financing-settings/`, { financing_bank_default_term: 48, financing_lease_default_down_payment: '1500', ignored: 1 });
      expect(ok.statusCode, ok.body).toBe(200);
      expect(ok.json()).toMatchObject({ financing_bank_default_term: 48, financing_lease_default_down_payment: '1500.00' });
      expect((await superAdmin.get(`${D}/dealership/${t.fixture.dealerships.quebec}/financing-settings/`)).statusCode).toBe(404);
      // A new deal takes its payment type from these settings.
      await superAdmin.post(S, { financing_default_payment_type: 'lease' });
      const deal = await admin.post(`${D}/order/`, { customer: cf.customers.wilson, vehicle: cf.vehicles.civic });
      expect(deal.json().payment_type).toBe('lease');
      await superAdmin.post(S, { financing_default_payment_type: 'finance' });
    });

    it('manages lenders and their programs (super admins), with per-field errors', async () => {
      expect((await admin.post(`${S}lenders/`, { name: 'Nope' })).statusCode).toBe(403);
      const bad = await superAdmin.post(`${S}lenders/`, { name: '', kind: 'shark', finance_rates: [{ term_from: 60, term_to: 24, rate: '120' }, { term_from: 12, term_to: 24, min_credit_score: 700, rate: '3' }] });
      expect(bad.statusCode).toBe(400);
      expect(bad.json().errors).toEqual({
        name: ['required'], kind: ['kind.invalid'], 'finance_rates.0.rate': ['rate.over_100'],
      });
      const canadaScore = await superAdmin.post(`${S}lenders/`, { name: 'Scored', finance_rates: [{ term_from: 12, term_to: 24, min_credit_score: 700, rate: '3' }] });
      expect(canadaScore.json().errors).toEqual({ 'finance_rates.0.min_credit_score': ['credit_score.not_in_canada'] });
      const created = await superAdmin.post(`${S}lenders/`, { name: 'Captive', kind: 'oem', finance_rates: [{ term_from: 12, term_to: 84, rate: '0.99' }] });
      expect(created.statusCode, created.body).toBe(201);
      const id = created.json().id as number;
      const updated = await superAdmin.request('PUT', `${S}lenders/${id}/`, { finance_rates: [{ term_from: 12, term_to: 84, rate: '1.49' }] });
      expect(updated.json()).toMatchObject({ name: 'Captive', kind: 'oem', finance_rates: [{ term_from: 12, term_to: 84, min_credit_score: null, rate: '1.49' }] });
      expect((await rep.get(`${S}lenders/?kind=oem`)).json().results.map((l: { id: number }) => l.id)).toEqual([id]);
      // Another store's admin is no super admin: refused before the id is looked at, so told nothing about it.
      for (const target of [id, 999_999]) {
        expect((await other.request('PUT', `${S}lenders/${target}/`, { name: 'Mine' })).statusCode).toBe(403);
        expect((await other.request('DELETE', `${S}lenders/${target}/`)).statusCode).toBe(403);
      }
      expect((await rep.request('DELETE', `${S}lenders/${id}/`)).statusCode).toBe(403);
      expect((await superAdmin.request('DELETE', `${S}lenders/${id}/`)).statusCode).toBe(204);
      expect((await rep.get(`${S}lenders/${id}/`)).statusCode).toBe(404);
    });

    it('manages incentives and puts those that apply on a deal (conditional ones only when enabled)', async () => {
      const add = (body: object) => superAdmin.post(`${S}incentives/`, body);
      expect((await admin.post(`${S}incentives/`, { name: 'X', amount: '1' })).statusCode).toBe(403);
      const bad = await add({ name: 'Bad', amount: '-5', year_from: 2025, year_to: 2020 });
      expect(bad.json().errors).toEqual({ amount: ['money.negative'], year_to: ['year.before_start'] });
      const rebate = (await add({ name: 'Honda rebate', amount: '1000', make: 'Honda' })).json();
      const loyalty = (await add({ name: 'Loyalty', amount: '500', is_conditional: true })).json();
      const toyota = (await add({ name: 'Toyota cash', amount: '750', make: 'Toyota' })).json();
      const put = (ids: number[]) => rep.request('PUT', `${D}/order/${cf.orders.gagneFinance}/incentives/`, { incentives: ids });
      const refused = await put([rebate.id, loyalty.id, toyota.id, 999_999]);
      expect(refused.statusCode).toBe(400);
      expect(refused.json().errors).toEqual({ 'incentives.1': ['incentive.not_applicable'], 'incentives.2': ['incentive.not_applicable'], 'incentives.3': ['incentive.unknown'] });
      expect((await put([rebate.id])).json()).toEqual({ incentives: [rebate.id] });
      const priced = await price(rep, types.finance!.id, {});
      expect(priced.statusCode, priced.body).toBe(200);
      expect((priced.json().quote.breakdown as { label?: string }[]).some((l) => l.label === 'Honda rebate')).toBe(true);
      await superAdmin.post(S, { conditional_incentives_enabled: true });
      expect((await put([rebate.id, loyalty.id])).statusCode).toBe(200);
      const renamed = await superAdmin.request('PUT', `${S}incentives/${rebate.id}/`, { amount: '1250.5', name_fr: 'Rabais Honda' });
      expect(renamed.json()).toMatchObject({ name: 'Honda rebate', name_fr: 'Rabais Honda', amount: '1250.50', make: 'Honda' });
      const french = (await price(rep, types.finance!.id, {})).json().quote.breakdown as { label?: string; label_fr?: string }[];
      expect(french.find((l) => l.label === 'Honda rebate')?.label_fr).toBe('Rabais Honda');
      expect((await superAdmin.request('PUT', `${S}incentives/${rebate.id}/`, { ends_on: '2026-13-40' })).json().errors).toEqual({ ends_on: ['date.invalid'] });
      expect((await rep.request('PUT', `${S}incentives/${rebate.id}/`, { amount: '1' })).statusCode).toBe(403);
      expect((await other.request('PUT', `${S}incentives/${rebate.id}/`, { amount: '1' })).statusCode).toBe(403);
      expect((await other.request('DELETE', `${S}incentives/${rebate.id}/`)).statusCode).toBe(403);
      expect((await superAdmin.request('DELETE', `${S}incentives/${toyota.id}/`)).statusCode).toBe(204);
      expect((await rep.get(`${S}incentives/`)).json().results.map((i: { name: string }) => i.name)).toEqual(['Honda rebate', 'Loyalty']);
    });

    it('lists the payment type choices', async () => {
      const r = await rep.get(`${D}/payment-type-choices/`);
      expect(r.json().results.map((c: { value: string; enabled: boolean }) => [c.value, c.enabled])).toEqual([['cash', true], ['finance', true], ['lease', true]]);
    });
  });
}
