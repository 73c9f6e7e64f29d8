import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { dealerships, vehicles } from '../../adapters/persistence/schema';
import { throwawayEngines } from '../../adapters/persistence/shared/throwaway-database';
import { signedInSuite, STAFF } from './support/signed-in';

const O = '/api/dealer/order/';

for (const engine of throwawayEngines()) {
  describe(`orders (${engine.kind})`, () => {
    const { t, cf, staff: { admin, manager, rep, corporate, other } } = signedInSuite(engine, { customers: true, staff: STAFF });

    it('adds a deal with the writable fields only, money as decimal strings', async () => {
      const r = await manager.post(O, {
        customer: cf.customers.wilson, vehicle: cf.vehicles.civic, payment_type: 'lease', lease_down_payment: '2500', finance_down_payment: '1000.5',
        payment_include_tax: false, campaign: ' spring-event ', status: 'completed', is_archived: true, note: 'sneaky', id: 1, steps: [],
      });
      expect(r.statusCode, r.body).toBe(201);
      expect(r.json()).toMatchObject({
        customer: cf.customers.wilson, customer_details: { full_name: 'Noah Wilson', email: '' }, payment_type: 'lease', status: 'initial',
        is_archived: false, note: '', campaign: 'spring-event', payment_include_tax: false, lease_down_payment: '2500.00',
        finance_down_payment: '1000.50', awaiting: null, deposit: null, archived_status_changed_at: null, created: t.clock.now().toISOString(),
        vehicle: { id: cf.vehicles.civic, make: 'Honda', listing_price: '31999.00', is_new: true, odometer_unit: 'km', cash_payment: { amount: '31999.00' },
          dealership_details: { id: t.fixture.dealerships.ontario, country: 'CA' } },
      });
      expect(r.json().steps.map((s: { status: string }) => s.status)).toEqual(Array(8).fill('initial'));
      expect((await manager.get(`/api/dealer/dealership/customers/${cf.customers.wilson}/`)).json().current_order.id).toBe(r.json().id);
    });

    it('takes the payment type from the dealership\'s default financing setting, the used one for used vehicles', async () => {
      const add = async (vehicle: number) => (await manager.post(O, { customer: cf.customers.clarke, vehicle })).json().payment_type;
      expect(await add(cf.vehicles.civic)).toBe('finance'); // nothing set
      await t.ports.database.db.update(dealerships).set({ settings: { financing_default_payment_type: 'lease', financing_default_payment_type_used: 'cash' } })
        .where(eq(dealerships.id, t.fixture.dealerships.ontario));
      expect(await add(cf.vehicles.crv)).toBe('lease');
      expect(await add(cf.vehicles.rav4)).toBe('cash');
    });

    it.each([
      [{}, { customer: ['required'], vehicle: ['required'] }],
      [{ customer: 'x' }, { customer: ['type.number'] }],
      [{ vehicle: 'tiguan' }, { vehicle: ['vehicle.unavailable'] }],
      [{ vehicle: 'quebec' }, { vehicle: ['reference.not_found'] }],
      [{ customer: 'quebec' }, { customer: ['reference.not_found'] }],
      [{ payment_type: 'bitcoin' }, { payment_type: ['choice.invalid'] }],
      [{ finance_down_payment: '-5' }, { finance_down_payment: ['money.invalid'] }],
      [{ lease_down_payment: '12.345' }, { lease_down_payment: ['money.invalid'] }],
      [{ lease_down_payment: 1000 }, { lease_down_payment: ['type.string'] }],
      [{ finance_down_payment: '40000.00' }, { finance_down_payment: ['money.too_large'] }],
      [{ campaign: 'x'.repeat(101) }, { campaign: ['text.too_long'] }],
    ] as const)('refuses a bad deal with 400 (%#)', async (change, errors) => {
      const named = (v: unknown) => (v === 'tiguan' ? cf.vehicles.tiguan : v === 'quebec' ? cf.quebecVehicle : v);
      const body: Record<string, unknown> = { customer: cf.customers.clarke, vehicle: cf.vehicles.civic };
      for (const [k, v] of Object.entries(change)) body[k] = k === 'customer' && v === 'quebec' ? cf.quebecCustomer : named(v);
      if (Object.keys(change).length === 0) { delete body.customer; delete body.vehicle; }
      const r = await manager.post(O, body);
      expect(r.statusCode).toBe(400);
      expect(r.json()).toMatchObject({ code: 'invalid_input', errors });
    });

    it('keeps corporate-kind users from adding deals, and other stores from seeing them', async () => {
      expect((await corporate.post(O, { customer: cf.customers.clarke, vehicle: cf.vehicles.civic })).json()).toMatchObject({ status: 403, code: 'forbidden' });
      expect((await other.get(`${O}${cf.orders.gagneFinance}/`)).statusCode).toBe(404);
      expect((await other.request('PUT', `${O}${cf.orders.gagneFinance}/`, { payment_type: 'cash' })).statusCode).toBe(404);
      expect((await other.request('PATCH', `${O}${cf.orders.gagneFinance}/set_archive_status_order/`, { archivedStatus: true })).statusCode).toBe(404);
      expect((await other.post(`${O}${cf.orders.gagneFinance}/confirm_order/`)).statusCode).toBe(404);
      expect((await other.post(`${O}${cf.orders.gagneFinance}/send_order_link/`)).statusCode).toBe(404);
      expect((await other.get(`${O}${cf.orders.gagneFinance}/easy_links/`)).statusCode).toBe(404);
      expect((await other.request('DELETE', `${O}${cf.orders.gagneFinance}/`)).statusCode).toBe(404);
      expect((await other.post(O, { customer: cf.customers.gagne, vehicle: cf.vehicles.civic })).json().errors).toEqual({ customer: ['reference.not_found'], vehicle: ['reference.not_found'] });
      expect((await other.get(`${O}?is_archived=all`)).json().count).toBe(0);
    });

    it('fetches a deal with its steps, vehicle and deposit', async () => {
      const r = await admin.get(`${O}${cf.orders.coteLease}/`);
      expect(r.json()).toMatchObject({
        id: cf.orders.coteLease, payment_type: 'lease', status: 'awaiting-customer', awaiting: 'customer', appointment_status: 'confirmed',
        deposit: { status: 'confirmed', mode: 'capture', amount: '500.00' }, vehicle: { model: 'CR-V', fuel_type: 'Hybrid', stock_status: 'T' },
      });
      expect(r.json().steps).toContainEqual({ name: 'appointment', status: 'appointment' });
      expect((await admin.get(`${O}abc/`)).statusCode).toBe(404);
    });

    // The store's own accessories and plan (a deal stores no id its store does not have, issue 12.3).
    let A1 = 0;
    let A3 = 0;
    let A5 = 0;
    let P7 = 0;
    beforeAll(async () => {
      const made = async (url: string, body: object) => { const r = await admin.post(url, body); expect(r.statusCode, r.body).toBe(201); return r.json().id as number; };
      const accessory = (title: string) => made('/api/dealer/aftermarket/accessory/', { category: 'A', title_en: title, title_fr: title, price: '100.00', sku: title });
      A1 = await accessory('Mats');
      A3 = await accessory('Rack');
      A5 = await accessory('Tint');
      P7 = await made('/api/dealer/aftermarket/protection-plan/', { category: 'protection_plan', name: 'Care', name_fr: 'Soins', payment_type: ['finance', 'lease'], prices: [{ term: 60, price: '1400.00' }] });
    });

    it('updates the writable fields sent, drops the vehicle, and keeps the note for those who may edit it', async () => {
      const id = cf.orders.levesqueFinance;
      // A proposed appointment must fall within the store's hours (issue 14): open the Wednesday.
      await t.ports.database.db.update(dealerships).set({ hours: { WEDNESDAY: { start: '09:00', end: '18:00' } } }).where(eq(dealerships.id, t.fixture.dealerships.ontario));
      const r = await admin.request('PUT', `${O}${id}/`, {
        payment_type: 'lease', vehicle: cf.vehicles.crv, accessory_ids: [A3, A1, A3], protection_ids: [P7], incentives: [], payment_include_tax: false,
        proposed_appointment: '2026-06-03T15:30:00-04:00', note: 'Prefers evenings.', status: 'completed',
      });
      expect(r.statusCode, r.body).toBe(200);
      expect(r.json()).toMatchObject({
        payment_type: 'lease', vehicle: { id: cf.vehicles.rav4 }, accessory_ids: [A3, A1], protection_ids: [P7], payment_include_tax: false,
        proposed_appointment: '2026-06-03T19:30:00.000Z', appointment_status: 'unconfirmed', note: 'Prefers evenings.', status: 'initial',
      });
      const patched = await admin.request('PATCH', `${O}${id}/`, { payment_type: 'finance' });
      expect(patched.json()).toMatchObject({ payment_type: 'finance', note: 'Prefers evenings.', accessory_ids: [A3, A1] });
      expect((await corporate.request('PATCH', `${O}${id}/`, { note: 'Corporate note' })).json()).toMatchObject({ status: 403, code: 'forbidden' });
      expect((await corporate.request('PATCH', `${O}${id}/`, { payment_type: 'cash', note: 'Prefers evenings.' })).json().payment_type).toBe('cash');
      expect((await admin.request('PATCH', `${O}${id}/`, { proposed_appointment: 'tomorrow' })).json().errors).toEqual({ proposed_appointment: ['datetime.invalid'] });
      expect((await admin.request('PATCH', `${O}${id}/`, { accessory_ids: [0] })).json().errors).toEqual({ accessory_ids: ['list.invalid_number'] });
      expect((await admin.request('PATCH', `${O}${id}/`, { customer: cf.quebecCustomer })).json().errors).toEqual({ customer: ['reference.not_found'] });
      expect((await admin.request('PATCH', `${O}${id}/`, { payment_type: 'barter' })).json().errors).toEqual({ payment_type: ['choice.invalid'] });
    });

    it('records the accessories to install among the deal\'s accessories, and a dropped accessory takes its install choice with it', async () => {
      const id = cf.orders.levesqueFinance;
      const r = await admin.request('PATCH', `${O}${id}/`, { accessory_ids: [A3, A1], install_accessory_ids: [A1, A1] });
      expect(r.statusCode, r.body).toBe(200);
      expect(r.json()).toMatchObject({ accessory_ids: [A3, A1], install_accessory_ids: [A1] });
      expect((await admin.get(`${O}${id}/`)).json().install_accessory_ids).toEqual([A1]);
      const outside = await admin.request('PATCH', `${O}${id}/`, { install_accessory_ids: [A1, A5], note: 'Not saved' });
      expect(outside.statusCode).toBe(400);
      expect(outside.json().errors).toEqual({ install_accessory_ids: ['list.not_subset'] });
      const both = await admin.request('PATCH', `${O}${id}/`, { accessory_ids: [A5], install_accessory_ids: [A1] });
      expect(both.json().errors).toEqual({ install_accessory_ids: ['list.not_subset'] });
      expect((await admin.request('PATCH', `${O}${id}/`, { install_accessory_ids: [-1] })).json().errors).toEqual({ install_accessory_ids: ['list.invalid_number'] });
      expect((await admin.get(`${O}${id}/`)).json()).toMatchObject({ accessory_ids: [A3, A1], install_accessory_ids: [A1] });
      expect((await admin.request('PATCH', `${O}${id}/`, { accessory_ids: [A3] })).json()).toMatchObject({ accessory_ids: [A3], install_accessory_ids: [] });
      expect((await admin.request('PATCH', `${O}${id}/`, { install_accessory_ids: [A3] })).json()).toMatchObject({ accessory_ids: [A3], install_accessory_ids: [A3] });
      expect((await admin.request('PATCH', `${O}${id}/`, { payment_type: 'finance' })).json()).toMatchObject({ install_accessory_ids: [A3] });
    });

    it('archives and restores a deal with time and user, and the customer list follows', async () => {
      const id = cf.orders.thompsonLease;
      const awaitingDealer = async () => (await admin.get('/api/dealer/customer/?awaiting=dealer')).json().results.map((c: { last_name: string }) => c.last_name);
      expect(await awaitingDealer()).toContain('Thompson');
      t.clock.advance(5 * 60_000);
      const r = await manager.request('PATCH', `${O}${id}/set_archive_status_order/`, { archivedStatus: true, id });
      expect(r.json()).toMatchObject({ is_archived: true, awaiting: null, archived_status_changed_at: t.clock.now().toISOString(),
        archived_status_changed_by: t.fixture.users.manager.id, archived_status_changed_by_details: { full_name: 'manager Fixture' } });
      expect(await awaitingDealer()).not.toContain('Thompson');
      const archived = (await admin.get(`${O}?customer=${cf.customers.thompson}&is_archived=true`)).json();
      expect(archived.results.map((o: { id: number }) => o.id)).toEqual([id]);
      expect((await admin.get(`${O}?customer=${cf.customers.thompson}`)).json().count).toBe(0);
      expect((await admin.request('PATCH', `${O}${id}/`, { payment_type: 'cash' })).json().code).toBe('order_archived');
      expect((await admin.post(`${O}${id}/confirm_order/`)).json().code).toBe('order_archived');
      expect((await corporate.request('PATCH', `${O}${id}/set_archive_status_order/`, { archivedStatus: false })).json()).toMatchObject({ is_archived: false, awaiting: 'dealer', archived_status_changed_by: t.fixture.users.corporate.id });
      expect(await awaitingDealer()).toContain('Thompson');
      expect((await admin.request('PATCH', `${O}${id}/set_archive_status_order/`, { archivedStatus: true, id: id + 1 })).json().errors).toEqual({ id: ['id.mismatch'] });
      expect((await admin.request('PATCH', `${O}${id}/set_archive_status_order/`, { archived: true })).json().errors).toEqual({ archivedStatus: ['required'] });
    });

    it('lists deals with count, next and previous', async () => {
      const first = (await admin.get(`${O}?is_archived=all&page_size=4`)).json();
      expect(first.count).toBeGreaterThanOrEqual(11);
      expect(first.results).toHaveLength(4);
      expect(first.previous).toBeNull();
      expect(first.next).toMatch(/\/api\/dealer\/order\/\?is_archived=all&page_size=4&page=2$/);
      const second = (await admin.get(`${O}?is_archived=all&page_size=4&page=2`)).json();
      expect(second.previous).toMatch(/page=1$/);
      const active = (await admin.get(`${O}?customer=${cf.customers.belanger}`)).json();
      expect(active.results.map((o: { id: number }) => o.id)).toEqual([cf.orders.belangerCash]);
      const all = (await admin.get(`${O}?customer=${cf.customers.belanger}&is_archived=all&ordering=created`)).json();
      expect(all.results.map((o: { id: number }) => o.id).sort()).toEqual([cf.orders.belangerCash, cf.orders.belangerArchived].sort());
      expect((await admin.get(`${O}?payment_type=lease&status=awaiting-customer`)).json().results.map((o: { id: number }) => o.id)).toEqual([cf.orders.coteLease]);
      expect((await admin.get(`${O}?is_archived=maybe`)).json().errors).toEqual({ is_archived: ['list.invalid_choice'] });
      expect((await admin.get(`${O}?page=0`)).json().errors).toEqual({ page: ['list.page_invalid'] });
      expect((await admin.get(`${O}?page_size=500`)).json().errors).toEqual({ page_size: ['list.invalid_number'] });
    });

    it('confirms a deal once, never one that ended', async () => {
      const r = await admin.post(`${O}${cf.orders.tremblayFinance}/confirm_order/`);
      expect(r.json()).toMatchObject({ status: 'completed', confirmed_at: t.clock.now().toISOString() });
      expect((await admin.post(`${O}${cf.orders.tremblayFinance}/confirm_order/`)).json().code).toBe('order_already_confirmed');
      const declined = await admin.post(`${O}${cf.orders.macdonaldCash}/confirm_order/`);
      expect(declined.statusCode).toBe(409);
      expect(declined.json().code).toBe('order_not_confirmable');
    });

    it('gives the easy links and e-mails the deal link through the outbox', async () => {
      const links = (await rep.get(`${O}${cf.orders.gagneFinance}/easy_links/`)).json();
      expect(links.order_link).toMatch(/^http:\/\/localhost(:\d+)?\/deal\/fixture-gagneFinance$/);
      expect(links.steps.map((s: { name: string }) => s.name)).toEqual(['customer-quote', 'saved-vehicles', 'build-and-price', 'trade-in', 'credit-app', 'deposit', 'appointment', 'file-upload']);
      expect(links.steps[4].url).toBe(`${links.order_link}/credit-app`);
      const sent = await rep.post(`${O}${cf.orders.gagneFinance}/send_order_link/`);
      expect(sent.json()).toEqual({ detail: 'sent', sent_to: 'helene.gagne@example.com' });
      const [mail] = await t.ports.outbox.latest(1);
      expect(mail).toMatchObject({ channel: 'email', to: 'helene.gagne@example.com', subject: expect.stringContaining('2024 Honda Civic Sport') });
      expect(mail!.body).toContain(links.order_link);
      expect((await corporate.post(`${O}${cf.orders.gagneFinance}/send_order_link/`)).statusCode).toBe(403);
      const wilsons = (await admin.get(`${O}?customer=${cf.customers.wilson}`)).json().results[0].id as number;
      expect((await manager.post(`${O}${wilsons}/send_order_link/`)).json().code).toBe('customer_has_no_email');
    });

    it('deletes a deal for admins and managers only', async () => {
      const id = (await manager.post(O, { customer: cf.customers.clarke, vehicle: cf.vehicles.civic, allow_duplicate: true })).json().id as number;
      expect((await rep.request('DELETE', `${O}${id}/`)).statusCode).toBe(403);
      expect((await corporate.request('DELETE', `${O}${id}/`)).statusCode).toBe(403);
      expect((await manager.request('DELETE', `${O}${id}/`)).statusCode).toBe(204);
      expect((await manager.get(`${O}${id}/`)).statusCode).toBe(404);
      expect((await manager.request('DELETE', `${O}${id}/`)).statusCode).toBe(404);
    });

    it('validates then changes a commission number, unique in the dealership', async () => {
      const url = (id: number, action: string) => `${O}${id}/${action}_commission_number/`;
      expect((await admin.post(url(cf.orders.gagneFinance, 'validate'), { commission_number: ' d-1042 ' })).json()).toEqual({ valid: true, commission_number: 'D-1042' });
      const changed = await admin.post(url(cf.orders.gagneFinance, 'change'), { commission_number: 'd-1042' });
      expect(changed.json()).toMatchObject({ id: cf.orders.gagneFinance, commission_number: 'D-1042' });
      expect((await admin.post(url(cf.orders.gagneFinance, 'validate'), { commission_number: 'D-1042' })).statusCode).toBe(200);
      expect((await admin.post(url(cf.orders.coteLease, 'validate'), { commission_number: 'D-1042' })).json().errors).toEqual({ commission_number: ['commission_number.taken'] });
      expect((await admin.post(url(cf.orders.coteLease, 'change'), { commission_number: 'd-1042' })).json().errors).toEqual({ commission_number: ['commission_number.taken'] });
      expect((await admin.post(url(cf.orders.coteLease, 'validate'), { commission_number: 'no spaces!' })).json().errors).toEqual({ commission_number: ['commission_number.invalid'] });
      expect((await admin.post(url(cf.orders.coteLease, 'validate'), { commission_number: '' })).json().errors).toEqual({ commission_number: ['required'] });
      expect((await admin.post(url(cf.orders.coteLease, 'validate'), {})).json().errors).toEqual({ commission_number: ['required'] });
      expect((await other.post(url(cf.orders.coteLease, 'validate'), { commission_number: 'X1' })).statusCode).toBe(404);
      expect((await other.post(url(cf.orders.coteLease, 'change'), { commission_number: 'X1' })).statusCode).toBe(404);
      expect((await admin.post(url(cf.orders.belangerArchived, 'change'), { commission_number: 'X2' })).json().code).toBe('order_archived');
    });

    it('answers 409 duplicate_order for a vehicle already on an active deal of the customer, and adds it when allowed', async () => {
      const count = async () => (await admin.get(`${O}?customer=${cf.customers.gagne}`)).json().count as number;
      const before = await count();
      const twice = await rep.post(O, { customer: cf.customers.gagne, vehicle: cf.vehicles.civic, payment_type: 'cash' });
      expect(twice.statusCode, twice.body).toBe(409);
      expect(twice.headers['content-type']).toContain('application/problem+json');
      expect(twice.json()).toMatchObject({
        code: 'duplicate_order', errors: { vehicle: ['order.duplicate'] },
        duplicates: [{ id: cf.orders.gagneFinance, vehicle: '2024 Honda Civic Sport', stock_number: expect.any(String), created: expect.any(String) }],
      });
      expect(await count()).toBe(before);
      // The same vehicle on another customer's deal, or on an archived deal of this one, is no duplicate.
      expect((await rep.post(O, { customer: cf.customers.belanger, vehicle: cf.vehicles.f150 })).statusCode).toBe(201);
      expect((await rep.post(O, { customer: cf.customers.smith, vehicle: cf.vehicles.civic })).statusCode).toBe(201);
      const forced = await rep.post(O, { customer: cf.customers.gagne, vehicle: cf.vehicles.civic, allow_duplicate: true });
      expect(forced.statusCode, forced.body).toBe(201);
      expect(await count()).toBe(before + 1);
      expect((await rep.post(O, { customer: cf.customers.gagne, vehicle: cf.vehicles.civic, allow_duplicate: 'yes' })).json().errors).toEqual({ allow_duplicate: ['type.boolean'] });
    });

    it('refuses a vehicle that was sold since it was picked', async () => {
      await t.ports.database.db.update(vehicles).set({ stockStatus: 'S' }).where(eq(vehicles.id, cf.vehicles.f150));
      expect((await manager.post(O, { customer: cf.customers.clarke, vehicle: cf.vehicles.f150 })).json().errors).toEqual({ vehicle: ['vehicle.unavailable'] });
    });
  });
}
