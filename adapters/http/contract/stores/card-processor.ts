import * as t from 'io-ts';
import { Nullable } from '../common';
import { oneOf } from '../enums';

/** Card payment provider info (spec 000 section 3). */
export const StripeInfoBody = t.type({ client_id: t.string, redirect_uri: t.string });

/** The store's card-processor account: what the store page shows. */
export const CardProcessorStatusBody = t.type({
  processor: oneOf(['simulated', 'stripe'] as const),
  has_stripe_account: t.boolean,
  account_id: Nullable(t.string),
  connected_at: Nullable(t.string),
  /** Whether the signed-in user may connect and disconnect (the store's admins). */
  may_manage: t.boolean,
});
export type CardProcessorStatusBody = t.TypeOf<typeof CardProcessorStatusBody>;

/** Where to send the dealer to authorize (the processor's page, a single-use state in it). */
export const ConnectStartBody = t.type({ url: t.string });
