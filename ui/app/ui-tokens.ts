import type { i18n as I18n } from 'i18next';
import type { ServiceIdentifier } from 'inversify';
import type { LoginViewModel } from '../features/access/login-view-model';
import type { SelectDealershipViewModel } from '../features/access/select-dealership-view-model';
import type { VerificationViewModel } from '../features/access/verification-view-model';
import type { Actor } from '@dealer-panel/core/access/actor';
import type { WorksheetPageViewModel } from '../features/payments/worksheet/worksheet-page-view-model';
import type { DeskingDeps, DeskingViewModel } from '../features/payments/desking/desking-view-model';
import type { SignInMemory } from '../shared/saved-url';
import type { SessionStore } from '../shared/session/session-store';
import type { DealerStartup } from '../shared/session/dealer-startup';
import type { NavigationHistory } from './guards/navigation-history';

/**
 * Tokens of the UI's own bindings (ui-module.ts). They live in ui because their types do; the
 * adapters' tokens are in adapters/di/tokens.ts.
 */
export const UiTokens = {
  i18n: Symbol('i18n') as ServiceIdentifier<I18n>,
  session: Symbol('session') as ServiceIdentifier<SessionStore>,
  /** The dealer's custom copy and financing settings the guards load (spec 000 section 2.2). */
  startup: Symbol('dealerStartup') as ServiceIdentifier<DealerStartup>,
  history: Symbol('history') as ServiceIdentifier<NavigationHistory>,
  signInMemory: Symbol('signInMemory') as ServiceIdentifier<SignInMemory>,
  loginViewModel: Symbol('loginViewModel') as ServiceIdentifier<() => LoginViewModel>,
  verificationViewModel: Symbol('verificationViewModel') as ServiceIdentifier<() => VerificationViewModel>,
  selectDealershipViewModel: Symbol('selectDealershipViewModel') as ServiceIdentifier<() => SelectDealershipViewModel>,
  /** The pricing worksheet of an order, for the signed-in user (read-only for a corporate-kind user). */
  worksheetPageViewModel: Symbol('worksheetPageViewModel') as ServiceIdentifier<(orderId: number, actor: Actor) => WorksheetPageViewModel>,
  /** The worksheet's desking section of an order (issue 18.1). */
  deskingViewModel: Symbol('deskingViewModel') as ServiceIdentifier<(orderId: number, deps: Omit<DeskingDeps, 'source'>) => DeskingViewModel>,
} as const;
