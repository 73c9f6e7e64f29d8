import { Empty } from '../common';
import { CardProcessorStatusBody, ConnectStartBody, StripeInfoBody } from './card-processor';
import { route } from '../access/access-routes';

const B = '/api/dealer/dealership';

/** The store's card-processor account (spec 000 sections 3, 4 and 7; issue 13 item 6). */
export const cardProcessorRoutes = {
  stripeInfo: route({ method: 'GET', path: `${B}/stripe_info/`, summary: 'Client id and redirect uri of the card payment provider (the store\'s admins)', auth: 'verified', response: StripeInfoBody }),
  stripeDisconnect: route({ method: 'POST', path: `${B}/stripe_disconnect/`, summary: 'Revoke the connected account at the processor, then forget it (has_stripe_account false); a refusal answers 409 with the processor\'s words in detail', auth: 'verified', body: Empty, response: CardProcessorStatusBody }),
  cardProcessorStatus: route({ method: 'GET', path: `${B}/card_processor/`, summary: 'The store\'s connected account, if any (not sales reps, not sales managers)', auth: 'verified', response: CardProcessorStatusBody, designed: true }),
  stripeConnect: route({ method: 'POST', path: `${B}/stripe_connect/`, summary: 'Start connecting: the processor\'s authorize URL with a single-use state bound to this session and store (15 minutes)', auth: 'verified', body: Empty, response: ConnectStartBody, designed: true }),
  stripeConnectCallback: route({ method: 'GET', path: `${B}/stripe_connect/callback/`, summary: 'Where the processor sends the dealer back (?code=&state=, or ?error=): answers 302 to /dealer/dealerships?card_processor=connected or =failed&reason=', auth: 'verified', redirects: [302], response: Empty, designed: true, query: { code: 'the authorization code', state: 'the state stripe_connect/ issued', error: 'the processor\'s error when the dealer declined' } }),
} as const;
