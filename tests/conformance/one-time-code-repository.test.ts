import { drizzleOneTimeCodeRepository } from '../../adapters/persistence/access/drizzle-one-time-code-repository';
import { oneTimeCodeRepositoryContract } from './one-time-code-repository.contract';
import { forEachEngine } from './support/engines';
import { insertUser } from './support/fixtures';

forEachEngine((engine) => {
  oneTimeCodeRepositoryContract(async () => {
    const db = engine.db();
    return { codes: drizzleOneTimeCodeRepository(db), newUserId: () => insertUser(db) };
  });
});
