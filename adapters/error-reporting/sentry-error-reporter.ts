import type { ErrorReport, ErrorReporter } from '@dealer-panel/core/shared/ports/error-reporter';
import { reportText } from '@dealer-panel/core/shared/error-report';

/** What this adapter uses of `@sentry/node`: the seam its tests fill with a fake. */
export interface SentrySdk {
  init(options: { readonly dsn: string; readonly release?: string; readonly environment?: string; readonly defaultIntegrations: false; readonly sendDefaultPii: false }): unknown;
  captureException(exception: unknown, context: { readonly level: 'error'; readonly tags: Record<string, string>; readonly extra: Record<string, unknown> }): unknown;
}

export interface SentryOptions {
  readonly dsn: string;
  readonly release?: string;
  readonly environment?: string;
}

/**
 * Reports to Sentry through its official SDK. No default integrations (no patched HTTP client, no
 * tracing, no request data: our reports are already scrubbed) and no personal data. A report with
 * a thrown error sends it (its stack); a browser's report sends an Error made of the spec's text.
 */
export function sentryErrorReporter(sdk: SentrySdk, options: SentryOptions): ErrorReporter {
  sdk.init({
    dsn: options.dsn, defaultIntegrations: false, sendDefaultPii: false,
    ...(options.release === undefined ? {} : { release: options.release }),
    ...(options.environment === undefined ? {} : { environment: options.environment }),
  });
  return {
    report(report: ErrorReport, cause?: unknown) {
      try {
        const exception = cause instanceof Error ? cause : new Error(reportText(report));
        sdk.captureException(exception, {
          level: 'error',
          tags: { origin: report.origin, kind: report.kind, method: report.method, ...(report.status === null ? {} : { status: String(report.status) }) },
          extra: { url: report.url, body: report.body, message: report.message, ...(report.requestId === undefined ? {} : { request_id: report.requestId }) },
        });
      } catch {
        // Never throws (the port's contract).
      }
    },
  };
}

/**
 * SENTRY_DSN set: the SDK, loaded only then (a dynamic import: without a DSN it is never loaded, so
 * nothing of it runs or patches anything). Unset or blank: null, and the log reporter is used.
 */
export async function sentryFromEnv(env: Readonly<Record<string, string | undefined>>, release: string): Promise<ErrorReporter | null> {
  const dsn = env.SENTRY_DSN?.trim() ?? '';
  if (dsn === '') return null;
  const sdk = await import('@sentry/node');
  const environment = env.SENTRY_ENVIRONMENT?.trim() || env.APP_MODE?.trim() || undefined;
  return sentryErrorReporter(sdk as unknown as SentrySdk, { dsn, release, ...(environment === undefined ? {} : { environment }) });
}

/** Every report to each reporter in turn (the log keeps its line when Sentry gets the report too). */
export function teeErrorReporter(...reporters: readonly ErrorReporter[]): ErrorReporter {
  return { report: (report, cause) => { for (const r of reporters) r.report(report, cause); } };
}
