import { Empty } from '../common';
import {
  CustomDepositCreateRequest, CustomDepositUpdateRequest, DepositBody, OrderDepositResponse, ReasonsResponse, RefundDepositRequest,
  ReserveItFieldsResponse, ReserveItRemoveRequest, ReserveItSaveRequest, ResendReceiptResponse, StripeEventBody, TransferableOrdersResponse, TransferDepositRequest, TransferNoteResponse,
  WebhookAnswer,
} from './deposits';
import { route } from '../access/access-routes';

const O = '/api/dealer/order';
const KEY = 'Needs an Idempotency-Key header (1 to 255 of A-Z a-z 0-9 _ . : -): a repeat answers the first result, a concurrent one 409, the key for another request 422. Money moves on one deposit run one at a time: each answers 2xx when money moved and 409 when none did (409 deposit_busy when another move kept the deposit past the wait; retry with the same key).';

/** Deposits (issue 14, spec 001 sections 3 and 7): the deal's deposit, its money actions, reasons and custom deposits. */
export const depositRoutes = {
  fetch: route({ method: 'GET', path: `${O}/{id}/deposit/`, summary: 'The deal\'s deposit, or null when none was asked', auth: 'verified', response: OrderDepositResponse }),
  refund: route({ method: 'POST', path: `${O}/{id}/refund_deposit/`, summary: `Refund part or all of what the deposit holds, with a reason (managers and admins): more than it was ever paid is 400 deposit.refund_exceeds_paid, more than earlier refunds left 409 deposit.refund_exceeds_left. ${KEY}`, auth: 'verified', body: RefundDepositRequest, response: DepositBody }),
  transfer: route({ method: 'POST', path: `${O}/{id}/transfer_deposit/`, summary: `Move what the deposit holds to another deal of the same customer whose deposit is empty. ${KEY}`, auth: 'verified', body: TransferDepositRequest, response: DepositBody }),
  markPaid: route({ method: 'POST', path: `${O}/{id}/mark_as_paid/`, summary: `The customer paid outside the system (cash, cheque): no processor call. ${KEY}`, auth: 'verified', body: Empty, response: DepositBody }),
  cancel: route({ method: 'POST', path: `${O}/{id}/cancel_deposit/`, summary: `Release a hold, or close an unpaid deposit. ${KEY}`, auth: 'verified', body: Empty, response: DepositBody }),
  capture: route({ method: 'POST', path: `${O}/{id}/capture_deposit/`, summary: `Take the held amount before the hold ends. ${KEY}`, auth: 'verified', body: Empty, response: DepositBody }),
  resendReceipt: route({ method: 'POST', path: `${O}/{id}/resend_receipt/`, summary: 'E-mail the deposit\'s receipt again, in the customer\'s language (paid or refunded deposits)', auth: 'verified', body: Empty, response: ResendReceiptResponse }),
  saveReserveIt: route({ method: 'POST', path: `${O}/{id}/save_reserveit_field/`, summary: 'Keep a named value with the deal\'s reservation (name: 1 to 60 of A-Z a-z 0-9 _ . -; value: at most 500 characters); the deal\'s fields after', auth: 'verified', body: ReserveItSaveRequest, response: ReserveItFieldsResponse }),
  removeReserveIt: route({ method: 'POST', path: `${O}/{id}/remove_reserveit_field/`, summary: 'Forget a Reserve-It field of the deal; the deal\'s fields after', auth: 'verified', body: ReserveItRemoveRequest, response: ReserveItFieldsResponse }),
  transferable: route({ method: 'GET', path: `${O}/{id}/transferable_orders/`, summary: 'The customer\'s other active deals that may receive the deposit', auth: 'verified', response: TransferableOrdersResponse }),
  refundReasons: route({ method: 'GET', path: '/api/dealer/refund-reasons/', summary: 'Why a deposit is refunded, in English and French ("other" is free text)', auth: 'verified', response: ReasonsResponse }),
  transferReasons: route({ method: 'GET', path: '/api/dealer/transfer-reasons/', summary: 'Why a deposit is transferred, in English and French ("other" is free text)', auth: 'verified', response: ReasonsResponse }),
  transferNote: route({ method: 'GET', path: '/api/dealer/transfer_deposit_note/{id}/', summary: 'The customer\'s deposit transfers, newest first, and a sentence telling the last one in the reader\'s language', auth: 'verified', response: TransferNoteResponse }),
  createCustom: route({ method: 'POST', path: '/api/dealer/customdeposit/', summary: 'Ask a deposit of an amount on a deal (or change the unpaid one\'s amount and mode)', auth: 'verified', body: CustomDepositCreateRequest, response: DepositBody, status: 201 }),
  updateCustom: route({ method: 'PATCH', path: '/api/dealer/customdeposit/{id}/', summary: 'Another amount or mode for an unpaid deposit (the id is the deposit\'s)', auth: 'verified', body: CustomDepositUpdateRequest, response: DepositBody }),
  stripeWebhook: route({ method: 'POST', path: '/api/webhooks/stripe/', summary: 'The card processor\'s events (Stripe, Connect): payment_intent.amount_capturable_updated, .succeeded, .canceled, .payment_failed and charge.refunded reconcile the payment\'s deposits with the processor (read again from it). Signed with Stripe-Signature over the raw body (400 invalid_signature, nothing changes); a replayed event changes nothing; other events and payments of no deposit of ours answer 200', auth: 'none', body: StripeEventBody, response: WebhookAnswer, designed: true }),
  removeCustom: route({ method: 'DELETE', path: '/api/dealer/customdeposit/{id}/', summary: 'Withdraw an unpaid deposit (it ends canceled)', auth: 'verified', response: DepositBody }),
} as const;
