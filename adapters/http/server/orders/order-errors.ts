import type { OrderError } from '@dealer-panel/core/orders/order-errors';
import { problem, type Problem } from '../platform/problem';

/** The deals' business errors, mapped exhaustively. */
export function orderProblem(error: OrderError): Problem {
  switch (error._tag) {
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
    case 'CustomerHasNoEmail':
      return problem(409, 'customer_has_no_email', { detail: 'The customer has no e-mail address.' });
  }
}
