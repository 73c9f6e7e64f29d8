import * as E from 'fp-ts/Either';
import type { DepositState } from '../shared/deal-states';
import type { Deposit, DepositMovement, DepositReason, DepositRefusal, DepositRefusalCode } from './deposit';
import { isValidReason, NO_MOVEMENT, paidCents, paymentStatusOf } from './deposit';

/** What can happen to a deposit: a dealer's act, the customer's payment, or the processor's answer. */
export type DepositAction =
  /** The customer submits a card; the processor is being asked. */
  | { readonly type: 'initiate' }
  /** The processor placed the hold (hold mode). */
  | { readonly type: 'hold'; readonly processorPaymentId: string; readonly holdExpiresAt: Date }
  /** The processor charged the card (capture mode). */
  | { readonly type: 'charge'; readonly processorPaymentId: string }
  | { readonly type: 'decline'; readonly code: string }
  /** The processor's answer is unknown (a technical failure): reconciliation settles it. */
  | { readonly type: 'fail' }
  | { readonly type: 'capture' }
  | { readonly type: 'cancel' }
  | { readonly type: 'expire' }
  | { readonly type: 'refund'; readonly amountCents: number; readonly reason: DepositReason }
  | { readonly type: 'mark_paid' }
  | { readonly type: 'transfer_out'; readonly to: Deposit; readonly reason: DepositReason }
  | { readonly type: 'transfer_in'; readonly from: Deposit }
  | { readonly type: 'resend_receipt' }
  | { readonly type: 'set_amount'; readonly amountCents: number };
export type DepositActionType = DepositAction['type'];

// A record, so that the compiler notices an action added to the union and not listed here.
const ACTIONS: Readonly<Record<DepositActionType, true>> = {
  initiate: true, hold: true, charge: true, decline: true, fail: true, capture: true, cancel: true, expire: true, refund: true,
  mark_paid: true, transfer_out: true, transfer_in: true, resend_receipt: true, set_amount: true,
};
export const DEPOSIT_ACTIONS = Object.keys(ACTIONS) as readonly DepositActionType[];

/**
 * THE transition table: every allowed (state, action) and the state it leads to. Anything not here
 * is refused. One exception is decided by the amount: a refund that leaves money on the deposit
 * keeps it `confirmed`; the refund that returns the rest makes it `refunded`.
 */
export const DEPOSIT_TRANSITIONS: Readonly<Record<DepositState, Partial<Record<DepositActionType, DepositState>>>> = {
  created: { initiate: 'initiated', mark_paid: 'confirmed', cancel: 'canceled', transfer_in: 'confirmed', set_amount: 'created' },
  initiated: { hold: 'pre_authorized', charge: 'confirmed', decline: 'rejected', fail: 'error' },
  pre_authorized: { capture: 'confirmed', cancel: 'canceled', expire: 'expired' },
  confirmed: { refund: 'refunded', transfer_out: 'canceled', resend_receipt: 'confirmed' },
  rejected: { initiate: 'initiated', mark_paid: 'confirmed', cancel: 'canceled' },
  expired: { initiate: 'initiated', mark_paid: 'confirmed', cancel: 'canceled' },
  canceled: {},
  refunded: { resend_receipt: 'refunded' },
  // The processor's late answer (webhook or reconciliation) settles an unknown outcome.
  error: { hold: 'pre_authorized', charge: 'confirmed', decline: 'rejected' },
};

/** The named refusal for a pair that is not in the table. */
function refusalCode(state: DepositState, action: DepositActionType): DepositRefusalCode {
  switch (action) {
    case 'refund': return 'deposit.not_refundable';
    case 'capture': return state === 'expired' ? 'deposit.hold_expired' : state === 'confirmed' || state === 'refunded' ? 'deposit.already_captured' : 'deposit.transition_refused';
    case 'cancel': return state === 'confirmed' ? 'deposit.already_captured' : 'deposit.transition_refused';
    case 'transfer_out': return 'deposit.not_transferable';
    case 'transfer_in': return 'deposit.transfer_target_not_empty';
    case 'set_amount': return 'deposit.amount_locked';
    default: return 'deposit.transition_refused';
  }
}

export interface DepositStep {
  readonly deposit: Deposit;
  readonly movement: DepositMovement;
}

const refuse = (d: Deposit, action: DepositActionType, code: DepositRefusalCode): E.Either<DepositRefusal, never> =>
  E.left({ _tag: 'DepositRefusal', code, state: d.state, action });

const isAmount = (n: number) => Number.isSafeInteger(n) && n > 0;

/**
 * The pure state machine: the deposit after `action` at `now` and the money it moves, or a named
 * refusal. It never calls anyone; the use case asks the processor for the movement and saves.
 */
