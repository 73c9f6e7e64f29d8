import { isRight } from 'fp-ts/Either';
import { ProblemBody } from '../contract/common';
import type { HttpProblem } from './api-client';

/** Reads a problem+json body; any other error body becomes the code `http_<status>`. */
export function toProblem(status: number, data: unknown, retryAfter: unknown): HttpProblem {
  const decoded = ProblemBody.decode(data);
  const body = isRight(decoded) ? decoded.right : null;
  return {
    status,
    code: body?.code ?? `http_${status}`,
    detail: body?.detail ?? null,
    errors: body?.errors ?? {},
    retryAfterSeconds: parseRetryAfter(retryAfter),
    handled: false,
  };
}

function parseRetryAfter(value: unknown): number | null {
  if (typeof value !== 'string' && typeof value !== 'number') return null;
  const seconds = Number(value);
  return Number.isFinite(seconds) && seconds >= 0 ? Math.ceil(seconds) : null;
}
