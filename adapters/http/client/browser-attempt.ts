import { REQUEST_TIMEOUT_MS } from './call-route';
import type { Outcome, QueryParams, RawResponse, RequestConfig } from './api-client';

const ACCEPT = 'application/json, application/problem+json';

/**
 * One request over the browser's fetch: any status is an answer; no answer within the time-out is
 * a time-out, a failed connection a network error. A FormData body goes as multipart (the browser
 * writes its boundary), anything else as JSON. A request that reports its upload's progress goes
 * through `upload` (fetch cannot tell how much of a body has been sent).
 */
export function fetchAttempt(fetchFn: typeof fetch, upload: (config: RequestConfig) => Promise<Outcome>) {
  return async (config: RequestConfig): Promise<Outcome> => {
    if (config.onUploadProgress !== undefined) return upload(config);
    const { method, url, params, data, headers, timeout = REQUEST_TIMEOUT_MS } = config;
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
        headers: headersFor(data, headers),
        ...(data === undefined ? {} : { body: bodyOf(data) }),
        signal: controller.signal,
      });
      const text = await response.text();
      const answerHeaders: Record<string, string> = {};
      response.headers.forEach((value, name) => {
        answerHeaders[name.toLowerCase()] = value;
      });
      return { kind: 'response', response: rawResponse(response.status, text, answerHeaders) };
    } catch (error) {
      // fetch rejects with a TypeError when no answer came (and an AbortError when our timer fired);
      // anything else is a fault of the page, not of the line, and is not retried as one.
      if (!timedOut && !(error instanceof TypeError)) throw error;
      return { kind: timedOut ? 'timeout' : 'network', message: timedOut ? timeoutMessage(timeout) : messageOf(error) };
    } finally {
      clearTimeout(timer);
    }
  };
}

/**
 * One upload over XMLHttpRequest, the one browser API that tells how much of a body has been sent:
 * the same answer, cookies, headers and time-out as fetchAttempt's, and the share sent (0 to 1) as it goes.
 */
export function xhrUpload(createXhr: () => XMLHttpRequest) {
  return (config: RequestConfig): Promise<Outcome> => new Promise((resolve) => {
    const { method, url, params, data, headers, timeout = REQUEST_TIMEOUT_MS, onUploadProgress } = config;
    const xhr = createXhr();
    xhr.open(method.toUpperCase(), `${url}${queryOf(params)}`);
    xhr.withCredentials = true;
    xhr.timeout = timeout;
    for (const [name, value] of Object.entries(headersFor(data, headers))) xhr.setRequestHeader(name, value);
    xhr.upload.onprogress = (event) => { if (event.lengthComputable && event.total > 0) onUploadProgress?.(event.loaded / event.total); };
    xhr.onload = () => resolve({ kind: 'response', response: rawResponse(xhr.status, xhr.responseText, headersOf(xhr.getAllResponseHeaders())) });
    xhr.onerror = () => resolve({ kind: 'network', message: 'Network Error' });
    xhr.ontimeout = () => resolve({ kind: 'timeout', message: timeoutMessage(timeout) });
    xhr.send(data === undefined ? null : bodyOf(data));
  });
}

/** What a request asks for and how its body is written: JSON, or multipart (the browser writes the boundary). */
function headersFor(data: unknown, headers: Readonly<Record<string, string>> | undefined): Record<string, string> {
  return { Accept: ACCEPT, ...(data === undefined || data instanceof FormData ? {} : { 'Content-Type': 'application/json' }), ...headers };
}
const bodyOf = (data: unknown): FormData | string => (data instanceof FormData ? data : JSON.stringify(data));

/** `?a=1&b=x`: the defined values only. */
export function queryOf(params: QueryParams | undefined): string {
  const defined = Object.entries(params ?? {}).filter((entry): entry is [string, string | number | boolean] => entry[1] !== undefined);
  return defined.length === 0 ? '' : `?${new URLSearchParams(defined.map(([key, value]) => [key, String(value)])).toString()}`;
}

/** The body: JSON when it parses, the text otherwise ('' when empty, a proxy's HTML error page as it is). */
function rawResponse(status: number, text: string, headers: Readonly<Record<string, string>>): RawResponse {
  let data: unknown = text;
  try {
    if (text !== '') data = JSON.parse(text);
  } catch {
    // Not JSON: the text as it is.
  }
  return { status, data, headers };
}

/** XMLHttpRequest's header block ("name: value" lines) by lowercase name. */
export function headersOf(block: string): Record<string, string> {
  const headers: Record<string, string> = {};
  for (const line of block.split(/\r?\n/)) {
    const colon = line.indexOf(':');
    if (colon > 0) headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim();
  }
  return headers;
}

const timeoutMessage = (ms: number) => `timeout of ${ms}ms exceeded`;
const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));