export function applyDepositAction(d: Deposit, action: DepositAction, now: Date): E.Either<DepositRefusal, DepositStep> {
  const next = DEPOSIT_TRANSITIONS[d.state][action.type];
  if (next === undefined) return refuse(d, action.type, refusalCode(d.state, action.type));
  const step = (changes: Partial<Deposit>, movement: DepositMovement = NO_MOVEMENT): E.Either<DepositRefusal, DepositStep> => {
    const moved = { ...d, state: next, ...changes, updatedAt: now, version: d.version + 1 };
    return E.right({ deposit: { ...moved, paymentStatus: paymentStatusOf(moved) }, movement });
  };
  const no = (code: DepositRefusalCode) => refuse(d, action.type, code);
  switch (action.type) {
    case 'initiate': return step({ declineCode: null, holdExpiresAt: null });
    case 'hold':
      if (d.mode !== 'hold') return no('deposit.wrong_mode');
      return step({ processorPaymentId: action.processorPaymentId, holdExpiresAt: action.holdExpiresAt }, { kind: 'hold', amountCents: d.amountCents });
    case 'charge':
      if (d.mode !== 'capture') return no('deposit.wrong_mode');
      return step({ processorPaymentId: action.processorPaymentId, capturedCents: d.amountCents }, { kind: 'charge', amountCents: d.amountCents });
    case 'decline': return step({ declineCode: action.code });
    case 'fail': return step({});
    case 'capture':
      if (d.holdExpiresAt !== null && now.getTime() >= d.holdExpiresAt.getTime()) return no('deposit.hold_expired');
      return step({ capturedCents: d.amountCents }, { kind: 'capture', amountCents: d.amountCents });
    case 'cancel':
      return step({ holdExpiresAt: null }, d.state === 'pre_authorized' ? { kind: 'release', amountCents: d.amountCents } : NO_MOVEMENT);
    case 'expire':
      if (d.holdExpiresAt === null || now.getTime() < d.holdExpiresAt.getTime()) return no('deposit.hold_not_expired');
      return step({}, { kind: 'release', amountCents: d.amountCents });
    case 'refund': {
      if (!isAmount(action.amountCents)) return no('deposit.invalid_amount');
      if (!isValidReason(action.reason)) return no('deposit.reason_required');
      const left = paidCents(d) - action.amountCents;
      // More than the deposit ever held is a wrong amount; more than earlier refunds left is a conflict with them.
      if (left < 0) return no(action.amountCents <= d.capturedCents - d.transferredOutCents ? 'deposit.refund_exceeds_left' : 'deposit.refund_exceeds_paid');
      return step(
        { state: left === 0 ? 'refunded' : 'confirmed', refundedCents: d.refundedCents + action.amountCents, refundReason: action.reason },
        { kind: 'refund', amountCents: action.amountCents, outside: d.paidOutside },
      );
    }
    case 'mark_paid':
      return step({ capturedCents: d.amountCents, paidOutside: true, declineCode: null, holdExpiresAt: null }, { kind: 'paid_outside', amountCents: d.amountCents });
    case 'transfer_out': {
      const target = action.to;
      if (!isValidReason(action.reason)) return no('deposit.reason_required');
      if (target.id === d.id || target.orderId === d.orderId) return no('deposit.transfer_same_deposit');
      if (target.customerId !== d.customerId || target.dealershipId !== d.dealershipId) return no('deposit.transfer_other_customer');
      if (target.currency !== d.currency) return no('deposit.currency_mismatch');
      if (target.state !== 'created') return no('deposit.transfer_target_not_empty');
      const amount = paidCents(d);
      if (!isAmount(amount)) return no('deposit.not_transferable');
      return step(
        { transferredOutCents: d.transferredOutCents + amount, transferReason: action.reason, transferredToDepositId: target.id },
        { kind: 'transfer', amountCents: amount, fromDepositId: d.id, toDepositId: target.id },
      );
    }
    case 'transfer_in': {
      const from = action.from;
      const amount = paidCents(from);
      if (!isAmount(amount)) return no('deposit.not_transferable');
      return step(
        { capturedCents: amount, amountCents: amount, transferredFromDepositId: from.id, processorPaymentId: from.processorPaymentId, paidOutside: from.paidOutside },
        { kind: 'transfer', amountCents: amount, fromDepositId: from.id, toDepositId: d.id },
      );
    }
    case 'resend_receipt': return step({});
    case 'set_amount':
      if (!isAmount(action.amountCents)) return no('deposit.invalid_amount');
      return step({ amountCents: action.amountCents });
  }
}

/**
 * A transfer moves what the source holds to a deal's empty deposit of the same customer: both
 * deposits change together (the repository saves them in one transaction) and the total is kept.
 */
export function transferBetween(from: Deposit, to: Deposit, reason: DepositReason, now: Date): E.Either<DepositRefusal, { readonly from: Deposit; readonly to: Deposit; readonly movement: DepositMovement }> {
  const out = applyDepositAction(from, { type: 'transfer_out', to, reason }, now);
  if (E.isLeft(out)) return out;
  const inn = applyDepositAction(to, { type: 'transfer_in', from }, now);
  if (E.isLeft(inn)) return inn;
  return E.right({ from: out.right.deposit, to: inn.right.deposit, movement: out.right.movement });
}
