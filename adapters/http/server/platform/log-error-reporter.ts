import type { ErrorReporter } from '@dealer-panel/core/shared/ports/error-reporter';
import { reportText } from '@dealer-panel/core/shared/error-report';

/** The part of a pino-style logger the log reporter writes with (Fastify's `app.log`). */
export interface ErrorLog {
  error(fields: object, message: string): void;
}

/**
 * The default reporter: one `error` line per report, its fields structured (origin, kind, method,
 * url, status, body) and the spec's one-line text as the message, so a log search finds both.
 */
export function logErrorReporter(log: ErrorLog): ErrorReporter {
  return {
    report(report, cause) {
      try {
        log.error({ report, ...(cause instanceof Error ? { err: cause } : {}) }, `error report: ${reportText(report)}`);
      } catch {
        // A reporter never throws (its contract): a log that fails has nowhere else to go.
      }
    },
  };
}
