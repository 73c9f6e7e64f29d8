import type { TechnicalError } from './technical-error';
import type { AxiosAdapter, AxiosResponse, InternalAxiosRequestConfig } from 'axios';
import { AxiosError, AxiosHeaders } from 'axios';
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
  readonly timeout: number | undefined;
  readonly withCredentials: boolean | undefined;
}

/**
 * An axios adapter answering from a script keyed by "METHOD url": each request takes the next
 * reply of its key (the last one repeats). Records every request it sees.
 */
export function scriptedAdapter(script: Record<string, readonly Reply[]>) {
  const seen: SeenRequest[] = [];
  const adapter: AxiosAdapter = async (config: InternalAxiosRequestConfig): Promise<AxiosResponse> => {
    const method = (config.method ?? 'get').toUpperCase();
    const url = config.url ?? '';
    seen.push({
      method, url, headers: config.headers.toJSON(), params: config.params,
      data: typeof config.data === 'string' ? JSON.parse(config.data) : config.data,
      timeout: config.timeout, withCredentials: config.withCredentials,
    });
    const key = `${method} ${url}`;
    const replies = script[key];
    if (!replies || replies.length === 0) throw new Error(`unscripted request ${key}`);
    const used = seen.filter((request) => `${request.method} ${request.url}` === key).length - 1;
    const reply = replies[Math.min(used, replies.length - 1)]!;
    if ('fail' in reply) {
      const code = reply.fail === 'timeout' ? 'ECONNABORTED' : 'ERR_NETWORK';
      throw new AxiosError(reply.fail === 'timeout' ? 'timeout of 15000ms exceeded' : 'Network Error', code, config);
    }
    return { status: reply.status, statusText: '', data: reply.body, headers: new AxiosHeaders(reply.headers ?? {}), config };
  };
  return { adapter, seen };
}

export function problemBody(status: number, code: string, errors?: Record<string, string[]>) {
  return { type: `https://dealer-panel.invalid/problems/${code}`, title: 'x', status, code, ...(errors ? { errors } : {}) };
}

/** A client over a scripted server, recording the notices and redirects it asks for (tests only). */
export function scriptedClient(script: Record<string, readonly Reply[]>, path = '/payments?page=2') {
  const server = scriptedAdapter(script);
  const notices: HttpNotice[] = [];
  const redirects: AuthRedirect[] = [];
  const reported: TechnicalError[] = [];
  const client = createApiClient({
    report: (error) => reported.push(error),
    adapter: server.adapter,
    notify: (notice) => notices.push(notice),
    redirect: (target) => redirects.push(target),
    readCsrfToken: () => 'token-123',
    currentPath: () => path,
  });
  const keys = () => server.seen.map((r) => `${r.method} ${r.url}`);
  return { client, seen: server.seen, keys, notices, redirects, reported };
}
