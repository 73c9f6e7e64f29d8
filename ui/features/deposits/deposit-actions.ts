import { DEPOSIT_TRANSITIONS } from '@dealer-panel/core/deposits/deposit-machine';
import type { DepositBody } from '../../../adapters/http/contract/deposits/deposits';

/** What the dealer may do on the page: ask/change/withdraw an unpaid deposit, the money actions, resend the receipt. */
export type DepositUiAction = 'ask' | 'change' | 'withdraw' | 'capture' | 'cancel' | 'mark_paid' | 'refund' | 'transfer' | 'resend_receipt';

/** The signed-in user's rights: `manage` is can_manage_deposits (never a corporate user); `look` any non-corporate user (the receipt). */
export interface DepositRights {
  readonly manage: boolean;
  readonly resend: boolean;
}

/**
 * The actions the deposit's state allows (core's DEPOSIT_TRANSITIONS, the one table) and the user's
 * rights allow. An unpaid deposit (it may still take `set_amount`) is changed or withdrawn through
 * the custom deposit; refund and transfer need money on it.
 */
export function actionsOf(deposit: DepositBody | null, rights: DepositRights): readonly DepositUiAction[] {
  if (deposit === null) return rights.manage ? ['ask'] : [];
  const allowed = DEPOSIT_TRANSITIONS[deposit.state];
  const holds = deposit.paid_cents > 0;
  const out: DepositUiAction[] = [];
  if (rights.manage) {
    if (allowed.capture !== undefined) out.push('capture');
    if (allowed.set_amount !== undefined) out.push('change', 'withdraw');
    else if (allowed.cancel !== undefined) out.push('cancel');
    if (allowed.refund !== undefined && holds) out.push('refund');
    if (allowed.transfer_out !== undefined && holds) out.push('transfer');
    if (allowed.mark_paid !== undefined) out.push('mark_paid');
  }
  if (rights.resend && allowed.resend_receipt !== undefined) out.push('resend_receipt');
  return out;
}

/** A plain decimal as typed ("250", "250.5") to cents; null when it is not an amount. */
export function centsOfInput(text: string): number | null {
  const match = /^(\d{1,11})(?:\.(\d{0,2}))?$/.exec(text.trim());
  if (match === null) return null;
  return Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
}

/** Cents as the amount field holds them ("250.50"). */
export const inputOfCents = (cents: number): string => (cents / 100).toFixed(2);
