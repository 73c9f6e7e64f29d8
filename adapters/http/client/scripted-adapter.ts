import type { AxiosAdapter, AxiosResponse, InternalAxiosRequestConfig } from 'axios';
import { AxiosError, AxiosHeaders } from 'axios';

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
