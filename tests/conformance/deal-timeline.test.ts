import { describe } from 'vitest';
import { systemClock } from '../../adapters/system/system-clock';
import { inMemoryTimeline } from '@dealer-panel/core/testing/in-memory-timeline';
import { drizzleDealTimeline } from '../../adapters/persistence/orders/drizzle-deal-timeline';
import { dealTimelineContract } from './deal-timeline.contract';
import { insertOrder } from './support/deal-fixtures';
import { forEachEngine } from './support/engines';
import { insertDealership, insertUser } from './support/fixtures';

describe('in memory', () => {
  dealTimelineContract(async () => ({
    timeline: inMemoryTimeline(systemClock(), { 5: 'Test User' }), dealershipId: 1, otherDealershipId: 2, orderId: 11, secondOrderId: 12, otherOrderId: 21, userId: 5,
  }));
});

forEachEngine((engine) => {
  dealTimelineContract(async () => {
    const db = engine.db();
    const dealershipId = await insertDealership(db);
    const otherDealershipId = await insertDealership(db);
    return {
      timeline: drizzleDealTimeline(db), dealershipId, otherDealershipId,
      orderId: await insertOrder(db, dealershipId), secondOrderId: await insertOrder(db, dealershipId),
      otherOrderId: await insertOrder(db, otherDealershipId), userId: await insertUser(db),
    };
  });
});
