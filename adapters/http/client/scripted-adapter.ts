import type { TechnicalError } from './technical-error';
import type { AuthRedirect, HttpNotice } from './api-client';
import { createApiClient } from './create-api-client';

/** One scripted answer: a status and body, or a transport failure. */
export type Reply =
  | { readonly status: number; readonly body?: unknown; readonly headers?: Record<string, string> }
  | { readonly fail: 'network' | 'timeout' };

export interface SeenRequest {
  readonly method: string;
  readonly url: string;
  readonly headers: Record<string, unknown>;
  readonly params: unknown;
  readonly data: unknown;
  readonly withCredentials: boolean | undefined;
}

export function problemBody(status: number, code: string, errors?: Record<string, string[]>) {
  return { type: `https://dealer-panel.invalid/problems/${code}`, title: 'x', status, code, ...(errors ? { errors } : {}) };
}

/** The reply of one scripted request, taken in turn (the last one repeats). */
function nextReply(script: Record<string, readonly Reply[]>, seen: readonly SeenRequest[], key: string): Reply {
  const replies = script[key];
  if (!replies || replies.length === 0) throw new Error(`unscripted request ${key}`);
  const used = seen.filter((request) => `${request.method} ${request.url}` === key).length - 1;
  return replies[Math.min(used, replies.length - 1)]!;
}

/**
 * A fetch answering from a script keyed by "METHOD url": each request takes the next reply of its
 * key (the last one repeats). A network failure rejects, a time-out never answers (the client's own
 * timer aborts it). Records every request it sees.
 */
export function scriptedFetch(script: Record<string, readonly Reply[]>) {
  const seen: SeenRequest[] = [];
  const fetchFn = (input: RequestInfo | URL, init: RequestInit = {}): Promise<Response> => {
    const url = new URL(String(input), 'http://dealer.test');
    const method = (init.method ?? 'GET').toUpperCase();
    const params = url.search === '' ? undefined : Object.fromEntries(url.searchParams);
    const body = typeof init.body === 'string' ? JSON.parse(init.body) as unknown : undefined;
    seen.push({ method, url: url.pathname, headers: { ...(init.headers as Record<string, string>) }, params, data: body, withCredentials: init.credentials === 'include' });
    const reply = nextReply(script, seen, `${method} ${url.pathname}`);
    if (!('fail' in reply)) {
      const text = reply.body === undefined ? '' : typeof reply.body === 'string' ? reply.body : JSON.stringify(reply.body);
      return Promise.resolve(new Response(reply.status === 204 ? null : text, { status: reply.status, headers: reply.headers ?? {} }));
    }
    if (reply.fail === 'network') return Promise.reject(new TypeError('Failed to fetch'));
    return new Promise((_resolve, reject) => init.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError'))));
  };
  return { fetch: fetchFn as typeof fetch, seen };
}

/** A client over a scripted server, recording the notices and redirects it asks for (tests only). */
export function scriptedClient(script: Record<string, readonly Reply[]>, path = '/payments?page=2') {
  const notices: HttpNotice[] = [];
  const redirects: AuthRedirect[] = [];
  const reported: TechnicalError[] = [];
  const options = {
    report: (error: TechnicalError) => reported.push(error),
    notify: (notice: HttpNotice) => notices.push(notice),
    redirect: (target: AuthRedirect) => redirects.push(target),
    readCsrfToken: () => 'token-123',
    currentPath: () => path,
  };
  const server = scriptedFetch(script);
  const client = createApiClient({ ...options, fetch: server.fetch });
  const keys = () => server.seen.map((r) => `${r.method} ${r.url}`);
  return { client, seen: server.seen, keys, notices, redirects, reported };
}
