import { desc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { drizzleLocalTaxRates } from '../../adapters/persistence/payments/local-tax-rate-queries';
import { auditLog } from '../../adapters/persistence/schema';
import { throwawayEngines } from '../../adapters/persistence/shared/throwaway-database';
import { signedInSuite, STAFF } from './support/signed-in';
import { upload } from './support/uploads';

// Issue 32 item 3: a store's local tax rates by ZIP, over HTTP: edited, imported, removed, refused.
const L = '/api/dealer/dealership/local-tax-rates/';
const csv = (text: string) => [{ field: 'file', name: 'rates.csv', type: 'text/csv', bytes: Buffer.from(text) }];

for (const engine of throwawayEngines()) {
  describe(`local tax rates (${engine.kind})`, () => {
    const { t, staff: { other: vermont, admin, manager, rep, corporate } } = signedInSuite(engine, { staff: STAFF });
    const db = () => t.ports.database.db;

    it('saves, lists, replaces and removes rows for the store\'s admin; audited', async () => {
      expect((await vermont.get(L)).json()).toEqual({ results: [] });
      const saved = await vermont.request('PUT', L, { rows: [{ zip_prefix: '054', rate: '1', effective_from: '2025-01-01' }, { zip_prefix: '05401', rate: '1.25', effective_from: '2026-07-01' }] });
      expect(saved.statusCode, saved.body).toBe(200);
      expect(saved.json().results).toEqual([
        { zip_prefix: '054', rate: '1', effective_from: '2025-01-01' }, { zip_prefix: '05401', rate: '1.25', effective_from: '2026-07-01' },
      ]);
      const replaced = await vermont.request('PUT', L, { rows: [{ zip_prefix: '054', rate: '1.5', effective_from: '2025-01-01' }] });
      expect(replaced.json().results[0]).toEqual({ zip_prefix: '054', rate: '1.5', effective_from: '2025-01-01' });
      const [audit] = await db().select().from(auditLog).where(eq(auditLog.action, 'local_tax_rates_saved')).orderBy(desc(auditLog.id)).limit(1);
      expect(audit).toMatchObject({ userId: vermont.user.id, dealershipId: t.fixture.dealerships.other, after: { zip_prefix: '054', rate: '1.5', effective_from: '2025-01-01' } });
      // What one deal reads: the rows whose prefix begins its ZIP, from this store only.
      const repo = drizzleLocalTaxRates(db());
      expect((await repo.forZip(t.fixture.dealerships.other, '05401')).map((r) => r.zipPrefix).sort()).toEqual(['054', '05401']);
      expect(await repo.forZip(t.fixture.dealerships.other, '05601')).toEqual([]);
      expect(await repo.forZip(t.fixture.dealerships.ontario, '05401')).toEqual([]);
      const removed = await vermont.request('DELETE', `${L}05401/2026-07-01/`);
      expect(removed.statusCode, removed.body).toBe(200);
      expect(removed.json().results).toEqual([{ zip_prefix: '054', rate: '1.5', effective_from: '2025-01-01' }]);
      expect((await vermont.request('DELETE', `${L}05401/2026-07-01/`)).statusCode).toBe(404);
    });

    it('answers bad rows 400 at their row and saves none of them', async () => {
      const before = (await vermont.get(L)).json().results;
      const r = await vermont.request('PUT', L, { rows: [{ zip_prefix: '056', rate: '1', effective_from: '2025-01-01' }, { zip_prefix: '05-4', rate: '25', effective_from: 'tomorrow' }] });
      expect(r.statusCode).toBe(400);
      expect(r.headers['content-type']).toContain('application/problem+json');
      expect(r.json().errors).toEqual({ 'rows.1.zip_prefix': ['zip_prefix.invalid'], 'rows.1.rate': ['rate.out_of_range'], 'rows.1.effective_from': ['date.invalid'] });
      expect((await vermont.request('PUT', L, { rows: 'all' })).statusCode).toBe(400);
      expect((await vermont.request('PUT', L, { rows: [], extra: 1 })).json().errors).toMatchObject({ extra: ['field.unknown'] });
      expect((await vermont.get(L)).json().results).toEqual(before);
    });

    it('imports a CSV all or nothing, naming a bad line as a spreadsheet does', async () => {
      const bad = await upload(t, vermont, 'POST', `${L}import/`, csv('ZIP,Rate,Effective date\n056,1,2026-01-01\n057,one,2026-01-01\n'));
      expect(bad.statusCode, bad.body).toBe(400);
      expect(bad.json().errors).toEqual({ 'rows.3.rate': ['rate.invalid'] });
      expect((await upload(t, vermont, 'POST', `${L}import/`, csv(''))).json().errors).toEqual({ file: ['file.empty'] });
      expect((await upload(t, vermont, 'POST', `${L}import/`, csv('zip;taux\n056;1\n'))).json().errors).toMatchObject({ file: ['local_tax.columns_missing'], 'columns.effective_from': ['required'] });
      const good = await upload(t, vermont, 'POST', `${L}import/`, csv('zip;taux\n056;1,25 %\n057;0,5\n'), { effective_from: '2026-01-01' });
      expect(good.statusCode, good.body).toBe(200);
      expect(good.json().results).toEqual(expect.arrayContaining([{ zip_prefix: '056', rate: '1.25', effective_from: '2026-01-01' }, { zip_prefix: '057', rate: '0.5', effective_from: '2026-01-01' }]));
      const [audit] = await db().select().from(auditLog).where(eq(auditLog.action, 'local_tax_rates_saved')).orderBy(desc(auditLog.id)).limit(1);
      expect(audit?.detail).toMatchObject({ rows: 2, source: 'file' });
    });

    it('is refused to every other role before anything is read; another store\'s admin sees its own rows only', async () => {
      for (const who of [manager, rep, corporate]) {
        expect((await who.get(L)).statusCode).toBe(403);
        expect((await who.request('PUT', L, { rows: [{ zip_prefix: '1', rate: '1', effective_from: '2025-01-01' }] })).statusCode).toBe(403);
        expect((await who.request('DELETE', `${L}054/2025-01-01/`)).statusCode).toBe(403);
        expect((await upload(t, who, 'POST', `${L}import/`, csv('zip,rate,date\n1,1,2025-01-01\n'))).statusCode).toBe(403);
      }
      expect((await admin.get(L)).json()).toEqual({ results: [] });
      expect((await admin.request('DELETE', `${L}054/2025-01-01/`)).statusCode).toBe(404);
      expect((await vermont.get(L)).json().results.some((r: { zip_prefix: string }) => r.zip_prefix === '054')).toBe(true);
    });
  });
}
