import type { FastifyRequest } from 'fastify';

/**
 * Requests other than GET that their handler answered without writing anything (a price the
 * record already held): no news of a write goes out for them (app.ts `writeDone`), which on
 * PostgreSQL is a NOTIFY and its delivery to every process (issue 34.4).
 */
const unwritten = new WeakSet<FastifyRequest>();

export function nothingWritten(request: FastifyRequest): void {
  unwritten.add(request);
}

export function wroteNothing(request: FastifyRequest): boolean {
  return unwritten.has(request);
}
