import { afterAll, describe, expect, it } from 'vitest';
import { fakeClock } from '@dealer-panel/core/access/testing/in-memory-ports';
import { isProviderFailure, type ProviderFailure } from '@dealer-panel/core/messages/providers';
import type { OptOuts } from '@dealer-panel/core/messages/opt-outs';
import { twilioTextProvider } from '../../adapters/sms/twilio-text-provider';
import { startFakeTwilio, type FakeTwilio } from '../harness/fake-twilio';

const started: FakeTwilio[] = [];
afterAll(async () => { await Promise.all(started.map((f) => f.close())); });

function memoryOptOuts() {
  const stopped = new Map<string, string>();
  const optOuts: OptOuts = {
    isOptedOut: async (phone) => stopped.has(phone),
    stop: async (phone, _at, source) => { if (!stopped.has(phone)) stopped.set(phone, source); },
    start: async (phone) => { stopped.delete(phone); },
  };
  return { optOuts, stopped };
}

async function subject(options: { readonly messagingService?: boolean; readonly timeoutMs?: number; readonly token?: string } = {}) {
  const fake = await startFakeTwilio();
  started.push(fake);
  const { optOuts, stopped } = memoryOptOuts();
  const provider = twilioTextProvider({
    accountSid: fake.accountSid, authToken: options.token ?? fake.authToken, apiBase: `${fake.url}/`,
    fromNumber: options.messagingService ? null : fake.fromNumber, messagingServiceSid: options.messagingService ? `MG${'0'.repeat(32)}` : null,
  }, { statusCallback: (id) => `https://panel.example.test/api/messages/twilio/status/?message=${id}`, optOuts, clock: fakeClock(), ...(options.timeoutMs ? { timeoutMs: options.timeoutMs } : {}) });
  return { fake, provider, stopped };
}

async function failureOf(promise: Promise<unknown>): Promise<ProviderFailure> {
  const outcome = await promise.then(() => null, (e: unknown) => e);
  if (!isProviderFailure(outcome)) throw new Error(`expected a ProviderFailure, got ${String(outcome)}`);
  return outcome;
}

const TEXT = { messageId: 42, to: '+15145550199', body: 'Votre code : 123456' };

describe('the Twilio text provider against a fake of the Messages API', () => {
  it('sends from the number with a status callback naming the message, and resolves with Twilio\'s SID', async () => {
    const { fake, provider } = await subject();
    const sent = await provider.send(TEXT);
    expect(sent.providerId).toMatch(/^SM[0-9a-f]{32}$/);
    expect(fake.messages).toEqual([{
      sid: sent.providerId, to: '+15145550199', from: fake.fromNumber, messagingServiceSid: null, body: 'Votre code : 123456',
      statusCallback: 'https://panel.example.test/api/messages/twilio/status/?message=42',
    }]);
  });

  it('sends through a Messaging Service when one is configured', async () => {
    const { fake, provider } = await subject({ messagingService: true });
    await provider.send(TEXT);
    expect(fake.messages[0]).toMatchObject({ from: null, messagingServiceSid: `MG${'0'.repeat(32)}` });
  });

  it.each([[500, '20500 Internal Server Error'], [429, '20429 Too Many Requests']] as const)('%s is transient, with Twilio\'s words', async (status, reason) => {
    const { fake, provider } = await subject();
    fake.failNext(status);
    expect(await failureOf(provider.send(TEXT))).toEqual({ _tag: 'ProviderFailure', transient: true, reason });
    expect(fake.messages).toHaveLength(0);
    await provider.send(TEXT);
    expect(fake.messages).toHaveLength(1);
  });

  it('21211 (an invalid number) is permanent, with its code and message', async () => {
    const { fake, provider, stopped } = await subject();
    fake.failNext('invalid_number');
    const failure = await failureOf(provider.send(TEXT));
    expect(failure.transient).toBe(false);
    expect(failure.reason).toMatch(/^21211 .*not a valid phone number/);
    expect(stopped.size).toBe(0);
  });

  it('21610 (the number replied STOP to Twilio) is permanent and opts the number out', async () => {
    const { fake, provider, stopped } = await subject();
    fake.failNext('unsubscribed');
    const failure = await failureOf(provider.send(TEXT));
    expect(failure).toMatchObject({ transient: false, reason: '21610 Attempt to send to unsubscribed recipient' });
    expect([...stopped]).toEqual([['+15145550199', 'Twilio 21610']]);
  });

  it('a wrong token is permanent (20003), never retried into a lockout', async () => {
    const { provider } = await subject({ token: 'not-the-token-at-all' });
    expect(await failureOf(provider.send(TEXT))).toMatchObject({ transient: false, reason: '20003 Authenticate' });
  });

  it('no answer within the timeout is transient', async () => {
    const { fake, provider } = await subject({ timeoutMs: 200 });
    fake.failNext('hang');
    expect(await failureOf(provider.send(TEXT))).toEqual({ _tag: 'ProviderFailure', transient: true, reason: 'no answer from Twilio within 0.2 s' });
  });

  it('a service that cannot be reached is transient', async () => {
    const { fake, provider } = await subject();
    await fake.close();
    const failure = await failureOf(provider.send(TEXT));
    expect(failure.transient).toBe(true);
    expect(failure.reason).toMatch(/^Twilio could not be reached: /);
  });
});
