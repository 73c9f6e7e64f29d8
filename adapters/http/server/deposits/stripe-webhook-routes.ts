import * as E from 'fp-ts/Either';
import type { FastifyInstance } from 'fastify';
import { depositRoutes as R } from '../../contract/deposits/deposit-routes';
import { StripeEventBody } from '../../contract/deposits/deposits';
import { problem, sendProblem } from '../platform/problem';
import type { ServerDeps } from '../server-deps';

/** The events that say a payment moved (docs/decisions/deposits.md "Deposits through Stripe and the webhook"); any other is answered and ignored. */
export const PAYMENT_EVENTS: ReadonlySet<string> = new Set([
  'payment_intent.amount_capturable_updated', 'payment_intent.succeeded', 'payment_intent.canceled', 'payment_intent.payment_failed', 'charge.refunded',
]);

/** Stripe's largest events are a few tens of kilobytes. */
const BODY_LIMIT = 512 * 1024;

/** The PaymentIntent an event is about: the object itself, or a charge's payment_intent. */
function paymentIdOf(type: string, object: Readonly<Record<string, unknown>>): string | null {
  const id = type.startsWith('charge.') ? object['payment_intent'] : object['id'];
  return typeof id === 'string' && /^pi_\w+$/.test(id) ? id : null;
}

/**
 * POST /api/webhooks/stripe/: the card processor's events. No session and no anti-forgery token
 * can come with it (as the SAML assertion consumer): the signature over the raw body, with the
 * endpoint's secret and Stripe's five-minute tolerance, stands in for them. The event only says
 * which payment to look at; the deposits are reconciled from the processor's own view of it
 * (core/deposits/payment-event.ts), so a replay changes nothing. A failure to reach the processor
 * answers 5xx and Stripe sends the event again later.
 */
export async function registerStripeWebhook(app: FastifyInstance, deps: ServerDeps): Promise<void> {
  await app.register(async (scope) => {
    // The signature is over the bytes as sent: this scope keeps the body raw, whatever its type.
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: BODY_LIMIT }, (_request, body, done) => done(null, body));
    scope.post(R.stripeWebhook.path, { config: { csrf: false } }, async (request, reply) => {
      const signature = request.headers['stripe-signature'];
      const refuse = (code: string) => sendProblem(reply, problem(400, 'invalid_signature', { detail: 'The event is not signed by the card processor.', errors: { 'Stripe-Signature': [code] } }));
      if (typeof signature !== 'string' || signature === '') return refuse('required');
      if (!Buffer.isBuffer(request.body)) return refuse('invalid');
      // Stripe's SDK (~1 MB of modules) is loaded at the first event, not with the server (issue 34.6).
      const { default: Stripe } = await import('stripe');
      let event: unknown;
      try {
        event = Stripe.webhooks.constructEvent(request.body, signature, deps.paymentEvents.webhookSecret);
      } catch {
        return refuse('invalid');
      }
      const decoded = StripeEventBody.decode(event);
      if (E.isLeft(decoded)) return sendProblem(reply, problem(400, 'invalid_input', { detail: 'Not a card processor event.', errors: { body: ['type.object'] } }));
      const { id, type, account, data } = decoded.right;
      const paymentId = paymentIdOf(type, data.object);
      if (!PAYMENT_EVENTS.has(type) || account === undefined || paymentId === null) {
        request.log.info({ event_id: id, type, account }, 'card processor event ignored');
        return { received: true, outcome: 'ignored' };
      }
      const outcome = await deps.paymentEvents.reconcile({ accountId: account, paymentId });
      request.log.info({ event_id: id, type, account, payment_id: paymentId, outcome }, outcome.kind === 'unknown' ? 'card processor event about no deposit of ours' : 'card processor event reconciled');
      return { received: true, outcome: outcome.kind };
    });
  });
}
