import type { ClientErrorReport } from '../contract/error-routes';
import { scrubUrl } from '@dealer-panel/core/shared/error-report';
import type { TechnicalError } from './technical-error';

/** At most this many reports a minute from one page, and one a minute of the same failure. */
export const REPORTS_PER_MINUTE = 5;
const MINUTE_MS = 60_000;

export interface ErrorReportsDeps {
  /** Sends one report (POST /api/dealer/errors/); its own failure is swallowed, never reported. */
  readonly send: (report: ClientErrorReport) => Promise<unknown>;
  readonly now: () => number;
}

/**
 * The browser's side of error reporting: a failed call (a 5xx, a network error, a time-out, an
 * answer off the contract) becomes a report of its method, URL (query values masked) and answer's
 * body (at most 2,000 characters), never its request body. A page in a failing loop sends at most
 * five a minute, and the same failure once a minute.
 */
export function createErrorReports({ send, now }: ErrorReportsDeps): (error: TechnicalError) => void {
  let sent: number[] = [];
  const lastOf = new Map<string, number>();
  return (error) => {
    const at = now();
    sent = sent.filter((t) => at - t < MINUTE_MS);
    const key = `${error.kind} ${error.method} ${error.url} ${error.status ?? ''}`;
    const last = lastOf.get(key);
    if (sent.length >= REPORTS_PER_MINUTE || (last !== undefined && at - last < MINUTE_MS)) return;
    sent.push(at);
    lastOf.set(key, at);
    const report: ClientErrorReport = { kind: error.kind, method: error.method, url: scrubUrl(error.url), status: error.status, ...(error.body === '' ? {} : { body: error.body }) };
    void send(report).catch(() => undefined);
  };
}
