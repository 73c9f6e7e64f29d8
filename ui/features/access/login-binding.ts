import { accessRoutes } from '../../../adapters/http/contract/access/access-routes';
import { ssoRoutes } from '../../../adapters/http/contract/access/sso-routes';
import type { CallRoute } from '../../../adapters/di/tokens';
import { createLoginViewModel } from './login-view-model';
import type { LoginViewModel } from './login-view-model';
import type { SignInMemory } from '../../shared/saved-url';
import type { SessionStore } from '../../shared/session/session-store';

/**
 * The login page's view-model factory over the api client's `call`: bound in the dealer panel's
 * container (access-module.ts) and in the sign-in page's own resolver (sign-in-resolver.ts, issue 34).
 */
export function loginViewModelFactory(call: CallRoute, session: SessionStore, memory: SignInMemory): () => LoginViewModel {
  return () => createLoginViewModel({
    login: (body) => call(accessRoutes.login, { body }),
    // Public: no session yet, so a refusal is the page's to handle, not a redirect.
    ssoOptions: (dealership) => call(ssoRoutes.options, { params: { dealership }, authRedirect: false }),
    leave: (url) => window.location.assign(url),
    memory,
    onSignedIn: (answer) => {
      session.signedIn(answer.user, answer.total_managed_dealerships);
      session.refreshLanguage();
    },
  });
}
