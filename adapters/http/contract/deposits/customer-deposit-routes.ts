import { Empty } from '../common';
import { CustomerDepositBody, CustomerPayRequest } from './customer-deposits';
import { route } from '../access/access-routes';

const C = '/api/customer/deposit';
const CUSTOMER = 'The deal link\'s token in the X-Deal-Token header (401 customer_token_required without it, 404 for another deal\'s, an unknown token or an archived deal); '
  + 'a staff member\'s view of the customer (login_as_customer) may read, never pay (403 customer_view_read_only). Rate-limited per address (429 rate_limited).';

/**
 * The customer pays the deal's deposit (issue 14, designed: spec 001 names the deposit states, not
 * the customer's calls). Money calls take an Idempotency-Key as the dealer's do.
 */
export const customerDepositRoutes = {
  read: route({ method: 'GET', path: `${C}/{id}/`, summary: `The deal's deposit for the customer (amount, mode, state) and what they may do next. ${CUSTOMER}`, auth: 'none', response: CustomerDepositBody, designed: true }),
  pay: route({
    method: 'POST', path: `${C}/{id}/pay/`, auth: 'none', body: CustomerPayRequest, response: CustomerDepositBody, designed: true,
    summary: 'Pay the deposit with a card: a hold or a charge by the deposit\'s mode. Needs an Idempotency-Key header (a repeat answers the first result and charges nothing more; '
      + 'the key for another request 422). 400 invalid_input with payment_method: required or payment_method.invalid; 402 card_declined with decline_code '
      + '(card_declined, insufficient_funds, expired_card, incorrect_cvc, incorrect_number, lost_card, stolen_card) and payment_method: [card.<the code>], the customer may try another card; '
      + '409 deposit.transition_refused (already paid, closed), processor_not_connected, deposit_changed, payment_refused; 404 no_deposit. A card that asks for 3-D Secure answers '
      + `next: authenticate with next_action_url; the bank sends the customer back to the deal's deposit page, which calls confirm/. ${CUSTOMER}`,
  }),
  confirm: route({
    method: 'POST', path: `${C}/{id}/confirm/`, auth: 'none', body: Empty, response: CustomerDepositBody, designed: true,
    summary: 'After the bank\'s authentication (3-D Secure): reads the payment from the processor and settles the deposit (held or charged, or declined: then next is pay again). '
      + `Idempotent: a deposit already settled (by an earlier call or the processor's webhook) or still waiting is answered as it is. ${CUSTOMER}`,
  }),
} as const;
