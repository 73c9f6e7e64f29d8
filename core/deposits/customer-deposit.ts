import * as E from 'fp-ts/Either';
import type * as TE from 'fp-ts/TaskEither';
import type { Deposit } from './deposit';
import { DEPOSIT_TRANSITIONS } from './deposit-machine';
import type { DepositDeps } from './deposit-effects';
import { awaitsCustomer, confirmDeposit } from './confirm-deposit';
import { payDeposit, type PayDepositError } from './pay-deposit';

/** The deal a customer call is about (the deal link's token named it). */
export interface CustomerDepositRef {
  readonly dealershipId: number;
  readonly orderId: number;
}

/**
 * The deposit as the customer sees it: what they may do now (`pay`: the deposit waits for a card;
 * `authenticate`: their bank asks them to confirm at `nextActionUrl`; `none`: it is paid, closed or
 * with the dealership), and which card entry the store's processor takes.
 */
export interface CustomerDepositView {
  readonly deposit: Deposit | null;
  readonly next: 'pay' | 'authenticate' | 'none';
  readonly nextActionUrl: string | null;
  readonly processor: 'simulated' | 'stripe';
  readonly connected: boolean;
}

export interface CustomerPayCommand {
  readonly paymentMethod: string;
  readonly idempotencyKey: string;
  readonly ip: string;
  readonly returnUrl: string;
}

export interface CustomerDepositUseCases {
  read(ref: CustomerDepositRef): TE.TaskEither<never, CustomerDepositView>;
  pay(ref: CustomerDepositRef, cmd: CustomerPayCommand): TE.TaskEither<PayDepositError, CustomerDepositView>;
  confirm(ref: CustomerDepositRef, ip: string): TE.TaskEither<PayDepositError, CustomerDepositView>;
}

/** The customer's side of the deposit (issue 14): read it, pay it with a card, come back from 3-D Secure. */
export function customerDepositUseCases(deps: DepositDeps): CustomerDepositUseCases {
  async function view(ref: CustomerDepositRef): Promise<CustomerDepositView> {
    const deposit = await deps.deposits.byOrder(ref.dealershipId, ref.orderId);
    const account = await deps.accounts.account(ref.dealershipId);
    const base = { deposit, processor: deps.processor.kind, connected: account !== null, nextActionUrl: null };
    if (deposit === null || account === null) return { ...base, next: 'none' };
    if (awaitsCustomer(deposit) && deposit.processorPaymentId !== null) {
      const payment = await deps.processor.retrieve(account.accountId, deposit.processorPaymentId);
      const url = payment?.status === 'requires_action' ? payment.nextActionUrl ?? null : null;
      return { ...base, next: url === null ? 'none' : 'authenticate', nextActionUrl: url };
    }
    const payable = DEPOSIT_TRANSITIONS[deposit.state].initiate !== undefined || deposit.state === 'error';
    return { ...base, next: payable ? 'pay' : 'none' };
  }
  return {
    read: (ref) => async () => E.right(await view(ref)),
    pay: (ref, cmd) => async () => {
      const paid = await payDeposit(deps)({ dealershipId: ref.dealershipId, orderId: ref.orderId, ...cmd })();
      // A repeat of the key answers its first result; the view is of the deposit as it is now.
      return E.isLeft(paid) ? paid : E.right(await view(ref));
    },
    confirm: (ref, ip) => async () => {
      const settled = await confirmDeposit(deps)(ref.dealershipId, ref.orderId, ip);
      return E.isLeft(settled) ? settled : E.right(await view(ref));
    },
  };
}
