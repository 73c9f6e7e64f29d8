import { describe, expect, it } from 'vitest';
import { throwawayEngines } from '../../adapters/persistence/shared/throwaway-database';
import { signedInSuite } from './support/signed-in';

const TRAIL = '/api/dealer/dealership/audit-trail/';
const ME = '/api/dealer/user/current_user/';

for (const engine of throwawayEngines()) {
  describe(`the audit trail (${engine.kind})`, () => {
    const { staff } = signedInSuite(engine, { staff: { admin: 'admin', manager: 'manager', rep: 'sales_rep', corporate: 'corporate', other: { role: 'admin', country: 'US' } } });

    it('shows the store\'s changes newest first, with who, before and after; never another store\'s', async () => {
      await staff.manager.patch(ME, { last_name: 'Lavoie' });
      await staff.admin.patch(ME, { first_name: 'Adèle' });
      await staff.other.patch(ME, { first_name: 'Elsewhere' });
      const r = await staff.admin.get(`${TRAIL}?action=profile_updated`);
      expect(r.statusCode, r.body).toBe(200);
      const rows = r.json().results as { action: string; actor: { id: number; name: string } | null; before: Record<string, unknown>; after: Record<string, unknown>; at: string }[];
      expect(rows.map((row) => [row.actor?.id, row.before, row.after])).toEqual([
        [staff.admin.user.id, { firstName: 'admin' }, { firstName: 'Adèle' }],
        [staff.manager.user.id, { lastName: 'Fixture' }, { lastName: 'Lavoie' }],
      ]);
      expect(r.json()).toMatchObject({ count: 2, current: 1, last: 1, limit: 25 });
      expect(JSON.stringify((await staff.admin.get(TRAIL)).json())).not.toContain('Elsewhere');
      expect((await staff.other.get(`${TRAIL}?action=profile_updated`)).json().results.map((row: { after: unknown }) => row.after)).toEqual([{ firstName: 'Elsewhere' }]);
    });

    it('filters by who and by day (inclusive), and pages', async () => {
      const mine = (await staff.admin.get(`${TRAIL}?user=${staff.manager.user.id}`)).json().results as { actor: { id: number } }[];
      expect(mine.length).toBeGreaterThan(0);
      expect(mine.every((row) => row.actor.id === staff.manager.user.id)).toBe(true);
      const today = new Date().toISOString().slice(0, 10);
      expect((await staff.admin.get(`${TRAIL}?from=${today}&to=${today}`)).json().count).toBeGreaterThan(0);
      expect((await staff.admin.get(`${TRAIL}?to=2000-01-01`)).json()).toMatchObject({ count: 0, results: [] });
      expect((await staff.admin.get(`${TRAIL}?page=999`)).json().results).toEqual([]);
    });

    it('is for administrators: the sales floor is refused; a corporate admin may read', async () => {
      expect((await staff.rep.get(TRAIL)).statusCode).toBe(403);
      expect((await staff.manager.get(TRAIL)).statusCode).toBe(403);
      expect((await staff.corporate.get(TRAIL)).statusCode).toBe(200);
    });

    it('says whom a people change was about (the last test: the rep is deactivated)', async () => {
      expect((await staff.admin.post('/api/dealer/user/set_active_status/', { user_id: staff.rep.user.id, is_active: false })).statusCode).toBe(200);
      const [row] = (await staff.admin.get(`${TRAIL}?action=user_deactivated`)).json().results;
      expect(row).toMatchObject({ actor: { id: staff.admin.user.id }, target: { id: staff.rep.user.id, name: 'rep Fixture' }, before: { is_active: true }, after: { is_active: false } });
    });

    it('names every bad parameter at once (400)', async () => {
      const r = await staff.admin.get(`${TRAIL}?action=nope&from=2026-13-01&page=0`);
      expect(r.statusCode).toBe(400);
      expect(r.json().errors).toEqual({ action: ['list.invalid_choice'], from: ['date.invalid'], page: ['list.page_invalid'] });
    });
  });
}
