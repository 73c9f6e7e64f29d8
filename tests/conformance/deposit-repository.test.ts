import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { inMemoryDeposits } from '@dealer-panel/core/testing/in-memory-deposits';
import { orders } from '../../adapters/persistence/schema';
import { drizzleDepositRepository } from '../../adapters/persistence/deposits/drizzle-deposit-repository';
import { depositRepositoryContract } from './deposit-repository.contract';
import { insertCustomer, insertOrder } from './support/deal-fixtures';
import { forEachEngine } from './support/engines';
import { insertDealership } from './support/fixtures';

describe('in memory', () => {
  depositRepositoryContract('in memory', async () => {
    const deposits = inMemoryDeposits();
    deposits.addDeal(1, { orderId: 11, customerId: 7, isArchived: false });
    deposits.addDeal(1, { orderId: 12, customerId: 7, isArchived: false });
    deposits.addDeal(2, { orderId: 21, customerId: 9, isArchived: false });
    return { deposits, dealershipId: 1, otherDealershipId: 2, customerId: 7, orderId: 11, secondOrderId: 12, otherOrderId: 21, otherCustomerId: 9 };
  });
});

forEachEngine((engine) => {
  depositRepositoryContract('drizzle', async () => {
    const db = engine.db();
    const dealershipId = await insertDealership(db);
    const otherDealershipId = await insertDealership(db);
    const customerId = await insertCustomer(db, dealershipId);
    const otherCustomerId = await insertCustomer(db, otherDealershipId);
    return {
      deposits: drizzleDepositRepository(db), dealershipId, otherDealershipId, customerId, otherCustomerId,
      orderId: await insertOrder(db, dealershipId, { customerId }), secondOrderId: await insertOrder(db, dealershipId, { customerId }),
      otherOrderId: await insertOrder(db, otherDealershipId, { customerId: otherCustomerId }),
    };
  });
});

forEachEngine((engine) => {
  it('keeps the deal\'s deposit columns and deposit step in step with its deposit', async () => {
    const db = engine.db();
    const dealershipId = await insertDealership(db);
    const orderId = await insertOrder(db, dealershipId);
    const repo = drizzleDepositRepository(db);
    const deal = await repo.deal(dealershipId, orderId);
    const d = await repo.create({ dealershipId, orderId, customerId: deal!.customerId, mode: 'hold', amountCents: 25_000, currency: 'CAD' }, new Date());
    const dealRow = async () => (await db.select({ s: orders.depositStatus, m: orders.depositMode, a: orders.depositAmountCents, step: orders.stepDeposit }).from(orders).where(eq(orders.id, orderId)))[0];
    expect(await dealRow()).toEqual({ s: 'created', m: 'hold', a: 25_000, step: 'pending' });
    expect(await repo.save([{ ...d, state: 'pre_authorized', version: 2 }])).toBe(true);
    expect(await dealRow()).toEqual({ s: 'pre_authorized', m: 'hold', a: 25_000, step: 'pre_authorized' });
    expect(await repo.save([{ ...d, state: 'confirmed', version: 2 }])).toBe(false);
    expect((await dealRow())?.step).toBe('pre_authorized');
  });
});
