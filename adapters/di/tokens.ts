import type { ServiceIdentifier } from 'inversify';
import type { Observable, SchedulerLike } from 'rxjs';
import type { ApiClient, AuthRedirect, HttpNotice } from '../http/client/api-client';
export { REQUEST_TIMEOUT_MS } from '../http/client/call-route';

// The UI names these types through this file: it may not import the client adapter itself.
export type {
  ApiClient, AuthRedirect, CallOptions, CallRoute, HttpNotice, HttpProblem, LoginReason, QueryParams,
} from '../http/client/api-client';

/** The part of the Web Storage API the UI uses (sessionStorage in the browser, a Map in tests). */
export interface KeyValueStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

/**
 * Tokens of the web container (adapters/di/web.ts). The UI resolves them with `useInjection`;
 * view-model factories have their own tokens in ui (each feature's `*-tokens.ts`, the session's in
 * ui/shared/ui-tokens.ts), because adapters may not import ui (the dependency rule).
 */
export const WebTokens = {
  /** The api client over the contract: 15 s time-out, GET retries, session refresh. */
  api: Symbol('api') as ServiceIdentifier<ApiClient>,
  /** What the client wants the user to be told: retrying, timed out, anti-forgery failure. */
  httpNotices: Symbol('httpNotices') as ServiceIdentifier<Observable<HttpNotice>>,
  /** Where the client wants the user to go after 401, 403 or 440. */
  authRedirects: Symbol('authRedirects') as ServiceIdentifier<Observable<AuthRedirect>>,
  /** The tab's session storage: the remembered URL, the chunk-reload guard. */
  sessionStorage: Symbol('sessionStorage') as ServiceIdentifier<KeyValueStorage>,
  /** The scheduler of view-model timers (resend cooldown, search debounce). */
  scheduler: Symbol('scheduler') as ServiceIdentifier<SchedulerLike>,
} as const;
