import sharp from 'sharp';
import { gif, jpegWithExif, png, upload } from './support/uploads';
import { beforeAll, describe, expect, it } from 'vitest';
import { throwawayEngines } from '../../adapters/persistence/shared/throwaway-database';
import { ACC, accessory, PLAN, plan } from './support/addon-bodies';
import { signedInSuite, STAFF } from './support/signed-in';
import { Agent } from './support/test-app';

const D = '/api/dealer/aftermarket/';

// The dealer side of the add-ons (accessories, protection plans, their media, types and questions); the customer side is in addons-customer.test.ts.

const PDF = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');


for (const engine of throwawayEngines()) {
  describe(`add-ons (${engine.kind})`, () => {
    const { t, staff: { admin, manager, rep, corporate, other } } = signedInSuite(engine, { staff: STAFF });
    let on: number;
    beforeAll(() => { on = t.fixture.dealerships.ontario; });

    it('adds an accessory from the whitelisted fields only, money as decimal strings', async () => {
      const r = await admin.post(ACC, { ...accessory, id: 999, dealership: t.fixture.dealerships.other, image_media: 'x', price: '189.9' });
      expect(r.statusCode, r.body).toBe(201);
      expect(r.json()).toMatchObject({
        dealership: on, category: 'A', title_en: 'All-weather floor mats', price: '189.90', active: true, pre_installed: false, image_media: null,
        installation_charge_override: null, vehicle_types: ['SUV'], files: { img: null, pdf: null },
      });
      expect(r.json().id).not.toBe(999);
      const patched = await admin.request('PATCH', `${ACC}${r.json().id}/`, { price: '210', installation_charge_override: '45.50' });
      expect(patched.json()).toMatchObject({ price: '210.00', installation_charge_override: '45.50', title_en: 'All-weather floor mats' });
      expect((await admin.get(`${ACC}${r.json().id}/`)).json().price).toBe('210.00');
    });

    it.each([
      [{ ...accessory, price: '-5' }, { price: ['money.negative'] }],
      [{ ...accessory, price: '12.345' }, { price: ['money.invalid'] }],
      [{ ...accessory, category: 'Z' }, { category: ['choice.invalid'] }],
      [{ ...accessory, title_en: '  ' }, { title_en: ['required'] }],
      [{ category: 'A' }, { title_en: ['required'], price: ['required'] }],
      [{ ...accessory, sku: 'x'.repeat(65) }, { sku: ['too_long'] }],
      [{ ...accessory, vehicle_types: ['Spaceship'] }, { vehicle_types: ['choice.invalid'] }],
      [{ ...accessory, price: 12 }, { price: ['type.string'] }],
    ])('refuses bad accessory #%# with 400 per field and adds nothing', async (body, errors) => {
      const before = (await admin.get(ACC)).json().count;
      const r = await admin.post(ACC, body);
      expect(r.statusCode).toBe(400);
      expect(r.headers['content-type']).toContain('application/problem+json');
      expect(r.json().errors).toEqual(errors);
      expect((await admin.get(ACC)).json().count).toBe(before);
    });

    it('PUT needs the required fields, PATCH does not; a bad PATCH changes nothing', async () => {
      const id = (await admin.post(ACC, { ...accessory, title_en: 'Roof rack', price: '499' })).json().id;
      expect((await admin.request('PUT', `${ACC}${id}/`, { price: '450' })).json().errors).toEqual({ category: ['required'], title_en: ['required'] });
      expect((await admin.request('PATCH', `${ACC}${id}/`, { price: '450', category: 'Q' })).statusCode).toBe(400);
      expect((await admin.get(`${ACC}${id}/`)).json().price).toBe('499.00');
      expect((await admin.request('PUT', `${ACC}${id}/`, { category: 'E', title_en: 'Roof rack', price: '450' })).json()).toMatchObject({ category: 'E', price: '450.00' });
    });

    it('lists 20 a page ordered by id, with search, category, active and origin filters', async () => {
      for (let i = 0; i < 22; i += 1) {
        await admin.post(ACC, { category: i % 2 ? 'E' : 'I', title_en: `Mud flaps ${i}`, price: '59', sku: `MF-${i}`, active: i !== 3, pre_installed: i === 5 });
      }
      const first = (await admin.get(ACC)).json();
      expect(first.results).toHaveLength(20);
      expect(first.next).toContain('page=2');
      const ids = first.results.map((a: { id: number }) => a.id);
      expect(ids).toEqual([...ids].sort((a, b) => a - b));
      expect((await admin.get(`${ACC}?ordering=-id`)).json().results[0].id).toBeGreaterThan(ids[19]);
      expect((await admin.get(`${ACC}?search=mud%20flaps%201`)).json().count).toBe(11); // 1, 10–19
      expect((await admin.get(`${ACC}?search=mf-21`)).json().results.map((a: { title_en: string }) => a.title_en)).toEqual(['Mud flaps 21']);
      expect((await admin.get(`${ACC}?search=100%25`)).json().count).toBe(0);
      expect((await admin.get(`${ACC}?search=mud&category=E`)).json().count).toBe(11);
      expect((await admin.get(`${ACC}?search=mud&active=false`)).json().count).toBe(1);
      expect((await admin.get(`${ACC}?search=mud&origin=installed`)).json().results.map((a: { title_en: string }) => a.title_en)).toEqual(['Mud flaps 5']);
      const bad = await admin.get(`${ACC}?category=Z&ordering=price&page_size=500`);
      expect(bad.statusCode).toBe(400);
      expect(Object.keys(bad.json().errors).sort()).toEqual(['category', 'ordering', 'page_size']);
    });

    it('blocks sales reps and sales managers (403), lets corporate users look but not write', async () => {
      for (const agent of [rep, manager]) {
        expect((await agent.get(ACC)).statusCode).toBe(403);
        expect((await agent.get(PLAN)).statusCode).toBe(403);
        expect((await agent.post(ACC, accessory)).statusCode).toBe(403);
      }
      expect((await corporate.get(ACC)).statusCode).toBe(200);
      const before = (await admin.get(ACC)).json().count;
      expect((await corporate.post(ACC, accessory)).statusCode).toBe(403);
      expect((await corporate.post(PLAN, plan)).statusCode).toBe(403);
      expect((await admin.get(ACC)).json().count).toBe(before);
      expect((await new Agent(t.app).get(ACC)).statusCode).toBe(401);
    });

    it('answers 404 for another group\'s accessory or plan, and changes nothing', async () => {
      const id = (await admin.post(ACC, accessory)).json().id;
      const planId = (await admin.post(PLAN, plan)).json().id;
      expect((await other.get(`${ACC}${id}/`)).statusCode).toBe(404);
      expect((await other.request('PATCH', `${ACC}${id}/`, { price: '1' })).statusCode).toBe(404);
      expect((await other.request('DELETE', `${ACC}${id}/`)).statusCode).toBe(404);
      expect((await other.request('DELETE', `${PLAN}${planId}/`)).statusCode).toBe(404);
      expect((await upload(t, other, 'POST', `${ACC}${id}/image/`, [{ field: 'image', name: 'a.png', type: 'image/png', bytes: await png() }])).statusCode).toBe(404);
      expect((await other.get(ACC)).json().results.some((a: { id: number }) => a.id === id)).toBe(false);
      expect((await admin.get(`${ACC}${id}/`)).json().price).toBe('189.99');
    });

    it('deletes an accessory', async () => {
      const id = (await admin.post(ACC, accessory)).json().id;
      expect((await admin.request('DELETE', `${ACC}${id}/`)).statusCode).toBe(204);
      expect((await admin.get(`${ACC}${id}/`)).statusCode).toBe(404);
      expect((await admin.request('DELETE', `${ACC}${id}/`)).statusCode).toBe(404);
    });

    it('takes a real image, re-encodes it without its metadata, and serves it cached with nosniff', async () => {
      const id = (await admin.post(ACC, accessory)).json().id;
      const r = await upload(t, admin, 'POST', `${ACC}${id}/image/`, [{ field: 'image', name: 'mats.jpg', type: 'image/jpeg', bytes: await jpegWithExif() }]);
      expect(r.statusCode, r.body).toBe(200);
      const url = r.json().image_media.url as string;
      expect(r.json().files.img).toBe(url);
      const served = await t.app.inject({ method: 'GET', url });
      expect(served.statusCode).toBe(200);
      expect(served.headers['content-type']).toBe('image/jpeg');
      expect(served.headers['cache-control']).toContain('max-age=31536000');
      expect(served.headers['x-content-type-options']).toBe('nosniff');
      const meta = await sharp(served.rawPayload).metadata();
      expect(meta.width).toBe(40);
      expect(meta.exif).toBeUndefined();
      expect(served.rawPayload.includes(Buffer.from('secret-owner'))).toBe(false);
      expect((await t.app.inject({ method: 'GET', url, headers: { 'if-none-match': served.headers.etag as string } })).statusCode).toBe(304);
      // A new image replaces the old one, which is no longer served.
      const again = await upload(t, admin, 'POST', `${ACC}${id}/image/`, [{ field: 'image', name: 'mats.png', type: 'image/png', bytes: await png() }]);
      expect(again.json().image_media.url).not.toBe(url);
      expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(404);
      expect((await t.app.inject({ method: 'GET', url: '/api/media/not-a-real-id-000/' })).statusCode).toBe(404);
    });

    it('refuses fake image bytes (400), oversized files (413), non-multipart (415) and keeps the old image', async () => {
      const id = (await admin.post(ACC, accessory)).json().id;
      const fake = await upload(t, admin, 'POST', `${ACC}${id}/image/`, [{ field: 'image', name: 'evil.png', type: 'image/png', bytes: Buffer.from('<script>alert(1)</script>') }]);
      expect(fake.statusCode).toBe(400);
      expect(fake.json().errors).toEqual({ image: ['file.not_an_image'] });
      expect((await upload(t, admin, 'POST', `${ACC}${id}/image/`, [{ field: 'image', name: 'a.gif', type: 'image/gif', bytes: await gif() }])).statusCode).toBe(400);
      const big = await upload(t, admin, 'POST', `${ACC}${id}/image/`, [{ field: 'image', name: 'big.png', type: 'image/png', bytes: Buffer.alloc(5 * 1024 * 1024 + 10, 1) }]);
      expect(big.statusCode).toBe(413);
      expect(big.headers['content-type']).toContain('application/problem+json');
      expect((await admin.post(`${ACC}${id}/image/`, { image: 'data:image/png;base64,AAAA' })).statusCode).toBe(415);
      expect((await upload(t, admin, 'POST', `${ACC}${id}/image/`, [])).statusCode).toBe(400);
      expect((await admin.get(`${ACC}${id}/`)).json().image_media).toBeNull();
      expect((await upload(t, corporate, 'POST', `${ACC}${id}/image/`, [{ field: 'image', name: 'a.png', type: 'image/png', bytes: await png() }])).statusCode).toBe(403);
    });

    it('adds a protection plan with prices and province taxes; the list shows protection plans and VW upgrades only', async () => {
      const r = await admin.post(PLAN, plan);
      expect(r.statusCode, r.body).toBe(201);
      expect(r.json()).toMatchObject({
        category: 'protection_plan', kind: null, name: 'Extended warranty', gst: true, pst: true, hst: false, prices_set: true, duration_type: 'months',
        payment_type: ['cash', 'finance'], vehicle_condition: ['New', 'Used'], province_taxes: [{ province_code: 'QC', gst: true, qst: true, hst: false, pst: false }],
      });
      expect(r.json().prices.map((p: { term: number; distance: number | null; price: string }) => [p.term, p.distance, p.price]))
        .toEqual([[12, null, '595.00'], [36, 60000, '1495.00'], [36, null, '2495.00']]);
      await admin.post(PLAN, { ...plan, category: 'ppp', name: 'Prepaid maintenance' });
      await admin.post(PLAN, { ...plan, category: 'vw_upgrade', name: 'VW upgrade' });
      const names = (await admin.get(PLAN)).json().results.map((p: { name: string }) => p.name);
      expect(names).toContain('VW upgrade');
      expect(names).not.toContain('Prepaid maintenance');
      const changed = await admin.request('PATCH', `${PLAN}${r.json().id}/`, { prices: [{ term: 48, price: '1800' }], name: 'Extended warranty plus' });
      expect(changed.json().prices.map((p: { term: number }) => p.term)).toEqual([48]);
      expect(changed.json().province_taxes).toHaveLength(1);
    });

    it.each([
      [{ ...plan, category: 'A' }, { category: ['choice.invalid'] }],
      [{ ...plan, name: '' }, { name: ['required'] }],
      [{ ...plan, prices: [{ term: 36, price: '-1' }] }, { 'prices.0.price': ['money.negative'] }],
      [{ ...plan, prices: [{ price: '10' }, { term: 0, price: '10' }] }, { 'prices.0.term': ['required'], 'prices.1.term': ['number.out_of_range'] }],
      [{ ...plan, prices: [{ term: 12, price: '1' }, { term: 12, price: '2' }] }, { 'prices.1.term': ['duplicate'] }],
      [{ ...plan, province_taxes: [{ province_code: 'XX' }] }, { 'province_taxes.0.province_code': ['choice.invalid'] }],
      [{ ...plan, video_url: 'javascript:alert(1)' }, { video_url: ['url.invalid'] }],
      [{ ...plan, duration_type: 'custom' }, { custom_duration_label_en: ['required'] }],
      [{ ...plan, payment_type: ['crypto'] }, { payment_type: ['choice.invalid'] }],
      [{ ...plan, type: 999999 }, { type: ['reference.not_found'] }],
      [{ ...plan, kind: 'warranty' }, { kind: ['choice.invalid'] }],
      [{ ...plan, kind: 'other' }, { kind: ['choice.invalid'] }],
      [{ ...plan, kind: 7 }, { kind: ['type.string', 'type.null'] }],
    ])('refuses bad plan #%# with 400 per field', async (body, errors) => {
      const before = (await admin.get(`${PLAN}?page_size=100`)).json().count;
      const r = await admin.post(PLAN, body);
      expect(r.statusCode).toBe(400);
      expect(r.json().errors).toEqual(errors);
      expect((await admin.get(`${PLAN}?page_size=100`)).json().count).toBe(before);
    });

    it('keeps a plan\'s kind (service contract, GAP, null = other): set, changed, cleared; a bad kind changes nothing', async () => {
      const created = await admin.post(PLAN, { ...plan, name: 'GAP', kind: 'gap' });
      expect(created.statusCode, created.body).toBe(201);
      const url = `${PLAN}${created.json().id}/`;
      expect(created.json().kind).toBe('gap');
      expect((await admin.request('PATCH', url, { name: 'GAP plus' })).json()).toMatchObject({ kind: 'gap', name: 'GAP plus' });
      const bad = await admin.request('PATCH', url, { kind: 'GAP', name: 'Renamed' });
      expect(bad.statusCode).toBe(400);
      expect(bad.headers['content-type']).toContain('application/problem+json');
      expect(bad.json().errors).toEqual({ kind: ['choice.invalid'] });
      expect((await admin.get(url)).json()).toMatchObject({ kind: 'gap', name: 'GAP plus' });
      expect((await admin.request('PATCH', url, { kind: 'service_contract' })).json().kind).toBe('service_contract');
      expect((await admin.request('PATCH', url, { kind: null })).json().kind).toBeNull();
      expect((await admin.get(url)).json().kind).toBeNull();
    });

    it('uploads a plan PDF and, for categories other than protection plan, an image', async () => {
      const warranty = (await admin.post(PLAN, plan)).json().id;
      const vw = (await admin.post(PLAN, { ...plan, category: 'vw_upgrade', name: 'VW upgrade' })).json().id;
      const pdf = await upload(t, admin, 'PATCH', `${PLAN}${warranty}/media/`, [{ field: 'pdf_media', name: 'terms.pdf', type: 'application/pdf', bytes: PDF }]);
      expect(pdf.statusCode, pdf.body).toBe(200);
      const served = await t.app.inject({ method: 'GET', url: pdf.json().pdf_media.url });
      expect(served.headers['content-type']).toBe('application/pdf');
      expect(served.rawPayload.equals(PDF)).toBe(true);
      const noImage = await upload(t, admin, 'PATCH', `${PLAN}${warranty}/media/`, [{ field: 'image_media', name: 'a.png', type: 'image/png', bytes: await png() }]);
      expect(noImage.statusCode).toBe(400);
      expect(noImage.json().errors).toEqual({ image_media: ['media.not_for_category'] });
      const fakePdf = await upload(t, admin, 'PATCH', `${PLAN}${vw}/media/`, [{ field: 'pdf_media', name: 'x.pdf', type: 'application/pdf', bytes: Buffer.from('MZ not a pdf') }]);
      expect(fakePdf.json().errors).toEqual({ pdf_media: ['file.not_a_pdf'] });
      const both = await upload(t, admin, 'PATCH', `${PLAN}${vw}/media/`, [
        { field: 'image_media', name: 'a.png', type: 'image/png', bytes: await png() }, { field: 'pdf_media', name: 'terms.pdf', type: 'application/pdf', bytes: PDF }]);
      expect(both.statusCode).toBe(200);
      expect(both.json().image_media).not.toBeNull();
      expect(both.json().pdf_media).not.toBeNull();
    });

    it('manages plan prices, plan types, PEN products and questions under their own bases, per dealership', async () => {
      const planId = (await admin.post(PLAN, { ...plan, prices: [] })).json().id;
      const price = await admin.post(`${D}protection-plan-price/`, { plan: planId, term: 24, distance: 40000, price: '899.5' });
      expect(price.statusCode, price.body).toBe(201);
      expect(price.json()).toMatchObject({ plan: planId, term: 24, price: '899.50' });
      expect((await admin.get(`${D}protection-plan-price/?plan=${planId}`)).json().results).toHaveLength(1);
      expect((await admin.request('PATCH', `${D}protection-plan-price/${price.json().id}/`, { price: '950' })).json().price).toBe('950.00');
      expect((await admin.post(`${D}protection-plan-price/`, { term: 24, price: '1' })).json().errors).toEqual({ plan: ['required'] });
      expect((await other.post(`${D}protection-plan-price/`, { plan: planId, term: 24, price: '1' })).json().errors).toEqual({ plan: ['reference.not_found'] });
      expect((await other.request('DELETE', `${D}protection-plan-price/${price.json().id}/`)).statusCode).toBe(404);
      expect((await admin.request('DELETE', `${D}protection-plan-price/${price.json().id}/`)).statusCode).toBe(204);

      const type = await admin.post(`${D}protection-plan-type/`, { name: 'Warranty', name_fr: 'Garantie' });
      expect(type.statusCode).toBe(201);
      const pen = await admin.post(`${D}pen-product/`, { name: 'Tire & wheel', provider: 'PEN', coverages: ['basic', 'premium'] });
      expect(pen.json()).toMatchObject({ coverages: ['basic', 'premium'] });
      const typed = await admin.request('PATCH', `${PLAN}${planId}/`, { type: type.json().id, pen_product_for_coverage: pen.json().id, use_pen_for_localized_prices: true, pen_coverage: 'premium' });
      expect(typed.json()).toMatchObject({ type: type.json().id, pen_product_for_coverage: pen.json().id });
      expect((await admin.get(`${PLAN}?origin=pen`)).json().results.map((p: { id: number }) => p.id)).toEqual([planId]);
      const otherType = (await other.post(`${D}protection-plan-type/`, { name: 'Theirs' })).json().id;
      expect((await admin.request('PATCH', `${PLAN}${planId}/`, { type: otherType })).json().errors).toEqual({ type: ['reference.not_found'] });
      expect((await admin.get(`${D}protection-plan-type/`)).json().results.map((x: { name: string }) => x.name)).toEqual(['Warranty']);
      expect((await admin.post(`${D}protection-plan-type/`, { name_fr: 'x' })).json().errors).toEqual({ name: ['required'] });

      const q = await admin.post(`${D}question/`, { question_en: 'Do you tow a trailer?', question_fr: 'Tirez-vous une remorque?', field_type: 'boolean', order: 2 });
      expect(q.statusCode).toBe(201);
      expect((await admin.post(`${D}question/`, { question_en: 'Which?', field_type: 'choice' })).json().errors).toEqual({ choices: ['required'] });
      expect((await other.get(`${D}question/${q.json().id}/`)).statusCode).toBe(404);
      expect((await rep.get(`${D}question/`)).statusCode).toBe(403);
    });
  });
}
