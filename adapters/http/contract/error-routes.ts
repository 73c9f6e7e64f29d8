import * as t from 'io-ts';
import { Empty, Nullable } from './common';
import { route } from './access/access-routes';

/**
 * A call the browser saw fail (spec 000 section 8): what kind of failure, the method, the URL
 * (query values already masked) and up to 2,000 characters of the answer's body. Never the
 * request's body. The server checks and scrubs it again (core/shared/error-report.ts).
 */
export const ClientErrorReport = t.intersection([
  t.type({ kind: t.string, method: t.string, url: t.string, status: Nullable(t.number) }),
  t.partial({ body: t.string }),
]);
export type ClientErrorReport = t.TypeOf<typeof ClientErrorReport>;

export const errorRoutes = {
  reportClientError: route({
    method: 'POST', path: '/api/dealer/errors/', auth: 'none', designed: true, body: ClientErrorReport, response: Empty, status: 202,
    summary: 'Report a call the browser saw fail (5xx, network, time-out, an answer off the contract) to the error reporter; rate-limited per address, 8 KB at most; 400 with per-field codes',
  }),
} as const;
