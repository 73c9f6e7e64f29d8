import { inMemoryIdempotencyStore } from '@dealer-panel/core/shared/testing/in-memory-idempotency';
import { idempotencyStoreContract } from './idempotency-store.contract';

// The PostgreSQL adapter (issue 14, the lead) joins here through forEachEngine.
idempotencyStoreContract('in memory', async () => ({ store: inMemoryIdempotencyStore(), scope: 'dealership:1', otherScope: 'dealership:2' }));
