import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { auditLog, dealerships } from '../../adapters/persistence/schema';
import { throwawayEngines } from '../../adapters/persistence/shared/throwaway-database';
import { signedInSuite, STAFF } from './support/signed-in';

const URL_ = '/api/dealer/dealership/disclosures/';
const FOOTER = '/api/dealer/dealership/disclosures/pricing_footer/';
const footer = { en: 'Prices exclude taxes.\nSee dealer for details.', fr: 'Prix excluant les taxes.\nDétails en concession.' };
const rows = [{ disclaimer_type: 'finance', disclaimer_superscript: '1' }, { disclaimer_type: 'lease', disclaimer_superscript: '†' }];

for (const engine of throwawayEngines()) {
  describe(`disclosures (${engine.kind})`, () => {
    const { t, staff: { admin, manager, rep, corporate, other, orgadmin } } = signedInSuite(engine, { staff: { ...STAFF, orgadmin: 'organization_admin' } });
    beforeAll(async () => {
      const moved = await orgadmin.post('/api/dealer/user/transfer_session/', { dealership_id: t.fixture.dealerships.ontario });
      if (moved.statusCode !== 200) throw new Error(moved.body);
    });
    const stored = async (id: number) => (await t.ports.database.db.select({ d: dealerships.disclosures, p: dealerships.disclaimerPackage }).from(dealerships).where(eq(dealerships.id, id)))[0];

    it('reads every key empty and no rows before anything is saved', async () => {
      const r = await admin.get(URL_);
      expect(r.statusCode, r.body).toBe(200);
      expect(r.json().disclosures.pricing_footer).toEqual({ en: '', fr: '' });
      expect(Object.keys(r.json().disclosures).sort()).toEqual(['credit_application', 'deposit', 'notify_me', 'payment_step', 'pricing_footer', 'signup_modal', 'trade_in']);
      expect(r.json().disclaimer_package).toEqual([]);
    });

    it('saves the texts sent and the package, keeps the rest, and audits what changed', async () => {
      await admin.put(URL_, { disclosures: { deposit: { en: 'Deposit is refundable.', fr: 'Le dépôt est remboursable.' } } });
      const r = await admin.put(URL_, { disclosures: { pricing_footer: { ...footer, en: `${footer.en}  \n` } }, disclaimer_package: rows });
      expect(r.statusCode, r.body).toBe(200);
      expect(r.json().disclosures.pricing_footer).toEqual(footer);
      expect(r.json().disclosures.deposit.fr).toBe('Le dépôt est remboursable.');
      expect((await admin.get(URL_)).json()).toEqual(r.json());
      expect((await stored(t.fixture.dealerships.ontario))?.p).toEqual(rows);
      const audit = await t.ports.database.db.select().from(auditLog).where(and(eq(auditLog.action, 'dealership_updated'), eq(auditLog.dealershipId, t.fixture.dealerships.ontario)));
      expect(audit).toHaveLength(2);
      expect(audit[1]?.before).toEqual({ pricing_footer: { en: '', fr: '' }, disclaimer_package: [] });
      expect(audit[1]?.after).toEqual({ pricing_footer: footer, disclaimer_package: [{ type: 'finance', superscript: '1' }, { type: 'lease', superscript: '†' }] });
      // Saving the same again changes nothing and writes no audit row.
      await admin.put(URL_, { disclosures: { pricing_footer: footer } });
      expect(await t.ports.database.db.select().from(auditLog).where(eq(auditLog.action, 'dealership_updated'))).toHaveLength(2);
    });

    it('refuses every bad field at once and stores nothing', async () => {
      const before = await stored(t.fixture.dealerships.ontario);
      const r = await admin.put(URL_, {
        disclosures: { pricing_footer: { en: 'x'.repeat(5001), fr: 'ok' }, fine_print: { en: 'x' } },
        disclaimer_package: [{ disclaimer_type: '', disclaimer_superscript: '1234' }, { disclaimer_type: 'lease', disclaimer_superscript: '*' }, { disclaimer_type: 'cash', disclaimer_superscript: '*' }],
      });
      expect(r.statusCode).toBe(400);
      expect(r.headers['content-type']).toContain('application/problem+json');
      expect(r.json().errors).toEqual({
        'disclosures.pricing_footer.en': ['text.too_long'],
        'disclosures.fine_print': ['disclosures.unknown_key'],
        'disclaimer_package.0.disclaimer_type': ['required'],
        'disclaimer_package.0.disclaimer_superscript': ['disclosures.superscript_invalid'],
        'disclaimer_package.2.disclaimer_superscript': ['disclosures.superscript_taken'],
      });
      const typed = await admin.put(URL_, { disclosures: { deposit: { en: 5 } }, disclaimer_package: Array.from({ length: 31 }, (_, i) => ({ disclaimer_type: 't', disclaimer_superscript: String(i) })) });
      expect(typed.statusCode).toBe(400);
      expect(typed.json().errors).toMatchObject({ 'disclosures.deposit.en': ['type.string'], disclaimer_package: ['list.too_long'] });
      expect(await stored(t.fixture.dealerships.ontario)).toEqual(before);
    });

    it('is closed to sales reps and sales managers, read-only for corporate users, open to organization admins', async () => {
      for (const who of [rep, manager]) {
        expect((await who.get(URL_)).statusCode).toBe(403);
        expect((await who.put(URL_, { disclosures: { deposit: { en: 'x' } } })).statusCode).toBe(403);
      }
      expect((await corporate.get(URL_)).statusCode).toBe(200);
      expect((await corporate.put(URL_, { disclosures: { deposit: { en: 'x' } } })).statusCode).toBe(403);
      const org = await orgadmin.put(URL_, { disclosures: { trade_in: { en: 'Trade-in values are estimates.' } } });
      expect(org.statusCode, org.body).toBe(200);
      expect((await stored(t.fixture.dealerships.ontario))?.d['deposit']?.en).toBe('Deposit is refundable.');
    });

    it('keeps each store to its own texts', async () => {
      const mine = await other.get(URL_);
      expect(mine.json().disclosures.pricing_footer).toEqual({ en: '', fr: '' });
      expect((await other.put(URL_, { disclosures: { pricing_footer: { en: 'Vermont footer' } } })).statusCode).toBe(200);
      expect((await admin.get(URL_)).json().disclosures.pricing_footer).toEqual(footer);
      expect((await rep.get(FOOTER)).json()).toEqual(footer);
      expect((await other.get(FOOTER)).json()).toEqual({ en: 'Vermont footer', fr: '' });
    });
  });
}
