import type { ServiceIdentifier } from 'inversify';
import type { NavigationHistory } from './guards/navigation-history';

/** Tokens of the app's own bindings (ui-module.ts) that no feature resolves. */
export const AppTokens = {
  history: Symbol('history') as ServiceIdentifier<NavigationHistory>,
} as const;
