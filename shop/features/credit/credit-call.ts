import * as E from 'fp-ts/Either';
import type { Either } from 'fp-ts/Either';
import type { HttpProblem } from '../../../adapters/di/tokens';

/** Field name (the wire's key) to message codes. */
export type FieldErrorMap = Readonly<Record<string, readonly string[]>>;

/** What a failed call leaves on the screen: field errors, or a problem code ('technical' when nothing answered). */
export interface CallFailure {
  readonly errors: FieldErrorMap;
  /** null when the problem named fields (they are shown beside them) or when the client already acted on it. */
  readonly problem: string | null;
}

/** Runs a call and turns every way it can fail into a CallFailure; it never rejects. */
export async function attempt<A>(run: () => Promise<Either<HttpProblem, A>>): Promise<Either<CallFailure, A>> {
  try {
    const answer = await run();
    if (E.isRight(answer)) return answer;
    const p = answer.left;
    const named = Object.keys(p.errors).length > 0;
    return E.left({ errors: named ? p.errors : {}, problem: named || p.handled ? null : p.code });
  } catch {
    return E.left({ errors: {}, problem: 'technical' });
  }
}
