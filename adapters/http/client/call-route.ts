import * as E from 'fp-ts/Either';
import type * as t from 'io-ts';
import { accessRoutes } from '../contract/access/access-routes';
import type { RouteSpec } from '../contract/access/access-routes';
import type { AuthRedirect, CallOptions, CallRoute, HttpNotice, HttpProblem, LoginReason, Outcome, RawResponse, RequestConfig } from './api-client';
import { toProblem } from './problem';
import { createSessionRefresher } from './session-refresh';
import { TechnicalError } from './technical-error';
import { createTransport, IDEMPOTENCY_HEADER } from './transport';
import { fillPath } from './url';

export const REQUEST_TIMEOUT_MS = 15_000;
export const CSRF_HEADER = 'X-CSRFToken';
/** A 10 MB scan from a phone on a slow line needs more than the usual 15 s. */
const UPLOAD_TIMEOUT_MS = 120_000;

/** What the api client is told and asks, whatever sends its requests. */
export interface CallRouteOptions {
  readonly notify: (notice: HttpNotice) => void;
  readonly redirect: (target: AuthRedirect) => void;
  /** The `csrftoken` cookie, read on every unsafe request. */
  readonly readCsrfToken: () => string | null;
  /** The path (with search) under /dealer the user is on, for login's `next`. */
  readonly currentPath: () => string;
  readonly sleep?: (ms: number) => Promise<void>;
  /** Told of every technical failure before it is thrown (error reporting, spec 000 section 8). */
  readonly report?: (error: TechnicalError) => void;
}

const UNSAFE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
const defaultSleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));
/** No `next` back to the pages that start a sign-in: the user would loop. */
const NO_RETURN = /^\/(login|verification)(\/|\?|$)/;

/** The anti-forgery header an unsafe request carries (the `csrftoken` cookie), beside its own headers. */
export function withCsrfHeader(config: RequestConfig, readCsrfToken: () => string | null): RequestConfig {
  if (!UNSAFE_METHODS.has(config.method.toUpperCase())) return config;
  const token = readCsrfToken();
  return token === null ? config : { ...config, headers: { ...config.headers, [CSRF_HEADER]: token } };
}

/**
 * The contract's call over one attempt function (browser-attempt.ts's in the browser, a script's in
 * tests): retries, the session refresh, the redirects of 401/403/440, the CSRF notice, problem+json
 * and the decoding of answers are the same whichever sends the request.
 */
export function createCallRoute(attemptOnce: (config: RequestConfig) => Promise<Outcome>, options: CallRouteOptions): CallRoute {
  const sleep = options.sleep ?? defaultSleep;
  const attempt = (config: RequestConfig) => attemptOnce(withCsrfHeader({ timeout: REQUEST_TIMEOUT_MS, ...config }, options.readCsrfToken));
  const send = createTransport({ attempt, notify: options.notify, sleep });
  const quietGet = async (path: string): Promise<RawResponse> => {
    const outcome = await attempt({ method: 'GET', url: path });
    if (outcome.kind !== 'response') throw new Error(outcome.message);
    return outcome.response;
  };
  const refreshSession = createSessionRefresher({ readCurrentUser: () => quietGet(accessRoutes.currentUser.path), sleep });

  const loginRedirect = (reason: LoginReason): AuthRedirect => {
    const path = options.currentPath();
    return { to: 'login', reason, next: NO_RETURN.test(path) ? null : path };
  };

  async function call<B extends t.Mixed, R extends t.Mixed>(
    route: RouteSpec<B, R>,
    callOptions: CallOptions<t.TypeOf<B>> = {},
    refreshed = false,
  ): Promise<E.Either<HttpProblem, t.TypeOf<R>>> {
    const url = fillPath(route.path, callOptions.params);
    const headers = { ...callOptions.headers, ...(callOptions.idempotencyKey === undefined ? {} : { [IDEMPOTENCY_HEADER]: callOptions.idempotencyKey }) };
    const response = await send({
      method: route.method,
      url,
      ...(callOptions.query ? { params: callOptions.query } : {}),
      ...(route.method === 'GET' ? {} : { data: callOptions.body ?? {} }),
      ...(callOptions.onUploadProgress === undefined ? {} : { timeout: UPLOAD_TIMEOUT_MS, onUploadProgress: callOptions.onUploadProgress }),
      ...(Object.keys(headers).length === 0 ? {} : { headers }),
    });
    if (response.status >= 200 && response.status < 300) return E.right(decode(route, url, response));
    if (response.status >= 500) throw new TechnicalError('server', route.method, url, response.status, response.data);
    const problem = toProblem(response.status, response.data, response.headers['retry-after']);
    const handled = (): E.Either<HttpProblem, never> => E.left({ ...problem, handled: true });

    if (problem.status === 403 && problem.code === 'csrf_failed') {
      // The answer set a fresh cookie; a GET makes sure of it. No automatic retry, so no loop.
      options.notify('csrf_failed');
      await quietGet(accessRoutes.settings.path).catch(() => undefined);
      return handled();
    }
    if (callOptions.authRedirect === false) return E.left(problem);
    if (problem.status === 401) {
      if (!refreshed && route.path !== accessRoutes.currentUser.path && (await refreshSession())) {
        return call(route, callOptions, true);
      }
      options.redirect(loginRedirect('please_login_to_continue'));
      return handled();
    }
    if (problem.status === 440) {
      options.redirect(loginRedirect('session_expired'));
      return handled();
    }
    if (problem.status === 403) {
      options.redirect(problem.code === 'verification_required' ? { to: 'verification' } : loginRedirect('please_login_to_continue'));
      return handled();
    }
    return E.left(problem);
  }

  return async (route, callOptions) => {
    try {
      return await call(route, callOptions);
    } catch (error) {
      if (error instanceof TechnicalError) options.report?.(error);
      throw error;
    }
  };
}

function decode<R extends t.Mixed>(route: RouteSpec<t.Mixed, R>, url: string, response: RawResponse): t.TypeOf<R> {
  // 204 No Content carries no body: the contract's Empty answer is an empty object.
  const result = route.response.decode(response.status === 204 ? {} : response.data);
  if (E.isLeft(result)) throw new TechnicalError('decode', route.method, url, response.status, response.data);
  return result.right;
}
