import type { i18n as I18n } from 'i18next';
import type { ServiceIdentifier } from 'inversify';
import type { SignInMemory } from './saved-url';
import type { SessionStore } from './session/session-store';
import type { DealerStartup } from './session/dealer-startup';

/**
 * Tokens of the UI's own bindings (ui/app/ui-module.ts) that features resolve too: the session,
 * what the tab remembers, i18n. They live in ui because their types do (the adapters' tokens are in
 * adapters/di/tokens.ts), and in ui/shared because features may not import ui/app. A feature's view
 * models have their tokens in the feature (`<feature>-tokens.ts`); the app's own in ui/app/app-tokens.ts.
 */
export const UiTokens = {
  i18n: Symbol('i18n') as ServiceIdentifier<I18n>,
  session: Symbol('session') as ServiceIdentifier<SessionStore>,
  /** The dealer's custom copy and financing settings the guards load (spec 000 section 2.2). */
  startup: Symbol('dealerStartup') as ServiceIdentifier<DealerStartup>,
  signInMemory: Symbol('signInMemory') as ServiceIdentifier<SignInMemory>,
} as const;
