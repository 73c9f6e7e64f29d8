import { beforeAll, describe, expect, it } from 'vitest';
import { throwawayEngines } from '../../adapters/persistence/shared/throwaway-database';
import { signedInSuite, STAFF } from './support/signed-in';

const P = '/api/dealer/price-profiles/';
const R = '/api/dealer/pricing-report/';
const rav4Rule = { make: 'toyota', model: 'RAV4', base: 'listing', adjustment: 'discount_amount', value: '495', floor: '20000', ceiling: null };

for (const engine of throwawayEngines()) {
  describe(`price profiles and pricing report (${engine.kind})`, () => {
    const { t, cf, staff: { admin, superadmin } } = signedInSuite(engine, { customers: true, staff: { ...STAFF, superadmin: 'super_admin' } });

    beforeAll(async () => {
      const moved = await superadmin.post('/api/dealer/user/transfer_session/', { dealership_id: t.fixture.dealerships.ontario });
      if (moved.statusCode !== 200) throw new Error(moved.body);
    });

    it('is for super admins only', async () => {
      expect((await admin.get(P)).statusCode).toBe(403);
      expect((await admin.post(P, { name: 'x', rules: [rav4Rule] })).statusCode).toBe(403);
      expect((await admin.get(R)).statusCode).toBe(403);
    });

    it('names every wrong field (400) and stores nothing', async () => {
      const r = await superadmin.post(P, { name: '', rules: [{ ...rav4Rule, adjustment: 'discount_percent', value: '120', year_min: 2025, year_max: 2020 }] });
      expect(r.statusCode).toBe(400);
      expect(r.json().errors).toEqual({ name: ['required'], 'rules.0.value': ['percent.too_large'], 'rules.0.year_max': ['range.inverted'] });
      expect((await superadmin.post(P, { name: 'x', rules: 'no' })).statusCode).toBe(400);
      expect((await superadmin.get(P)).json()).toEqual([]);
    });

    it('previews, applies and undoes a profile, and the report shows the price and its history', async () => {
      const created = await superadmin.post(P, { name: 'RAV4 clearance', rules: [rav4Rule] });
      expect(created.statusCode, created.body).toBe(201);
      const id = created.json().id as number;
      expect(created.json().rules[0]).toMatchObject({ make: 'toyota', value: '495.00', floor: '20000.00', ceiling: null });

      const preview = await superadmin.post(`${P}${id}/preview/`, {});
      expect(preview.statusCode, preview.body).toBe(200);
      const row = (preview.json().results as { vehicle: { id: number }; old_price: string; new_price: string }[]).find((x) => x.vehicle.id === cf.vehicles.rav4);
      expect(row).toMatchObject({ old_price: '32495.00', new_price: '32000.00' });

      const applied = await superadmin.post(`${P}${id}/apply/`, {});
      expect(applied.statusCode, applied.body).toBe(201);
      expect(applied.json()).toMatchObject({ kind: 'apply', profile_name: 'RAV4 clearance', vehicles: preview.json().count });
      const none = (await superadmin.post(P, { name: 'Nothing', rules: [{ ...rav4Rule, make: 'Lada' }] })).json().id as number;
      expect((await superadmin.post(`${P}${none}/apply/`, {})).json()).toMatchObject({ status: 409, reason: 'nothing_to_apply' });

      const report = await superadmin.get(`${R}?make=Toyota&model=rav4&ordering=-price`);
      expect(report.statusCode, report.body).toBe(200);
      const line = (report.json().results as { id: number; price: string; last_change: unknown }[]).find((x) => x.id === cf.vehicles.rav4);
      expect(line).toMatchObject({ price: '32000.00', last_change: { old_price: '32495.00', new_price: '32000.00' } });
      const history = await superadmin.get(`${R}${cf.vehicles.rav4}/history/`);
      expect(history.json()).toMatchObject([{ kind: 'apply', profile_name: 'RAV4 clearance', old_price: '32495.00', new_price: '32000.00' }]);
      const csv = await superadmin.get(`${R}export/?make=Toyota`);
      expect(csv.headers['content-type']).toContain('text/csv');
      expect(csv.body).toContain('32000.00');

      const undone = await superadmin.post(`${P}batches/${applied.json().id}/undo/`, {});
      expect(undone.statusCode, undone.body).toBe(201);
      expect((await superadmin.get(`${R}${cf.vehicles.rav4}/history/`)).json()[0]).toMatchObject({ kind: 'undo', new_price: '32495.00' });
      expect((await superadmin.post(`${P}batches/${applied.json().id}/undo/`, {})).json()).toMatchObject({ status: 409, reason: 'already_undone' });
      const batches = await superadmin.get(`${P}batches/`);
      expect(batches.json().results.map((b: { kind: string }) => b.kind)).toEqual(['undo', 'apply']);
      expect((await superadmin.request('DELETE', `${P}${id}/`)).statusCode).toBe(204);
    });

    it('refuses bad report filters by name', async () => {
      const r = await superadmin.get(`${R}?ordering=color&year_min=abc&condition=Demo`);
      expect(r.statusCode).toBe(400);
      expect(Object.keys(r.json().errors).sort()).toEqual(['condition', 'ordering', 'year_min']);
    });
  });
}
