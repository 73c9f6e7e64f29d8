import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { creditApplications, orders } from '../persistence/schema';
import type { Database } from '../persistence/shared/database';
import { throwawayPglite } from '../persistence/shared/throwaway-database';
import { ports as bindPorts, type Ports } from './ports';
import { seedDemoData } from './seed-demo';

describe('the demo credit applications', () => {
  let database: Database;
  let p: Ports;
  beforeAll(async () => {
    database = await throwawayPglite();
    p = bindPorts(database, { log: () => undefined, argon2: { memoryCost: 1024, timeCost: 1, parallelism: 1 } });
    await seedDemoData(p);
  }, 120_000);
  afterAll(async () => { await database.close(); });

  it('submits two applications in each store, one with a co-applicant, sealed with the configured key, deals awaiting the dealer', async () => {
    const rows = await database.db.select({ a: creditApplications, step: orders.stepCreditApp }).from(creditApplications).innerJoin(orders, eq(orders.id, creditApplications.orderId));
    expect(rows).toHaveLength(6);
    expect(rows.filter((r) => r.a.hasCoApplicant)).toHaveLength(3);
    expect(rows.every((r) => r.step === 'awaiting-dealer' && r.a.status === 2 && r.a.applicantKeyId === p.creditCipher.currentKeyId)).toBe(true);
    const raw = JSON.stringify(await database.db.execute(sql`select * from credit_applications`));
    expect(raw).not.toContain('046 454 286');
    expect(raw).not.toContain('123-45-6789');
    const stored = await p.credit.byOrder(rows[0]!.a.dealershipId, rows[0]!.a.orderId);
    expect(JSON.parse(p.creditCipher.open(stored!.applicant.sealed))).toHaveProperty('insurance_number');
    expect((await seedDemoData(p)).seeded).toBe(false);
    expect(await database.db.select().from(creditApplications)).toHaveLength(6);
  });
});
