import { createHmac } from 'node:crypto';
import type { CardProcessor } from '@dealer-panel/core/stores/card-processor';
import type { DepositProcessor } from '@dealer-panel/core/deposits/deposit-processor';
import type { Clock } from '@dealer-panel/core/shared/ports/clock';
import { simulatedDepositProcessor, type SimulatedEvent, type SimulatedProcessorState } from '../card-processor/simulated-deposit-processor';
import { simulatedCardProcessor } from '../card-processor/simulated-card-processor';
import { CONNECT_CALLBACK_PATH } from '../card-processor/callback-path';

export type CardProcessorConfig =
  | { readonly kind: 'simulated' }
  | {
    readonly kind: 'stripe'; readonly secretKey: string; readonly clientId: string; readonly redirectUri: string;
    /** The signing secret of our webhook endpoint at Stripe (whsec_…): events are checked with it. */
    readonly webhookSecret: string;
  };

type Env = Readonly<Record<string, string | undefined>>;

/**
 * CARD_PROCESSOR=simulated (the default: the demo's own authorize page) or stripe, which needs
 * STRIPE_SECRET_KEY (sk_…), STRIPE_CLIENT_ID (ca_…) and STRIPE_REDIRECT_URI (our callback, https,
 * as registered at Stripe) and STRIPE_WEBHOOK_SECRET (whsec_…, the signing secret of the endpoint
 * /api/webhooks/stripe/ registered at Stripe for Connect events). Each bad variable is pushed to `problems` (loadConfig lists them all).
 */
export function readCardProcessorConfig(env: Env, problems: string[]): CardProcessorConfig {
  const kind = env.CARD_PROCESSOR?.trim() || 'simulated';
  if (kind === 'simulated') return { kind };
  if (kind !== 'stripe') {
    problems.push(`CARD_PROCESSOR must be simulated or stripe, got "${kind}"`);
    return { kind: 'simulated' };
  }
  const secretKey = env.STRIPE_SECRET_KEY?.trim() ?? '';
  const clientId = env.STRIPE_CLIENT_ID?.trim() ?? '';
  const redirectUri = env.STRIPE_REDIRECT_URI?.trim() ?? '';
  const webhookSecret = env.STRIPE_WEBHOOK_SECRET?.trim() ?? '';
  if (!/^(sk|rk)_(test|live)_\w+$/.test(secretKey)) problems.push('STRIPE_SECRET_KEY must be a Stripe secret key (sk_test_… or sk_live_…) when CARD_PROCESSOR=stripe');
  if (!/^ca_\w+$/.test(clientId)) problems.push('STRIPE_CLIENT_ID must be the platform\'s Connect client id (ca_…) when CARD_PROCESSOR=stripe');
  if (!isCallbackUrl(redirectUri)) problems.push(`STRIPE_REDIRECT_URI must be an https:// URL ending in ${CONNECT_CALLBACK_PATH} when CARD_PROCESSOR=stripe`);
  if (!/^whsec_\w+$/.test(webhookSecret)) problems.push('STRIPE_WEBHOOK_SECRET must be the signing secret (whsec_…) of the webhook endpoint /api/webhooks/stripe/ registered at Stripe (Connect events) when CARD_PROCESSOR=stripe');
  return { kind, secretKey, clientId, redirectUri, webhookSecret };
}

function isCallbackUrl(text: string): boolean {
  try {
    const url = new URL(text);
    return (url.protocol === 'https:' || url.hostname === 'localhost') && url.pathname === CONNECT_CALLBACK_PATH && url.search === '';
  } catch {
    return false;
  }
}

/**
 * The configured processor; the simulated one signs its codes with a key every process of a fleet shares.
 * Stripe's SDK (~1 MB of modules) is loaded only when CARD_PROCESSOR=stripe (issue 34.6).
 */
export async function cardProcessorFrom(config: CardProcessorConfig, sharedSecret: string): Promise<CardProcessor> {
  if (config.kind === 'stripe') return (await import('../card-processor/stripe-card-processor')).stripeCardProcessor(config);
  return simulatedCardProcessor({ secret: `card-processor:${sharedSecret}` });
}

/** The processor that moves deposits' money for the configured kind: the simulated one (the demo default) or Stripe's PaymentIntents. */
export async function depositProcessorFrom(config: CardProcessorConfig, clock: Clock, state?: SimulatedProcessorState, onEvent?: (event: SimulatedEvent) => void): Promise<DepositProcessor> {
  if (config.kind === 'simulated') return simulatedDepositProcessor({ clock, ...(state === undefined ? {} : { state }), ...(onEvent === undefined ? {} : { onEvent }) });
  return (await import('../card-processor/stripe-deposit-processor')).stripeDepositProcessor({ secretKey: config.secretKey, clock });
}

/**
 * The secret the webhook's signatures are checked with: Stripe's endpoint secret, or, for the
 * simulated processor, one derived from the secret every process shares (it signs its own events).
 */
export function webhookSecretFrom(config: CardProcessorConfig, sharedSecret: string): string {
  if (config.kind === 'stripe') return config.webhookSecret;
  return `whsec_sim_${createHmac('sha256', sharedSecret).update('deposit-webhook').digest('base64url')}`;
}
