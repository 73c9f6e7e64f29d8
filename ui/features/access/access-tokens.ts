import type { ServiceIdentifier } from 'inversify';
import type { DemoInboxPort } from './demo-inbox-port';
import type { PasswordResetPort } from './password-reset-port';
import type { PasskeySignInPort } from './passkey-sign-in-port';

/**
 * Tokens of the sign-in pages' ports (bound in access-module.ts, loaded with the app: these pages
 * come before the dealer modules). Their view models' tokens are in ui/app/ui-tokens.ts.
 */
export const AccessTokens = {
  passwordReset: Symbol('passwordResetPort') as ServiceIdentifier<PasswordResetPort>,
  demoInbox: Symbol('demoInboxPort') as ServiceIdentifier<DemoInboxPort>,
  passkeySignIn: Symbol('passkeySignInPort') as ServiceIdentifier<PasskeySignInPort>,
} as const;
