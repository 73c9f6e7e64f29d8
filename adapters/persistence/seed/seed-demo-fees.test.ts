import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkFeeValues } from '@dealer-panel/core/fees/fee-form';
import type { Database } from '../shared/database';
import { feesAndDiscounts } from '../fees/schema';
import { throwawayPglite } from '../shared/throwaway-database';
import { demoFees } from './demo-fees';
import { STORES } from './demo-stores';
import { seedDemo } from './seed-demo';
import { seedDemoFees } from './seed-demo-fees';

const now = new Date('2026-04-15T14:30:00.000Z');

describe('demo fees and discounts', () => {
  it('are valid rows by the API\'s own rules, with a fee and a discount per store', () => {
    for (const store of STORES) {
      const fees = demoFees(store.key);
      expect(fees.some((f) => f.kind === 'fee' && f.includeByDefault)).toBe(true);
      expect(fees.filter((f) => f.kind === 'discount').length).toBeGreaterThanOrEqual(2);
      for (const f of fees) {
        const checked = checkFeeValues(f.kind, 'global', f, {});
        expect(checked.ok, `${store.key} ${f.name}`).toBe(true);
      }
    }
    expect(demoFees('on').map((f) => f.name)).toEqual(expect.arrayContaining(['OMVIC transaction fee', 'PPSA lien registration', 'Federal A/C excise tax']));
    expect(demoFees('qc').map((f) => f.name)).toContain('RDPRM registration');
  });

  describe('seeding', () => {
    let database: Database;
    beforeAll(async () => { database = await throwawayPglite(); });
    afterAll(async () => { await database.close(); });

    it('does nothing without the demo organization, then seeds once', async () => {
      expect(await seedDemoFees(database.db, { now })).toEqual({ seeded: false, fees: 0 });
      await seedDemo(database.db, { hashPassword: async () => 'hash', now });
      const first = await seedDemoFees(database.db, { now });
      const expected = STORES.reduce((n, s) => n + demoFees(s.key).length, 0);
      expect(first).toEqual({ seeded: true, fees: expected });
      expect(await seedDemoFees(database.db, { now })).toEqual({ seeded: false, fees: expected });
      const [row] = await database.db.select({ n: count() }).from(feesAndDiscounts);
      expect(row?.n).toBe(expected);
    });
  });
});
