import type { ServiceIdentifier } from 'inversify';
import type { DepositRights } from './deposit-actions';
import type { DepositViewModel } from './deposit-view-model';

/** Tokens of the deposit view-model factory (bound in deposits-module.ts). */
export const DepositsTokens = {
  viewModel: Symbol('depositViewModel') as ServiceIdentifier<(orderId: number, rights: DepositRights) => DepositViewModel>,
} as const;
