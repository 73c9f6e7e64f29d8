import type * as t from 'io-ts';
import type {
  CustomDepositCreateRequest, CustomDepositUpdateRequest, DepositBody, NamedReasonBody, OrderDepositResponse, RefundDepositRequest,
  TransferableOrderBody, TransferDepositRequest, TransferNoteResponse,
} from '../../../adapters/http/contract/deposits/deposits';
import type { Answer } from '../../shared/answer';

export type NamedReason = t.TypeOf<typeof NamedReasonBody>;
export type TransferableOrder = t.TypeOf<typeof TransferableOrderBody>;
export type OrderDeposit = t.TypeOf<typeof OrderDepositResponse>;

/** The money actions that need an Idempotency-Key (one per dealer's intent, reused on its retry). */
export type KeyedAction = 'capture' | 'cancel' | 'mark_paid';

/** A deal's deposit over HTTP (bound in deposits-module.ts). */
export interface DepositsPort {
  load(orderId: number): Answer<OrderDeposit>;
  act(orderId: number, action: KeyedAction, key: string): Answer<DepositBody>;
  refund(orderId: number, body: RefundDepositRequest, key: string): Answer<DepositBody>;
  transfer(orderId: number, body: TransferDepositRequest, key: string): Answer<DepositBody>;
  resendReceipt(orderId: number): Answer<unknown>;
  refundReasons(): Answer<{ readonly results: readonly NamedReason[] }>;
  transferReasons(): Answer<{ readonly results: readonly NamedReason[] }>;
  transferable(orderId: number): Answer<{ readonly results: readonly TransferableOrder[] }>;
  ask(body: CustomDepositCreateRequest): Answer<DepositBody>;
  change(depositId: number, body: CustomDepositUpdateRequest): Answer<DepositBody>;
  withdraw(depositId: number): Answer<DepositBody>;
}

export type TransferNote = t.TypeOf<typeof TransferNoteResponse>;

/** The customer's deposit transfers, newest first, with a sentence telling the last one (transfer_deposit_note/{customer}/). */
export interface TransferNotesPort {
  of(customerId: number): Answer<TransferNote>;
}
