import type { FormFailure, FormProblem } from './form-problem';

/**
 * What a screen shows for a failed call: nothing when the client already acted (went to login,
 * showed a toast), else the problem, or the bare code when the problem named only fields.
 */
export function problemOf(failure: Pick<FormFailure, 'code' | 'problem' | 'handled'>): FormProblem | null {
  if (failure.handled) return null;
  return failure.problem ?? { code: failure.code, retryAfterSeconds: null };
}
