import { drizzleSessionRepository } from '../../adapters/persistence/access/drizzle-session-repository';
import { sessionRepositoryContract } from './session-repository.contract';
import { forEachEngine } from './support/engines';
import { insertDealership, insertUser } from './support/fixtures';

forEachEngine((engine) => {
  sessionRepositoryContract(async () => {
    const db = engine.db();
    return { sessions: drizzleSessionRepository(db), newUserId: () => insertUser(db), newDealershipId: () => insertDealership(db) };
  });
});
