import * as t from 'io-ts';
import { TASK_ACTIONS, TASK_STATES, TASK_STEPS } from '@dealer-panel/core/customers/customer-tasks';
import { ORDER_STATUSES } from '@dealer-panel/core/shared/deal-states';
import { Id, Locale, Nullable, ShortText } from '../common';
import { oneOf } from '../enums';

/** One step of the deal as the customer's task: its status, where it stands for the customer, the shop page it opens. */
export const CustomerTaskBody = t.type({
  step: oneOf(TASK_STEPS), status: oneOf(ORDER_STATUSES), state: oneOf(TASK_STATES), action: Nullable(oneOf(TASK_ACTIONS)),
});
export type CustomerTaskBody = t.TypeOf<typeof CustomerTaskBody>;

/**
 * GET /api/customer/tasks/{id}/ (designed shape: spec 002 names only the path). `viewed_by`: a staff
 * member of the store looking through login_as_customer (the app shows a banner and writes nothing:
 * `read_only`).
 */
export const CustomerTasksResponse = t.type({
  order: t.number,
  dealership: t.type({ id: t.number, name: t.string, city: t.string, country: oneOf(['CA', 'US'] as const) }),
  customer: t.type({ first_name: t.string, language: Locale }),
  vehicle: Nullable(t.type({ year: t.number, make: t.string, model: t.string, trim: t.string, image: Nullable(t.string) })),
  quote_flow: Nullable(t.number),
  tasks: t.array(CustomerTaskBody),
  to_do: t.number,
  viewed_by: Nullable(t.type({ name: t.string })),
  read_only: t.boolean,
});
export type CustomerTasksResponse = t.TypeOf<typeof CustomerTasksResponse>;

/** POST /api/dealer/user/login_as_customer/ (spec 000 section 7: customer_id, order_id). */
export const LoginAsCustomerRequest = t.type({ customer_id: Id, order_id: Id });
export type LoginAsCustomerRequest = t.TypeOf<typeof LoginAsCustomerRequest>;

/** Where the staff member's browser opens the customer's view (a path of the shop). */
export const LoginAsCustomerResponse = t.type({ url: t.string });
export type LoginAsCustomerResponse = t.TypeOf<typeof LoginAsCustomerResponse>;

/** POST /api/customer/sign_in/send_code/: where the code went (masked). */
export const SendCustomerCodeResponse = t.type({ sent_to: t.string });
/** POST /api/customer/sign_in/verify/: the code of the e-mail. */
export const VerifyCustomerCodeRequest = t.type({ code: ShortText });
export const VerifyCustomerCodeResponse = t.type({ order: t.number });
