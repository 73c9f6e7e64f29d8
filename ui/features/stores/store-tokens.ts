import type { ServiceIdentifier } from 'inversify';
import type { DealershipInfoStore } from './dealership-info-store';
import type { StoreSettingsViewModel } from './store-settings-view-model';
import type { SupportContactStore } from './support-contact-store';
import type { CurrentUserResponse } from '../../../adapters/http/contract/access/access';
import type { OrganizationViewModel } from './organization-view-model';
import type { OrganizationsViewModel } from './organizations-view-model';

/** Tokens of the store screens (bound in stores-module.ts). */
export const StoreTokens = {
  /** One per app: the session's dealership info with its 5 s staleness. */
  dealershipInfo: Symbol('dealershipInfo') as ServiceIdentifier<DealershipInfoStore>,
  supportContact: Symbol('supportContact') as ServiceIdentifier<SupportContactStore>,
  organizationViewModel: Symbol('organizationViewModel') as ServiceIdentifier<(onSwitched: (answer: CurrentUserResponse) => void) => OrganizationViewModel>,
  /** Super admins: organizations and their stores, created and renamed. */
  organizationsViewModel: Symbol('organizationsViewModel') as ServiceIdentifier<() => OrganizationsViewModel>,
  settingsViewModel: Symbol('storeSettingsViewModel') as ServiceIdentifier<() => StoreSettingsViewModel>,
} as const;
