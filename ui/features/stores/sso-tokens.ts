import type { ServiceIdentifier } from 'inversify';
import type { SsoViewModel } from './sso-view-model';

/** Token of the manufacturer sign-in section's view-model factory (bound in sso-module.ts). */
export const SsoTokens = {
  viewModel: Symbol('ssoViewModel') as ServiceIdentifier<() => SsoViewModel>,
} as const;
