import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { auditLog, orders, storedFiles } from '../../adapters/persistence/schema';
import { tradeInGalleryLinks, tradeInPictures, tradeIns } from '../../adapters/persistence/trade-ins/schema';
import { throwawayEngines } from '../../adapters/persistence/shared/throwaway-database';
import { signedInSuite, signInStaff, STAFF, type StaffClient } from './support/signed-in';
import { Agent } from './support/test-app';
import { png, upload } from './support/uploads';

const D = '/api/dealer';
const DAY = 86_400_000;
const CIVIC = { vehicle: { year: 2020, make: 'Honda', model: 'Civic', trim: 'EX', color: 'Blue', odometer: 64_000, vin: '2HGFC2F59LH000001' }, condition: 'good' };
/** A phone's JPEG: GPS position, camera make, orientation 6 (shown turned a quarter). */
const phonePhoto = () => sharp({ create: { width: 120, height: 80, channels: 3, background: '#2980b9' } }).jpeg()
  .withExif({ IFD0: { Make: 'PhoneCam' }, IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '45/1 30/1 0/1', GPSLongitudeRef: 'W', GPSLongitude: '73/1 34/1 0/1' } })
  .withMetadata({ orientation: 6 }).toBuffer();

/** The trade-in's pictures and the shared gallery (issue 16.5) through the REST contract, on each engine. */
for (const engine of throwawayEngines()) {
  describe(`trade-in pictures and gallery (${engine.kind})`, () => {
    const { t, cf, staff: { manager, rep, corporate, other } } = signedInSuite(engine, { customers: true, staff: STAFF });
    const db = () => t.ports.database.db;
    const anonymous = () => new Agent(t.app);
    let tradeInId: number;
    const put = (who: StaffClient, slot: string, file: { name: string; type: string; bytes: Buffer }, id = tradeInId) =>
      upload(t, who, 'PUT', `${D}/trade-in/${id}/pictures/${slot}/`, [{ field: 'file', ...file }]);
    const counts = async () => ({
      pictures: (await db().select({ id: tradeInPictures.id }).from(tradeInPictures)).length,
      files: (await db().select({ key: storedFiles.key }).from(storedFiles)).length,
    });

    beforeAll(async () => {
      const saved = await manager.put(`${D}/order/${cf.orders.gagneFinance}/trade_in/`, CIVIC);
      if (saved.statusCode !== 200) throw new Error(saved.body);
      tradeInId = saved.json().trade_in.id;
    });

    it('stores a re-encoded picture without its GPS position, upright, in its slot; the link shows it', async () => {
      const r = await put(manager, 'front', { name: 'IMG_0042.JPG', type: 'image/jpeg', bytes: await phonePhoto() });
      expect(r.statusCode, r.body).toBe(200);
      expect(r.json()).toMatchObject({ slot: 'front', width: 80, height: 120, uploaded_by: 'staff' });
      const [file] = await db().select().from(storedFiles);
      const meta = await sharp(Buffer.from(file!.bytes)).metadata();
      expect([meta.format, meta.exif, meta.orientation, Buffer.from(file!.bytes).includes(Buffer.from('PhoneCam'))]).toEqual(['jpeg', undefined, undefined, false]);
      const [row] = await db().select({ pictures: tradeIns.pictures }).from(tradeIns).where(eq(tradeIns.id, tradeInId));
      expect(row?.pictures.front).toBe(r.json().id);
      const listed = await rep.get(`${D}/trade-in/${tradeInId}/pictures/`);
      expect(listed.statusCode, listed.body).toBe(200);
      expect(listed.json().slots.map((s: { slot: string }) => s.slot)).toEqual(['front', 'back', 'left', 'right', 'dashboard', 'seat_interior', 'vin']);
      const url = listed.json().slots[0].picture.url as string;
      const got = await anonymous().get(url);
      expect([got.statusCode, got.headers['content-type'], got.headers['x-content-type-options']]).toEqual([200, 'image/jpeg', 'nosniff']);
      expect(got.rawPayload.equals(Buffer.from(file!.bytes))).toBe(true);
      const audit = await db().select().from(auditLog).where(eq(auditLog.action, 'trade_in_picture_uploaded'));
      expect(audit.map((a) => a.detail)).toEqual([expect.objectContaining({ trade_in_id: tradeInId, slot: 'front', replaced: false, by: 'staff' })]);
      t.clock.advance(5 * 60 * 1000 + 1000);
      expect((await anonymous().get(url)).statusCode).toBe(404);
      expect((await anonymous().get(url.replace(/\/(\d+)\./, (_m, id: string) => `/${Number(id) + 1}.`))).statusCode).toBe(404);
    });

    it('replaces a slot\'s picture and its bytes; removes it after; an empty slot is 404', async () => {
      const before = await counts();
      const r = await put(manager, 'front', { name: 'front.png', type: 'image/png', bytes: await png(640, 480) });
      expect(r.statusCode, r.body).toBe(200);
      expect(await counts()).toEqual(before);
      const [row] = await db().select({ pictures: tradeIns.pictures }).from(tradeIns).where(eq(tradeIns.id, tradeInId));
      expect(row?.pictures.front).toBe(r.json().id);
      expect((await put(manager, 'vin', { name: 'vin.webp', type: 'image/webp', bytes: await sharp(await png()).webp().toBuffer() })).statusCode).toBe(200);
      expect((await corporate.delete(`${D}/trade-in/${tradeInId}/pictures/vin/`)).statusCode).toBe(403);
      expect((await manager.delete(`${D}/trade-in/${tradeInId}/pictures/vin/`)).statusCode).toBe(204);
      expect((await manager.delete(`${D}/trade-in/${tradeInId}/pictures/vin/`)).statusCode).toBe(404);
      expect((await manager.delete(`${D}/trade-in/${tradeInId}/pictures/roof/`)).json().errors).toEqual({ slot: ['choice.invalid'] });
      expect(await counts()).toEqual(before);
      const [after] = await db().select({ pictures: tradeIns.pictures }).from(tradeIns).where(eq(tradeIns.id, tradeInId));
      expect(after?.pictures.vin).toBeNull();
    });

    it('refuses bad files with the field named, and stores nothing', async () => {
      const before = await counts();
      const pdf = Buffer.from('%PDF-1.4\n%%EOF\n');
      const jpeg = await phonePhoto();
      const cases: [string, { name: string; type: string; bytes: Buffer }, number, Record<string, string[]>][] = [
        ['back', { name: 'scan.pdf', type: 'application/pdf', bytes: pdf }, 400, { file: ['file.type_not_allowed'] }],
        ['back', { name: 'photo.png', type: 'image/png', bytes: jpeg }, 400, { file: ['file.type_mismatch'] }],
        ['back', { name: 'broken.jpg', type: 'image/jpeg', bytes: jpeg.subarray(0, 300) }, 400, { file: ['file.not_an_image'] }],
        ['back', { name: 'iphone.heic', type: 'image/heic', bytes: Buffer.concat([Buffer.from([0, 0, 0, 24]), Buffer.from('ftypheic'), Buffer.alloc(64)]) }, 400, { file: ['file.heic_not_supported'] }],
        ['back', { name: 'empty.jpg', type: 'image/jpeg', bytes: Buffer.alloc(0) }, 400, { file: ['required'] }],
        ['roof', { name: 'a.jpg', type: 'image/jpeg', bytes: jpeg }, 400, { slot: ['choice.invalid'] }],
        ['back', { name: 'huge.jpg', type: 'image/jpeg', bytes: Buffer.concat([jpeg, Buffer.alloc(10 * 1024 * 1024)]) }, 413, { file: ['file.too_large'] }],
      ];
      for (const [slot, file, status, errors] of cases) {
        const r = await put(manager, slot, file);
        expect([file.name, r.statusCode, r.headers['content-type'], r.json().errors]).toEqual([file.name, status, expect.stringContaining('application/problem+json'), errors]);
      }
      const json = await manager.request('PUT', `${D}/trade-in/${tradeInId}/pictures/back/`, { file: 'x' });
      expect(json.statusCode).toBe(415);
      expect(await counts()).toEqual(before);
    });

    it('keeps other stores, colleagues\' customers and corporate users out', async () => {
      const jpeg = { name: 'a.jpg', type: 'image/jpeg', bytes: await phonePhoto() };
      expect((await other.get(`${D}/trade-in/${tradeInId}/pictures/`)).statusCode).toBe(404);
      expect((await put(other, 'left', jpeg)).statusCode).toBe(404);
      expect((await other.get(`${D}/gallery/${tradeInId}/`)).statusCode).toBe(404);
      const colleagues = await manager.put(`${D}/order/${cf.orders.coteLease}/trade_in/`, CIVIC);
      const theirs = colleagues.json().trade_in.id as number;
      expect((await rep.get(`${D}/gallery/${theirs}/`)).statusCode).toBe(404);
      expect((await put(rep, 'left', jpeg, theirs)).statusCode).toBe(404);
      expect((await put(corporate, 'left', jpeg)).statusCode).toBe(403);
      expect((await corporate.get(`${D}/trade-in/${tradeInId}/pictures/`)).json().may_edit).toBe(false);
    });

    it('shares a gallery link (hash kept, 7 days) that opens without sign-in, then answers 404 once expired', async () => {
      const shared = await manager.get(`${D}/gallery/${tradeInId}/`);
      expect(shared.statusCode, shared.body).toBe(200);
      const { token, url, expires } = shared.json() as { token: string; url: string; expires: string };
      expect(token.length).toBeGreaterThanOrEqual(43);
      expect(url).toMatch(new RegExp(`/dealer/gallery/${token}$`));
      expect(new Date(expires).getTime() - t.clock.now().getTime()).toBe(7 * DAY);
      const links = await db().select().from(tradeInGalleryLinks);
      expect(links.some((l) => l.tokenHash === token)).toBe(false);
      expect(links.some((l) => l.tokenHash.length === 64)).toBe(true);
      expect((await db().select().from(auditLog).where(eq(auditLog.action, 'trade_in_gallery_shared'))).length).toBe(1);

      const page = await anonymous().get(`/api/public/gallery/${token}/`);
      expect(page.statusCode, page.body).toBe(200);
      expect(page.json()).toMatchObject({ vehicle: { year: 2020, make: 'Honda', model: 'Civic', odometer: 64_000, odometer_unit: 'km' }, pictures: [{ slot: 'front', width: 640, height: 480 }] });
      expect(page.json().dealership.name).toEqual(expect.any(String));
      const picture = await anonymous().get(page.json().pictures[0].url);
      expect([picture.statusCode, picture.headers['content-type']]).toEqual([200, 'image/jpeg']);
      expect((await anonymous().get(`/api/public/gallery/${token}/pictures/999999/`)).statusCode).toBe(404);
      const unknown = await anonymous().get(`/api/public/gallery/${'x'.repeat(43)}/`);
      expect([unknown.statusCode, unknown.headers['content-type']]).toEqual([404, expect.stringContaining('application/problem+json')]);

      t.clock.advance(7 * DAY + 1000);
      expect((await anonymous().get(`/api/public/gallery/${token}/`)).statusCode).toBe(404);
      expect((await anonymous().get(page.json().pictures[0].url)).statusCode).toBe(404);
      // A new link forgets the expired one.
      expect((await (await signInStaff(t, 'manager')).get(`${D}/gallery/${tradeInId}/`)).statusCode).toBe(200);
      expect((await db().select().from(tradeInGalleryLinks).where(eq(tradeInGalleryLinks.tradeInId, tradeInId))).length).toBe(1);
    });

    it('lets the customer add pictures by the deal link, until an offer awaits their answer', async () => {
      const deal = cf.orders.gagneFinance;
      const token = `gallery-customer-token-${deal}-abcdefghijklmnopqrstuvwxyz`;
      await db().update(orders).set({ linkToken: token }).where(eq(orders.id, deal));
      const C = `/api/customer/trade_in/${deal}/pictures`;
      const customerPut = (slot: string, bytes: Buffer, tok: string | null = token) => t.app.inject({
        method: 'PUT', url: `${C}/${slot}/`,
        payload: Buffer.concat([Buffer.from('--b\r\nContent-Disposition: form-data; name="file"; filename="p.jpg"\r\nContent-Type: image/jpeg\r\n\r\n'), bytes, Buffer.from('\r\n--b--\r\n')]),
        headers: { 'content-type': 'multipart/form-data; boundary=b', cookie: `csrftoken=${'c'.repeat(32)}`, 'x-csrftoken': 'c'.repeat(32), ...(tok === null ? {} : { 'x-deal-token': tok }) },
      });
      const photo = await phonePhoto();
      expect((await customerPut('dashboard', photo, null)).statusCode).toBe(401);
      const r = await customerPut('dashboard', photo);
      expect(r.statusCode, r.body).toBe(200);
      expect(r.json()).toMatchObject({ slot: 'dashboard', uploaded_by: 'customer' });
      const listed = await anonymous().request('GET', `${C}/`, undefined, { headers: { 'x-deal-token': token } });
      expect(listed.json()).toMatchObject({ may_edit: true, slots: expect.arrayContaining([expect.objectContaining({ slot: 'dashboard', picture: expect.objectContaining({ uploaded_by: 'customer' }) })]) });
      expect((await (await signInStaff(t, 'manager')).post(`${D}/order/${deal}/tradein_offer/`, { dealer_offer: '15000.00' })).statusCode).toBe(200);
      const locked = await customerPut('seat_interior', photo);
      expect([locked.statusCode, locked.json().code]).toEqual([409, 'trade_in_locked']);
      const audit = await db().select().from(auditLog).where(eq(auditLog.action, 'trade_in_picture_uploaded'));
      expect(audit.filter((a) => (a.detail as { by?: string }).by === 'customer')).toHaveLength(1);
    });
  });
}
