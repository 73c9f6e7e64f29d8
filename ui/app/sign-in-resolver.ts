import type { ServiceIdentifier } from 'inversify';
import { asyncScheduler } from 'rxjs';
import type { Observable } from 'rxjs';
import type { ApiClient, AuthRedirect, HttpNotice, KeyValueStorage } from '../../adapters/di/tokens';
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
  readonly api: ApiClient;
  readonly notices: Observable<HttpNotice>;
  readonly redirects: Observable<AuthRedirect>;
  readonly storage: KeyValueStorage;
}

/**
 * What the sign-in page resolves, without the panel's container (issue 34): the same session
 * store, memory, i18n and login view model as the panel's bindings (ui-module.ts and the access
 * feature's access-module.ts), in a map.
 */
export function createSignInResolver({ api, notices, redirects, storage }: SignInServices): Resolver {
  const session = createSessionStore(api.call);
  const memory = createSignInMemory(storage);
  const values = new Map<ServiceIdentifier<unknown>, unknown>([
    [UiTokens.i18n, createSignInI18n()],
    [UiTokens.session, session],
    [AppTokens.history, createNavigationHistory()],
    [UiTokens.signInMemory, memory],
    [AccessTokens.loginViewModel, loginViewModelFactory(api.call, session, memory)],
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
  };
}
