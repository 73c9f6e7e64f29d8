import type { CustomerHasOrders, DuplicateCustomer } from '@dealer-panel/core/customers/customer-errors';
import type { Forbidden, InvalidInput, InvalidQuery, NotFound } from '@dealer-panel/core/shared/errors';
import type { OrderError } from '@dealer-panel/core/orders/order-errors';
import type { AppointmentTransitionRefused } from '@dealer-panel/core/appointments/appointment';
import type { CustomerMergeConflict, MergeUndoRefused } from '@dealer-panel/core/customers/merge-customers';
import type { ImportUndoRefused } from '@dealer-panel/core/customers/import/customer-import-history';
import type { PriceBatchRefused } from '@dealer-panel/core/analytics/price-profile-use-cases';
import type { TextMessagesOff } from '@dealer-panel/core/messages/text-messages-off';
import { problem, type Problem } from './problem';

export type DealerError = InvalidInput | InvalidQuery | Forbidden | NotFound | DuplicateCustomer | CustomerHasOrders | OrderError | AppointmentTransitionRefused | CustomerMergeConflict | MergeUndoRefused | ImportUndoRefused | PriceBatchRefused | TextMessagesOff;

const PRICE_BATCH_DETAIL: Readonly<Record<PriceBatchRefused['reason'], string>> = {
  nothing_to_apply: 'The profile changes no vehicle\'s price.',
  already_undone: 'This batch was undone already.',
  not_an_apply: 'Only an apply can be undone.',
  changed_since: 'Some vehicles\' prices changed since this batch; it can no longer be undone.',
};

/** Every business error of the customers, orders and inventory use cases, mapped exhaustively. */
export function dealerProblem(error: DealerError): Problem {
  switch (error._tag) {
    case 'InvalidInput':
      return problem(400, 'invalid_input', { errors: error.errors });
    case 'InvalidQuery':
      return problem(400, 'invalid_query', { detail: 'A list parameter is not valid.', errors: error.errors });
    case 'Forbidden':
      return problem(403, 'forbidden', { detail: `Not allowed: ${error.action}.` });
    case 'NotFound':
      return problem(404, 'not_found');
    case 'DuplicateCustomer': {
      const duplicates = error.duplicates.map((d) => ({ id: d.id, full_name: `${d.firstName} ${d.lastName}`.trim(), matched_on: [...d.matchedOn] }));
      const fields = [...new Set(error.duplicates.flatMap((d) => d.matchedOn))];
      const body = problem(409, 'duplicate_customer', {
        detail: 'A customer with this e-mail or phone already exists; send allow_duplicate: true to add it anyway.',
        errors: Object.fromEntries(fields.map((f) => [f, ['customer.duplicate']])),
      });
      return { ...body, duplicates } as Problem;
    }
    case 'CustomerMergeConflict':
      return { ...problem(409, 'customer_merge_conflict', { detail: 'Both customers have a trade-in without a deal; attach one to a deal first.' }), reason: error.reason } as Problem;
    case 'MergeUndoRefused':
      return { ...problem(409, 'merge_undo_refused', {
        detail: error.reason === 'already_undone' ? 'This merge was undone already.' : 'Something changed on the kept customer since the merge; it can no longer be undone.',
      }), reason: error.reason } as Problem;
    case 'ImportUndoRefused':
      return problem(409, 'import_undo_refused', { detail: 'This import was undone already, or has not finished.' });
    case 'PriceBatchRefused':
      return { ...problem(409, 'price_batch_refused', { detail: PRICE_BATCH_DETAIL[error.reason] }), reason: error.reason, stock_numbers: [...error.stockNumbers] } as Problem;
    case 'CustomerHasOrders':
      return problem(409, 'customer_has_orders', { detail: 'This customer has deals; archive the customer instead.' });
    case 'OrderArchived':
      return problem(409, 'order_archived', { detail: 'The deal is archived; restore it first.' });
    case 'OrderAlreadyConfirmed':
      return problem(409, 'order_already_confirmed', { detail: 'The deal is already confirmed.' });
    case 'OrderNotConfirmable':
      return problem(409, 'order_not_confirmable', { detail: `A deal in status ${error.status} cannot be confirmed.` });
    case 'DuplicateOrder': {
      const duplicates = error.duplicates.map((d) => ({ id: d.id, vehicle: d.vehicle, stock_number: d.stockNumber, created: d.createdAt.toISOString() }));
      const body = problem(409, 'duplicate_order', {
        detail: 'The customer already has an active deal for this vehicle; send allow_duplicate: true to add it anyway.',
        errors: { vehicle: ['order.duplicate'] },
      });
      return { ...body, duplicates } as Problem;
    }
    case 'AppointmentTransitionRefused': {
      const body = problem(409, 'appointment_transition_refused', { detail: `An appointment that is ${error.status ?? 'not proposed'} cannot be ${error.action === 'propose' ? 'proposed' : error.action === 'confirm' ? 'confirmed' : 'cancelled'}.` });
      return { ...body, action: error.action, appointment_status: error.status } as Problem;
    }
    case 'CustomerHasNoEmail':
      return problem(409, 'customer_has_no_email', { detail: 'The customer has no e-mail address.' });
    case 'TextMessagesOff':
      return problem(409, 'text_messages_off', { detail: 'Text messages are not set up on this server (no Twilio account): send it by e-mail or copy the link instead.' });
  }
}
