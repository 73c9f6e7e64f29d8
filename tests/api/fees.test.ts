import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { dealerships, feesAndDiscounts, orderFeesAndDiscounts } from '../../adapters/persistence/schema';
import { throwawayEngines } from '../../adapters/persistence/shared/throwaway-database';
import { signedInSuite, STAFF } from './support/signed-in';
import type { Agent } from './support/test-app';

const FG = '/api/dealer/fees/global/';
const DG = '/api/dealer/discounts/global/';
const FC = '/api/dealer/fees/custom/';
const DC = '/api/dealer/discounts/custom/';
const orderFees = (id: number) => `/api/dealer/order/${id}/fees-and-discounts/`;

const docFee = { name: 'Documentation fee', name_fr: 'Frais de documentation', amount: '499', include_by_default: true, marketscan_type: 'doc_fee', type: 'dealer' };

for (const engine of throwawayEngines()) {
  describe(`fees and discounts (${engine.kind})`, () => {
    const { t, cf, staff: { admin, manager, rep, corporate, other, superadmin } } = signedInSuite(engine, { customers: true, staff: { ...STAFF, superadmin: 'super_admin' } });
    let order: number;
    let usedOrder: number;

    const count = async () => (await t.ports.database.db.select({ id: feesAndDiscounts.id }).from(feesAndDiscounts)).length;
    const put = (a: Agent, url: string, body: unknown) => a.request('PUT', url, body);
    const patch = (a: Agent, url: string, body: unknown) => a.request('PATCH', url, body);
    const del = (a: Agent, url: string) => a.request('DELETE', url);

    beforeAll(async () => {
      const moved = await superadmin.post('/api/dealer/user/transfer_session/', { dealership_id: t.fixture.dealerships.ontario });
      if (moved.statusCode !== 200) throw new Error(moved.body);
      order = (await admin.post('/api/dealer/order/', { customer: cf.customers.belanger, vehicle: cf.vehicles.civic, payment_type: 'finance' })).json().id;
      usedOrder = (await admin.post('/api/dealer/order/', { customer: cf.customers.clarke, vehicle: cf.vehicles.rav4, payment_type: 'lease' })).json().id;
    });

    it('creates a global fee with defaults, money as decimal strings, and lists it', async () => {
      const r = await admin.post(FG, { ...docFee, cap_cost: true, residualize: true, tax_in_cap: true, vehicle_types: ['SUV', 'Sedan'], description_en: ' Paperwork ' });
      expect(r.statusCode, r.body).toBe(201);
      expect(r.json()).toMatchObject({
        name: 'Documentation fee', name_fr: 'Frais de documentation', amount: '499.00', taxability: true, include_by_default: true,
        is_cash: true, is_finance: true, is_lease: true, applicable_new: true, applicable_used: true, applicable_cpo: true,
        is_demo: true, is_in_stock: true, is_as_is: true, vehicle_types: ['SUV', 'Sedan'], marketscan_type: 'doc_fee',
        cap_cost: true, residualize: true, tax_in_cap: true, selectable_by_customer: false, type: 'dealer', description_en: 'Paperwork',
      });
      const list = (await rep.get(FG)).json() as { id: number; open_orders_count: number }[];
      expect(list.map((f) => f.id)).toContain(r.json().id);
      // A default fee is on every open deal of the store.
      expect(list.find((f) => f.id === r.json().id)?.open_orders_count).toBeGreaterThanOrEqual(2);
      expect((await rep.get(DG)).json()).toEqual([]);
    });

    it('creates a global discount without the fee-only fields', async () => {
      const r = await admin.post(DG, { name: 'Loyalty discount', amount: '750.50', cap_cost: true, type: 'dealer', is_as_is: false });
      expect(r.statusCode, r.body).toBe(201);
      expect(r.json()).toMatchObject({ name: 'Loyalty discount', amount: '750.50', is_as_is: false, include_by_default: false });
      expect(r.json()).not.toHaveProperty('cap_cost');
      expect(r.json()).not.toHaveProperty('type');
      expect((await admin.get(FG)).json().some((f: { name: string }) => f.name === 'Loyalty discount')).toBe(false);
      await admin.post(DG, { name: 'Trade-in bonus', amount: '250' });
      expect((await admin.get(DG)).json().map((f: { name: string }) => f.name)).toEqual(['Loyalty discount', 'Trade-in bonus']); // new rows go last
    });

    it.each([
      [{}, { name: ['required'], amount: ['required'] }],
      [{ name: '   ', amount: '10' }, { name: ['required'] }],
      [{ name: 'x'.repeat(101), amount: '10' }, { name: ['text.too_long'] }],
      [{ name: 'Fee', amount: '0' }, { amount: ['money.must_be_positive'] }],
      [{ name: 'Fee', amount: '-5' }, { amount: ['money.invalid'] }],
      [{ name: 'Fee', amount: '10.555' }, { amount: ['money.invalid'] }],
      [{ name: 'Fee', amount: '100000.01' }, { amount: ['money.too_large'] }],
      [{ name: 'Fee', amount: 10 }, { amount: ['type.string'] }],
      [{ name: 'Fee', amount: '10', is_cash: false, is_finance: false, is_lease: false }, { is_cash: ['fees.payment_type_required'] }],
      [{ name: 'Fee', amount: '10', residualize: true }, { residualize: ['fees.requires_cap_cost'] }],
      [{ name: 'Fee', amount: '10', cap_cost: true, taxability: false, tax_in_cap: true }, { tax_in_cap: ['fees.requires_cap_cost_and_taxability'] }],
      [{ name: 'Fee', amount: '10', tax_in_cap: true }, { tax_in_cap: ['fees.requires_cap_cost_and_taxability'] }],
      [{ name: 'Fee', amount: '10', taxability: 'true', is_cash: 1 }, { taxability: ['type.boolean'], is_cash: ['type.boolean'] }],
      [{ name: 'Fee', amount: '10', vehicle_types: ['Spaceship'] }, { vehicle_types: ['choice.invalid'] }],
      [{ name: 'Fee', amount: '10', marketscan_type: 'bogus', type: 'bogus' }, { marketscan_type: ['choice.invalid'], type: ['choice.invalid'] }],
    ])('rejects %j with per-field errors and changes nothing', async (body, errors) => {
      const before = await count();
      const r = await admin.post(FG, body);
      expect(r.statusCode, r.body).toBe(400);
      expect(r.headers['content-type']).toContain('application/problem+json');
      expect(r.json().errors).toEqual(errors);
      expect(await count()).toBe(before);
    });

    it('PUT replaces, PATCH changes only what is sent, a bad edit changes nothing', async () => {
      const id = (await admin.post(FG, { name: 'Tire levy', amount: '20', cap_cost: true, residualize: true })).json().id as number;
      const patched = await patch(admin, `${FG}${id}/`, { amount: '22.50', is_demo: false });
      expect(patched.statusCode, patched.body).toBe(200);
      expect(patched.json()).toMatchObject({ name: 'Tire levy', amount: '22.50', is_demo: false, cap_cost: true, residualize: true });
      const bad = await patch(admin, `${FG}${id}/`, { cap_cost: false, name: '' });
      expect(bad.json().errors).toEqual({ name: ['required'], residualize: ['fees.requires_cap_cost'] });
      const replaced = await put(admin, `${FG}${id}/`, { name: 'Tire levy (ON)', amount: '22.50' });
      expect(replaced.statusCode, replaced.body).toBe(200);
      expect(replaced.json()).toMatchObject({ name: 'Tire levy (ON)', cap_cost: false, residualize: false, is_demo: true });
      expect((await put(admin, `${FG}${id}/`, { name: 'No amount' })).json().errors).toEqual({ amount: ['required'] });
      expect((await admin.get(FG)).json().find((f: { id: number }) => f.id === id)).toMatchObject({ name: 'Tire levy (ON)' });
      // A fee id is not a discount id.
      expect((await patch(admin, `${DG}${id}/`, { amount: '1' })).statusCode).toBe(404);
    });

    it('applies the access rule of spec 002 section 6 to writes; reads are for all staff', async () => {
      const body = { name: 'Air tax', amount: '100' };
      expect((await rep.post(FG, body)).statusCode).toBe(403);
      expect((await manager.post(FG, body)).statusCode).toBe(403);
      expect((await corporate.post(FG, body)).statusCode).toBe(403);
      expect((await rep.get(FG)).statusCode).toBe(200);
      expect((await corporate.get(DG)).statusCode).toBe(200);
      const id = (await superadmin.post(FG, body)).json().id as number;
      expect(id).toBeGreaterThan(0);
      expect((await del(rep, `${FG}${id}/`)).statusCode).toBe(403);
      expect((await patch(manager, `${FG}${id}/`, { amount: '1' })).statusCode).toBe(403);
      await t.ports.database.db.update(dealerships).set({ enableSalesManagerFeeDiscounts: true }).where(eq(dealerships.id, t.fixture.dealerships.ontario));
      try {
        expect((await patch(manager, `${FG}${id}/`, { amount: '100.00' })).statusCode).toBe(200);
        expect((await manager.post(DC, { name: 'Manager special', amount: '50', order })).statusCode).toBe(201);
        expect((await rep.post(FG, body)).statusCode).toBe(403);
      } finally {
        await t.ports.database.db.update(dealerships).set({ enableSalesManagerFeeDiscounts: false }).where(eq(dealerships.id, t.fixture.dealerships.ontario));
      }
      expect((await manager.post(FG, body)).statusCode).toBe(403);
    });

    it('keeps another group\'s rows and deals out of reach (404)', async () => {
      const mine = (await admin.post(FG, { name: 'OMVIC fee', amount: '12.50' })).json().id as number;
      const theirs = (await other.post(FG, { name: 'Their fee', amount: '10' })).json().id as number;
      expect((await other.get(FG)).json().map((f: { id: number }) => f.id)).toEqual([theirs]);
      expect((await patch(other, `${FG}${mine}/`, { amount: '1' })).statusCode).toBe(404);
      expect((await put(other, `${FG}${mine}/`, { name: 'x', amount: '1' })).statusCode).toBe(404);
      expect((await del(other, `${FG}${mine}/`)).statusCode).toBe(404);
      expect((await other.post(`${FG}${theirs}/add_to_order/`, { order_id: order })).statusCode).toBe(404);
      expect((await admin.post(`${FG}${theirs}/add_to_order/`, { order_id: order })).statusCode).toBe(404);
      expect((await other.get(`${FC}?order=${order}`)).statusCode).toBe(404);
      expect((await other.get(orderFees(order))).statusCode).toBe(404);
      const r = await other.post(FC, { name: 'Sneaky', amount: '5', order });
      expect(r.statusCode).toBe(400);
      expect(r.json().errors).toEqual({ order: ['reference.not_found'] });
      expect((await admin.get(FG)).json().find((f: { id: number }) => f.id === mine)).toMatchObject({ amount: '12.50' });
    });

    it('adds a global to a deal idempotently, and the deal lists it as added', async () => {
      const id = (await admin.post(DG, { name: 'Dealer discount', amount: '1000' })).json().id as number;
      const before = (await admin.get(orderFees(order))).json();
      expect(before.results.find((l: { id: number }) => l.id === id)).toMatchObject({ included: false, applicable: true, source: 'available' });
      for (let i = 0; i < 2; i += 1) {
        const r = await admin.post(`${DG}${id}/add_to_order/`, { order_id: order });
        expect(r.statusCode, r.body).toBe(200);
        expect(r.json().results.find((l: { id: number }) => l.id === id)).toMatchObject({ kind: 'discount', included: true, source: 'added', amount: '1000.00' });
      }
      const rows = await t.ports.database.db.select().from(orderFeesAndDiscounts).where(eq(orderFeesAndDiscounts.feeId, id));
      expect(rows).toHaveLength(1);
      expect((await admin.post(`${DG}${id}/add_to_order/`, { order_id: 999_999 })).statusCode).toBe(404);
      expect((await admin.post(`${FG}${id}/add_to_order/`, { order_id: order })).statusCode).toBe(404); // not a fee
      expect((await admin.post(`${DG}${id}/add_to_order/`, { order_id: 'x' })).json().errors).toEqual({ order_id: ['type.number'] });
      expect((await rep.post(`${DG}${id}/add_to_order/`, { order_id: order })).statusCode).toBe(403);
      expect((await admin.get(DG)).json().find((d: { id: number }) => d.id === id).open_orders_count).toBe(1);
    });

    it('lists a deal\'s rows with the applicable-fees rule and takes a default off and back on', async () => {
      const lease = (await admin.post(FG, { name: 'Lease-only fee', amount: '300', include_by_default: true, is_cash: false, is_finance: false })).json().id as number;
      const usedOnly = (await admin.post(FG, { name: 'Used-only fee', amount: '40', include_by_default: true, applicable_new: false })).json().id as number;
      const newCar = (await admin.get(orderFees(order))).json();
      expect(newCar).toMatchObject({ order, method: 'finance' });
      expect(newCar.results.find((l: { id: number }) => l.id === lease)).toMatchObject({ included: true, applicable: false, source: 'default' });
      expect(newCar.results.find((l: { id: number }) => l.id === usedOnly)).toMatchObject({ included: true, applicable: false });
      expect((await admin.get(`${orderFees(order)}?method=lease`)).json().results.find((l: { id: number }) => l.id === lease).applicable).toBe(true);
      expect((await admin.get(`${orderFees(order)}?method=bitcoin`)).statusCode).toBe(400);
      const used = (await admin.get(orderFees(usedOrder))).json();
      expect(used.results.find((l: { id: number }) => l.id === usedOnly)).toMatchObject({ included: true, applicable: true });
      const off = await put(admin, `${orderFees(usedOrder)}${usedOnly}/`, { included: false });
      expect(off.statusCode, off.body).toBe(200);
      expect(off.json().results.find((l: { id: number }) => l.id === usedOnly)).toMatchObject({ included: false, source: 'available' });
      const totalOff = Number(off.json().fees_total);
      const on = await put(admin, `${orderFees(usedOrder)}${usedOnly}/`, { included: true });
      expect(Number(on.json().fees_total)).toBeCloseTo(totalOff + 40, 2);
      expect((await put(admin, `${orderFees(usedOrder)}${usedOnly}/`, { included: 'no' })).json().errors).toEqual({ included: ['type.boolean'] });
      expect((await put(rep, `${orderFees(usedOrder)}${usedOnly}/`, { included: false })).statusCode).toBe(403);
    });

    it('keeps custom rows per deal: create, list by order, replace, delete; defaults of a new row', async () => {
      const r = await admin.post(FC, { name: 'Rust proofing', amount: '299.99', order, cap_cost: true, marketscan_type: 'other', is_demo: false });
      expect(r.statusCode, r.body).toBe(201);
      expect(r.json()).toEqual({
        id: r.json().id, name: 'Rust proofing', name_fr: '', amount: '299.99', taxability: true, include_by_default: false,
        is_cash: true, is_finance: true, is_lease: true, applicable_new: true, applicable_used: true, applicable_cpo: true,
        cap_cost: true, residualize: false, tax_in_cap: false, marketscan_type: 'other', order,
      });
      const id = r.json().id as number;
      const d = await admin.post(DC, { name: 'Goodwill', amount: '150', order: usedOrder, cap_cost: true });
      expect(d.statusCode, d.body).toBe(201);
      expect(d.json()).not.toHaveProperty('cap_cost');
      expect((await rep.get(`${FC}?order=${order}`)).json().map((f: { id: number }) => f.id)).toEqual([id]);
      expect((await rep.get(`${FC}?order=${usedOrder}`)).json()).toEqual([]);
      expect((await rep.get(`${FC}?order=abc`)).statusCode).toBe(400);
      expect((await admin.post(FC, { name: 'No order', amount: '5' })).json().errors).toEqual({ order: ['required'] });
      const lines = (await admin.get(orderFees(order))).json().results;
      expect(lines.find((l: { id: number }) => l.id === id)).toMatchObject({ scope: 'custom', included: true, source: 'custom' });
      expect((await put(admin, `${orderFees(order)}${id}/`, { included: false })).json().errors).toEqual({ included: ['fees.custom_always_included'] });
      const replaced = await put(admin, `${FC}${id}/`, { name: 'Rust proofing', amount: '349', residualize: true });
      expect(replaced.json().errors).toEqual({ residualize: ['fees.requires_cap_cost'] });
      const ok = await put(admin, `${FC}${id}/`, { name: 'Rust proofing plus', amount: '349' });
      expect(ok.statusCode, ok.body).toBe(200);
      expect(ok.json()).toMatchObject({ name: 'Rust proofing plus', amount: '349.00', cap_cost: false, order });
      expect((await put(admin, `${FG}${id}/`, { name: 'x', amount: '1' })).statusCode).toBe(404); // not a global
      expect((await del(rep, `${FC}${id}/`)).statusCode).toBe(403);
      expect((await del(admin, `${FC}${id}/`)).statusCode).toBe(204);
      expect((await del(admin, `${FC}${id}/`)).statusCode).toBe(404);
      expect((await admin.get(`${FC}?order=${order}`)).json()).toEqual([]);
      expect((await del(admin, `${DC}${d.json().id}/`)).statusCode).toBe(204);
    });

    it('deleting a global takes it off every deal', async () => {
      const id = (await admin.post(FG, { name: 'PPSA registration', amount: '45' })).json().id as number;
      await admin.post(`${FG}${id}/add_to_order/`, { order_id: order });
      expect((await admin.get(FG)).json().find((f: { id: number }) => f.id === id).open_orders_count).toBe(1);
      expect((await del(admin, `${FG}${id}/`)).statusCode).toBe(204);
      expect((await admin.get(orderFees(order))).json().results.some((l: { id: number }) => l.id === id)).toBe(false);
      expect(await t.ports.database.db.select().from(orderFeesAndDiscounts).where(eq(orderFeesAndDiscounts.feeId, id))).toEqual([]);
      expect((await del(admin, `${FG}${id}/`)).statusCode).toBe(404);
    });

    it('requires the name in the store\'s language: French at a store that works in French, English elsewhere', async () => {
      await t.ports.database.db.update(dealerships).set({ defaultLanguage: 'fr_CA' }).where(eq(dealerships.id, t.fixture.dealerships.quebec));
      const moved = await superadmin.post('/api/dealer/user/transfer_session/', { dealership_id: t.fixture.dealerships.quebec });
      expect(moved.statusCode, moved.body).toBe(200);
      try {
        const before = await count();
        const english = await superadmin.post(FG, { name: 'Administration fee', amount: '10' });
        expect(english.statusCode, english.body).toBe(400);
        expect(english.headers['content-type']).toContain('application/problem+json');
        expect(english.json().errors).toEqual({ name_fr: ['required'] });
        expect(await count()).toBe(before);
        const french = await superadmin.post(DG, { name_fr: 'Rabais fidélité', amount: '10' });
        expect(french.statusCode, french.body).toBe(201);
        expect(french.json()).toMatchObject({ name: '', name_fr: 'Rabais fidélité' });
        const cleared = await patch(superadmin, `${DG}${french.json().id}/`, { name: 'Loyalty discount', name_fr: ' ' });
        expect(cleared.json().errors).toEqual({ name_fr: ['required'] });
        expect((await superadmin.get(DG)).json().find((f: { id: number }) => f.id === french.json().id)).toMatchObject({ name: '', name_fr: 'Rabais fidélité' });
      } finally {
        await superadmin.post('/api/dealer/user/transfer_session/', { dealership_id: t.fixture.dealerships.ontario });
      }
      // At the Ontario store (English), the French name stays optional and the English one required.
      expect((await admin.post(FG, { name_fr: 'Frais', amount: '10' })).json().errors).toEqual({ name: ['required'] });
    });
  });
}
