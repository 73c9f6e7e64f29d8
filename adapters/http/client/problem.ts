import { isRight } from 'fp-ts/Either';
import { ProblemBody } from '../contract/common';
import type { HttpProblem } from './api-client';

/** Reads a problem+json body; any other error body becomes the code `http_<status>`. */
export function toProblem(status: number, data: unknown, retryAfter: unknown): HttpProblem {
  const decoded = ProblemBody.decode(data);
  const body = isRight(decoded) ? decoded.right : null;
  const extensions = body === null ? {} : extensionMembers(data as Record<string, unknown>);
  return {
    status,
    code: body?.code ?? `http_${status}`,
    detail: body?.detail ?? null,
    errors: body?.errors ?? {},
    retryAfterSeconds: parseRetryAfter(retryAfter),
    handled: false,
    ...(Object.keys(extensions).length > 0 ? { extensions } : {}),
  };
}

const STANDARD_MEMBERS = new Set(['type', 'title', 'status', 'code', 'detail', 'errors', 'instance']);

/** The members a problem carries beyond the standard ones (409 duplicate_customer's `duplicates`). */
function extensionMembers(data: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(data).filter(([key]) => !STANDARD_MEMBERS.has(key)));
}

function parseRetryAfter(value: unknown): number | null {
  if (typeof value !== 'string' && typeof value !== 'number') return null;
  const seconds = Number(value);
  return Number.isFinite(seconds) && seconds >= 0 ? Math.ceil(seconds) : null;
}
