import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { paidCents } from '@dealer-panel/core/deposits/deposit';
import { deposits, orders } from '../persistence/schema';
import type { Database } from '../persistence/shared/database';
import { throwawayPglite } from '../persistence/shared/throwaway-database';
import { simulatedDeposits } from '../persistence/deposits/drizzle-deposit-repository';
import { simulatedProcessorState } from '../card-processor/simulated-deposit-processor';
import { restoreSimulatedPayments } from '../card-processor/simulated-payments-restore';
import { ports as bindPorts, type Ports } from './ports';
import { seedDemoData } from './seed-demo';

describe('the demo deposits', () => {
  let database: Database;
  let p: Ports;
  beforeAll(async () => {
    database = await throwawayPglite();
    p = bindPorts(database, { log: () => undefined, argon2: { memoryCost: 1024, timeCost: 1, parallelism: 1 } });
    await seedDemoData(p);
  }, 120_000);
  afterAll(async () => { await database.close(); });

  it('gives each store a deposit held, captured, partly refunded, refunded and expired, with the deal in step', async () => {
    const rows = await database.db.select({ d: deposits, status: orders.depositStatus, step: orders.stepDeposit }).from(deposits).innerJoin(orders, eq(orders.id, deposits.orderId));
    expect(rows.length).toBeGreaterThanOrEqual(10);
    const states = new Set(rows.map((r) => r.d.state));
    expect(states).toEqual(new Set(['pre_authorized', 'confirmed', 'refunded', 'expired']));
    expect(rows.some((r) => r.d.state === 'confirmed' && r.d.refundedCents > 0 && paidCents(r.d) > 0)).toBe(true);
    expect(rows.every((r) => r.status === r.d.state)).toBe(true);
    expect((await p.cardProcessorAccounts.account(rows[0]!.d.dealershipId))?.accountId).toMatch(/^acct_sim_demo_/);
    expect((await seedDemoData(p)).seeded).toBe(false);
    expect(await database.db.select().from(deposits)).toHaveLength(rows.length);
  });

  it('tells a restarted simulated processor of the payments the deposits refer to', async () => {
    const state = simulatedProcessorState();
    const known = await simulatedDeposits(database.db);
    expect(restoreSimulatedPayments(state, known)).toBe(known.length);
    const held = [...state.payments.values()].filter((x) => x.state === 'held');
    expect(held.length).toBeGreaterThan(0);
    expect(state.sequence).toBeGreaterThanOrEqual(known.length);
    expect(restoreSimulatedPayments(state, known)).toBe(0);
  });
});
