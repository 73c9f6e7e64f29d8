import type { ErrorReport } from './ports/error-reporter';

/** The answer's body joins a report up to this many characters (spec 000 section 8). */
export const REPORT_BODY_LIMIT = 2000;
/** A report's message and URL are capped too: a report is a pointer, not a copy of the request. */
export const REPORT_TEXT_LIMIT = 500;

/** Query parameters whose values say nothing about a person (pagination, order, a method). */
const PLAIN_PARAMS: ReadonlySet<string> = new Set(['page', 'page_size', 'ordering', 'method', 'order', 'limit', 'offset', 'kind', 'language']);
const EMAIL = /[^\s@"<>(),;:[\]]+@[^\s@"'<>(),;:[\]]+\.[a-z]{2,}/gi;
/** A path segment that looks like a secret (a share link's or a reset's token): 20+ URL-safe characters with a digit (route names have none). */
const TOKEN_SEGMENT = /^(?=[^/]*\d)[A-Za-z0-9_~.-]{20,}$/;
/** Seven digits or more, with the separators a phone number or a card number is written with. */
const LONG_NUMBER = /\+?\(?\d(?:[\s().-]*\d){6,}/g;

/** A text with its e-mail addresses and long numbers (phones, cards, postal ids) masked. */
export function scrubText(text: string): string {
  return text.replace(EMAIL, '[email]').replace(LONG_NUMBER, '[number]');
}

/**
 * `text` scrubbed and capped to `limit`. It is cut to twice its cap before the scrubbing (issue
 * 29.7): the e-mail pattern's work grows with the square of a run of characters, and a 250 KB text
 * kept the server busy for minutes. What lies past the first cut is dropped anyway.
 */
function scrubbedUpTo(text: string, limit: number): string {
  return scrubText(text.slice(0, limit * 2)).slice(0, limit);
}

/**
 * A URL fit for a report: path kept (ids are not personal data) but for token-like segments, each query value masked but for
 * the plain ones (`?search=[redacted]&page=2`), the fragment dropped, capped to 500 characters.
 */
export function scrubUrl(url: string): string {
  const [beforeHash = ''] = url.slice(0, REPORT_TEXT_LIMIT * 4).split('#');
  const q = beforeHash.indexOf('?');
  const path = q < 0 ? beforeHash : beforeHash.slice(0, q);
  const query = q < 0 ? '' : beforeHash.slice(q + 1);
  const params = query.split('&').filter((p) => p !== '').map((p) => {
    const eq = p.indexOf('=');
    const key = eq < 0 ? p : p.slice(0, eq);
    if (eq < 0) return key;
    const value = p.slice(eq + 1);
    return PLAIN_PARAMS.has(key) && /^[\w.,-]{0,40}$/.test(value) ? `${key}=${value}` : `${key}=[redacted]`;
  });
  const safePath = path.split('/').map((segment) => (TOKEN_SEGMENT.test(segment) ? '[token]' : segment)).join('/');
  const text = `${scrubText(safePath)}${params.length === 0 ? '' : `?${params.join('&')}`}`;
  return text.slice(0, REPORT_TEXT_LIMIT);
}

/** An answer's body as report text: JSON written out, scrubbed, then capped to 2,000 characters. */
export function reportBody(body: unknown): string {
  if (body === undefined || body === null || body === '') return '';
  let text: string;
  if (typeof body === 'string') text = body;
  else {
    try { text = JSON.stringify(body) ?? String(body); } catch { text = String(body); }
  }
  return scrubbedUpTo(text, REPORT_BODY_LIMIT);
}

/** The report's parts as one line of text (spec 000 section 8: error text, method, url, body). */
export function reportText(r: Pick<ErrorReport, 'message' | 'method' | 'url' | 'status' | 'body'>): string {
  return `${r.message}: ${r.method} ${r.url}${r.status === null ? '' : ` -> ${r.status}`} ${r.body}`.trim();
}

/** A report made safe: every text scrubbed and capped, whatever its source. */
export function errorReport(input: ErrorReport): ErrorReport {
  return {
    ...input,
    kind: input.kind.slice(0, 40),
    message: scrubbedUpTo(input.message, REPORT_TEXT_LIMIT),
    method: input.method.toUpperCase().slice(0, 10),
    url: scrubUrl(input.url),
    body: reportBody(input.body),
  };
}

export const CLIENT_ERROR_KINDS = ['server', 'network', 'timeout', 'decode'] as const;
const METHODS: ReadonlySet<string> = new Set(['GET', 'POST', 'PUT', 'PATCH', 'DELETE']);

/** What a browser sends to POST /api/dealer/errors/, as decoded (types checked, not values). */
export interface ClientErrorInput {
  readonly kind: string;
  readonly method: string;
  readonly url: string;
  readonly status: number | null;
  readonly body?: string;
}

/**
 * A browser's report checked field by field (every error at once): a kind of the list, a method
 * of the API, a path of this site (no other host: nobody reports for others through us), a status
 * from 100 to 599 or none, a body of at most 2,000 characters.
 */
export function checkClientError(input: ClientErrorInput): { readonly ok: true; readonly report: ErrorReport } | { readonly ok: false; readonly errors: Record<string, [string]> } {
  const errors: Record<string, [string]> = {};
  if (!(CLIENT_ERROR_KINDS as readonly string[]).includes(input.kind)) errors.kind = ['choice.invalid'];
  if (!METHODS.has(input.method)) errors.method = ['choice.invalid'];
  if (!input.url.startsWith('/') || input.url.startsWith('//') || input.url.length > 2000) errors.url = ['url.invalid'];
  if (input.status !== null && !(Number.isInteger(input.status) && input.status >= 100 && input.status <= 599)) errors.status = ['number.invalid'];
  if ((input.body ?? '').length > REPORT_BODY_LIMIT) errors.body = ['text.too_long'];
  if (Object.keys(errors).length > 0) return { ok: false, errors };
  const message = `browser ${input.kind} error`;
  return { ok: true, report: errorReport({ origin: 'browser', kind: input.kind, message, method: input.method, url: input.url, status: input.status, body: input.body ?? '' }) };
}
