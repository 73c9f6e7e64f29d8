import { describe, expect, it } from 'vitest';
import { throwawayEngines } from '../../adapters/persistence/shared/throwaway-database';
import { signedInSuite, STAFF } from './support/signed-in';

const C = '/api/dealer/customer/';
const RECORD = (id: number) => `/api/dealer/dealership/customers/${id}/`;
const valid = {
  first_name: 'Geneviève', last_name: "D'Amours", email: 'genevieve.damours@example.com', email_confirmation: 'Genevieve.Damours@example.com',
  phone: '(416) 555-0177', address_line_1: '10 rue Saint-Denis', address_line_2: '', city: 'Toronto', province: 'on', postal_code: 'm5v2t6', note: 'Wants a hybrid.',
};

for (const engine of throwawayEngines()) {
  describe(`customer record and writes (${engine.kind})`, () => {
    const { t, cf, staff: { admin, manager, rep, corporate, other } } = signedInSuite(engine, { customers: true, staff: STAFF });

    it('opens a customer\'s record, and answers 404 for another dealership\'s id or an id that cannot exist', async () => {
      const r = await admin.get(RECORD(cf.customers.gagne));
      expect(r.statusCode).toBe(200);
      expect(r.json()).toMatchObject({ id: cf.customers.gagne, last_name: 'Gagné', address_line_1: "12 rue de l'École", active_orders_count: 2 });
      for (const id of [cf.quebecCustomer, cf.otherCustomer, 2_000_000_000]) expect((await admin.get(RECORD(id))).statusCode, String(id)).toBe(404);
      for (const bad of ['abc', '0', '-1', '99999999999']) expect((await admin.get(`/api/dealer/dealership/customers/${bad}/`)).json().code).toBe('not_found');
      expect((await other.get(RECORD(cf.customers.gagne))).statusCode).toBe(404);
    });

    it('creates a customer with the writable fields only, normalized, and answers 201', async () => {
      const r = await manager.post(C, {
        ...valid, id: 1, archive_status: 'Sold', lead_type: 'chat', language: 'fr_CA', dealership: t.fixture.dealerships.other,
        created: '2001-01-01T00:00:00Z', search_text: 'x', awaiting: 'dealer', current_order: { id: 1 },
      });
      expect(r.statusCode, r.body).toBe(201);
      const body = r.json();
      expect(body).toMatchObject({
        first_name: 'Geneviève', last_name: "D'Amours", email: 'genevieve.damours@example.com', phone: '4165550177',
        province: 'ON', postal_code: 'M5V 2T6', note: 'Wants a hybrid.', archive_status: 'Active', lead_type: 'walk_in',
        language: 'en_CA', awaiting: null, current_order: null, created: t.clock.now().toISOString(),
      });
      expect(body.id).not.toBe(1);
      expect((await admin.get(RECORD(body.id))).statusCode).toBe(200);
      expect((await other.get(RECORD(body.id))).statusCode).toBe(404);
      expect((await admin.get(`${C}?search=${encodeURIComponent('genevieve damours')}`)).json().results.map((c: { id: number }) => c.id)).toEqual([body.id]);
    });

    it('assigns a new customer to the least busy rep open to automatic assignment, or to the rep who creates it', async () => {
      const byManager = await manager.post(C, { ...valid, email: 'auto1@example.com', email_confirmation: 'auto1@example.com', phone: '' });
      expect(byManager.json().assigned_dealer).toBe(t.fixture.users.nodevice.id); // 0 active customers, against 3 for rep
      const byRep = await rep.post(C, { ...valid, email: 'auto2@example.com', email_confirmation: 'auto2@example.com', phone: '' });
      expect(byRep.json().assigned_dealer).toBe(t.fixture.users.rep.id);
      const chosen = await manager.post(C, { ...valid, email: 'auto3@example.com', email_confirmation: 'auto3@example.com', phone: '', assigned_dealer: t.fixture.users.manager.id });
      expect(chosen.json().assigned_dealer_details).toEqual({ id: t.fixture.users.manager.id, full_name: 'manager Fixture' });
      const nobody = await manager.post(C, { ...valid, email: 'auto4@example.com', email_confirmation: 'auto4@example.com', phone: '', assigned_dealer: null });
      expect(nobody.json().assigned_dealer).toBeNull();
    });

    it.each([
      [{ first_name: '', last_name: ' ' }, { first_name: ['required'], last_name: ['required'] }],
      [{ first_name: 'J0hn' }, { first_name: ['name.invalid_characters'] }],
      [{ email: 'not-an-email' }, { email: ['email.invalid'] }],
      [{ email_confirmation: 'other@example.com' }, { email_confirmation: ['email_confirmation.mismatch'] }],
      [{ email_confirmation: undefined }, { email_confirmation: ['required'] }],
      [{ email: '', phone: '' }, { email: ['contact.required'], phone: ['contact.required'] }],
      [{ phone: '1-416-555-0177' }, { phone: ['phone.invalid'] }],
      [{ postal_code: '' }, { postal_code: ['required'] }],
      [{ postal_code: '05401' }, { postal_code: ['postal_code.invalid'] }],
      [{ province: 'VT' }, { province: ['province.invalid'] }],
      [{ city: 'T0ronto' }, { city: ['city.invalid'] }],
      [{ note: 'x'.repeat(2001) }, { note: ['text.too_long'] }],
      [{ assigned_dealer: t0() }, { assigned_dealer: ['reference.not_found'] }],
      [{ first_name: 42, assigned_dealer: 'me' }, { first_name: ['type.string'], assigned_dealer: ['type.number', 'type.null'] }],
    ] as const)('refuses bad input with 400 and per-field codes (%#)', async (change, errors) => {
      const r = await manager.post(C, { ...valid, email: 'refused@example.com', email_confirmation: 'refused@example.com', ...change });
      expect(r.statusCode).toBe(400);
      expect(r.json()).toMatchObject({ code: 'invalid_input', errors });
    });

    it('checks a US store\'s customers with ZIP codes and dashed phones', async () => {
      const us = { ...valid, email: 'vt@example.com', email_confirmation: 'vt@example.com', province: 'VT', city: 'Burlington' };
      expect((await other.post(C, { ...us, postal_code: 'M5V 2T6', phone: '802-555-0177' })).json().errors).toEqual({ postal_code: ['postal_code.invalid_zip'] });
      expect((await other.post(C, { ...us, postal_code: '05401', phone: '(802) 555-0177' })).json().errors).toEqual({ phone: ['phone.invalid'] });
      const ok = await other.post(C, { ...us, postal_code: '05401', phone: '802-555-0177' });
      expect(ok.statusCode).toBe(201);
      expect(ok.json()).toMatchObject({ postal_code: '05401', phone: '8025550177', province: 'VT' });
    });

    it('warns about a duplicate e-mail or phone in the dealership with 409 and links to it, unless allowed', async () => {
      const same = { ...valid, email: 'HELENE.GAGNE@example.com', email_confirmation: 'helene.gagne@example.com', phone: '' };
      const r = await manager.post(C, same);
      expect(r.statusCode).toBe(409);
      expect(r.json()).toMatchObject({ code: 'duplicate_customer', errors: { email: ['customer.duplicate'] }, duplicates: [{ id: cf.customers.gagne, full_name: 'Hélène Gagné', matched_on: ['email'] }] });
      const byPhone = await manager.post(C, { ...valid, email: '', email_confirmation: '', phone: '416 555 0101' });
      expect(byPhone.json().duplicates).toEqual([{ id: cf.customers.gagne, full_name: 'Hélène Gagné', matched_on: ['phone'] }]);
      expect((await manager.post(C, { ...same, allow_duplicate: true })).statusCode).toBe(201);
      // another store sees only its own look-alike, never Ontario's record
      const elsewhere = await other.post(C, { ...same, province: 'VT', postal_code: '05401', city: 'Burlington' });
      expect(elsewhere.json().duplicates.map((d: { id: number }) => d.id)).toEqual([cf.otherCustomer]);
    });

    it('updates the fields sent and keeps the others; a changed e-mail needs its confirmation', async () => {
      const created = (await manager.post(C, { ...valid, email: 'edit.me@example.com', email_confirmation: 'edit.me@example.com', phone: '4165550178' })).json();
      t.clock.advance(60_000);
      const r = await manager.request('PUT', `${C}${created.id}/`, { note: 'Called back.', city: 'Mississauga', archive_status: 'Sold', id: 999 });
      expect(r.statusCode, r.body).toBe(200);
      expect(r.json()).toMatchObject({ id: created.id, note: 'Called back.', city: 'Mississauga', first_name: 'Geneviève', email: 'edit.me@example.com', archive_status: 'Active', updated: t.clock.now().toISOString() });
      expect((await manager.request('PUT', `${C}${created.id}/`, { email: 'new.me@example.com' })).json().errors).toEqual({ email_confirmation: ['required'] });
      expect((await manager.request('PUT', `${C}${created.id}/`, { email: 'new.me@example.com', email_confirmation: 'new.me@example.com' })).statusCode).toBe(200);
      const dup = await manager.request('PUT', `${C}${created.id}/`, { phone: '(647) 555-0102' });
      expect(dup.json()).toMatchObject({ code: 'duplicate_customer', duplicates: [{ id: cf.customers.cote }] });
      expect((await manager.request('PUT', `${C}${created.id}/`, { phone: '(647) 555-0102', allow_duplicate: true })).json().phone).toBe('6475550102');
      expect((await manager.request('PUT', `${C}${created.id}/`, { first_name: '' })).json().errors).toEqual({ first_name: ['required'] });
      expect((await manager.request('PUT', `${C}${created.id}/`, { assigned_dealer: t.fixture.users.otherAdmin.id })).json().errors).toEqual({ assigned_dealer: ['reference.not_found'] });
      expect((await other.request('PUT', `${C}${created.id}/`, { note: 'x' })).statusCode).toBe(404);
      expect((await manager.request('PUT', `${C}${cf.quebecCustomer}/`, { note: 'x' })).statusCode).toBe(404);
    });

    it('deletes a customer without deals for admins and managers only; a customer with deals is archived instead', async () => {
      const mk = async (n: number) => (await manager.post(C, { ...valid, email: `del${n}@example.com`, email_confirmation: `del${n}@example.com`, phone: '' })).json().id as number;
      const [a, b] = [await mk(1), await mk(2)];
      expect((await rep.request('DELETE', `${C}${a}/`)).json().code).toBe('forbidden');
      expect((await corporate.request('DELETE', `${C}${a}/`)).statusCode).toBe(403);
      expect((await other.request('DELETE', `${C}${a}/`)).statusCode).toBe(404);
      const removed = await manager.request('DELETE', `${C}${a}/`);
      expect(removed.statusCode).toBe(204);
      expect(removed.body).toBe('');
      expect((await admin.request('DELETE', `${C}${b}/`)).statusCode).toBe(204);
      expect((await admin.get(RECORD(a))).statusCode).toBe(404);
      expect((await admin.request('DELETE', `${C}${a}/`)).statusCode).toBe(404);
      expect((await admin.request('DELETE', `${C}${cf.customers.wilson}/`)).statusCode).toBe(204);
      const withDeals = await admin.request('DELETE', `${C}${cf.customers.levesque}/`);
      expect(withDeals.statusCode).toBe(409);
      expect(withDeals.json().code).toBe('customer_has_orders');
    });

    it('archives several customers at once, all or none', async () => {
      const url = `${C}set_archive_status/`;
      const ids = [cf.customers.clarke, cf.customers.macdonald];
      const r = await manager.post(url, { id_list: ids, status: 'Lost' });
      expect(r.json()).toEqual({ updated: 2, status: 'Lost', archive_reason: null });
      expect((await manager.get(`${C}?archive_status=Lost`)).json().results.map((c: { last_name: string }) => c.last_name)).toEqual(['Smith', 'MacDonald', 'Martin', 'Clarke']);
      const mixed = await manager.post(url, { id_list: [cf.customers.clarke, cf.quebecCustomer], status: 'Active' });
      expect(mixed.statusCode).toBe(404);
      expect((await admin.get(RECORD(cf.customers.clarke))).json().archive_status).toBe('Lost');
      expect((await manager.post(url, { id_list: ids, status: 'Active' })).json()).toEqual({ updated: 2, status: 'Active', archive_reason: null });
      expect((await manager.post(url, { id_list: [], status: 'Sold' })).json().errors).toEqual({ id_list: ['required'] });
      expect((await manager.post(url, { id_list: ids, status: 'Gone' })).json().errors).toEqual({ status: ['choice.invalid'] });
      expect((await manager.post(url, { id_list: 'all', status: 'Sold' })).json().errors).toEqual({ id_list: ['type.arraynumber'] });
      expect((await corporate.post(url, { id_list: ids, status: 'Sold' })).json()).toMatchObject({ status: 403, code: 'forbidden' });
      expect((await other.post(url, { id_list: ids, status: 'Sold' })).statusCode).toBe(404);
    });

    it('shares the invitation link: copy records it, email and sms send it through the outbox', async () => {
      const id = cf.customers.thompson;
      const link = (await admin.get(`${C}${id}/invitation_link/`)).json().url as string;
      expect(link).toMatch(/^http:\/\/localhost(:\d+)?\/invitation\/[\w-]{20,}$/);
      expect((await admin.get(`${C}${id}/invitation_link/`)).json().url).toBe(link);
      const copy = await admin.post(`${C}${id}/track_link_shared/`, { share_type: 'copy' });
      expect(copy.json()).toEqual({ url: link, share_type: 'copy', shared_at: t.clock.now().toISOString() });
      expect((await admin.get(RECORD(id))).json()).toMatchObject({ invitation_share_type: 'copy', invitation_shared_at: t.clock.now().toISOString() });
      expect((await admin.post(`${C}${id}/track_link_shared/`, { share_type: 'email' })).statusCode).toBe(200);
      expect((await admin.post(`${C}${id}/track_link_shared/`, { share_type: 'sms' })).statusCode).toBe(200);
      const outbox = await t.ports.outbox.latest(5);
      expect(outbox[1]).toMatchObject({ channel: 'email', to: 'ava.t@example.com', subject: expect.stringContaining('Fixture Toronto') });
      expect(outbox[1]!.body).toContain(link);
      expect(outbox[0]).toMatchObject({ channel: 'sms', to: '4165550108', body: expect.stringContaining(link) });
      expect((await admin.post(`${C}${cf.customers.belanger}/track_link_shared/`, { share_type: 'sms' })).json().errors).toEqual({ share_type: ['customer.no_phone'] });
      expect((await admin.post(`${C}${id}/track_link_shared/`, { share_type: 'fax' })).json().errors).toEqual({ share_type: ['choice.invalid'] });
      expect((await corporate.post(`${C}${id}/track_link_shared/`, { share_type: 'copy' })).statusCode).toBe(403);
      expect((await other.post(`${C}${id}/track_link_shared/`, { share_type: 'copy' })).statusCode).toBe(404);
      expect((await other.get(`${C}${id}/invitation_link/`)).statusCode).toBe(404);
    });

    it('gives the pre-qualification, null when there is none, 404 elsewhere', async () => {
      const r = await admin.get(`${C}${cf.customers.gagne}/prequal_details/`);
      expect(r.json()).toEqual({ pre_qual_detail: { status: 'approved', checked_at: expect.any(String), pre_qual_offers: [
        { lender: 'Banque Laurentienne', payment_type: 'finance', term: 72, rate: '6.49', max_amount: '45000.00' },
        { lender: 'Honda Financial Services', payment_type: 'lease', term: 48, rate: '3.99', max_amount: '38000.00' },
      ] } });
      expect((await admin.get(`${C}${cf.customers.cote}/prequal_details/`)).json()).toEqual({ pre_qual_detail: null });
      expect((await other.get(`${C}${cf.customers.gagne}/prequal_details/`)).statusCode).toBe(404);
    });

    it('lets corporate-kind users look but not create, edit, archive or share', async () => {
      expect((await corporate.get(C)).statusCode).toBe(200);
      expect((await corporate.get(RECORD(cf.customers.gagne))).statusCode).toBe(200);
      const created = await corporate.post(C, { ...valid, email: 'corp@example.com', email_confirmation: 'corp@example.com' });
      expect(created.json()).toMatchObject({ status: 403, code: 'forbidden' });
      expect((await corporate.request('PUT', `${C}${cf.customers.gagne}/`, { note: 'x' })).json().code).toBe('forbidden');
      expect((await admin.get(RECORD(cf.customers.gagne))).json().note).toBe('');
    });

    it('needs the anti-forgery header and a verified session', async () => {
      expect((await manager.post(C, valid, { csrf: false })).json().code).toBe('csrf_failed');
      expect((await t.app.inject({ method: 'GET', url: RECORD(cf.customers.gagne) })).statusCode).toBe(401);
    });
  });
}

/** An id no user has. */
function t0(): number { return 2_000_000_000; }
