import { and, asc, eq, inArray } from 'drizzle-orm';
import * as E from 'fp-ts/Either';
import type { Deposit, DepositMovement } from '@dealer-panel/core/deposits/deposit';
import { applyDepositAction, type DepositAction } from '@dealer-panel/core/deposits/deposit-machine';
import { moveMoney, recordMovement, saveMoved, SYSTEM, type DepositDeps, type DepositEvent } from '@dealer-panel/core/deposits/deposit-effects';
import { depositUseCases } from '@dealer-panel/core/deposits/deposit-use-cases';
import { payDeposit } from '@dealer-panel/core/deposits/pay-deposit';
import type { DepositMode } from '@dealer-panel/core/shared/deal-states';
import { dealerships } from '../persistence/access/schema';
import { orders } from '../persistence/orders/schema';
import { STORES } from '../persistence/seed/demo-stores';
import type { Ports } from './ports';
import { depositDeps } from './server-deps';
import { claimDemoStep } from '../persistence/seed/demo-step';

export const DEMO_DEPOSITS_MARKER = 'demo_seed_deposits';

/** What each demo store shows: a deposit in each of these shapes, on a deal whose deposit status already says so. */
const SHAPES = [
  { dealStatus: 'pre_authorized', mode: 'hold', then: [] },
  { dealStatus: 'confirmed', mode: 'hold', then: ['capture'] },
  { dealStatus: 'confirmed', mode: 'capture', then: ['refund_quarter'] },
  { dealStatus: 'refunded', mode: 'capture', then: ['refund_all'] },
  { dealStatus: 'expired', mode: 'hold', then: ['expire'] },
] as const satisfies readonly { dealStatus: string; mode: DepositMode; then: readonly string[] }[];

/** One step of the deposit's life, as the use cases do it, by the system (the demo's history says who). */
async function act(deps: DepositDeps, d: Deposit, action: DepositAction, event: DepositEvent, key: string): Promise<Deposit> {
  const step = applyDepositAction(d, action, deps.clock.now());
  if (E.isLeft(step)) throw new Error(`demo deposit ${d.id}: ${step.left.code}`);
  const moved = await moveMoney(deps, d, step.right.deposit, step.right.movement, key);
  if (E.isLeft(moved)) throw new Error(`demo deposit ${d.id}: ${moved.left._tag}`);
  const saved = await saveMoved(deps, moved.right.deposit, moved.right.payment);
  if (E.isLeft(saved)) throw new Error(`demo deposit ${d.id} changed`);
  const movement: DepositMovement = step.right.movement;
  await recordMovement(deps, SYSTEM, event, d, saved.right, movement);
  return saved.right;
}

/**
 * Demo deposits (issue 14), once (their own marker): each demo store gets a simulated processor
 * account when it has none, and deals with a deposit held, captured, partly refunded, refunded and
 * expired, made through the simulated processor and the deposit state machine.
 */
export async function seedDemoDeposits(p: Ports): Promise<{ readonly seeded: boolean; readonly deposits: number }> {
  const db = p.database.db;
  const orgId = await claimDemoStep(db, DEMO_DEPOSITS_MARKER, p.clock.now());
  if (orgId === null) return { seeded: false, deposits: 0 };
  const org = { id: orgId };
  // The demo's payments tell nobody: its notifications are seeded without e-mails (seed-demo-notifications).
  const deps = { ...depositDeps(p), paidNotice: null };
  let made = 0;
  for (const store of STORES) {
    const [d] = await db.select({ id: dealerships.id }).from(dealerships).where(and(eq(dealerships.organizationId, org.id), eq(dealerships.name, store.name)));
    if (!d) continue;
    if ((await p.cardProcessorAccounts.account(d.id)) === null) await p.cardProcessorAccounts.connect(d.id, { accountId: `acct_sim_demo_${store.key}`, connectedAt: p.clock.now() });
    const deals = await db.select({ id: orders.id, customerId: orders.customerId, status: orders.depositStatus, amount: orders.depositAmountCents }).from(orders)
      .where(and(eq(orders.dealershipId, d.id), eq(orders.isArchived, false), inArray(orders.depositStatus, SHAPES.map((s) => s.dealStatus))))
      .orderBy(asc(orders.id));
    const used = new Set<number>();
    for (const shape of SHAPES) {
      const deal = deals.find((x) => x.status === shape.dealStatus && !used.has(x.id));
      if (deal === undefined) continue;
      used.add(deal.id);
      const amountCents = deal.amount ?? 50_000;
      await p.deposits.create({ dealershipId: d.id, orderId: deal.id, customerId: deal.customerId, mode: shape.mode, amountCents, currency: store.country === 'US' ? 'USD' : 'CAD' }, p.clock.now());
      const expiring = (shape.then as readonly string[]).includes('expire');
      const paid = await payDeposit(deps)({ dealershipId: d.id, orderId: deal.id, paymentMethod: '4242424242424242', idempotencyKey: `demo-pay-${deal.id}`, ip: '', ...(expiring ? { holdPeriodMs: 1 } : {}) })();
      if (E.isLeft(paid)) throw new Error(`demo deposit of deal ${deal.id}: ${paid.left._tag}`);
      let dep = paid.right;
      for (const next of shape.then) {
        if (next === 'capture') dep = await act(deps, dep, { type: 'capture' }, 'captured', `demo-capture-${deal.id}`);
        if (next === 'refund_quarter') dep = await act(deps, dep, { type: 'refund', amountCents: Math.round(amountCents / 4), reason: { reasonId: 1 } }, 'refunded', `demo-refund-${deal.id}`);
        if (next === 'refund_all') dep = await act(deps, dep, { type: 'refund', amountCents, reason: { reasonId: 2 } }, 'refunded', `demo-refund-${deal.id}`);
      }
      made += 1;
    }
  }
  // The holds made to end at once (a 1 ms period) end now, through the job's own use case.
  await new Promise((resolve) => setTimeout(resolve, 5));
  await depositUseCases(deps).expireHolds(100);
  return { seeded: true, deposits: made };
}
