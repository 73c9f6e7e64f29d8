import { readFileSync } from 'node:fs';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { readAdf } from '../../adapters/adf/adf-xml';
import { adfImports, auditLog, customers, orders } from '../../adapters/persistence/schema';
import { throwawayEngines } from '../../adapters/persistence/shared/throwaway-database';
import { signedInSuite, STAFF, type StaffClient } from './support/signed-in';
import type { TestApp } from './support/test-app';
import { upload } from './support/uploads';

const IMPORT = '/api/dealer/leads/adf/';
const EXPORT = (id: number) => `/api/dealer/customer/${id}/adf/`;
const sample = (name: string): Buffer => readFileSync(new URL(`../fixtures/adf/${name}`, import.meta.url));

/** Posts the document as the body (its bytes as they are) with an XML content type. */
function post(t: TestApp, who: StaffClient, bytes: Buffer | string, type = 'application/xml') {
  const token = who.cookie('csrftoken') ?? '';
  return t.app.inject({
    method: 'POST', url: IMPORT, payload: bytes,
    headers: { 'content-type': type, cookie: `sessionid=${who.cookie('sessionid') ?? ''}; csrftoken=${token}`, 'x-csrftoken': token },
  });
}

for (const engine of throwawayEngines()) {
  describe(`ADF leads (${engine.kind})`, () => {
    const { t, cf, staff: { admin, manager, rep, corporate, other } } = signedInSuite(engine, { customers: true, staff: STAFF });
    const db = () => t.ports.database.db;
    const stored = async () => ({
      customers: (await db().select({ id: customers.id }).from(customers)).length,
      orders: (await db().select({ id: orders.id }).from(orders)).length,
      imports: (await db().select({ id: adfImports.id }).from(adfImports)).length,
    });
    const customerByEmail = async (email: string) => (await db().select().from(customers).where(eq(customers.email, email)))[0];

    it('imports a third-party lead: a new customer by the form\'s rules, a deal for the vehicle of interest, the provider as its source', async () => {
      const r = await post(t, manager, sample('third-party-autotrader.xml'));
      expect(r.statusCode, r.body).toBe(200);
      const body = r.json();
      expect(body).toMatchObject({ repeat: false, created: 1, matched: 0, refused: 0, prospects: [{ outcome: 'created', customer_name: 'Priya Raman', deal_note: null, lead_source: 'AutoTrader.ca' }] });
      const customer = await customerByEmail('priya.raman.adf@example.com');
      expect(customer).toMatchObject({ id: body.prospects[0].customer, phone: '4165550191', postalCode: 'M5S 1G5', provinceCode: 'ON', leadType: 'third_party', dealershipId: t.fixture.dealerships.ontario });
      expect(customer?.note).toContain('test drive Saturday morning & a finance quote');
      const [deal] = await db().select().from(orders).where(eq(orders.id, body.prospects[0].order));
      expect(deal).toMatchObject({ customerId: customer?.id, vehicleId: cf.vehicles.civic, campaign: 'AutoTrader.ca', createdBy: t.fixture.users.manager.id });
      const record = await manager.get(`/api/dealer/dealership/customers/${customer?.id}/`);
      expect(record.json()).toMatchObject({ lead_type: 'third_party', active_orders_count: 1 });
      const audit = await db().select().from(auditLog).where(eq(auditLog.action, 'adf_leads_imported'));
      expect(audit.at(-1)).toMatchObject({ userId: t.fixture.users.manager.id, dealershipId: t.fixture.dealerships.ontario, detail: { created: 1, matched: 0, refused: 0, deals: 1, source: 'upload' } });
    });

    it('answers a re-sent document with the first report and creates nothing twice', async () => {
      const before = await stored();
      const again = await post(t, admin, sample('third-party-autotrader.xml'), 'text/xml');
      expect(again.statusCode, again.body).toBe(200);
      expect(again.json()).toMatchObject({ repeat: true, created: 1, prospects: [{ outcome: 'created', customer_name: 'Priya Raman' }] });
      expect(await stored()).toEqual(before);
      // The same lead in another document (a re-send with a new timestamp) matches the customer and keeps her deal.
      const resent = sample('third-party-autotrader.xml').toString('utf8').replace('2026-11-27T19:42:10-05:00', '2026-11-28T08:00:00-05:00');
      const r = await post(t, admin, resent);
      expect(r.json()).toMatchObject({ repeat: false, created: 0, matched: 1, prospects: [{ outcome: 'matched', deal_note: 'existing_deal' }] });
      expect((await stored()).customers).toBe(before.customers);
      expect((await stored()).orders).toBe(before.orders);
    });

    it('imports several prospects each on its own: created, matched by e-mail (her deal kept), refused with reasons', async () => {
      const before = await stored();
      const r = await post(t, manager, sample('several-prospects.xml'));
      expect(r.statusCode, r.body).toBe(200);
      const body = r.json();
      expect(body).toMatchObject({ created: 1, matched: 1, refused: 1 });
      expect(body.prospects[0]).toMatchObject({ outcome: 'created', customer_name: 'Kenji Watanabe', lead_source: 'CarGurus', deal_note: null });
      expect(body.prospects[1]).toMatchObject({ outcome: 'matched', customer: cf.customers.gagne, deal_note: 'existing_deal', order: cf.orders.gagneFinance });
      expect(body.prospects[2]).toEqual({ outcome: 'refused', name: 'Anonymous Shopper', errors: { email: ['contact.required'], phone: ['contact.required'] } });
      expect(await stored()).toEqual({ customers: before.customers + 1, orders: before.orders + 1, imports: before.imports + 1 });
    });

    it.each([
      ['an OEM build-and-price lead (full name, mailto:, +1 phone, a lease)', 'oem-build-and-price.xml', 'daniel.obrien.adf@example.com', { firstName: 'Daniel', lastName: "O'Brien", phone: '6475550193', leadType: 'third_party' }, 'crv', 'Honda Canada – Build & Price'],
      ['a dealer website form (the store is the provider; the trade-in is not the vehicle of interest)', 'dealer-website-form.xml', 'sarah.mcallister.adf@example.org', { leadType: 'website', city: 'Mississauga' }, 'rav4', 'Fixture Toronto'],
      ['an ISO-8859-1 lead with a French name', 'french-accents-latin1.xml', 'eloise.belanger-cote.adf@example.ca', { firstName: 'Éloïse', lastName: 'Bélanger-Côté', city: 'Montréal', provinceCode: 'QC', postalCode: 'H2J 2X2' }, 'crv', "Guide de l'auto"],
    ] as const)('imports %s', async (_name, file, email, fields, vehicle, source) => {
      const r = await post(t, admin, sample(file));
      expect(r.statusCode, r.body).toBe(200);
      expect(r.json()).toMatchObject({ created: 1, prospects: [{ outcome: 'created', lead_source: source, deal_note: null }] });
      expect(await customerByEmail(email)).toMatchObject(fields);
      const [deal] = await db().select().from(orders).where(eq(orders.id, r.json().prospects[0].order));
      expect(deal?.vehicleId).toBe(cf.vehicles[vehicle]);
      if (file === 'oem-build-and-price.xml') expect(deal?.paymentType).toBe('lease');
    });

    it('imports a phone-only lead, matched by VIN, and matches it again by the phone\'s digits written otherwise', async () => {
      const r = await post(t, manager, sample('phone-only.xml'));
      expect(r.json()).toMatchObject({ created: 1, prospects: [{ outcome: 'created', customer_name: 'Tyler Kowalski', deal_note: null }] });
      const [customer] = await db().select().from(customers).where(and(eq(customers.phone, '4165550196'), eq(customers.dealershipId, t.fixture.dealerships.ontario)));
      expect(customer).toMatchObject({ email: '', lastName: 'Kowalski' });
      const [deal] = await db().select().from(orders).where(eq(orders.id, r.json().prospects[0].order));
      expect(deal?.vehicleId).toBe(cf.vehicles.f150);
      const again = sample('phone-only.xml').toString('utf8').replace('+1 416 555 0196', '(416) 555-0196').replace('<vin>1FTFW1E54KFA00005</vin>', '');
      expect((await post(t, manager, again)).json()).toMatchObject({ matched: 1, prospects: [{ outcome: 'matched', customer: customer?.id, deal_note: 'existing_deal' }] });
    });

    it('keeps the customer and says so when the vehicle is not in stock (sold, or unknown)', async () => {
      const doc = sample('third-party-autotrader.xml').toString('utf8')
        .replace('Priya.Raman.adf', 'nostock.adf').replace('416-555-0191', '416-555-0181')
        .replace(/<vin>.*<\/vin>/, '<vin>3VV2B7AX4PM000003</vin>').replace(/<stock>.*<\/stock>/, '').replace('<model>Civic</model>', '<model>Tiguan</model>').replace('<make>Honda</make>', '<make>Volkswagen</make>');
      const r = await post(t, manager, doc);
      expect(r.json()).toMatchObject({ created: 1, prospects: [{ outcome: 'created', order: null, deal_note: 'vehicle_not_found' }] });
    });

    it('refuses a prospect the customer form refuses (same rules), and stores nothing of it', async () => {
      const before = await stored();
      const doc = sample('third-party-autotrader.xml').toString('utf8').replace('Priya.Raman.adf', 'badpostal.adf').replace('416-555-0191', '416-555-0182').replace('M5S 1G5', '05401');
      const r = await post(t, manager, doc);
      expect(r.json()).toMatchObject({ refused: 1, prospects: [{ outcome: 'refused', name: 'Priya Raman', errors: { postal_code: ['postal_code.invalid'] } }] });
      expect(await stored()).toEqual({ ...before, imports: before.imports + 1 });
    });

    it.each([
      ['billion laughs', 'hostile/billion-laughs.xml', 'adf.xml_declaration_forbidden'],
      ['an external entity', 'hostile/external-entity.xml', 'adf.xml_declaration_forbidden'],
      ['an HTML entity', 'hostile/undeclared-entity.xml', 'adf.xml_malformed'],
      ['malformed XML', 'hostile/malformed.xml', 'adf.xml_malformed'],
      ['another XML document', 'hostile/not-adf.xml', 'adf.adf_not_adf'],
      ['an ADF document without prospects', 'hostile/no-prospect.xml', 'adf.adf_no_prospect'],
    ])('refuses %s whole with 400 problem+json and stores nothing', async (_name, file, code) => {
      const before = await stored();
      const r = await post(t, manager, sample(file));
      expect(r.statusCode, r.body).toBe(400);
      expect(r.headers['content-type']).toContain('application/problem+json');
      expect(r.json()).toMatchObject({ code: 'invalid_adf', errors: { file: [code] } });
      expect(r.json().detail).toEqual(expect.any(String));
      expect(await stored()).toEqual(before);
    });

    it('refuses a document over 1 MB (400) or far over (413), one nested too deep, and a JSON body (415), storing nothing', async () => {
      const before = await stored();
      const big = sample('several-prospects.xml').toString('utf8').replace('No contact details given.', 'x'.repeat(1024 * 1024));
      expect((await post(t, manager, big)).json()).toMatchObject({ status: 400, errors: { file: ['adf.xml_too_large'] } });
      expect((await post(t, manager, Buffer.alloc(5 * 1024 * 1024, 'a'))).statusCode).toBe(413);
      const deep = `<adf><prospect><customer>${'<x>'.repeat(40)}${'</x>'.repeat(40)}</customer></prospect></adf>`;
      expect((await post(t, manager, deep)).json()).toMatchObject({ status: 400, errors: { file: ['adf.xml_too_deep'] } });
      const json = await manager.post(IMPORT, { adf: {} });
      expect(json.statusCode).toBe(415);
      expect(json.json().code).toBe('xml_required');
      expect(await stored()).toEqual(before);
    });

    it('takes a multipart upload of a .xml file (the customer list\'s dialog)', async () => {
      const doc = sample('third-party-autotrader.xml').toString('utf8').replace('Priya.Raman.adf', 'upload.adf').replace('416-555-0191', '416-555-0183');
      const r = await upload(t, manager, 'POST', IMPORT, [{ field: 'file', name: 'lead.xml', type: 'text/xml', bytes: Buffer.from(doc) }]);
      expect(r.statusCode, r.body).toBe(200);
      expect(r.json()).toMatchObject({ created: 1 });
      expect((await upload(t, manager, 'POST', IMPORT, [])).json()).toMatchObject({ status: 400, errors: { file: ['required'] } });
    });

    it('lets only admins and sales managers import (403 for reps and corporate users), each in its own store', async () => {
      const before = await stored();
      expect((await post(t, rep, sample('phone-only.xml'))).statusCode).toBe(403);
      expect((await post(t, corporate, sample('phone-only.xml'))).statusCode).toBe(403);
      expect(await stored()).toEqual(before);
      // The Vermont store imports its own copy: the Ontario customer is not matched, the Ontario stock not used.
      const r = await post(t, other, sample('phone-only.xml'));
      expect(r.statusCode, r.body).toBe(200);
      expect(r.json()).toMatchObject({ repeat: false, refused: 1, prospects: [{ outcome: 'refused', errors: { province: ['province.invalid'] } }] });
    });

    it('exports a customer and their deal as ADF 1.0 that imports back to the same customer and vehicle', async () => {
      const r = await manager.get(EXPORT(cf.customers.gagne));
      expect(r.statusCode, r.body).toBe(200);
      expect(r.headers['content-type']).toBe('application/xml; charset=utf-8');
      expect(r.headers['content-disposition']).toBe(`attachment; filename="customer-${cf.customers.gagne}-adf.xml"`);
      expect(r.body).toContain('<?ADF VERSION "1.0"?>');
      expect(r.body).toContain('<street line="1">12 rue de l&apos;École</street>');
      const read = readAdf(Buffer.from(r.body), 'export.xml');
      expect(read._tag).toBe('Right');
      if (read._tag !== 'Right') return;
      expect(read.right.prospects[0]).toMatchObject({ firstName: 'Hélène', lastName: 'Gagné', email: 'helene.gagne@example.com', phones: ['4165550101'], street1: "12 rue de l'École", vendorName: 'Fixture Toronto' });
      expect(read.right.prospects[0]?.vehicles[0]).toMatchObject({ vin: '2HGFE2F57RH500001', make: 'Honda', model: 'Civic', year: '2024', price: '31999.00', currency: 'CAD' });
      const back = await post(t, admin, r.body);
      expect(back.json()).toMatchObject({ matched: 1, prospects: [{ outcome: 'matched', customer: cf.customers.gagne, deal_note: 'existing_deal' }] });
      const audit = await db().select().from(auditLog).where(eq(auditLog.action, 'adf_lead_exported'));
      expect(audit.at(-1)).toMatchObject({ userId: t.fixture.users.manager.id, detail: { customer_id: cf.customers.gagne } });
    });

    it('exports a chosen deal, and answers 404 for another store\'s customer, a deal of someone else, a colleague\'s customer to a rep', async () => {
      const cash = await admin.get(`${EXPORT(cf.customers.gagne)}?order=${cf.orders.gagneCash}`);
      expect(cash.body).toContain('<model>RAV4</model>');
      expect((await admin.get(`${EXPORT(cf.customers.gagne)}?order=${cf.orders.coteLease}`)).statusCode).toBe(404);
      expect((await admin.get(`${EXPORT(cf.customers.gagne)}?order=abc`)).statusCode).toBe(400);
      expect((await other.get(EXPORT(cf.customers.gagne))).statusCode).toBe(404);
      expect((await admin.get(EXPORT(cf.quebecCustomer))).statusCode).toBe(404);
      expect((await rep.get(EXPORT(cf.customers.cote))).statusCode).toBe(404);
      expect((await rep.get(EXPORT(cf.customers.gagne))).statusCode).toBe(200);
    });
  });
}
