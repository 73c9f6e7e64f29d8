import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { feesAndDiscounts, orderPaymentTypes, orders, vehicles } from '../../adapters/persistence/schema';
import { toFee } from '../../adapters/persistence/fees/drizzle-fee-repository';
import { drizzlePaymentsRepository } from '../../adapters/persistence/payments/drizzle-payments-repository';
import { throwawayEngines } from '../../adapters/persistence/shared/throwaway-database';
import { D, fixtureBank, S, typesOf, type PaymentType } from './support/payment-fixture';
import { signedInSuite, STAFF } from './support/signed-in';
import type { Agent } from './support/test-app';


// The pricing of a deal (payment types, quotes, fees, taxes); the payment settings, lenders and incentives are in payment-settings.test.ts.

for (const engine of throwawayEngines()) {
  describe(`payments (${engine.kind})`, () => {
    const { t, cf, staff: { admin, rep, corporate, other, superAdmin } } = signedInSuite(engine, { customers: true, staff: { ...STAFF, superAdmin: 'super_admin' } });
    let bank: number;
    let types: Record<string, PaymentType>;

    const price = (agent: Agent, id: number, body: unknown) => agent.request('POST', `${D}/payment-type/${id}/pricing/`, body);
    const stored = async (id: number) => (await t.ports.database.db.select().from(orderPaymentTypes).where(eq(orderPaymentTypes.id, id)))[0];

    beforeAll(async () => {
      bank = await fixtureBank(superAdmin, t.fixture.dealerships.ontario);
      types = await typesOf(rep, cf.orders.gagneFinance);
    });

    it('creates the three payment types on first read from the settings, the order\'s method active', async () => {
      expect(Object.keys(types).sort()).toEqual(['cash', 'finance', 'lease']);
      expect(types.finance).toMatchObject({ is_active: true, term: 60, payment: null, enabled_frequencies: ['weekly', 'biweekly', 'semimonthly', 'monthly'] });
      expect(types.lease).toMatchObject({ is_active: false, term: 48, distance_allowance: 20000 });
      expect(types.cash).toMatchObject({ is_active: false, term: null, enabled_frequencies: [] });
      const again = await typesOf(admin, cf.orders.gagneFinance);
      expect(again.finance!.id).toBe(types.finance!.id);
      const body = (await rep.get(`${D}/order/${cf.orders.gagneFinance}/payment-types/`)).json();
      expect(body.defaults.finance).toMatchObject({ lender: { id: bank, name: 'Fixture Bank', kind: 'bank' }, term: 60 });
    });

    it('prices a finance deal from the database, stores the details and the payment', async () => {
      const r = await price(rep, types.finance!.id, { term: 60, down_payment: '1000.00', payment_frequency: 'monthly', include_tax: true, fees: [], discounts: [], incentives: [], accessories: [], install_accessories_ids: [] });
      expect(r.statusCode, r.body).toBe(200);
      const { quote, payment_type } = r.json();
      expect(quote).toMatchObject({ method: 'finance', tax_region: 'ON', term: 60, apr: '5.99', payment_frequency: 'monthly', selling_price: '31999.00' });
      expect(quote.taxes[0]).toMatchObject({ component: 'hst', percent: '13' });
      expect(quote.breakdown.length).toBeGreaterThan(3);
      expect(payment_type).toMatchObject({ term: 60, down_payment: '1000.00', payment: quote.payment });
      expect((await stored(types.finance!.id))?.paymentCents).toBe(Math.round(Number(quote.payment) * 100));
    });

    it('prices a lease with the lender\'s residual for the term and distance, and cash', async () => {
      const lease = await price(rep, types.lease!.id, { term: 48, distance_allowance: 20000 });
      expect(lease.statusCode, lease.body).toBe(200);
      expect(lease.json().quote).toMatchObject({ method: 'lease', term: 48 });
      expect(lease.json().quote.residual).toBe('17599.45'); // 55 % of 31,999.00
      const cash = await price(rep, types.cash!.id, {});
      expect(cash.statusCode, cash.body).toBe(200);
      expect(cash.json().quote).toMatchObject({ method: 'cash', total_due: '36158.87' }); // 31,999 + 13 % HST
    });

    it.each([
      [{ down_payment: '-5' }, { down_payment: ['money.negative'] }],
      [{ down_payment: 100 }, { down_payment: ['money.invalid'] }],
      [{ term: 0 }, { term: ['term.out_of_range'] }],
      [{ term: 'sixty' }, { term: ['term.not_a_number'] }],
      [{ rate_overwritten: '101' }, { rate_overwritten: ['rate.over_100'] }],
      [{ credit_score: '720' }, { credit_score: ['credit_score.not_in_canada'] }],
      [{ postal_code: '90210' }, { postal_code: ['postal_code.invalid'] }],
      [{ payment_frequency: 'daily' }, { payment_frequency: ['payment_frequency.invalid'] }],
      [{ fees: [999_999] }, { 'fees.0': ['item.invalid'] }],
      [{ incentives: 'all' }, { incentives: ['list.invalid'] }],
      [{ colour: 'red' }, { colour: ['field.unknown'] }],
    ])('refuses %j with per-field errors and stores nothing', async (body, errors) => {
      const before = await stored(types.finance!.id);
      const r = await price(rep, types.finance!.id, body);
      expect(r.statusCode, r.body).toBe(400);
      expect(r.headers['content-type']).toContain('application/problem+json');
      expect(r.json().errors).toEqual(errors);
      expect(await stored(types.finance!.id)).toEqual(before);
    });

    it('adds the fees that apply to the method and the vehicle, the defaults unless taken off', async () => {
      const db = t.ports.database.db;
      const fee = (name: string, extra: Partial<typeof feesAndDiscounts.$inferInsert>) => db.insert(feesAndDiscounts)
        .values({ dealershipId: t.fixture.dealerships.ontario, kind: 'fee', scope: 'global', name, amountCents: 49_900, ...extra }).returning({ id: feesAndDiscounts.id });
      await fee('Admin fee', { includeByDefault: true, nameFr: 'Frais d\'administration' });
      await fee('Plate fee', { includeByDefault: true });
      await fee('Lease only', { includeByDefault: true, isFinance: false, isCash: false });
      await fee('Used only', { includeByDefault: true, applicableNew: false });
      const r = await price(rep, types.finance!.id, {});
      const lines = r.json().quote.breakdown as { code: string; label?: string; label_fr?: string }[];
      const labels = lines.map((l) => l.label);
      expect(labels).toContain('Admin fee');
      expect(lines.find((l) => l.code === 'fee' && l.label === 'Admin fee')?.label_fr).toBe('Frais d\'administration');
      expect(lines.find((l) => l.code === 'fee' && l.label === 'Plate fee')).not.toHaveProperty('label_fr');
      expect(labels).not.toContain('Lease only');
      expect(labels).not.toContain('Used only');
      const none = await price(rep, types.finance!.id, { fees: [] });
      expect((none.json().quote.breakdown as { label?: string }[]).map((l) => l.label)).not.toContain('Admin fee');
      await db.delete(feesAndDiscounts);
    });

    it('prices with exactly the rows GET order/{id}/fees-and-discounts/ says the deal carries (one rule), for each method', async () => {
      const db = t.ports.database.db;
      const orderId = cf.orders.gagneFinance;
      const [order] = await db.select({ vehicleId: orders.vehicleId }).from(orders).where(eq(orders.id, orderId));
      const vehicleId = order!.vehicleId!;
      const [vehicle] = await db.select({ stockStatus: vehicles.stockStatus, bodyType: vehicles.bodyType }).from(vehicles).where(eq(vehicles.id, vehicleId));
      // R (reserved) is governed by the in-stock flag: the rule the fees screen shows.
      await db.update(vehicles).set({ stockStatus: 'R' }).where(eq(vehicles.id, vehicleId));
      const fee = async (name: string, extra: Partial<typeof feesAndDiscounts.$inferInsert>) => (await db.insert(feesAndDiscounts)
        .values({ dealershipId: t.fixture.dealerships.ontario, kind: 'fee', scope: 'global', name, amountCents: 10_000, ...extra }).returning({ id: feesAndDiscounts.id }))[0]!.id;
      await fee('Agree default', { includeByDefault: true });
      await fee('Agree not in stock', { includeByDefault: true, isInStock: false });
      await fee('Agree lease only', { includeByDefault: true, isFinance: false, isCash: false });
      await fee('Agree other body type', { includeByDefault: true, vehicleTypes: [vehicle!.bodyType === 'Coupe' ? 'Minivan' : 'Coupe'] });
      await fee('Agree own body type', { includeByDefault: true, vehicleTypes: [vehicle!.bodyType] });
      const added = await fee('Agree added', {});
      const off = await fee('Agree taken off', { includeByDefault: true });
      await fee('Agree available', {});
      await fee('Agree discount', { kind: 'discount', includeByDefault: true, amountCents: 5_000 });
      await fee('Agree other dealership', { includeByDefault: true, dealershipId: t.fixture.dealerships.quebec });
      const lines = `${D}/order/${orderId}/fees-and-discounts/`;
      expect((await admin.request('PUT', `${lines}${added}/`, { included: true })).statusCode).toBe(200);
      expect((await admin.request('PUT', `${lines}${off}/`, { included: false })).statusCode).toBe(200);
      const custom = await admin.post(`${D}/fees/custom/`, { name: 'Agree custom', amount: '25', order: orderId });
      expect(custom.statusCode, custom.body).toBe(201);
      try {
        for (const method of ['finance', 'lease'] as const) {
          const list = await rep.get(`${lines}?method=${method}`);
          expect(list.statusCode, list.body).toBe(200);
          const carried = (list.json().results as { name: string; included: boolean; applicable: boolean }[])
            .filter((l) => l.included && l.applicable && l.name.startsWith('Agree')).map((l) => l.name).sort();
          const r = await price(rep, types[method]!.id, {});
          expect(r.statusCode, r.body).toBe(200);
          const breakdown = r.json().quote.breakdown as { code: string; label?: string; inputs: Record<string, { value: unknown }> }[];
          const labelled = breakdown.flatMap((l) => (l.label?.startsWith('Agree') ? [l.label] : [])).sort();
          if (method === 'finance') {
            expect(labelled, JSON.stringify(breakdown)).toEqual(carried);
          } else {
            // A lease's upfront fees are one sum due at signing; its discounts are lines of their own.
            expect(labelled).toEqual(carried.filter((n) => n === 'Agree discount'));
            expect(breakdown.find((l) => l.code === 'due_at_signing')?.inputs.fees?.value).toBe(list.json().fees_total);
          }
          expect(carried).toEqual(['Agree added', 'Agree custom', 'Agree default', 'Agree discount', 'Agree own body type', ...(method === 'lease' ? ['Agree lease only'] : [])].sort());
        }
      } finally {
        await db.delete(feesAndDiscounts);
        await db.update(vehicles).set({ stockStatus: vehicle!.stockStatus }).where(eq(vehicles.id, vehicleId));
      }
    });

    it('uses the stored province taxes, which a super admin edits within 0–100 %', async () => {
      const list = (await rep.get(`${D}/province-tax/`)).json().results as { region: string; hst: string; source: string }[];
      expect(list.find((x) => x.region === 'ON')).toMatchObject({ hst: '13' });
      expect(list.find((x) => x.region === 'ON')?.source).toContain('CRA');
      expect((await admin.request('PUT', `${D}/province-tax/ON/`, { hst: '14' })).statusCode).toBe(403);
      expect((await corporate.request('PUT', `${D}/province-tax/ON/`, { hst: '14' })).statusCode).toBe(403);
      const bad = await superAdmin.request('PUT', `${D}/province-tax/ON/`, { hst: '150', gst: 'x', state: '5' });
      expect(bad.statusCode).toBe(400);
      expect(bad.json().errors).toEqual({ hst: ['rate.out_of_range'], gst: ['rate.invalid'], state: ['rate.not_in_country'] });
      expect((await superAdmin.request('PUT', `${D}/province-tax/ZZ/`, { hst: '1' })).statusCode).toBe(404);
      expect((await superAdmin.request('PUT', `${D}/province-tax/ON/`, { hst: '15' })).json()).toMatchObject({ region: 'ON', hst: '15' });
      const cash = await price(rep, types.cash!.id, {});
      expect(cash.json().quote.total_due).toBe('36798.85'); // 31,999 + 15 %
      await superAdmin.request('PUT', `${D}/province-tax/ON/`, { hst: '13' });
    });

    it('chooses a method: exactly one active, the order follows', async () => {
      const r = await rep.request('PATCH', `${D}/payment-type/${types.lease!.id}/`, { is_active: true, down_payment: '2500' });
      expect(r.statusCode, r.body).toBe(200);
      expect(r.json()).toMatchObject({ is_active: true, down_payment: '2500.00' });
      const now = await typesOf(rep, cf.orders.gagneFinance);
      expect(Object.values(now).filter((p) => p.is_active).map((p) => p.method)).toEqual(['lease']);
      expect((await rep.get(`${D}/order/${cf.orders.gagneFinance}/`)).json().payment_type).toBe('lease');
      const bad = await rep.request('PATCH', `${D}/payment-type/${types.lease!.id}/`, { is_active: false, term: 200, down_payment: '-1', credit_score: 700 });
      expect(bad.statusCode).toBe(400);
      expect(bad.json().errors).toEqual({ is_active: ['is_active.cannot_unset'], term: ['term.out_of_range'], down_payment: ['money.negative'], credit_score: ['credit_score.not_in_canada'] });
      expect((await typesOf(rep, cf.orders.gagneFinance)).lease).toMatchObject({ is_active: true, down_payment: '2500.00', term: 48 });
      await rep.request('PATCH', `${D}/payment-type/${types.finance!.id}/`, { is_active: true });
    });

    it('keeps another group\'s deals and records out of reach (404)', async () => {
      expect((await other.get(`${D}/order/${cf.orders.gagneFinance}/payment-types/`)).statusCode).toBe(404);
      expect((await price(other, types.finance!.id, {})).statusCode).toBe(404);
      expect((await other.request('PATCH', `${D}/payment-type/${types.finance!.id}/`, { is_active: true })).statusCode).toBe(404);
      expect((await other.get(`${S}lenders/${bank}/`)).statusCode).toBe(404);
      expect((await other.get(`${D}/dealership/${t.fixture.dealerships.ontario}/financing-settings/`)).statusCode).toBe(404);
      expect((await other.request('PUT', `${D}/order/${cf.orders.gagneFinance}/incentives/`, { incentives: [] })).statusCode).toBe(404);
    });

    it('writes a price once: the same price again leaves the record alone, a change stores it', async () => {
      const body = { term: 48, down_payment: '1500.00', payment_frequency: 'monthly' };
      expect((await price(rep, types.finance!.id, body)).statusCode).toBe(200);
      const first = await stored(types.finance!.id);
      const again = await price(rep, types.finance!.id, body);
      expect(again.statusCode, again.body).toBe(200);
      expect(await stored(types.finance!.id)).toEqual(first);
      expect(again.json().payment_type).toMatchObject({ term: 48, down_payment: '1500.00', payment: again.json().quote.payment });
      const changed = await price(rep, types.finance!.id, { ...body, down_payment: '1600.00' });
      expect(changed.statusCode, changed.body).toBe(200);
      const after = await stored(types.finance!.id);
      expect(after).toMatchObject({ downPaymentCents: 160_000, paymentCents: Math.round(Number(changed.json().quote.payment) * 100) });
      expect(after!.pricedAt!.getTime()).toBeGreaterThanOrEqual(first!.pricedAt!.getTime());
      expect(after!.paymentCents).not.toBe(first!.paymentCents);
    });

    it('reads for a price in one statement exactly what the separate reads give (fees, choices, incentives, lender, add-ons)', async () => {
      const db = t.ports.database.db;
      const repo = drizzlePaymentsRepository(db);
      const dealership = t.fixture.dealerships.ontario;
      const orderId = cf.orders.gagneFinance;
      const [fee] = await db.insert(feesAndDiscounts).values({
        dealershipId: dealership, kind: 'fee', scope: 'global', name: 'Read fee', nameFr: 'Frais lus', amountCents: 12_345, vehicleTypes: ['SUV', 'Sedan'],
        isDemo: false, marketscanType: 'doc_fee', sortOrder: 3, includeByDefault: true,
      }).returning();
      await db.insert(feesAndDiscounts).values({ dealershipId: dealership, kind: 'discount', scope: 'custom', orderId, name: 'Read custom', amountCents: 500 });
      await db.insert(feesAndDiscounts).values({ dealershipId: dealership, kind: 'fee', scope: 'custom', orderId: cf.orders.gagneCash, name: 'Other order', amountCents: 1 });
      expect((await admin.request('PUT', `${D}/order/${orderId}/fees-and-discounts/${fee!.id}/`, { included: false })).statusCode).toBe(200);
      const incentive = await superAdmin.post(`${S}incentives/`, { name: 'Dated', amount: '321.09', starts_on: '2026-01-01', ends_on: '2027-12-31', year_from: 2020, make: 'Honda' });
      expect(incentive.statusCode, incentive.body).toBe(201);
      const lender = await superAdmin.post(`${S}lenders/`, {
        name: 'Read Bank', kind: 'oem', finance_rates: [{ term_from: 12, term_to: 48, rate: '3.125' }, { term_from: 49, term_to: 84, rate: '4.5' }],
        lease_rates: [{ term_from: 24, term_to: 48, rate: '2.75' }], residuals: [{ term: 36, distance_allowance: 16000, residual: '58.5' }, { term: 36, residual: '57' }],
      });
      expect(lender.statusCode, lender.body).toBe(201);
      try {
        await db.update(orderPaymentTypes).set({ lenderId: lender.json().id }).where(eq(orderPaymentTypes.id, types.lease!.id));
        const reads = await repo.pricingReads(dealership, types.lease!.id, { accessoryIds: null, protectionIds: null });
        expect(reads).not.toBeNull();
        const fees = (await db.select().from(feesAndDiscounts).where(eq(feesAndDiscounts.dealershipId, dealership)))
          .filter((f) => f.scope === 'global' || f.orderId === orderId).sort((a, b) => a.sortOrder - b.sortOrder || a.id - b.id).map(toFee);
        expect(reads!.fees).toEqual(fees);
        expect(reads!.fees.map((f) => f.name)).toContain('Read custom');
        expect(reads!.fees.map((f) => f.name)).not.toContain('Other order');
        expect(reads!.choices).toEqual([{ orderId, feeId: fee!.id, included: false }]);
        expect(reads!.incentives).toEqual(await repo.incentives(dealership));
        expect(reads!.incentives.find((i) => i.name === 'Dated')).toMatchObject({ amountCents: 32_109, startsOn: '2026-01-01', endsOn: '2027-12-31', yearFrom: 2020 });
        expect(reads!.lender).toEqual(await repo.lender(dealership, lender.json().id));
        expect(reads!.lender?.financeRates[0]?.rate).toBe((await repo.lender(dealership, lender.json().id))?.financeRates[0]?.rate);
        expect(reads!.record).toEqual(await repo.paymentType(dealership, types.lease!.id));
        expect(reads!.order).toEqual(await repo.orderForPricing(dealership, orderId));
        expect(reads!.settings).toEqual(await repo.settings(dealership));
        // The settings' lender for the method when the record names none; none for cash.
        await db.update(orderPaymentTypes).set({ lenderId: null }).where(eq(orderPaymentTypes.id, types.lease!.id));
        expect((await repo.pricingReads(dealership, types.lease!.id, { accessoryIds: [], protectionIds: [] }))!.lender?.id).toBe(bank);
        expect((await repo.pricingReads(dealership, types.cash!.id, { accessoryIds: [], protectionIds: [] }))!.lender).toBeNull();
        expect(await repo.pricingReads(t.fixture.dealerships.quebec, types.lease!.id, { accessoryIds: null, protectionIds: null })).toBeNull();
      } finally {
        await db.update(orderPaymentTypes).set({ lenderId: null }).where(eq(orderPaymentTypes.id, types.lease!.id));
        await db.delete(feesAndDiscounts);
        await superAdmin.request('DELETE', `${S}incentives/${incentive.json().id}/`);
        await superAdmin.request('DELETE', `${S}lenders/${lender.json().id}/`);
      }
    });

    it('lets a corporate user price without changing the deal, and not edit it', async () => {
      const before = await stored(types.finance!.id);
      const r = await price(corporate, types.finance!.id, { term: 72 });
      expect(r.statusCode, r.body).toBe(200);
      expect(await stored(types.finance!.id)).toEqual(before);
      expect((await corporate.request('PATCH', `${D}/payment-type/${types.finance!.id}/`, { term: 72 })).statusCode).toBe(403);
    });
  });
}
