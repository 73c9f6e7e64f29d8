import * as t from 'io-ts';
import { DEPOSIT_MODES, DEPOSIT_STATES } from '@dealer-panel/core/shared/deal-states';
import { PAYMENT_STATUSES } from '@dealer-panel/core/deposits/deposit';
import { Nullable } from '../common';

const keys = <K extends string>(values: readonly K[]) => t.keyof(Object.fromEntries(values.map((v) => [v, null])) as Record<K, null>);

/** The deposit as the customer sees it: no processor references, no staff reasons. */
export const CustomerDepositFields = t.type({
  state: keys(DEPOSIT_STATES),
  payment_status: keys(PAYMENT_STATUSES),
  /** hold: the amount is authorised and released after the dealership's hold period unless taken; capture: taken at once. */
  mode: keys(DEPOSIT_MODES),
  currency: t.keyof({ CAD: null, USD: null }),
  amount_cents: t.number,
  paid_cents: t.number,
  hold_expires_at: Nullable(t.string),
  /** The last decline's code (card_declined, insufficient_funds…). */
  decline_code: Nullable(t.string),
});
export type CustomerDepositFields = t.TypeOf<typeof CustomerDepositFields>;

/**
 * The deal's deposit for the customer. `next`: pay (the deposit waits for a card), authenticate
 * (the bank asks the customer to confirm at `next_action_url`, 3-D Secure), none (paid, closed, with
 * the dealership, or no card processor connected). `processor`: which card entry the store takes
 * (simulated: a test card number; stripe: a PaymentMethod id from Stripe.js).
 */
export const CustomerDepositBody = t.type({
  order: t.number,
  deposit: Nullable(CustomerDepositFields),
  next: t.keyof({ pay: null, authenticate: null, none: null }),
  next_action_url: Nullable(t.string),
  processor: t.keyof({ simulated: null, stripe: null }),
});
export type CustomerDepositBody = t.TypeOf<typeof CustomerDepositBody>;

/** pay/: the card (a test card number with the simulated processor, a PaymentMethod id pm_… with Stripe). */
export const CustomerPayRequest = t.type({ payment_method: t.string });
export type CustomerPayRequest = t.TypeOf<typeof CustomerPayRequest>;
