import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { MARKETSCAN_TYPES } from '@dealer-panel/core/fees/fee-or-discount';
import { auditLog, feesAndDiscounts } from '../../adapters/persistence/schema';
import { throwawayEngines } from '../../adapters/persistence/shared/throwaway-database';
import { signedInSuite, STAFF } from './support/signed-in';

const M = '/api/dealer/marketscan/';

/** /marketscan (issue 17 item 6): the MarketScan type of each global fee and discount, super admins only, on each engine. */
for (const engine of throwawayEngines()) {
  describe(`the MarketScan mapping (${engine.kind})`, () => {
    const { t, staff: { admin, manager, other, superadmin } } = signedInSuite(engine, { staff: { ...STAFF, superadmin: 'super_admin' } });
    const db = () => t.ports.database.db;
    const ids: Record<string, number> = {};
    const typeOf = async (id: number) => (await db().select({ m: feesAndDiscounts.marketscanType }).from(feesAndDiscounts).where(eq(feesAndDiscounts.id, id)))[0]?.m;

    beforeAll(async () => {
      const moved = await superadmin.post('/api/dealer/user/transfer_session/', { dealership_id: t.fixture.dealerships.ontario });
      if (moved.statusCode !== 200) throw new Error(moved.body);
      ids.doc = (await admin.post('/api/dealer/fees/global/', { name: 'Documentation fee', name_fr: 'Frais de documentation', amount: '499' })).json().id;
      ids.tire = (await admin.post('/api/dealer/fees/global/', { name: 'Tire levy', amount: '20', marketscan_type: 'other' })).json().id;
      ids.loyalty = (await admin.post('/api/dealer/discounts/global/', { name: 'Loyalty', name_fr: 'Fidélité', amount: '500' })).json().id;
      ids.theirs = (await other.post('/api/dealer/fees/global/', { name: 'Their fee', amount: '10' })).json().id;
    });

    it('lists the store\'s global fees then discounts with their types, and the types of static data', async () => {
      const r = await superadmin.get(M);
      expect(r.statusCode, r.body).toBe(200);
      expect(r.json()).toEqual({
        types: [...MARKETSCAN_TYPES],
        results: [
          { id: ids.doc, kind: 'fee', name: 'Documentation fee', name_fr: 'Frais de documentation', amount: '499.00', marketscan_type: null },
          { id: ids.tire, kind: 'fee', name: 'Tire levy', name_fr: '', amount: '20.00', marketscan_type: 'other' },
          { id: ids.loyalty, kind: 'discount', name: 'Loyalty', name_fr: 'Fidélité', amount: '500.00', marketscan_type: null },
        ],
      });
      expect((await superadmin.get('/api/dealer/dealership/static_data/')).json().marketscanFeeTypes).toEqual([...MARKETSCAN_TYPES]);
    });

    it('is for super admins only (403 to an admin or a manager, reading or writing; nothing stored)', async () => {
      for (const who of [admin, manager]) {
        expect((await who.get(M)).statusCode).toBe(403);
        const r = await who.request('PUT', M, { mappings: { [ids.doc!]: 'doc_fee' } });
        expect([r.statusCode, r.json().code]).toEqual([403, 'forbidden']);
      }
      expect(await typeOf(ids.doc!)).toBeNull();
    });

    it('refuses an unknown type or row with a code per field (400) and stores none of the mapping', async () => {
      const r = await superadmin.request('PUT', M, { mappings: { [ids.doc!]: 'doc_fee', [ids.tire!]: 'bogus', [ids.loyalty!]: 7, [ids.theirs!]: 'other', abc: 'other' } });
      expect([r.statusCode, r.headers['content-type'], r.json().errors]).toEqual([400, 'application/problem+json; charset=utf-8', {
        [`mappings.${ids.tire}`]: ['choice.invalid'], [`mappings.${ids.loyalty}`]: ['choice.invalid'],
        [`mappings.${ids.theirs}`]: ['reference.not_found'], 'mappings.abc': ['reference.not_found'],
      }]);
      expect(await typeOf(ids.doc!)).toBeNull();
      expect(await typeOf(ids.theirs!)).toBeNull();
      const shape = await superadmin.request('PUT', M, { mappings: ['doc_fee'] });
      expect([shape.statusCode, shape.json().errors]).toEqual([400, { mappings: ['type.object'] }]);
    });

    it('saves the rows named, leaves the others, and records before and after of the changed rows', async () => {
      const r = await superadmin.request('PUT', M, { mappings: { [ids.doc!]: 'doc_fee', [ids.tire!]: 'tire_levy', [ids.loyalty!]: null } });
      expect(r.statusCode, r.body).toBe(200);
      expect(r.json().results.map((x: { marketscan_type: string | null }) => x.marketscan_type)).toEqual(['doc_fee', 'tire_levy', null]);
      const audit = await db().select().from(auditLog).where(eq(auditLog.action, 'marketscan_types_changed'));
      expect(audit).toHaveLength(1);
      expect(audit[0]).toMatchObject({ userId: superadmin.user.id, dealershipId: t.fixture.dealerships.ontario, detail: { rows: 2 },
        before: { [ids.doc!]: null, [ids.tire!]: 'other' }, after: { [ids.doc!]: 'doc_fee', [ids.tire!]: 'tire_levy' } });
      const again = await superadmin.request('PUT', M, { mappings: { [ids.doc!]: 'doc_fee' } });
      expect(again.statusCode).toBe(200);
      expect(await db().select().from(auditLog).where(eq(auditLog.action, 'marketscan_types_changed'))).toHaveLength(1);
      const fee = (await admin.get('/api/dealer/fees/global/')).json().find((f: { id: number }) => f.id === ids.doc);
      expect(fee).toMatchObject({ amount: '499.00', marketscan_type: 'doc_fee', name: 'Documentation fee' });
    });
  });
}
