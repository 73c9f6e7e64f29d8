import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { scorePair, isLikelyDuplicate } from '@dealer-panel/core/customers/duplicate-score';
import type { Database } from '../shared/database';
import { dealerships } from '../access/schema';
import { drizzleCustomerMergeRepository } from '../customers/drizzle-customer-merge-repository';
import { throwawayPglite } from '../shared/throwaway-database';
import { seedDemo } from './seed-demo';
import { seedDemoDuplicates } from './seed-demo-duplicates';
import { store } from './demo-stores';

const now = new Date('2026-04-15T14:30:00.000Z');

describe('demo duplicates seed', () => {
  let database: Database;
  let written: number;
  beforeAll(async () => {
    database = await throwawayPglite();
    expect(await seedDemoDuplicates(database.db, { now })).toBe(0); // before the demo organization: nothing
    await seedDemo(database.db, { hashPassword: async () => 'x', now });
    written = await seedDemoDuplicates(database.db, { now });
  }, 120_000);
  afterAll(async () => { await database.close(); });

  it('adds two likely duplicate pairs at the Montréal store, once', async () => {
    expect(written).toBe(4);
    expect(await seedDemoDuplicates(database.db, { now })).toBe(0);
    const [qc] = await database.db.select({ id: dealerships.id }).from(dealerships).where(eq(dealerships.name, store('qc').name));
    const pairs = await drizzleCustomerMergeRepository(database.db).candidatePairs(qc!.id, 2000);
    const names = pairs.filter(([a, b]) => isLikelyDuplicate(scorePair(a, b))).map(([a, b]) => `${a.firstName} ${a.lastName} / ${b.firstName} ${b.lastName}`);
    expect(names).toEqual(expect.arrayContaining(['Éloïse Tremblay / Eloise Tremblay', 'Jean-François Roy / Jean-Francois Roy']));
  });
});
