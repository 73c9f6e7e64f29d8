import { afterAll, beforeAll, describe } from 'vitest';
import { drizzleRateCounter } from '../../adapters/persistence/shared/shared-counters';
import { redisRateCounter } from '../../adapters/persistence/shared/redis-counters';
import type { SharedRedis } from '../../adapters/persistence/shared/redis';
import { throwawayRedis } from '../../adapters/persistence/shared/throwaway-redis';
import { rateCounterContract } from './rate-counter.contract';
import { forEachEngine } from './support/engines';

forEachEngine((engine) => {
  rateCounterContract(() => drizzleRateCounter(engine.db()));
});

// Redis only when TEST_REDIS_URL names one (redis://127.0.0.1:6379/15 in CI), as TEST_DATABASE_URL does for PostgreSQL.
for (const url of process.env['TEST_REDIS_URL']?.trim() ? [process.env['TEST_REDIS_URL'].trim()] : []) {
  describe('redis', () => {
    let redis: SharedRedis | undefined;
    beforeAll(async () => { redis = await throwawayRedis(url); });
    afterAll(async () => { await redis?.close(); });
    rateCounterContract(() => {
      if (!redis) throw new Error('the test Redis is not open');
      return redisRateCounter(redis);
    });
  });
}
