import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { auditLog, dealDocuments, orders, storedFiles } from '../../adapters/persistence/schema';
import { throwawayEngines } from '../../adapters/persistence/shared/throwaway-database';
import { signedInSuite } from './support/signed-in';
import { Agent } from './support/test-app';
import { gif, png, upload } from './support/uploads';

const C = '/api/customer/documents';
const pdf = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\n%%EOF\n');

/**
 * The customer app's documents task through the deal link's token (designed calls), on each engine:
 * the customer sends a document under the staff's rules (400 per field, nothing kept), sees only
 * their own, the step then awaits the dealer, the dealer sees it as the customer's; the customer takes
 * one back; another deal's token, a missing token and a staff member's read-only view are refused.
 */
for (const engine of throwawayEngines()) {
  describe(`the customer's documents (${engine.kind})`, () => {
    const { t, cf, staff: { manager } } = signedInSuite(engine, { customers: true, staff: { manager: 'manager' } });
    const db = () => t.ports.database.db;
    let deal: number;
    let token: string;
    const anonymous = () => new Agent(t.app);
    /** The customer's browser: no session, the anti-forgery cookie every write needs, and the link's token. */
    const send = async (tok: string, file: { name: string; type: string; bytes: Buffer }, kind = 'drivers_licence') => {
      const browser = anonymous();
      await browser.request('GET', '/settings/');
      return upload(t, browser, 'POST', `${C}/${deal}/`, [{ field: 'file', ...file }], kind === '' ? {} : { kind }, { 'x-deal-token': tok });
    };
    const read = (tok: string | null, id = deal) => anonymous().request('GET', `${C}/${id}/`, undefined, tok === null ? {} : { headers: { 'x-deal-token': tok } });
    const stored = async () => ({
      documents: (await db().select({ id: dealDocuments.id }).from(dealDocuments)).length,
      files: (await db().select({ key: storedFiles.key }).from(storedFiles)).length,
    });

    beforeAll(async () => {
      deal = cf.orders.gagneFinance;
      token = `customer-documents-token-${deal}-abcdefghijklmnopqrstuvwxyz`;
      await db().update(orders).set({ linkToken: token }).where(eq(orders.id, deal));
    });

    it('refuses a bad file per field and keeps nothing; no token is 401, another deal is 404', async () => {
      const before = await stored();
      const bad = await send(token, { name: 'photo.gif', type: 'image/gif', bytes: await gif() }, 'selfie');
      expect(bad.statusCode, bad.body).toBe(400);
      expect(bad.headers['content-type']).toContain('application/problem+json');
      expect(bad.json().errors).toEqual({ kind: ['invalid_choice'], file: ['file.type_not_allowed'] });
      const lying = await send(token, { name: 'licence.png', type: 'image/png', bytes: pdf });
      expect(lying.json().errors).toEqual({ file: ['file.type_mismatch'] });
      expect(await stored()).toEqual(before);
      expect((await read(null)).statusCode).toBe(401);
      expect((await read(token, cf.orders.coteLease)).statusCode).toBe(404);
      expect((await read('not-a-token-of-any-deal-abcdefghijklmnopqrstuvwxyz')).statusCode).toBe(404);
    });

    it('sends a document: the customer sees only theirs, the step awaits the dealer, the dealer sees it as the customer\'s', async () => {
      const staffUp = await upload(t, manager, 'POST', `/api/dealer/order/${deal}/documents/`, [{ field: 'file', name: 'internal.pdf', type: 'application/pdf', bytes: pdf }], { kind: 'other' });
      expect(staffUp.statusCode, staffUp.body).toBe(201);
      const up = await send(token, { name: 'Permis – Hélène.png', type: 'image/png', bytes: await png() });
      expect(up.statusCode, up.body).toBe(201);
      expect(up.json()).toMatchObject({ kind: 'drivers_licence', file_name: 'Permis Hélène.png', content_type: 'image/png' });
      const listed = await read(token);
      expect(listed.statusCode, listed.body).toBe(200);
      expect(listed.json()).toMatchObject({ results: [{ id: up.json().id }], step: 'awaiting-dealer', max_bytes: 10 * 1024 * 1024 });
      expect(listed.json().results).toHaveLength(1);
      expect(listed.json().kinds).toContain('proof_of_insurance');
      const dealer = (await manager.get(`/api/dealer/order/${deal}/documents/`)).json() as { results: { id: number; uploaded_by: string; uploaded_by_user: unknown }[] };
      expect(dealer.results.find((d) => d.id === up.json().id)).toMatchObject({ uploaded_by: 'customer', uploaded_by_user: null });
      const rows = await db().select().from(auditLog).where(eq(auditLog.action, 'document_uploaded'));
      expect(rows.filter((r) => (r.detail as { by?: string }).by === 'customer')).toHaveLength(1);
      const history = await t.ports.timeline.list(t.fixture.dealerships.ontario, deal);
      expect(history.some((e) => e.event === 'document.uploaded' && e.actor === 'customer')).toBe(true);
    });

    it('takes back only its own documents', async () => {
      const dealer = (await manager.get(`/api/dealer/order/${deal}/documents/`)).json() as { results: { id: number; uploaded_by: string }[] };
      const staffDoc = dealer.results.find((d) => d.uploaded_by === 'staff')!;
      const own = dealer.results.find((d) => d.uploaded_by === 'customer')!;
      const headers = { headers: { 'x-deal-token': token } };
      expect((await anonymous().request('DELETE', `${C}/${deal}/${staffDoc.id}/`, undefined, headers)).statusCode).toBe(404);
      expect((await anonymous().request('DELETE', `${C}/${deal}/x/`, undefined, headers)).statusCode).toBe(404);
      const before = await stored();
      const removed = await anonymous().request('DELETE', `${C}/${deal}/${own.id}/`, undefined, headers);
      expect(removed.statusCode, removed.body).toBe(204);
      expect(await stored()).toEqual({ documents: before.documents - 1, files: before.files - 1 });
      expect((await read(token)).json().results).toEqual([]);
    });
  });
}
