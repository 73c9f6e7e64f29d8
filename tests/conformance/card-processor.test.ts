import { expect, it } from 'vitest';
import { simulatedCardProcessor } from '../../adapters/card-processor/simulated-card-processor';
import { stripeCardProcessor } from '../../adapters/card-processor/stripe-card-processor';
import { cardProcessorContract } from './card-processor.contract';
import { startFakeStripe, type FakeStripe } from './support/fake-stripe-server';

cardProcessorContract('simulated', async () => {
  const processor = simulatedCardProcessor({ secret: 'a test secret of enough length for hmac' });
  return { processor, authorize: () => processor.authorize() };
});

let fake: FakeStripe | undefined;
cardProcessorContract('stripe (against a local fake of its OAuth endpoints)', async () => {
  fake = await startFakeStripe('ca_test_client');
  const started = fake;
  const processor = stripeCardProcessor({
    secretKey: 'sk_test_platform', clientId: 'ca_test_client', redirectUri: 'https://panel.example.test/api/dealer/dealership/stripe_connect/callback/',
    endpoint: { host: '127.0.0.1', port: started.port, protocol: 'http' },
  });
  return { processor, authorize: () => started.authorize(), close: () => started.close() };
});

it('the stripe adapter calls Stripe with the platform key and the client id', () => {
  const calls = fake?.requests ?? [];
  expect(calls.some((c) => c.path === '/oauth/token' && c.authorization === 'Bearer sk_test_platform')).toBe(true);
  expect(calls.filter((c) => c.path === '/oauth/deauthorize').every((c) => c.form['client_id'] === 'ca_test_client')).toBe(true);
});
