import type { Either } from 'fp-ts/Either';
import type * as t from 'io-ts';
import type { RouteSpec } from '../contract/access/access-routes';

/**
 * A problem+json answer (4xx, or a 5xx after the retries), as plain data so that the UI can
 * switch on `code` without importing this adapter. `handled` is true when the client already
 * acted on it (navigated to login or verification, or showed the anti-forgery toast): the caller
 * should then stay quiet.
 */
export interface HttpProblem {
  readonly status: number;
  readonly code: string;
  readonly detail: string | null;
  /** Field name to message codes (problem+json `errors`). */
  readonly errors: Readonly<Record<string, readonly string[]>>;
  /** From Retry-After on 429. */
  readonly retryAfterSeconds: number | null;
  readonly handled: boolean;
  /**
   * The body's members beyond the standard ones (RFC 9457 "extension members"), when it has any:
   * 409 duplicate_customer lists its `duplicates` there. The caller decodes what it expects.
   */
  readonly extensions?: Readonly<Record<string, unknown>>;
}

/** What the UI shows as a toast: "Network error. Retrying...", "Request timed out.", the CSRF message. */
export type HttpNotice = 'network_retrying' | 'timeout' | 'csrf_failed';

export type LoginReason = 'please_login_to_continue' | 'session_expired';

/** Where the client sends the user after an authentication failure. `next` is a path under /dealer. */
export type AuthRedirect =
  | { readonly to: 'login'; readonly reason: LoginReason; readonly next: string | null }
  | { readonly to: 'verification' };

/** Path parameters fill `{name}` in the route's path. */
export type PathParams = Readonly<Record<string, string | number>>;
export type QueryParams = Readonly<Record<string, string | number | boolean | undefined>>;

export interface CallOptions<B> {
  readonly params?: PathParams;
  readonly body?: B;
  readonly query?: QueryParams;
  /**
   * Default true: 401/403/440 send the user to login or verification. The navigation guards turn
   * it off because they decide themselves where an anonymous user goes.
   */
  readonly authRedirect?: boolean;
  /** A file upload: told the share sent (0 to 1) as it goes, and given 2 minutes instead of 15 s. */
  readonly onUploadProgress?: (fraction: number) => void;
  /**
   * Sent as the Idempotency-Key header of a money action: the server answers a repeat with the
   * first result, so such a request is retried like a GET (never twice the money).
   */
  readonly idempotencyKey?: string;
  /**
   * Headers of this call only: the customer's app sends the deal link's token as X-Deal-Token
   * (docs/decisions/quotes.md "Quotes": the customer's credential).
   */
  readonly headers?: Readonly<Record<string, string>>;
}

/**
 * Calls one route of the contract. Resolves Right with the decoded answer or Left with the
 * problem; rejects with a `TechnicalError` when nothing usable came back (no answer, a decode
 * failure, a 5xx after the retries).
 */
export type CallRoute = <B extends t.Mixed, R extends t.Mixed>(
  route: RouteSpec<B, R>,
  options?: CallOptions<t.TypeOf<B>>,
) => Promise<Either<HttpProblem, t.TypeOf<R>>>;

export interface ApiClient {
  readonly call: CallRoute;
  /** One request outside the contract (the error reports): the same cookies, anti-forgery header and time-out, no retries. */
  readonly send: (config: RequestConfig) => Promise<Outcome>;
  /** A file the server sends (an export), with its progress. */
  readonly download: (config: DownloadConfig) => Promise<Download>;
}

/** One request as the api client asks for it, whatever sends it (fetch, or XMLHttpRequest for an upload). */
export interface RequestConfig {
  readonly method: string;
  readonly url: string;
  readonly params?: QueryParams;
  readonly data?: unknown;
  readonly headers?: Readonly<Record<string, string>>;
  readonly timeout?: number;
  readonly onUploadProgress?: (fraction: number) => void;
}

/** Whatever status came back, the body (parsed JSON, else the text) and the headers by lowercase name. */
export interface RawResponse {
  readonly status: number;
  readonly data: unknown;
  readonly headers: Readonly<Record<string, unknown>>;
}

/** One attempt: an answer, or no answer (the connection failed, or 15 s passed). */
export type Outcome =
  | { readonly kind: 'response'; readonly response: RawResponse }
  | { readonly kind: 'network' | 'timeout'; readonly message: string };

/** A file the server sends (the customers' CSV, a lead's ADF): a GET outside the contract. */
export interface DownloadConfig {
  readonly url: string;
  readonly params?: QueryParams;
  /** The Accept header: the file's type, and problem+json for a refusal. */
  readonly accept: string;
  /** Aborts the download (the person pressed Cancel). */
  readonly signal?: AbortSignal;
  /** Milliseconds before giving up on the whole download; none by default (a big file takes a while). */
  readonly timeout?: number;
  /** Told the bytes received so far as they come. */
  readonly onProgress?: (receivedBytes: number) => void;
}

/** The answer as a file whatever its status (a refusal's problem+json is read with `file.text()`), or none. */
export type Download =
  | { readonly kind: 'response'; readonly status: number; readonly file: Blob; readonly headers: Readonly<Record<string, string>> }
  | { readonly kind: 'failed'; readonly message: string };
