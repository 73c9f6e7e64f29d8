import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditLog, dealDocuments, storedFiles } from '../../adapters/persistence/schema';
import { throwawayEngines } from '../../adapters/persistence/shared/throwaway-database';
import { signedInSuite, STAFF, type StaffClient } from './support/signed-in';
import { gif, png, upload } from './support/uploads';

const pdf = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\n%%EOF\n');
const list = (order: number) => `/api/dealer/order/${order}/documents/`;

for (const engine of throwawayEngines()) {
  describe(`documents (${engine.kind})`, () => {
    const { t, cf, staff: { admin, manager, rep, corporate, other } } = signedInSuite(engine, { customers: true, staff: STAFF });
    const deal = () => cf.orders.gagneFinance;
    const send = (who: StaffClient, order: number, file: { name: string; type: string; bytes: Buffer }, kind = 'drivers_licence') =>
      upload(t, who, 'POST', list(order), [{ field: 'file', ...file }], kind === '' ? {} : { kind });
    const stored = async () => ({
      documents: (await t.ports.database.db.select({ id: dealDocuments.id }).from(dealDocuments)).length,
      files: (await t.ports.database.db.select({ key: storedFiles.key }).from(storedFiles)).length,
    });
    const downloads = async () => (await t.ports.database.db.select().from(auditLog).where(eq(auditLog.action, 'document_downloaded'))).length;

    it('uploads a PDF, lists it, and downloads it through a signed link with the original name', async () => {
      const up = await send(manager, deal(), { name: 'Permis de conduire – Hélène.pdf', type: 'application/pdf', bytes: pdf });
      expect(up.statusCode, up.body).toBe(201);
      expect(up.json()).toMatchObject({ order: deal(), kind: 'drivers_licence', file_name: 'Permis de conduire Hélène.pdf', content_type: 'application/pdf', size: pdf.length, uploaded_by: 'staff', can_delete: true });
      const listed = await rep.get(list(deal()));
      expect(listed.statusCode, listed.body).toBe(200);
      expect(listed.json()).toMatchObject({ results: [{ id: up.json().id, uploaded_by_user: { id: t.fixture.users.manager.id } }], max_bytes: 10 * 1024 * 1024, can_upload: true });
      expect(listed.json().results[0].can_delete).toBe(false); // a rep never removes a colleague's upload
      const link = await rep.get(`/api/dealer/documents/${up.json().id}/link/`);
      expect(link.statusCode, link.body).toBe(200);
      const before = await downloads();
      const got = await rep.get(new URL(link.json().url).pathname + new URL(link.json().url).search);
      expect(got.statusCode, got.body).toBe(200);
      expect(got.rawPayload.equals(pdf)).toBe(true);
      expect(got.headers['content-type']).toBe('application/pdf');
      expect(got.headers['x-content-type-options']).toBe('nosniff');
      expect(got.headers['content-disposition']).toBe(`attachment; filename="Permis de conduire Helene.pdf"; filename*=UTF-8''${encodeURIComponent('Permis de conduire Hélène.pdf')}`);
      expect(await downloads()).toBe(before + 1);
      await rep.get(new URL(link.json().url).pathname + new URL(link.json().url).search);
      expect(await downloads()).toBe(before + 2);
      const timeline = await t.ports.timeline.list(t.fixture.dealerships.ontario, deal());
      expect(timeline.map((e) => e.event)).toContain('document.uploaded');
    });

    it('refuses an expired link, an altered one, and another store\'s session', async () => {
      const up = await send(admin, deal(), { name: 'stub.png', type: 'image/png', bytes: await png() }, 'pay_stub');
      const url = new URL((await admin.get(`/api/dealer/documents/${up.json().id}/link/`)).json().url);
      const path = url.pathname + url.search;
      expect((await other.get(path)).json()).toMatchObject({ status: 403, code: 'link_invalid' });
      expect((await admin.get(path.replace(/token=\d+/, `token=${up.json().id + 1000}`))).json()).toMatchObject({ code: 'link_invalid' });
      t.clock.advance(5 * 60 * 1000 + 1000);
      const late = await admin.get(path);
      expect(late.statusCode).toBe(403);
      expect(late.headers['content-type']).toContain('application/problem+json');
      expect(late.json()).toMatchObject({ code: 'link_expired', errors: { token: ['link.expired'] } });
    });

    it.each([
      ['a type we refuse', { name: 'scan.gif', type: 'image/gif' }, 'gif', 400, { file: ['file.type_not_allowed'] }],
      ['a PNG named and sent as a PDF', { name: 'licence.pdf', type: 'application/pdf' }, 'png', 400, { file: ['file.type_mismatch'] }],
      ['an HTML page sent as a PDF', { name: 'licence.pdf', type: 'application/pdf' }, 'html', 400, { file: ['file.type_not_allowed'] }],
      ['a file over 10 MB', { name: 'big.pdf', type: 'application/pdf' }, 'big', 413, { file: ['file.too_large'] }],
    ] as const)('refuses %s and keeps nothing', async (_name, file, content, status, errors) => {
      const before = await stored();
      const bytes = content === 'gif' ? await gif() : content === 'png' ? await png() : content === 'html' ? Buffer.from('<html><script>alert(1)</script>')
        : Buffer.concat([pdf, Buffer.alloc(10 * 1024 * 1024)]);
      const r = await send(admin, deal(), { ...file, bytes });
      expect(r.statusCode, r.body).toBe(status);
      expect(r.json()).toMatchObject({ errors });
      expect(await stored()).toEqual(before);
    });

    it('names a missing or unknown kind', async () => {
      const before = await stored();
      expect((await send(admin, deal(), { name: 'a.pdf', type: 'application/pdf', bytes: pdf }, '')).json()).toMatchObject({ status: 400, errors: { kind: ['required'] } });
      expect((await send(admin, deal(), { name: 'a.pdf', type: 'application/pdf', bytes: pdf }, 'passport')).json()).toMatchObject({ errors: { kind: ['invalid_choice'] } });
      expect(await stored()).toEqual(before);
    });

    it('lets corporate users look and download, never upload or delete (403)', async () => {
      const up = await send(admin, deal(), { name: 'ins.pdf', type: 'application/pdf', bytes: pdf }, 'proof_of_insurance');
      const listed = await corporate.get(list(deal()));
      expect(listed.statusCode).toBe(200);
      expect(listed.json().can_upload).toBe(false);
      expect((await corporate.get(`/api/dealer/documents/${up.json().id}/link/`)).statusCode).toBe(200);
      expect((await send(corporate, deal(), { name: 'x.pdf', type: 'application/pdf', bytes: pdf })).statusCode).toBe(403);
      expect((await corporate.delete(`/api/dealer/documents/${up.json().id}/`)).statusCode).toBe(403);
    });

    it('answers 404 for another store\'s deal and document, and for a colleague\'s customer to a rep', async () => {
      const up = await send(admin, deal(), { name: 'res.pdf', type: 'application/pdf', bytes: pdf }, 'proof_of_residence');
      for (const path of [list(deal()), `/api/dealer/documents/${up.json().id}/link/`]) expect((await other.get(path)).statusCode, path).toBe(404);
      expect((await other.delete(`/api/dealer/documents/${up.json().id}/`)).statusCode).toBe(404);
      expect((await send(other, deal(), { name: 'x.pdf', type: 'application/pdf', bytes: pdf })).statusCode).toBe(404);
      expect((await rep.get(list(cf.orders.coteLease))).statusCode).toBe(404);
      expect((await send(rep, cf.orders.coteLease, { name: 'x.pdf', type: 'application/pdf', bytes: pdf })).statusCode).toBe(404);
    });

    it('deletes: the uploader and managers may, another rep may not; the bytes go too', async () => {
      const up = await send(admin, deal(), { name: 'cheque.pdf', type: 'application/pdf', bytes: pdf }, 'void_cheque');
      expect((await rep.delete(`/api/dealer/documents/${up.json().id}/`)).statusCode).toBe(403);
      const before = await stored();
      expect((await manager.delete(`/api/dealer/documents/${up.json().id}/`)).statusCode).toBe(204);
      expect(await stored()).toEqual({ documents: before.documents - 1, files: before.files - 1 });
      expect((await manager.get(`/api/dealer/documents/${up.json().id}/link/`)).statusCode).toBe(404);
      const audit = await t.ports.database.db.select().from(auditLog).where(eq(auditLog.action, 'document_deleted'));
      expect(audit.at(-1)?.detail).toMatchObject({ document_id: up.json().id, file_name: 'cheque.pdf' });
    });
  });
}
