import type { FastifyInstance, onRequestAsyncHookHandler } from 'fastify';
import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import { openApiDocument } from '../../contract/openapi';
import { allRoutes } from '../../contract/all-routes';

/**
 * /api/docs: the OpenAPI description generated from the io-ts contract, with a browsable page.
 * `guard` (an onRequest hook on every page of it: the document, the UI and its files) keeps it
 * to whom it lets through; null serves it to anyone.
 */
export async function registerOpenApi(app: FastifyInstance, version: string, guard: onRequestAsyncHookHandler | null): Promise<void> {
  const document = openApiDocument(allRoutes, version);
  await app.register(fastifySwagger, { mode: 'static', specification: { document: document as never } });
  await app.register(fastifySwaggerUi, { routePrefix: '/api/docs', ...(guard === null ? {} : { uiHooks: { onRequest: guard } }) });
}
