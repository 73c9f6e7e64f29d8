import type { HttpNotice, Outcome, RawResponse, RequestConfig } from './api-client';
import { TechnicalError } from './technical-error';

export const GET_RETRIES = 3;
export const RETRY_DELAY_MS = 3000;
/** The header of a request the server answers once whatever the repeats (deposits' money actions). */
export const IDEMPOTENCY_HEADER = 'Idempotency-Key';

export interface TransportDeps {
  readonly attempt: (config: RequestConfig) => Promise<Outcome>;
  readonly notify: (notice: HttpNotice) => void;
  readonly sleep: (ms: number) => Promise<void>;
}

/**
 * Sends one request and resolves with whatever status came back. A GET is retried up to 3 times,
 * 3 s apart, on a network error or a 5xx, with the "retrying" notice each time (spec 000 sections
 * 7 and 9). A time-out is not retried: 15 s of silence four times over would keep the user waiting
 * a minute; it gives the "timed out" notice, as does a network error once the retries are spent.
 * Other methods are retried only when they carry an Idempotency-Key (the server answers a repeat
 * with the first result); without one a POST may have reached the server and is never sent again.
 */
export function createTransport({ attempt, notify, sleep }: TransportDeps) {
  return async function send(config: RequestConfig): Promise<RawResponse> {
    const method = config.method.toUpperCase();
    const retries = method === 'GET' || typeof config.headers?.[IDEMPOTENCY_HEADER] === 'string' ? GET_RETRIES : 0;
    for (let tries = 0; ; tries += 1) {
      const outcome = await attempt(config);
      const retriable = outcome.kind === 'network' || (outcome.kind === 'response' && outcome.response.status >= 500);
      if (retriable && tries < retries) {
        notify('network_retrying');
        await sleep(RETRY_DELAY_MS);
        continue;
      }
      if (outcome.kind === 'response') return outcome.response;
      notify('timeout');
      throw new TechnicalError(outcome.kind, method, config.url, null, outcome.message);
    }
  };
}
