import * as E from 'fp-ts/Either';
import type { HttpProblem } from '../../../../adapters/di/tokens';
import { DuplicateOrderProblem } from '../../../../adapters/http/contract/orders/orders';
import type { DuplicateOrderProblem as DuplicateProblemBody } from '../../../../adapters/http/contract/orders/orders';

export type DuplicateDeal = DuplicateProblemBody['duplicates'][number];

/** The contract's extension of 409 duplicate_order (its `duplicates` member). */
const DuplicatesMember = DuplicateOrderProblem.types[1];

/** The customer's active deals a 409 duplicate_order names for the same vehicle; empty for any other answer. */
export function duplicateDealsOf(problem: HttpProblem): readonly DuplicateDeal[] {
  if (problem.code !== 'duplicate_order') return [];
  const decoded = DuplicatesMember.decode(problem.extensions ?? {});
  return E.isRight(decoded) ? decoded.right.duplicates : [];
}
