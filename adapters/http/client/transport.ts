import type { AxiosInstance, AxiosRequestConfig, AxiosResponse } from 'axios';
import { isAxiosError } from 'axios';
import type { HttpNotice } from './api-client';
import { TechnicalError } from './technical-error';

export const GET_RETRIES = 3;
export const RETRY_DELAY_MS = 3000;
/** The header of a request the server answers once whatever the repeats (deposits' money actions). */
export const IDEMPOTENCY_HEADER = 'Idempotency-Key';

export interface TransportDeps {
  readonly instance: AxiosInstance;
  readonly notify: (notice: HttpNotice) => void;
  readonly sleep: (ms: number) => Promise<void>;
}

/**
 * Sends one request and resolves with whatever status came back (the instance accepts every
 * status). A GET is retried up to 3 times, 3 s apart, on a network error or a 5xx, with the
 * "retrying" notice each time (spec 000 sections 7 and 9). A time-out is not retried: 15 s of
 * silence four times over would keep the user waiting a minute; it gives the "timed out" notice,
 * as does a network error once the retries are spent. Other methods are retried only when they
 * carry an Idempotency-Key (the server answers a repeat with the first result); without one a
 * POST may have reached the server and is never sent again.
 */
export function createTransport({ instance, notify, sleep }: TransportDeps) {
  return async function send(config: AxiosRequestConfig): Promise<AxiosResponse> {
    const method = (config.method ?? 'GET').toUpperCase();
    const retries = method === 'GET' || hasIdempotencyKey(config) ? GET_RETRIES : 0;
    for (let attempt = 0; ; attempt += 1) {
      const outcome = await attemptOnce(instance, config);
      const retriable = outcome.kind === 'network' || (outcome.kind === 'response' && outcome.response.status >= 500);
      if (retriable && attempt < retries) {
        notify('network_retrying');
        await sleep(RETRY_DELAY_MS);
        continue;
      }
      if (outcome.kind === 'response') return outcome.response;
      notify('timeout');
      throw new TechnicalError(outcome.kind, method, config.url ?? '', null, outcome.message);
    }
  };
}

function hasIdempotencyKey(config: AxiosRequestConfig): boolean {
  const headers = config.headers as Record<string, unknown> | undefined;
  return typeof headers?.[IDEMPOTENCY_HEADER] === 'string';
}

type Outcome =
  | { readonly kind: 'response'; readonly response: AxiosResponse }
  | { readonly kind: 'network' | 'timeout'; readonly message: string };

async function attemptOnce(instance: AxiosInstance, config: AxiosRequestConfig): Promise<Outcome> {
  try {
    return { kind: 'response', response: await instance.request(config) };
  } catch (error) {
    if (!isAxiosError(error)) throw error;
    if (error.response) return { kind: 'response', response: error.response };
    const timedOut = error.code === 'ECONNABORTED' || error.code === 'ETIMEDOUT';
    return { kind: timedOut ? 'timeout' : 'network', message: error.message };
  }
}
