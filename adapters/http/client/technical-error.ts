/** Why a call produced nothing usable. Technical failures are thrown, never returned. */
export type TechnicalErrorKind = 'timeout' | 'network' | 'server' | 'decode';

const REPORT_BODY_LIMIT = 2000;

/**
 * A thrown failure of the transport or of the contract. Its message carries the method, the URL
 * and up to 2000 characters of the answer's body, as the error-reporting service expects (spec
 * 000 section 8).
 */
export class TechnicalError extends Error {
  override readonly name = 'TechnicalError';

  constructor(
    readonly kind: TechnicalErrorKind,
    readonly method: string,
    readonly url: string,
    readonly status: number | null,
    body: unknown,
  ) {
    super(`${kind}: ${method} ${url}${status === null ? '' : ` -> ${status}`} ${bodyText(body)}`.trim());
  }
}

function bodyText(body: unknown): string {
  if (body === undefined || body === null || body === '') return '';
  const text = typeof body === 'string' ? body : safeJson(body);
  return text.slice(0, REPORT_BODY_LIMIT);
}

function safeJson(value: unknown): string {
  try {
    return JSON.stringify(value);
  } catch {
    return String(value);
  }
}
