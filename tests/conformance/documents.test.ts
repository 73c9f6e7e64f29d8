import { describe } from 'vitest';
import { systemClock } from '../../adapters/system/system-clock';
import { inMemoryDocuments, inMemoryFileStore } from '@dealer-panel/core/documents/testing/in-memory-documents';
import { drizzleDocumentRepository } from '../../adapters/persistence/documents/drizzle-document-repository';
import { drizzleFileStore } from '../../adapters/persistence/documents/drizzle-file-store';
import { documentRepositoryContract } from './document-repository.contract';
import { fileStoreContract } from './file-store.contract';
import { insertOrder } from './support/deal-fixtures';
import { forEachEngine } from './support/engines';
import { insertDealership, insertUser } from './support/fixtures';

describe('in memory', () => {
  fileStoreContract(async () => inMemoryFileStore());
  documentRepositoryContract(async () => ({
    documents: inMemoryDocuments(systemClock()), dealershipId: 1, otherDealershipId: 2, orderId: 11, secondOrderId: 12, otherOrderId: 21, userId: 5,
  }));
});

forEachEngine((engine) => {
  fileStoreContract(async () => drizzleFileStore(engine.db()));
  documentRepositoryContract(async () => {
    const db = engine.db();
    const dealershipId = await insertDealership(db);
    const otherDealershipId = await insertDealership(db);
    return {
      documents: drizzleDocumentRepository(db), dealershipId, otherDealershipId,
      orderId: await insertOrder(db, dealershipId), secondOrderId: await insertOrder(db, dealershipId),
      otherOrderId: await insertOrder(db, otherDealershipId), userId: await insertUser(db),
    };
  });
});
