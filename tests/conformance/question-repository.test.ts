import { drizzleQuestionRepository } from '../../adapters/persistence/trade-ins/drizzle-question-repository';
import { questionRepositoryContract } from './question-repository.contract';
import { forEachEngine } from './support/engines';
import { insertDealership } from './support/fixtures';

// Drizzle only: the trade-in questionnaire has no in-memory repository (its use cases are tested through the API).
forEachEngine((engine) => {
  questionRepositoryContract('drizzle', async () => {
    const db = engine.db();
    return { questions: drizzleQuestionRepository(db), dealershipId: await insertDealership(db), otherDealershipId: await insertDealership(db) };
  });
});
