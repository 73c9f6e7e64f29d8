import type { ServiceIdentifier } from 'inversify';
import type { ShopDealAddonsPort } from './deal-addons-port';
import type { DealAddonsViewModel } from './deal-addons-view-model';

export const ShopDealAddonsTokens = {
  port: Symbol('shop.dealAddons.port') as ServiceIdentifier<ShopDealAddonsPort>,
  /** The deal's add-ons page, per token and deal. */
  addons: Symbol('shop.dealAddons.viewModel') as ServiceIdentifier<(token: string, orderId: number) => DealAddonsViewModel>,
} as const;
