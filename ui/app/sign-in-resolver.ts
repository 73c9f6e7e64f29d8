import type { ServiceIdentifier } from 'inversify';
import { asyncScheduler } from 'rxjs';
import type { Observable } from 'rxjs';
import type { AuthRedirect, CallRoute, HttpNotice, KeyValueStorage } from '../../adapters/di/tokens';
import { BrowserTokens } from '../shared/browser-tokens';
import type { Resolver } from '../shared/di';
import { createSignInI18n } from '../shared/i18n-sign-in';
import { createSignInMemory } from '../shared/saved-url';
import { createSessionStore } from '../shared/session/session-store';
import { createNavigationHistory } from './guards/navigation-history';
import { loginViewModelFactory } from '../features/access/login-binding';
import { UiTokens } from '../shared/ui-tokens';
import { AccessTokens } from '../features/access/access-tokens';
import { AppTokens } from './app-tokens';

export interface SignInServices {
  /** The api client's call (over fetch on these pages: adapters/di/sign-in-api.ts). */
  readonly call: CallRoute;
  readonly notices: Observable<HttpNotice>;
  readonly redirects: Observable<AuthRedirect>;
  readonly storage: KeyValueStorage;
}

/** The resolver of the standalone pages: the login's bindings at start, a page's own added with its chunk. */
export interface SignInResolver extends Resolver {
  provide<T>(token: ServiceIdentifier<T>, value: T): void;
}

/**
 * What the sign-in page resolves, without the panel's container (issue 34): the same session
 * store, memory, i18n and login view model as the panel's bindings (ui-module.ts and the access
 * feature's access-module.ts), in a map. The other standalone pages (verification, password reset,
 * gallery) add their ports when their chunk loads (sign-in-pages.ts).
 */
export function createSignInResolver({ call, notices, redirects, storage }: SignInServices): SignInResolver {
  const session = createSessionStore(call);
  const memory = createSignInMemory(storage);
  const values = new Map<ServiceIdentifier<unknown>, unknown>([
    [UiTokens.i18n, createSignInI18n()],
    [UiTokens.session, session],
    [AppTokens.history, createNavigationHistory()],
    [UiTokens.signInMemory, memory],
    [AccessTokens.loginViewModel, loginViewModelFactory(call, session, memory)],
    [BrowserTokens.httpNotices, notices],
    [BrowserTokens.authRedirects, redirects],
    [BrowserTokens.sessionStorage, storage],
    [BrowserTokens.scheduler, asyncScheduler],
  ]);
  return {
    get<T>(token: ServiceIdentifier<T>): T {
      if (!values.has(token)) throw new Error(`The sign-in page has no binding for ${String(token)}`);
      return values.get(token) as T;
    },
    provide(token, value) {
      values.set(token, value);
    },
  };
}
