import * as E from 'fp-ts/Either';
import type { HttpProblem } from '../../../../adapters/di/tokens';
import { DuplicateCustomerProblem } from '../../../../adapters/http/contract/customers/customers';
import type { DuplicateCustomerProblem as DuplicateProblemBody } from '../../../../adapters/http/contract/customers/customers';

export type Duplicate = DuplicateProblemBody['duplicates'][number];

/** The contract's extension of 409 duplicate_customer (its `duplicates` member). */
const DuplicatesMember = DuplicateCustomerProblem.types[1];

/** The customers a 409 duplicate_customer names; empty when the answer lists none. */
export function duplicatesOf(problem: HttpProblem): readonly Duplicate[] {
  const decoded = DuplicatesMember.decode(problem.extensions ?? {});
  return E.isRight(decoded) ? decoded.right.duplicates : [];
}
