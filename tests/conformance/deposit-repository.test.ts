import { inMemoryDeposits } from '@dealer-panel/core/deposits/testing/in-memory-deposits';
import { depositRepositoryContract } from './deposit-repository.contract';

// The drizzle adapter (issue 14, the lead) joins here through forEachEngine.
depositRepositoryContract('in memory', async () => {
  const deposits = inMemoryDeposits();
  deposits.addDeal(1, { orderId: 11, customerId: 7, isArchived: false });
  deposits.addDeal(1, { orderId: 12, customerId: 7, isArchived: false });
  deposits.addDeal(2, { orderId: 21, customerId: 9, isArchived: false });
  return { deposits, dealershipId: 1, otherDealershipId: 2, customerId: 7, orderId: 11, secondOrderId: 12, otherOrderId: 21, otherCustomerId: 9 };
});
