import * as E from 'fp-ts/Either';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ErrorReporter } from '@dealer-panel/core/shared/ports/error-reporter';
import { checkClientError, errorReport } from '@dealer-panel/core/shared/error-report';
import { errorRoutes as R } from '../../contract/error-routes';
import { decodeBody } from './decode';
import { problem, sendProblem } from './problem';
import type { RouteRateLimit } from './rate-limits';
import { boundedError } from './bounded-error';

/** A report is a few hundred characters; 8 KB is room for the 2,000 of the body in any encoding. */
const REPORT_BYTES = 8 * 1024;

/**
 * POST /api/dealer/errors/: a browser's failed call goes to the error reporter. No session needed
 * (the sign-in page fails too), so it is rate-limited per address and its body capped; a bad report
 * is a 400 with per-field codes and reports nothing.
 */
export function registerErrorReportRoutes(app: FastifyInstance, reporter: ErrorReporter, limit: RouteRateLimit): void {
  app.post(R.reportClientError.path, { bodyLimit: REPORT_BYTES, config: { rateLimit: limit } }, async (request, reply) => {
    const body = decodeBody(R.reportClientError.body, request.body);
    if (E.isLeft(body)) return sendProblem(reply, body.left);
    const checked = checkClientError(body.right);
    if (!checked.ok) return sendProblem(reply, problem(400, 'invalid_input', { errors: checked.errors }));
    reporter.report({ ...checked.report, requestId: String(request.id) });
    return reply.code(202).send({});
  });
}

/** A request the server failed (an unhandled 500): its method and URL, scrubbed, to the reporter. */
export function reportServerError(reporter: ErrorReporter, request: FastifyRequest, error: Error): void {
  // The error as reported is bounded: a failed query's message carries the request's values (issue 29.7).
  const bounded = boundedError(error);
  reporter.report(errorReport({
    origin: 'server', kind: 'unhandled', message: `${bounded.name}: ${bounded.message}`, method: request.method, url: request.url,
    status: 500, body: '', requestId: String(request.id),
  }), bounded);
}
