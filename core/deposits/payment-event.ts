import type { CardProcessorAccounts } from '../stores/card-processor-repository';
import type { Deposit } from './deposit';
import type { DepositDeps } from './deposit-effects';
import { reconcileDepositOf } from './reconcile-deposit';

/** The processor says something happened to a payment on a connected account (a webhook event). */
export interface PaymentEvent {
  readonly accountId: string;
  readonly paymentId: string;
}

export type PaymentEventOutcome =
  | { readonly kind: 'reconciled'; readonly dealershipId: number; readonly deposits: readonly { readonly depositId: number; readonly orderId: number; readonly repaired: readonly string[]; readonly mismatches: readonly string[] }[] }
  /** Nothing of ours: no store has the account, the processor does not know the payment, or no deposit of the store is it. */
  | { readonly kind: 'unknown'; readonly reason: 'account' | 'payment' | 'deposit' };

export type PaymentEventDeps = DepositDeps & { readonly accounts: Pick<CardProcessorAccounts, 'account' | 'dealershipsOf'> };

/**
 * A processor's event about a payment (held, captured, released, declined, refunded) reconciles the
 * deposits of that payment with what the processor says now. The event is only a prompt: the
 * payment is read again from the processor (a forged or stale event body moves nothing), and
 * reconciliation only adds what the processor did, so an event replayed or out of order changes
 * nothing more. After a transfer the payment is shared: the deposit it was made for and the
 * deposits it was transferred to are reconciled, in that order.
 */
export const reconcilePaymentEvent = (deps: PaymentEventDeps) => async (event: PaymentEvent): Promise<PaymentEventOutcome> => {
  const stores = await deps.accounts.dealershipsOf(event.accountId);
  if (stores.length === 0) return { kind: 'unknown', reason: 'account' };
  const payment = await deps.processor.retrieve(event.accountId, event.paymentId);
  if (payment === null || !Number.isSafeInteger(payment.depositId)) return { kind: 'unknown', reason: 'payment' };
  for (const dealershipId of stores) {
    const first = await deps.deposits.byId(dealershipId, payment.depositId);
    if (first === null) continue;
    const done: { depositId: number; orderId: number; repaired: readonly string[]; mismatches: readonly string[] }[] = [];
    const visited = new Set<number>();
    let d: Deposit | null = first;
    while (d !== null && !visited.has(d.id)) {
      visited.add(d.id);
      if (d.processorPaymentId === null || d.processorPaymentId === payment.paymentId) {
        const result = await reconcileDepositOf(deps)(dealershipId, d.orderId, payment);
        done.push({ depositId: d.id, orderId: d.orderId, repaired: result?.repaired ?? [], mismatches: result?.mismatches ?? [] });
      }
      d = d.transferredToDepositId === null ? null : await deps.deposits.byId(dealershipId, d.transferredToDepositId);
    }
    return { kind: 'reconciled', dealershipId, deposits: done };
  }
  return { kind: 'unknown', reason: 'deposit' };
};
