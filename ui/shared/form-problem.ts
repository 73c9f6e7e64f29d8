import * as E from 'fp-ts/Either';
import type { Either } from 'fp-ts/Either';
import type { HttpProblem } from '../../adapters/di/tokens';

/** Field name to message codes, as forms show them and problem+json carries them. */
export type FieldErrorMap = Readonly<Record<string, readonly string[]>>;

/** A failure shown above or below a form: a problem code, or 'technical' when nothing answered. */
export interface FormProblem {
  readonly code: string;
  readonly retryAfterSeconds: number | null;
}

export interface FormFailure {
  /** The problem's code (or 'technical'), whether it is shown as field errors or as a problem. */
  readonly code: string;
  readonly fieldErrors: FieldErrorMap;
  readonly problem: FormProblem | null;
  /** The client already acted (went to login, showed a toast): show nothing more. */
  readonly handled: boolean;
  /** The problem's members beyond the standard ones (invalid_code's `attempts_left`), when it has any. */
  readonly extensions?: Readonly<Record<string, unknown>>;
}

export const TECHNICAL: FormProblem = { code: 'technical', retryAfterSeconds: null };

/**
 * Runs a call and turns every way it can fail into what a form shows: field errors when the
 * problem names fields, else the problem's code; a thrown technical error becomes 'technical'.
 */
export async function submitCall<A>(run: () => Promise<Either<HttpProblem, A>>): Promise<Either<FormFailure, A>> {
  try {
    const answer = await run();
    return E.isRight(answer) ? answer : E.left(toFailure(answer.left));
  } catch {
    return E.left({ code: TECHNICAL.code, fieldErrors: {}, problem: TECHNICAL, handled: false });
  }
}

export function toFailure(problem: HttpProblem): FormFailure {
  const hasFieldErrors = Object.keys(problem.errors).length > 0;
  return {
    code: problem.code,
    fieldErrors: problem.errors,
    problem: hasFieldErrors ? null : { code: problem.code, retryAfterSeconds: problem.retryAfterSeconds },
    handled: problem.handled,
    ...(problem.extensions === undefined ? {} : { extensions: problem.extensions }),
  };
}

/** Field errors of a client-side check: only the fields that failed. */
export function fieldErrors(checks: Readonly<Record<string, string | null>>): FieldErrorMap {
  const out: Record<string, readonly string[]> = {};
  for (const [field, code] of Object.entries(checks)) if (code !== null) out[field] = [code];
  return out;
}
