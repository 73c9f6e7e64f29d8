import * as E from 'fp-ts/Either';
import type { HttpProblem } from '../../../adapters/di/tokens';

/** A problem as the client returns it, for view-model tests. */
export function problem(status: number, code: string, extra: Partial<HttpProblem> = {}): HttpProblem {
  return { status, code, detail: null, errors: {}, retryAfterSeconds: null, handled: false, ...extra };
}

export const left = (status: number, code: string, extra: Partial<HttpProblem> = {}) => Promise.resolve(E.left(problem(status, code, extra)));
export const right = <A>(value: A) => Promise.resolve(E.right(value));

/** The latest value of a view model's state$. */
export function latest<T>(source: { subscribe(next: (value: T) => void): { unsubscribe(): void } }): T {
  let value: T | undefined;
  source.subscribe((v) => (value = v)).unsubscribe();
  if (value === undefined) throw new Error('no value yet');
  return value;
}
