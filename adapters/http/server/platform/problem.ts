import type { FastifyReply } from 'fastify';

/** RFC 9457 problem details, with our `code` and per-field `errors` (field -> list of message codes). */
export interface Problem {
  readonly type: string;
  readonly title: string;
  readonly status: number;
  readonly code: string;
  readonly detail?: string;
  readonly errors?: Readonly<Record<string, readonly string[]>>;
}

const titles: Record<number, string> = {
  400: 'Bad Request', 401: 'Unauthorized', 403: 'Forbidden', 404: 'Not Found', 409: 'Conflict',
  412: 'Precondition Failed', 413: 'Payload Too Large', 415: 'Unsupported Media Type', 429: 'Too Many Requests',
  440: 'Session Expired', 500: 'Internal Server Error', 502: 'Bad Gateway', 503: 'Service Unavailable',
};

export function problem(
  status: number,
  code: string,
  extra: { detail?: string; errors?: Readonly<Record<string, readonly string[]>> } = {},
): Problem {
  return {
    type: `https://dealer-panel.invalid/problems/${code}`,
    title: titles[status] ?? 'Error',
    status,
    code,
    ...(extra.detail === undefined ? {} : { detail: extra.detail }),
    ...(extra.errors === undefined ? {} : { errors: extra.errors }),
  };
}

export function sendProblem(reply: FastifyReply, p: Problem): FastifyReply {
  return reply.code(p.status).type('application/problem+json').send(p);
}

/** Tells a problem from a value that may be one (a decoded upload, a looked-up row). */
export function isProblem(value: unknown): value is Problem {
  return typeof value === 'object' && value !== null && 'type' in value && 'status' in value && 'code' in value && 'title' in value;
}
