import type { ServiceIdentifier } from 'inversify';
import type { ShopDepositPort } from './deposit-port';
import type { ShopDepositViewModel } from './deposit-view-model';

export const ShopDepositTokens = {
  port: Symbol('shop.deposit.port') as ServiceIdentifier<ShopDepositPort>,
  /** The deal's deposit task, per token and deal. */
  deposit: Symbol('shop.deposit.viewModel') as ServiceIdentifier<(token: string, orderId: number) => ShopDepositViewModel>,
} as const;
