import type { CallRoute, QueryParams } from './api-client';
import { createCallRoute, REQUEST_TIMEOUT_MS, withCsrfHeader, type CallRouteOptions } from './call-route';
import type { Outcome, RawResponse, RequestConfig } from './transport';

export interface FetchApiClientOptions extends CallRouteOptions {
  /** The browser's fetch (tests answer from a function). */
  readonly fetch?: typeof fetch;
}

/** The sign-in page's client: the same call, answers and redirects as createApiClient's, over fetch. */
export interface FetchApiClient {
  readonly call: CallRoute;
  /** One request outside the contract (the error reports), with the same headers, cookies and time-out. */
  readonly send: (config: RequestConfig) => Promise<Outcome>;
}

/**
 * The api client over the browser's fetch instead of axios (issue 34: the sign-in pages' few calls
 * do not need axios's 19 KB). The same contract, CSRF header, cookies, 15 s time-out, retries and
 * problem+json: only the sending differs (call-route.ts). No upload progress (no upload there).
 */
export function createFetchApiClient(options: FetchApiClientOptions): FetchApiClient {
  const attempt = fetchAttempt(options.fetch ?? ((input, init) => fetch(input, init)));
  return { call: createCallRoute(attempt, options), send: (config) => attempt(withCsrfHeader(config, options.readCsrfToken)) };
}

function fetchAttempt(fetchFn: typeof fetch) {
  return async ({ method, url, params, data, headers, timeout = REQUEST_TIMEOUT_MS }: RequestConfig): Promise<Outcome> => {
    const controller = new AbortController();
    let timedOut = false;
    const timer = setTimeout(() => {
      timedOut = true;
      controller.abort();
    }, timeout);
    try {
      const response = await fetchFn(`${url}${queryOf(params)}`, {
        method: method.toUpperCase(),
        credentials: 'include',
        headers: { Accept: 'application/json, application/problem+json', ...(data === undefined ? {} : { 'Content-Type': 'application/json' }), ...headers },
        ...(data === undefined ? {} : { body: JSON.stringify(data) }),
        signal: controller.signal,
      });
      return { kind: 'response', response: await rawResponse(response) };
    } catch (error) {
      return { kind: timedOut ? 'timeout' : 'network', message: timedOut ? `timeout of ${timeout}ms exceeded` : messageOf(error) };
    } finally {
      clearTimeout(timer);
    }
  };
}

/** `?a=1&b=x` as axios writes it: the defined values only. */
function queryOf(params: QueryParams | undefined): string {
  const defined = Object.entries(params ?? {}).filter((entry): entry is [string, string | number | boolean] => entry[1] !== undefined);
  return defined.length === 0 ? '' : `?${new URLSearchParams(defined.map(([key, value]) => [key, String(value)])).toString()}`;
}

/** The body as axios reads it: JSON when it parses, the text otherwise ('' when empty). */
async function rawResponse(response: Response): Promise<RawResponse> {
  const text = await response.text();
  let data: unknown = text;
  try {
    if (text !== '') data = JSON.parse(text);
  } catch {
    // Not JSON: the text as it is (a proxy's HTML error page).
  }
  const headers: Record<string, string> = {};
  response.headers.forEach((value, name) => {
    headers[name.toLowerCase()] = value;
  });
  return { status: response.status, data, headers };
}

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));
