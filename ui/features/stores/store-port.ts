import type { CurrentUserResponse } from '../../../adapters/http/contract/access/access';
import type { HomeDealershipBody, OrganizationStoreBody, SupportServiceBody, UpdateDealershipRequest } from '../../../adapters/http/contract/stores/stores';
import type { Answer } from '../../shared/answer';

/** The store screens' calls (bound in stores-module.ts). Answers as `Answer` says. */
export interface StorePort {
  homeDealership(): Answer<HomeDealershipBody>;
  update(body: UpdateDealershipRequest): Answer<HomeDealershipBody>;
  uploadLogo(file: Blob): Answer<HomeDealershipBody>;
  supportService(): Answer<SupportServiceBody>;
  organizationStores(): Answer<readonly OrganizationStoreBody[]>;
  transferSession(dealershipId: number): Answer<CurrentUserResponse>;
}
