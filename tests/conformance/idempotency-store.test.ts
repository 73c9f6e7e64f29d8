import { describe } from 'vitest';
import { inMemoryIdempotencyStore } from '@dealer-panel/core/shared/testing/in-memory-idempotency';
import { drizzleIdempotencyStore } from '../../adapters/persistence/deposits/drizzle-idempotency-store';
import { idempotencyStoreContract } from './idempotency-store.contract';
import { forEachEngine } from './support/engines';
import { unique } from './support/fixtures';

describe('in memory', () => {
  idempotencyStoreContract('in memory', async () => ({ store: inMemoryIdempotencyStore(), scope: 'dealership:1', otherScope: 'dealership:2' }));
});

forEachEngine((engine) => {
  idempotencyStoreContract('drizzle', async () => ({ store: drizzleIdempotencyStore(engine.db()), scope: unique('scope'), otherScope: unique('scope') }));
});
