import type { ServiceIdentifier } from 'inversify';
import type { DealershipInfoStore } from './dealership-info-store';
import type { StoreSettingsViewModel } from './store-settings-view-model';
import type { SupportContactStore } from './support-contact-store';

/** Tokens of the store screens (bound in stores-module.ts). */
export const StoreTokens = {
  /** One per app: the session's dealership info with its 5 s staleness. */
  dealershipInfo: Symbol('dealershipInfo') as ServiceIdentifier<DealershipInfoStore>,
  supportContact: Symbol('supportContact') as ServiceIdentifier<SupportContactStore>,
  settingsViewModel: Symbol('storeSettingsViewModel') as ServiceIdentifier<() => StoreSettingsViewModel>,
} as const;
