import type { Forbidden, InvalidInput, InvalidQuery, NotFound } from '@dealer-panel/core/shared/errors';
import { problem, type Problem } from './problem';

/** The business errors every context shares (core/shared/errors). */
export type CommonError = InvalidInput | InvalidQuery | Forbidden | NotFound;

/** The shared errors, mapped exhaustively; each context maps its own beside its routes. */
export function commonProblem(error: CommonError): Problem {
  switch (error._tag) {
    case 'InvalidInput':
      return problem(400, 'invalid_input', { errors: error.errors });
    case 'InvalidQuery':
      return problem(400, 'invalid_query', { detail: 'A list parameter is not valid.', errors: error.errors });
    case 'Forbidden':
      return problem(403, 'forbidden', { detail: `Not allowed: ${error.action}.` });
    case 'NotFound':
      return problem(404, 'not_found');
  }
}
