import type { ServiceIdentifier } from 'inversify';
import type { DemoInboxPort } from './demo-inbox-port';
import type { PasswordResetPort } from './password-reset-port';

/**
 * Tokens of the sign-in pages' ports (bound in access-module.ts, loaded with the app: these pages
 * come before the dealer modules). Their view models' tokens are in ui/app/ui-tokens.ts.
 */
export const AccessTokens = {
  passwordReset: Symbol('passwordResetPort') as ServiceIdentifier<PasswordResetPort>,
  demoInbox: Symbol('demoInboxPort') as ServiceIdentifier<DemoInboxPort>,
} as const;
