import { drizzleUserRepository } from '../../adapters/persistence/access/drizzle-user-repository';
import { forEachEngine } from './support/engines';
import { deactivateUser, insertDealership, insertRawMembership, setRawLanguage } from './support/fixtures';
import { userRepositoryContract } from './user-repository.contract';

forEachEngine((engine) => {
  userRepositoryContract(async () => {
    const db = engine.db();
    return {
      users: drizzleUserRepository(db),
      newDealershipId: () => insertDealership(db),
      deactivate: (userId) => deactivateUser(db, userId),
      addRawMembership: (userId, dealershipId, role) => insertRawMembership(db, userId, dealershipId, role),
      setRawLanguage: (userId, language) => setRawLanguage(db, userId, language),
    };
  });
});
