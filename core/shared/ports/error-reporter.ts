/**
 * A technical failure worth a person's attention (spec 000 section 8): the error text with the
 * request's method, its URL and up to 2,000 characters of the answer's body. Every text has been
 * through `core/shared/error-report.ts` (query values and personal data scrubbed, lengths capped)
 * before it reaches a reporter.
 */
export interface ErrorReport {
  /** Where it failed: a request the server could not answer, or a call the browser saw fail. */
  readonly origin: 'server' | 'browser';
  /** `server` (a 5xx), `network`, `timeout`, `decode` (an answer off the contract) or `unhandled`. */
  readonly kind: string;
  readonly message: string;
  readonly method: string;
  readonly url: string;
  readonly status: number | null;
  readonly body: string;
  /** The server's request id, to find the request's log lines. */
  readonly requestId?: string;
}

/**
 * Sends reports to whoever watches them (the log by default, Sentry when a DSN is configured).
 * Contract: never throws and never makes the caller wait; a report that cannot be delivered is lost
 * (the log line stays). `cause` is the thrown value, for a stack trace, when there is one.
 */
export interface ErrorReporter {
  report(report: ErrorReport, cause?: unknown): void;
}
