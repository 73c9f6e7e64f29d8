import type { ServiceIdentifier } from 'inversify';
import type { ShopTradeInPort } from './trade-in-port';
import type { PictureSlotsPort } from '../../../ui/shared/picture-slots/picture-slots-port';
import type { ShopTradeInViewModel } from './trade-in-view-model';

export const ShopTradeInTokens = {
  port: Symbol('shop.tradeIn.port') as ServiceIdentifier<ShopTradeInPort>,
  /** The deal's trade-in task, per token and deal. */
  tradeIn: Symbol('shop.tradeIn.viewModel') as ServiceIdentifier<(token: string, orderId: number) => ShopTradeInViewModel>,
  /** The deal's trade-in picture slots, per token and deal. */
  pictures: Symbol('shop.tradeIn.pictures') as ServiceIdentifier<(token: string, orderId: number) => PictureSlotsPort>,
} as const;
