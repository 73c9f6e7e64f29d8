import type { Deposit } from '@dealer-panel/core/deposits/deposit';
import type { SimulatedProcessorState } from './simulated-deposit-processor';

/** A deposit the simulated processor took, with the account it was taken on. */
export interface SimulatedDeposit {
  readonly accountId: string;
  readonly deposit: Deposit;
}

const SIM_ID = /^pi_sim_(\d+)$/;

/**
 * The simulated processor keeps its payments in memory; at start it is told again of those our
 * deposits refer to (the demo's deposits survive a restart): a hold still open is held, money
 * paid is captured with what went back refunded, one still waiting on the customer's challenge
 * (3-D Secure) is declined (the challenge died with the process: the customer pays again),
 * anything else is canceled. Payments it already
 * knows are kept, and new payment ids continue after the highest one restored.
 */
export function restoreSimulatedPayments(state: SimulatedProcessorState, rows: readonly SimulatedDeposit[]): number {
  let restored = 0;
  for (const { accountId, deposit: d } of rows) {
    const id = d.processorPaymentId;
    const match = id === null ? null : SIM_ID.exec(id);
    if (id === null || match === null || state.payments.has(`${accountId}/${id}`)) continue;
    state.sequence = Math.max(state.sequence, Number(match[1]));
    const held = d.state === 'pre_authorized';
    const paid = d.capturedCents > 0 && !d.paidOutside;
    const lostChallenge = d.state === 'initiated';
    state.payments.set(`${accountId}/${id}`, {
      payment: {
        paymentId: id, depositId: d.transferredFromDepositId ?? d.id, amountCents: d.amountCents, currency: d.currency,
        capturedCents: paid ? d.capturedCents : 0, refundedCents: paid ? d.refundedCents : 0, declineCode: lostChallenge ? 'card_declined' : null,
      },
      state: held ? 'held' : paid ? 'captured' : lostChallenge ? 'declined' : 'canceled',
      heldUntil: held ? d.holdExpiresAt?.getTime() ?? null : null,
    });
    restored += 1;
  }
  return restored;
}
