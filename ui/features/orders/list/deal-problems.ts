import type { FormProblem } from '../../../shared/form-problem';

const KNOWN = ['order_already_confirmed', 'order_not_confirmable', 'customer_has_no_email', 'order_archived', 'forbidden', 'not_found', 'technical'];

/** The message key of a deal action's problem (desk:problems.<code>), or `fallback` for the others. */
export function problemKey(problem: FormProblem | null, fallback = 'desk:problems.generic'): string {
  return problem !== null && KNOWN.includes(problem.code) ? `desk:problems.${problem.code}` : fallback;
}
