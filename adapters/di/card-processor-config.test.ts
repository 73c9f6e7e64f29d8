import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';
import { cardProcessorFrom, depositProcessorFrom, webhookSecretFrom } from './card-processor-config';
import { fakeClock } from '@dealer-panel/core/access/testing/in-memory-ports';

const dir = () => mkdtempSync(path.join(tmpdir(), 'dp-card-config-'));
const STRIPE = { CARD_PROCESSOR: 'stripe', STRIPE_SECRET_KEY: 'sk_test_abc123', STRIPE_CLIENT_ID: 'ca_abc123', STRIPE_REDIRECT_URI: 'https://panel.example.ca/api/dealer/dealership/stripe_connect/callback/', STRIPE_WEBHOOK_SECRET: 'whsec_abc123' };

describe('card-processor configuration', () => {
  it('is the simulated processor by default', async () => {
    const c = await loadConfig({ DATA_DIR: dir() });
    expect(c.cardProcessor).toEqual({ kind: 'simulated' });
    expect((await cardProcessorFrom(c.cardProcessor, c.sessionSecret)).kind).toBe('simulated');
  });

  it('moves deposit money through Stripe, and checks its webhooks with the endpoint secret', async () => {
    const c = await loadConfig({ DATA_DIR: dir(), ...STRIPE });
    expect((await depositProcessorFrom(c.cardProcessor, fakeClock())).kind).toBe('stripe');
    expect(webhookSecretFrom(c.cardProcessor, c.sessionSecret)).toBe('whsec_abc123');
    const simulated = await loadConfig({ DATA_DIR: dir() });
    expect(webhookSecretFrom(simulated.cardProcessor, 'a'.repeat(40))).toMatch(/^whsec_sim_/);
    expect(webhookSecretFrom(simulated.cardProcessor, 'a'.repeat(40))).not.toBe(webhookSecretFrom(simulated.cardProcessor, 'b'.repeat(40)));
  });

  it('reads the stripe variables', async () => {
    const c = await loadConfig({ DATA_DIR: dir(), ...STRIPE });
    expect(c.cardProcessor).toEqual({ kind: 'stripe', secretKey: 'sk_test_abc123', clientId: 'ca_abc123', redirectUri: STRIPE.STRIPE_REDIRECT_URI, webhookSecret: 'whsec_abc123' });
    const processor = await cardProcessorFrom(c.cardProcessor, c.sessionSecret);
    expect(processor.kind).toBe('stripe');
    expect(processor.connectUrl('s')).toMatch(/^https:\/\/connect\.stripe\.com\/oauth\/authorize\?.*client_id=ca_abc123/);
  });

  it('lists every bad card-processor variable with the others at once', async () => {
    const error = await loadConfig({ DATA_DIR: dir(), PORT: 'x', CARD_PROCESSOR: 'stripe', STRIPE_SECRET_KEY: 'pk_test_1', STRIPE_REDIRECT_URI: 'http://panel.example.ca/elsewhere' }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ConfigError);
    const problems = (error as ConfigError).problems.join('\n');
    for (const name of ['PORT', 'STRIPE_SECRET_KEY', 'STRIPE_CLIENT_ID', 'STRIPE_REDIRECT_URI', 'STRIPE_WEBHOOK_SECRET']) expect(problems).toContain(name);
    const unknown = await loadConfig({ DATA_DIR: dir(), CARD_PROCESSOR: 'paypal' }).catch((e: unknown) => e);
    expect((unknown as ConfigError).problems).toEqual([expect.stringContaining('CARD_PROCESSOR must be simulated or stripe')]);
  });
});
