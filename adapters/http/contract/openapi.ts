import { ProblemBody } from './common';
import { toJsonSchema, type JsonSchema } from './json-schema';
import type { RouteSpec } from './access/access-routes';

/** The OpenAPI 3.1 document of the given routes, generated from their io-ts codecs. */
export function openApiDocument(routes: readonly RouteSpec[], version: string): JsonSchema {
  const paths: Record<string, Record<string, unknown>> = {};
  for (const route of routes) {
    const params = [
      ...[...route.path.matchAll(/\{(\w+)\}/g)].map((m) => ({ name: m[1], in: 'path', required: true, schema: { type: 'string' } })),
      ...Object.entries(route.query ?? {}).map(([name, description]) => ({ name, in: 'query', required: false, description, schema: { type: 'string' } })),
    ];
    const problem = { content: { 'application/problem+json': { schema: { $ref: '#/components/schemas/Problem' } } } };
    const operation: Record<string, unknown> = {
      summary: route.summary,
      ...(route.designed ? { description: 'Designed by this project (the specification marks the path "not shown").' } : {}),
      ...(params.length > 0 ? { parameters: params } : {}),
      ...(route.body ? { requestBody: { required: true, content: { 'application/json': { schema: toJsonSchema(route.body) } } } } : {}),
      security: route.auth === 'none' ? [] : route.auth === 'deal_token' ? [{ dealToken: [] }] : [{ session: [] }],
      responses: responsesOf(route, problem),
    };
    paths[route.path] = { ...(paths[route.path] ?? {}), [route.method.toLowerCase()]: operation };
  }
  return {
    openapi: '3.1.0',
    info: { title: 'Dealer panel API', version, description: 'Every unsafe request must echo the `csrftoken` cookie in the `X-CSRFToken` header.' },
    components: {
      securitySchemes: {
        session: { type: 'apiKey', in: 'cookie', name: 'sessionid' },
        dealToken: { type: 'apiKey', in: 'header', name: 'X-Deal-Token', description: 'The customer\'s deal link token' },
      },
      schemas: { Problem: toJsonSchema(ProblemBody) },
    },
    paths,
  };
}

type Response = Readonly<Record<string, unknown>>;

/**
 * Every status the server answers for the route, from its properties: its success (or its
 * redirects), 400, the credential's refusals, 409 dealership_required at a dealership, 404 with a
 * path id. tests/api/openapi-statuses.test.ts compares it with the server's real answers.
 */
function responsesOf(route: RouteSpec, problem: Response): Record<string, Response> {
  const success: Record<string, Response> = route.redirects !== undefined
    ? Object.fromEntries(route.redirects.map((s) => [s, { description: s === 302 ? 'Found: the browser goes on to `Location`' : 'See Other: the browser goes on to `Location`', headers: { Location: { schema: { type: 'string' } } } }]))
    : {
      [route.status ?? 200]: route.status === 204
        ? { description: 'No Content' }
        : { description: route.status === 201 ? 'Created' : route.status === 202 ? 'Accepted' : 'OK', content: { 'application/json': { schema: toJsonSchema(route.response) } } },
    };
  const signedIn = route.auth === 'session' || route.auth === 'verified';
  return {
    ...success,
    400: { description: 'Invalid input: per-field message codes in `errors`', ...problem },
    ...(signedIn ? {
      401: { description: 'Not signed in (code not_authenticated)', ...problem },
      403: { description: 'Anti-forgery token missing (csrf_failed), one-time code missing (verification_required) or not allowed (forbidden)', ...problem },
      440: { description: 'Session expired (code session_expired)', ...problem },
    } : {}),
    ...(route.auth === 'deal_token' ? { 401: { description: 'No deal link token in X-Deal-Token (code customer_token_required)', ...problem } } : {}),
    ...(route.auth === 'verified' && route.dealership !== false ? { 409: { description: 'No dealership chosen for the session yet (code dealership_required)', ...problem } } : {}),
    ...(route.path.includes('{') || route.auth === 'deal_token' ? { 404: { description: "Not found (code not_found): unknown id, or another dealership's; for a customer, a token that does not open this deal", ...problem } } : {}),
  };
}
