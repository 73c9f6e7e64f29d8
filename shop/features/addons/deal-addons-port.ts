import type { DealAddonsRequest, DealAddonsResponse } from '../../../adapters/http/contract/addons/addons';
import type { Answer } from '../../../ui/shared/answer';

/** The customer's add-on calls on their deal, opened by the deal link's token (bound in deal-addons-module.ts). */
export interface ShopDealAddonsPort {
  read(token: string, orderId: number): Answer<DealAddonsResponse>;
  choose(token: string, orderId: number, body: DealAddonsRequest): Answer<DealAddonsResponse>;
}
