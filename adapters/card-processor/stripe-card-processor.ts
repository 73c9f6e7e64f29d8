import * as E from 'fp-ts/Either';
import Stripe from 'stripe';
import type { CardProcessor } from '@dealer-panel/core/stores/card-processor';
import { processorRefused, type ProcessorRefusalReason } from '@dealer-panel/core/stores/card-processor';

export interface StripeCardProcessorOptions {
  readonly secretKey: string;
  /** The platform's Connect client id (ca_…). */
  readonly clientId: string;
  /** Our callback as registered in the Stripe dashboard (absolute https URL). */
  readonly redirectUri: string;
  /** Tests point the client at a local fake: host, port and protocol of every call (connect included). */
  readonly endpoint?: { readonly host: string; readonly port: number; readonly protocol: 'http' | 'https' };
}

/**
 * An OAuth refusal is Stripe's answer, with its reason: `invalid_grant` is a code refused; on
 * deauthorize, `invalid_client` is "This application is not connected to stripe account …, or that
 * account does not exist". No answer or a 5xx is a technical failure.
 */
function refusal(error: unknown, onClient: ProcessorRefusalReason) {
  if (error instanceof Stripe.errors.StripeError && error.statusCode !== undefined && error.statusCode >= 400 && error.statusCode < 500) {
    const reason: ProcessorRefusalReason = error.type === 'StripeInvalidGrantError' ? 'code_refused'
      : error.type === 'StripeInvalidClientError' ? onClient : 'other';
    return E.left(processorRefused(reason, error.message));
  }
  throw error;
}

/** Stripe Connect (Standard accounts) through its OAuth: authorize URL, oauth.token, oauth.deauthorize. */
export function stripeCardProcessor(options: StripeCardProcessorOptions): CardProcessor {
  const stripe = new Stripe(options.secretKey, {
    maxNetworkRetries: 1,
    timeout: 10_000,
    ...(options.endpoint === undefined ? {} : { host: options.endpoint.host, port: options.endpoint.port, protocol: options.endpoint.protocol }),
  });
  return {
    kind: 'stripe',
    info: () => ({ clientId: options.clientId, redirectUri: options.redirectUri }),
    connectUrl: (state) => stripe.oauth.authorizeUrl({
      response_type: 'code', client_id: options.clientId, scope: 'read_write', state, redirect_uri: options.redirectUri,
    }),
    completeConnect: (code) => async () => {
      try {
        const answer = await stripe.oauth.token({ grant_type: 'authorization_code', code });
        if (typeof answer.stripe_user_id !== 'string' || answer.stripe_user_id === '') return E.left(processorRefused('other', 'Stripe answered without an account.'));
        return E.right({ accountId: answer.stripe_user_id });
      } catch (error) {
        return refusal(error, 'other');
      }
    },
    disconnect: (accountId) => async () => {
      try {
        await stripe.oauth.deauthorize({ client_id: options.clientId, stripe_user_id: accountId });
        return E.right(undefined);
      } catch (error) {
        return refusal(error, 'not_connected');
      }
    },
  };
}
