import type { DepositRefusal, DepositRefusalCode } from '@dealer-panel/core/deposits/deposit';
import type { DepositActionError } from '@dealer-panel/core/deposits/deposit-use-cases';
import type { CustomDepositError, NoDeposit } from '@dealer-panel/core/deposits/deposit-desk';
import type { CustomerHasNoEmail } from '@dealer-panel/core/customers/customer-errors';
import type { InvalidInput } from '@dealer-panel/core/shared/errors';
import { dealerProblem } from '../dealer-errors';
import { problem, type Problem } from '../platform/problem';

export type DepositError = DepositActionError | CustomDepositError | NoDeposit | CustomerHasNoEmail | InvalidInput;

/** Refusals that name a field of the request: a bad input (400), shown by the field. */
const FIELD_OF: Partial<Record<DepositRefusalCode, string>> = {
  'deposit.refund_exceeds_paid': 'amount_cents', 'deposit.invalid_amount': 'amount_cents', 'deposit.reason_required': 'reason',
  'deposit.transfer_other_customer': 'transferred_order_id', 'deposit.transfer_same_deposit': 'transferred_order_id',
  'deposit.transfer_target_not_empty': 'transferred_order_id', 'deposit.currency_mismatch': 'transferred_order_id',
};

function refusalProblem(r: DepositRefusal, reasonField: string): Problem {
  const field = FIELD_OF[r.code];
  const detail = `The deposit is ${r.state}: ${r.action} refused (${r.code}).`;
  if (field === undefined) return problem(409, r.code, { detail });
  return problem(400, r.code, { detail, errors: { [field === 'reason' ? reasonField : field]: [r.code] } });
}

/** Every error of the deposit use cases as problem+json; `reasonField` names the reason field of the request (refund or transfer). */
export function depositProblem(error: DepositError, reasonField = 'refund_reason_id'): Problem {
  switch (error._tag) {
    case 'DepositRefusal': return refusalProblem(error, reasonField);
    case 'PaymentRefused': return { ...problem(409, 'payment_refused', { detail: 'The card processor refused the request.' }), processor_code: error.code } as Problem;
    case 'ProcessorNotConnected': return problem(409, 'processor_not_connected', { detail: 'The store has no card-processor account connected, or the deposit has no payment there.' });
    case 'DepositChanged': return problem(409, 'deposit_changed', { detail: 'The deposit changed meanwhile; nothing moved. Reload it and try again.' });
    case 'DepositBusy': return problem(409, 'deposit_busy', { detail: 'Another money action on this deposit is still running; nothing moved. Try again in a moment (the same Idempotency-Key may be reused).' });
    case 'IdempotencyInProgress': return problem(409, 'idempotency_in_progress', { detail: 'The same request is still running; retry with the same Idempotency-Key.' });
    case 'IdempotencyKeyReused': return { ...problem(400, 'idempotency_key_reused', { detail: 'This Idempotency-Key was used for another request.' }), status: 422, title: 'Unprocessable Content' };
    case 'InvalidIdempotencyKey': return problem(400, 'invalid_idempotency_key', { errors: { 'Idempotency-Key': ['idempotency_key.invalid'] } });
    case 'NoDeposit': return problem(409, 'no_deposit', { detail: 'The deal has no deposit.' });
    default: return dealerProblem(error);
  }
}
