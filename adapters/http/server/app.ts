import Fastify, { type FastifyInstance } from 'fastify';
import fastifyCookie from '@fastify/cookie';
import { problem, sendProblem } from './problem';
import { registerStaticUi } from './static-ui';

export interface ServerDeps {
  /** Throws when the database cannot answer. */
  readonly pingDatabase: () => Promise<void>;
}

export interface AppOptions {
  readonly deps: ServerDeps;
  readonly cookieSecret: string;
  readonly uiDir: string;
  readonly logger: boolean | { readonly level: string };
  readonly appMode: 'demo' | 'production';
}

export async function buildApp(options: AppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: options.logger === true || options.logger === false ? options.logger : { level: options.logger.level },
    trustProxy: true,
    bodyLimit: 1_048_576,
    requestIdHeader: 'x-request-id',
    ajv: { customOptions: { coerceTypes: false } },
  });
  await app.register(fastifyCookie, { secret: options.cookieSecret });

  app.setErrorHandler((error: Error & { statusCode?: number; validation?: unknown; code?: string }, request, reply) => {
    const status = error.statusCode ?? 500;
    if (status >= 500) request.log.error({ err: error }, 'request failed');
    if (status === 400) return sendProblem(reply, problem(400, 'bad_request', { detail: error.message }));
    if (status === 413) return sendProblem(reply, problem(413, 'payload_too_large'));
    if (status === 415) return sendProblem(reply, problem(415, 'unsupported_media_type'));
    if (status === 429) return sendProblem(reply, problem(429, 'rate_limited'));
    if (status < 500) return sendProblem(reply, problem(status, error.code?.toLowerCase() ?? 'error'));
    return sendProblem(reply, problem(500, 'internal_error'));
  });
  app.setNotFoundHandler((request, reply) =>
    sendProblem(reply, problem(404, 'not_found', { detail: `${request.method} ${request.url.split('?')[0] ?? ''}` })),
  );

  app.get('/api/health', async (_request, reply) => {
    try {
      await options.deps.pingDatabase();
      return { status: 'ok', database: 'ok' };
    } catch (error) {
      reply.log.error({ err: error }, 'health check: database unreachable');
      return sendProblem(reply, problem(503, 'database_unavailable'));
    }
  });

  await registerStaticUi(app, options.uiDir);
  return app;
}
