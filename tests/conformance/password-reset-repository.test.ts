import { drizzlePasswordResetRepository } from '../../adapters/persistence/access/drizzle-password-reset-repository';
import { passwordResetRepositoryContract } from './password-reset-repository.contract';
import { forEachEngine } from './support/engines';
import { insertUser } from './support/fixtures';

forEachEngine((engine) => {
  passwordResetRepositoryContract(async () => {
    const db = engine.db();
    return { resets: drizzlePasswordResetRepository(db), newUserId: () => insertUser(db) };
  });
});
