import type { ServiceIdentifier } from 'inversify';
import type { DepositRights } from './deposit-actions';
import type { DepositViewModel } from './deposit-view-model';
import type { TransferNotesPort } from './deposits-port';

/** Tokens of the deposit view-model factory and the transfer notes (bound in deposits-module.ts). */
export const DepositsTokens = {
  viewModel: Symbol('depositViewModel') as ServiceIdentifier<(orderId: number, rights: DepositRights) => DepositViewModel>,
  /** The customer's deposit transfers (transfer_deposit_note/), for the deposit page's history. */
  transferNotes: Symbol('depositTransferNotes') as ServiceIdentifier<TransferNotesPort>,
} as const;
