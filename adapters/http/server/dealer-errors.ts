import type { AppointmentTransitionRefused } from '@dealer-panel/core/appointments/appointment';
import type { OrderError } from '@dealer-panel/core/orders/order-errors';
import type { PriceBatchRefused } from '@dealer-panel/core/analytics/price-profile-use-cases';
import type { TextMessagesOff } from '@dealer-panel/core/shared/ports/text-messages-off';
import { priceBatchProblem } from './analytics/price-batch-errors';
import { appointmentProblem } from './appointments/appointment-errors';
import { customerProblem, type CustomerError } from './customers/customer-errors';
import { messageProblem } from './messages/message-errors';
import { orderProblem } from './orders/order-errors';
import { commonProblem, type CommonError } from './platform/errors';
import type { Problem } from './platform/problem';

export type DealerError = CommonError | CustomerError | OrderError | AppointmentTransitionRefused | PriceBatchRefused | TextMessagesOff;

/**
 * Every business error the dealer routes answer, handed exhaustively to the mapper beside its
 * context's routes (the shared ones to platform's): the one union `answer` and the routes use.
 */
export function dealerProblem(error: DealerError): Problem {
  switch (error._tag) {
    case 'InvalidInput':
    case 'InvalidQuery':
    case 'Forbidden':
    case 'NotFound':
      return commonProblem(error);
    case 'DuplicateCustomer':
    case 'CustomerHasOrders':
    case 'CustomerMergeConflict':
    case 'MergeUndoRefused':
    case 'ImportUndoRefused':
      return customerProblem(error);
    case 'OrderArchived':
    case 'OrderAlreadyConfirmed':
    case 'OrderNotConfirmable':
    case 'DuplicateOrder':
    case 'CustomerHasNoEmail':
      return orderProblem(error);
    case 'AppointmentTransitionRefused':
      return appointmentProblem(error);
    case 'PriceBatchRefused':
      return priceBatchProblem(error);
    case 'TextMessagesOff':
      return messageProblem(error);
  }
}
