import type { ApiClient } from './api-client';
import { fetchAttempt, xhrUpload } from './browser-attempt';
import { createCallRoute, CSRF_HEADER, REQUEST_TIMEOUT_MS, withCsrfHeader, type CallRouteOptions } from './call-route';
import { fetchDownload } from './download';

export { CSRF_HEADER, REQUEST_TIMEOUT_MS };

export interface ApiClientOptions extends CallRouteOptions {
  /** The browser's fetch (tests answer from a function). */
  readonly fetch?: typeof fetch;
  /** Makes the XMLHttpRequest of an upload that reports its progress (tests script one). */
  readonly xhr?: () => XMLHttpRequest;
}

/**
 * The api client of the panel, the shop and the sign-in pages: the contract's call (call-route.ts:
 * CSRF header, cookies, 15 s time-out, retries, session refresh, redirects, problem+json) over the
 * browser's fetch, uploads with progress over XMLHttpRequest, and files downloaded with progress.
 * No HTTP library: axios cost the list ~20 KB of JavaScript (issue 34) for what the browser does.
 */
export function createApiClient(options: ApiClientOptions): ApiClient {
  const fetchFn = options.fetch ?? ((input: RequestInfo | URL, init?: RequestInit) => fetch(input, init));
  const attempt = fetchAttempt(fetchFn, xhrUpload(options.xhr ?? (() => new XMLHttpRequest())));
  return {
    call: createCallRoute(attempt, options),
    send: (config) => attempt(withCsrfHeader({ timeout: REQUEST_TIMEOUT_MS, ...config }, options.readCsrfToken)),
    download: fetchDownload(fetchFn),
  };
}
