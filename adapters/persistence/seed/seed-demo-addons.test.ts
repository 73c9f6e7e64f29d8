import { count, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../shared/database';
import { accessories, media, protectionPlanPrices, protectionPlans } from '../addons/schema';
import { throwawayPglite } from '../shared/throwaway-database';
import { seedDemo } from './seed-demo';
import { seedDemoAddons } from './seed-demo-addons';

const now = new Date('2026-04-15T14:30:00.000Z');

describe('seedDemoAddons', () => {
  let database: Database;
  beforeAll(async () => { database = await throwawayPglite(); });
  afterAll(async () => { await database.close(); });

  it('does nothing without the demo organization', async () => {
    expect(await seedDemoAddons(database.db, { now })).toEqual({ seeded: false, accessories: 0, plans: 0 });
  });

  it('gives each store 15 accessories with real pictures and 6 priced plans, once', async () => {
    await seedDemo(database.db, { hashPassword: async (p) => `hash-${p}`, now });
    expect(await seedDemoAddons(database.db, { now })).toEqual({ seeded: true, accessories: 45, plans: 18 });
    expect(await seedDemoAddons(database.db, { now })).toEqual({ seeded: false, accessories: 0, plans: 0 });
    const [a] = await database.db.select({ n: count() }).from(accessories);
    expect(a!.n).toBe(45);
    const [first] = await database.db.select({ bytes: media.bytes, type: media.contentType }).from(media).limit(1);
    expect(first!.type).toBe('image/webp');
    expect((await sharp(Buffer.from(first!.bytes)).metadata()).format).toBe('webp');
    const [gap] = await database.db.select({ id: protectionPlans.id, kind: protectionPlans.kind }).from(protectionPlans).where(eq(protectionPlans.productCode, 'GAP')).limit(1);
    expect(gap!.kind).toBe('gap');
    const kinds = await database.db.select({ kind: protectionPlans.kind }).from(protectionPlans).where(eq(protectionPlans.productCode, 'EXT-WAR'));
    expect(kinds.map((k) => k.kind)).toContain('service_contract');
    const prices = await database.db.select().from(protectionPlanPrices).where(eq(protectionPlanPrices.planId, gap!.id));
    expect(prices.map((p) => p.term)).toContain(12);
  });
});
