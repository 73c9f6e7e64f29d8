import { fakeClock } from '../../access/testing/in-memory-ports';
import { inMemoryTimeline } from '../../testing/in-memory-timeline';
import { inMemoryIdempotencyStore } from '../../shared/testing/in-memory-idempotency';
import { inMemoryCardProcessorAccounts, storesWorld } from '../../stores/testing/in-memory-stores';
import type { Deposit } from '../deposit';
import type { DepositDeps } from '../deposit-effects';
import { depositUseCases } from '../deposit-use-cases';
import { aDeposit } from './deposit-fixtures';
import { fakeDepositProcessor } from '../../testing/fake-deposit-processor';
import { inMemoryDeposits } from '../../testing/in-memory-deposits';
import { inMemoryDepositLocks } from '../../testing/in-memory-deposit-locks';

/**
 * Stores 1 (connected to acct_1) and 2; customer 7 with deals 11, 12 and 13 at store 1, customer 8
 * with deal 14, deal 21 at store 2. `paid` puts a $500 deposit captured on the processor on a deal.
 */
export function depositWorld() {
  const world = storesWorld();
  const clock = fakeClock();
  const deposits = inMemoryDeposits();
  const processor = fakeDepositProcessor();
  const accounts = inMemoryCardProcessorAccounts();
  void accounts.connect(1, { accountId: 'acct_1', connectedAt: clock.now() });
  for (const orderId of [11, 12, 13]) deposits.addDeal(1, { orderId, customerId: 7, isArchived: false });
  deposits.addDeal(1, { orderId: 14, customerId: 8, isArchived: false });
  deposits.addDeal(2, { orderId: 21, customerId: 9, isArchived: false });
  const timeline = inMemoryTimeline(clock);
  const deps: DepositDeps = { deposits, processor, accounts, idempotency: inMemoryIdempotencyStore(), audit: world.ports.audit, timeline, clock, locks: inMemoryDepositLocks(), paidNotice: null };
  let ids = 0;
  async function paid(orderId: number, overrides: Partial<Deposit> = {}): Promise<Deposit> {
    ids += 1;
    const charged = await processor.charge({ accountId: 'acct_1', depositId: ids, amountCents: 50_000, currency: 'CAD', paymentMethod: 'pm', idempotencyKey: `seed-${ids}` })();
    if (charged._tag === 'Left') throw new Error('seed');
    const d = aDeposit({ id: ids, orderId, state: 'confirmed', paymentStatus: 'paid', capturedCents: 50_000, processorPaymentId: charged.right.paymentId, ...overrides });
    deposits.put(d);
    return d;
  }
  return { ...world, clock, deposits, processor, accounts, timeline, deps, U: depositUseCases(deps), paid };
}
