import { NEVER } from 'rxjs';
import { describe, expect, it } from 'vitest';
import type { CallRoute } from '../../adapters/di/tokens';
import { BrowserTokens } from '../shared/browser-tokens';
import { memoryStorage } from '../shared/saved-url';
import { UiTokens } from '../shared/ui-tokens';
import { AccessTokens } from '../features/access/access-tokens';
import { createSignInResolver } from './sign-in-resolver';

const call: CallRoute = () => Promise.reject(new Error('no server in this test'));

describe("the sign-in page's resolver, without the panel's container (issue 34)", () => {
  it('gives the login page what it resolves: its view model, the memory, the session and the language', () => {
    const storage = memoryStorage();
    const resolver = createSignInResolver({ call, notices: NEVER, redirects: NEVER, storage });
    resolver.get(UiTokens.signInMemory).saveUrl('/customers');
    expect(storage.getItem('dealer.savedUrl')).toBe('/customers');
    expect(resolver.get(UiTokens.session).snapshot().user).toBeNull();
    expect(resolver.get(UiTokens.i18n).t('login.title')).toBe('Sign in to the dealer panel');
    const vm = resolver.get(AccessTokens.loginViewModel)();
    expect(typeof vm.submit).toBe('function');
    vm.dispose();
    expect(resolver.get(BrowserTokens.sessionStorage)).toBe(storage);
    expect(resolver.get(UiTokens.session)).toBe(resolver.get(UiTokens.session));
  });

  it('refuses a token of the panel it does not bind, instead of answering undefined', () => {
    const resolver = createSignInResolver({ call, notices: NEVER, redirects: NEVER, storage: memoryStorage() });
    expect(() => resolver.get(AccessTokens.verificationViewModel)).toThrow(/no binding/);
    // Until the verification page's chunk binds it (sign-in-pages.ts).
    const factory = () => { throw new Error('not called'); };
    resolver.provide(AccessTokens.verificationViewModel, factory);
    expect(resolver.get(AccessTokens.verificationViewModel)).toBe(factory);
  });
});
