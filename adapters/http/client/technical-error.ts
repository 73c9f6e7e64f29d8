import { reportBody, scrubUrl } from '@dealer-panel/core/shared/error-report';

/** Why a call produced nothing usable. Technical failures are thrown, never returned. */
export type TechnicalErrorKind = 'timeout' | 'network' | 'server' | 'decode';

/**
 * A thrown failure of the transport or of the contract. Its message carries the method, the URL
 * and up to 2000 characters of the answer's body, as the error-reporting service expects (spec
 * 000 section 8); the URL's query values and the body's e-mails and long numbers are masked
 * (core/shared/error-report.ts), since the message is what gets reported.
 */
export class TechnicalError extends Error {
  override readonly name = 'TechnicalError';
  /** The answer's body as report text: scrubbed, at most 2000 characters. */
  readonly body: string;

  constructor(
    readonly kind: TechnicalErrorKind,
    readonly method: string,
    readonly url: string,
    readonly status: number | null,
    body: unknown,
  ) {
    const text = reportBody(body);
    super(`${kind}: ${method} ${scrubUrl(url)}${status === null ? '' : ` -> ${status}`} ${text}`.trim());
    this.body = text;
  }
}
