import type { BilingualTextBody, DisclosuresBody, DisclosuresRequest } from '../../../../adapters/http/contract/stores/disclosures';
import type * as t from 'io-ts';
import type { Answer } from '../../../shared/answer';

/** The store's disclosures over HTTP (bound in disclosures-module.ts). */
export interface DisclosuresPort {
  load(): Answer<DisclosuresBody>;
  save(body: DisclosuresRequest): Answer<DisclosuresBody>;
  pricingFooter(): Answer<t.TypeOf<typeof BilingualTextBody>>;
}
