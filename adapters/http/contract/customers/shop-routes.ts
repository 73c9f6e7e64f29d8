import { route } from '../access/access-routes';
import { Empty } from '../common';
import { CustomerTasksResponse, LoginAsCustomerRequest, LoginAsCustomerResponse, SendCustomerCodeResponse, VerifyCustomerCodeRequest, VerifyCustomerCodeResponse } from './shop';

const LINK = 'The customer\'s credential: the deal link\'s token in the X-Deal-Token header (401 customer_token_required without it; 404 when it does not open this deal).';

/** The customer's app (shop, docs/decisions/shop.md "The customer app (shop)"): its deal's tasks, and the dealer's look at it. */
export const shopRoutes = {
  tasks: route({ method: 'GET', path: '/api/customer/tasks/{id}/', summary: `The deal's (id: order) steps as the customer's tasks: which are done, which wait on the customer, which page of the app each opens; the dealership, the vehicle, the quote flow once sent. With a staff session of the deal's store (login_as_customer): viewed_by and read_only, and the view is audited. ${LINK}`, auth: 'none', response: CustomerTasksResponse }),
  loginAsCustomer: route({ method: 'POST', path: '/api/dealer/user/login_as_customer/', summary: 'Open the customer\'s view of a deal (read-only, marked as viewed by the staff member): the shop URL to open. 403 for corporate users; 404 for a deal the user may not see, of another customer or store; 409 order_archived. Audited.', auth: 'verified', body: LoginAsCustomerRequest, response: LoginAsCustomerResponse }),
  sendCode: route({ method: 'POST', path: '/api/customer/sign_in/send_code/', summary: `When the dealership sets compulsory_login, every customer call of a deal answers 401 customer_sign_in_required until the customer signs in: this e-mails (outbox) a six-digit code to the customer's address on file, valid 10 to 20 minutes. 409 customer_has_no_email; 429 after 5 in 10 minutes. ${LINK}`, auth: 'none', body: Empty, response: SendCustomerCodeResponse, designed: true }),
  verifyCode: route({ method: 'POST', path: '/api/customer/sign_in/verify/', summary: `Checks the code (400 code: otp.invalid; 429 after 5 tries in 10 minutes per link) and sets the customer's session cookie for this deal (12 hours, this browser). ${LINK}`, auth: 'none', body: VerifyCustomerCodeRequest, response: VerifyCustomerCodeResponse, designed: true }),
} as const;
