import type { QuestionFields, StoredQuestion } from './questions';

/**
 * A store's trade-in questions. Contract (tests/conformance/question-repository.contract.ts and
 * tests/api/trade-in-questions.test.ts, on PGlite and PostgreSQL): nothing of another dealership is ever read or written (null, 0 or false instead);
 * `create` puts the question last among its siblings; `remove` takes the question's children (and
 * theirs) with it and answers how many questions went; `reorder` numbers the siblings 0, 1, 2… in
 * the order given and answers false, writing nothing, unless `ids` are exactly the parent's children.
 */
export interface TradeInQuestionRepository {
  /** Every question of the store, in no particular order. */
  list(dealershipId: number): Promise<readonly StoredQuestion[]>;
  create(dealershipId: number, parentId: number | null, fields: QuestionFields, now: Date): Promise<StoredQuestion>;
  update(dealershipId: number, id: number, fields: QuestionFields, now: Date): Promise<StoredQuestion | null>;
  remove(dealershipId: number, id: number): Promise<number>;
  reorder(dealershipId: number, parentId: number | null, ids: readonly number[], now: Date): Promise<boolean>;
}
