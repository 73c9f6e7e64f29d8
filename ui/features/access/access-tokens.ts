import type { ServiceIdentifier } from 'inversify';
import type { DemoInboxPort } from './demo-inbox-port';
import type { PasswordResetPort } from './password-reset-port';
import type { PasskeySignInPort } from './passkey-sign-in-port';
import type { LoginViewModel } from './login-view-model';
import type { SelectDealershipViewModel } from './select-dealership-view-model';
import type { VerificationViewModel } from './verification-view-model';

/**
 * Tokens of the sign-in pages' ports and view models, bound in access-module.ts (loaded with the
 * app: these pages come before the dealer modules); the login's, the verification's and the
 * password reset's also in the standalone sign-in pages' resolver (ui/app/sign-in-resolver.ts and
 * sign-in-pages.ts, issue 34), over the same bindings (login-binding.ts, access-bindings.ts).
 */
export const AccessTokens = {
  passwordReset: Symbol('passwordResetPort') as ServiceIdentifier<PasswordResetPort>,
  demoInbox: Symbol('demoInboxPort') as ServiceIdentifier<DemoInboxPort>,
  passkeySignIn: Symbol('passkeySignInPort') as ServiceIdentifier<PasskeySignInPort>,
  loginViewModel: Symbol('loginViewModel') as ServiceIdentifier<() => LoginViewModel>,
  verificationViewModel: Symbol('verificationViewModel') as ServiceIdentifier<() => VerificationViewModel>,
  selectDealershipViewModel: Symbol('selectDealershipViewModel') as ServiceIdentifier<() => SelectDealershipViewModel>,
} as const;
