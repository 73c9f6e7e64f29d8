import type { HomeDealershipBody, SupportServiceBody, UpdateDealershipRequest } from '../../../adapters/http/contract/stores';
import type { Answer } from '../../shared/answer';

/** The store screens' calls (bound in stores-module.ts). Answers as `Answer` says. */
export interface StorePort {
  homeDealership(): Answer<HomeDealershipBody>;
  update(body: UpdateDealershipRequest): Answer<HomeDealershipBody>;
  uploadLogo(file: Blob): Answer<HomeDealershipBody>;
  supportService(): Answer<SupportServiceBody>;
}
