import { randomBytes } from 'node:crypto';
import type { SimulatedEvent } from './simulated-deposit-processor';

export interface SimulatedWebhookOptions {
  /** Our own endpoint (http://127.0.0.1:<PORT>/api/webhooks/stripe/). */
  readonly url: string;
  /** The endpoint's secret (webhookSecretFrom in adapters/di/card-processor-config.ts). */
  readonly secret: string;
  readonly log: (msg: string, fields: object) => void;
  /** When a send happens; default: 1.5 s later, as Stripe's events come after its answer (tests send them when they choose). */
  readonly schedule?: (send: () => Promise<void>) => void;
  /** How a signed event is posted; default: fetch. Answers the HTTP status. */
  readonly post?: (url: string, payload: string, signature: string) => Promise<number>;
}

/** The event as Stripe would write it: a PaymentIntent (its deposit id in the metadata), or for a refund its charge. */
export function stripeShapedEvent(e: SimulatedEvent, createdSeconds: number): string {
  const p = e.payment;
  const object = e.type === 'charge.refunded'
    ? { id: `ch_sim_${p.paymentId.replace(/^pi_sim_/, '')}`, object: 'charge', payment_intent: p.paymentId, amount: p.amountCents, amount_captured: p.capturedCents, amount_refunded: p.refundedCents, currency: p.currency.toLowerCase() }
    : { id: p.paymentId, object: 'payment_intent', amount: p.amountCents, amount_received: p.capturedCents, currency: p.currency.toLowerCase(), metadata: { deposit_id: String(p.depositId) }, status: p.status };
  return JSON.stringify({ id: `evt_sim_${randomBytes(12).toString('hex')}`, object: 'event', type: e.type, account: e.accountId, created: createdSeconds, livemode: false, data: { object } });
}

const fetchPost = async (url: string, payload: string, signature: string) =>
  (await fetch(url, { method: 'POST', headers: { 'content-type': 'application/json; charset=utf-8', 'stripe-signature': signature }, body: payload, signal: AbortSignal.timeout(10_000) })).status;

/**
 * The simulated processor's webhooks: each movement is sent, signed with the endpoint's secret as
 * Stripe signs (`Stripe-Signature`, HMAC-SHA256 over the timestamp and the raw body), to our own
 * endpoint, which reconciles the deposit exactly as for Stripe. A failed send is logged, not retried:
 * the record was already written by the action itself; the event is the second, independent path.
 */
export function simulatedWebhookSender(options: SimulatedWebhookOptions): (event: SimulatedEvent) => void {
  const schedule = options.schedule ?? ((send) => { setTimeout(() => void send(), 1_500).unref(); });
  const post = options.post ?? fetchPost;
  return (event) => {
    const payload = stripeShapedEvent(event, Math.floor(Date.now() / 1000));
    schedule(async () => {
      try {
        // Stripe's SDK (~1 MB of modules) is loaded at the first event, not with the server (issue 34.6).
        const { default: Stripe } = await import('stripe');
        const signature = Stripe.webhooks.generateTestHeaderString({ payload, secret: options.secret });
        const status = await post(options.url, payload, signature);
        if (status !== 200) options.log('simulated webhook refused', { type: event.type, payment_id: event.payment.paymentId, status });
      } catch (error) {
        options.log('simulated webhook not delivered', { type: event.type, payment_id: event.payment.paymentId, error: String(error) });
      }
    });
  };
}
