import type { CreditTransitionRefused, LenderFailed } from '@dealer-panel/core/credit/credit-errors';
import type { CreditAction } from '@dealer-panel/core/credit/credit-status';
import type { Forbidden, InvalidInput, NotFound } from '@dealer-panel/core/shared/errors';
import { dealerProblem } from '../dealer-errors';
import { problem, type Problem } from '../platform/problem';

export type CreditError = InvalidInput | Forbidden | NotFound | CreditTransitionRefused | LenderFailed;

const ACTED: Readonly<Record<CreditAction, string>> = {
  submit: 'submitted', approve: 'approved', further_verification: 'sent back for further verification', decline: 'declined', save: 'saved as a draft',
};

/** Every error of the credit use cases as problem+json. */
export function creditProblem(error: CreditError): Problem {
  switch (error._tag) {
    case 'CreditTransitionRefused': {
      const body = problem(409, 'credit_transition_refused', { detail: `An application ${error.status ?? 'not submitted yet'} cannot be ${ACTED[error.action]}.` });
      return { ...body, action: error.action, application_status: error.status } as Problem;
    }
    case 'LenderFailed':
      return problem(502, 'credit_system_failed', { detail: `The credit system (${error.system}) did not take the application: ${error.reason}. Nothing was changed.` });
    default:
      return dealerProblem(error);
  }
}
