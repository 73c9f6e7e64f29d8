import type { Deposit, DepositCurrency } from '../deposits/deposit';
import type { FakeDepositProcessor } from './fake-deposit-processor';
import type { InMemoryDeposits } from './in-memory-deposits';

/** A deposit the customer paid by card: the deal, the amount, the store's connected processor account. */
export interface PaidDepositInput {
  readonly dealershipId: number;
  readonly orderId: number;
  readonly customerId: number;
  readonly amountCents: number;
  readonly currency: DepositCurrency;
  /** The store's account at the processor (connect the same one in the in-memory card-processor accounts). */
  readonly accountId: string;
  readonly at: Date;
}

/**
 * Puts on a deal a deposit the customer paid by card, as the payment page leaves it: charged at
 * the fake processor (captured), kept `confirmed` and `paid` in the in-memory deposits. What a
 * refund or a transfer starts from. A deal that has a deposit already is refused (RangeError).
 */
export async function putPaidDeposit(ports: { readonly deposits: InMemoryDeposits; readonly processor: FakeDepositProcessor }, input: PaidDepositInput): Promise<Deposit> {
  if (!Number.isSafeInteger(input.amountCents) || input.amountCents <= 0) throw new RangeError('putPaidDeposit: amountCents must be whole cents above 0');
  if ((await ports.deposits.byOrder(input.dealershipId, input.orderId)) !== null) throw new RangeError(`putPaidDeposit: deal ${input.orderId} has a deposit already`);
  const created = await ports.deposits.create({ dealershipId: input.dealershipId, orderId: input.orderId, customerId: input.customerId, mode: 'capture', amountCents: input.amountCents, currency: input.currency }, input.at);
  const charged = await ports.processor.charge({
    accountId: input.accountId, depositId: created.id, amountCents: input.amountCents, currency: input.currency, paymentMethod: 'pm_card', idempotencyKey: `paid-deposit-${created.id}`,
  })();
  if (charged._tag === 'Left') throw new Error(`putPaidDeposit: the fake processor refused the charge (${charged.left._tag})`);
  const paid: Deposit = { ...created, state: 'confirmed', paymentStatus: 'paid', capturedCents: input.amountCents, processorPaymentId: charged.right.paymentId, updatedAt: input.at };
  ports.deposits.put(paid);
  return paid;
}
