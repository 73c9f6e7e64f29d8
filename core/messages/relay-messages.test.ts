import { describe, expect, it } from 'vitest';
import { providerFailure, type EmailProvider, type OutgoingEmail, type OutgoingText, type TextProvider } from './providers';
import { relayMessages, type RelayDeps } from './relay-messages';
import { RELAY_LEASE_MS } from './relay-policy';
import { inMemoryOptOuts, inMemoryRelayStore } from './testing/in-memory-relay';

function clockAt(start = '2026-06-01T14:00:00Z') {
  let t = new Date(start).getTime();
  return { now: () => new Date(t), advance: (ms: number) => { t += ms; } };
}

/** A provider that answers from a script: 'ok', or a failure; records what it was handed. */
function scripted<T>(name: string, script: ('ok' | ReturnType<typeof providerFailure> | Error)[] = []) {
  const handed: T[] = [];
  return {
    handed,
    provider: {
      name,
      async send(m: T) {
        handed.push(m);
        const next = script.shift() ?? 'ok';
        if (next !== 'ok') throw next;
        return { providerId: `${name}-${handed.length}` };
      },
    },
  };
}

function setup(overrides: Partial<RelayDeps> = {}) {
  const memory = inMemoryRelayStore();
  const clock = clockAt();
  const deps: RelayDeps = { store: memory.store, clock, email: null, text: null, optOuts: inMemoryOptOuts(), mode: 'production', ...overrides };
  return { memory, clock, relay: relayMessages(deps) };
}

describe('relayMessages', () => {
  it('hands an e-mail to its provider once with the store\'s name and reply-to, and marks it sent', async () => {
    const smtp = scripted<OutgoingEmail>('smtp');
    const { memory, relay } = setup({ email: smtp.provider as EmailProvider });
    const row = memory.add({ channel: 'email', to: 'ana@example.com' });
    expect(await relay()).toMatchObject({ sent: 1 });
    expect(await relay()).toMatchObject({ sent: 0 });
    expect(smtp.handed).toEqual([expect.objectContaining({ messageId: row.id, to: 'ana@example.com', senderName: 'Auto Lac', replyTo: 'ventes@autolac.example' })]);
    expect(row).toMatchObject({ state: 'sent', provider: 'smtp', providerId: 'smtp-1', attempts: 1 });
  });

  it('retries a transient failure after the wait, not before, then sends', async () => {
    const smtp = scripted<OutgoingEmail>('smtp', [providerFailure(true, '451 4.3.0 try later')]);
    const { memory, clock, relay } = setup({ email: smtp.provider as EmailProvider });
    const row = memory.add({ channel: 'email', to: 'ana@example.com' });
    expect(await relay()).toMatchObject({ retried: 1 });
    expect(row).toMatchObject({ state: 'queued', lastError: '451 4.3.0 try later', attempts: 1 });
    clock.advance(29_000);
    expect(await relay()).toMatchObject({ sent: 0, retried: 0 });
    clock.advance(1_000);
    expect(await relay()).toMatchObject({ sent: 1 });
    expect(row).toMatchObject({ state: 'sent', attempts: 2 });
  });

  it('fails a permanent failure at once with the provider\'s reason, and a transient one at the last try (dead letter)', async () => {
    const smtp = scripted<OutgoingEmail>('smtp', [providerFailure(false, '550 5.1.1 no such user'), ...Array.from({ length: 3 }, () => providerFailure(true, '421 busy'))]);
    const { memory, clock, relay } = setup({ email: smtp.provider as EmailProvider, policy: { maxAttempts: 3, baseWaitMs: 1000, maxWaitMs: 4000 } });
    const bounced = memory.add({ channel: 'email', to: 'nobody@example.com' });
    await relay();
    expect(bounced).toMatchObject({ state: 'failed', lastError: '550 5.1.1 no such user' });
    const dead = memory.add({ channel: 'email', to: 'ana@example.com' });
    for (let i = 0; i < 5; i += 1) { await relay(); clock.advance(10_000); }
    expect(dead).toMatchObject({ state: 'failed', lastError: '421 busy', attempts: 3 });
    expect(smtp.handed).toHaveLength(4);
  });

  it('takes an unexpected throw for a transient failure', async () => {
    const smtp = scripted<OutgoingEmail>('smtp', [new Error('socket hang up')]);
    const { memory, relay } = setup({ email: smtp.provider as EmailProvider });
    const row = memory.add({ channel: 'email', to: 'ana@example.com' });
    await relay();
    expect(row).toMatchObject({ state: 'queued', lastError: 'unexpected: socket hang up' });
  });

  it('sends texts in E.164, fails a bad number, and keeps a text from a number that opted out unless it is a one-time code', async () => {
    const twilio = scripted<OutgoingText>('twilio');
    const { memory, relay } = setup({ text: twilio.provider as TextProvider, optOuts: inMemoryOptOuts(['+14165550100']) });
    const ok = memory.add({ channel: 'sms', to: '(514) 555-0199' });
    const bad = memory.add({ channel: 'sms', to: '555-0199' });
    const stopped = memory.add({ channel: 'sms', to: '416-555-0100', kind: 'deal_link' });
    const code = memory.add({ channel: 'sms', to: '416-555-0100', kind: 'one_time_code' });
    expect(await relay()).toMatchObject({ sent: 2, failed: 1, optedOut: 1 });
    expect(twilio.handed.map((t) => [t.messageId, t.to])).toEqual([[code.id, '+14165550100'], [ok.id, '+15145550199']]);
    expect(bad).toMatchObject({ state: 'failed', lastError: 'invalid_phone' });
    expect(stopped).toMatchObject({ state: 'opted_out' });
  });

  it('without a provider: the demo inbox in demo mode, a failure in production', async () => {
    const demo = setup({ mode: 'demo' });
    const a = demo.memory.add({ channel: 'sms', to: '514-555-0199' });
    const b = demo.memory.add({ channel: 'email', to: 'ana@example.com' });
    await demo.relay();
    expect([a, b].map((r) => [r.state, r.provider])).toEqual([['sent', 'demo-inbox'], ['sent', 'demo-inbox']]);
    const prod = setup({ mode: 'production', email: scripted<OutgoingEmail>('smtp').provider as EmailProvider });
    const text = prod.memory.add({ channel: 'sms', to: '514-555-0199' });
    await prod.relay();
    expect(text).toMatchObject({ state: 'failed', lastError: 'no_text_provider' });
  });

  it('never sends again a message its process left sending past its lease: interrupted_maybe_sent', async () => {
    const smtp = scripted<OutgoingEmail>('smtp');
    const { memory, clock, relay } = setup({ email: smtp.provider as EmailProvider });
    const row = memory.add({ channel: 'email', to: 'ana@example.com' });
    await memory.store.claim(clock.now(), new Date(clock.now().getTime() + RELAY_LEASE_MS), 1); // a process claims it, then dies
    expect(await relay()).toMatchObject({ sent: 0, interrupted: 0 });
    clock.advance(RELAY_LEASE_MS + 1);
    expect(await relay()).toMatchObject({ sent: 0, interrupted: 1 });
    expect(row).toMatchObject({ state: 'failed', lastError: 'interrupted_maybe_sent' });
    expect(smtp.handed).toEqual([]);
  });

  it('stops at max and leaves the rest for the next pass', async () => {
    const { memory, relay } = setup({ mode: 'demo' });
    for (let i = 0; i < 5; i += 1) memory.add({ channel: 'email', to: `p${i}@example.com` });
    expect(await relay(3)).toMatchObject({ sent: 3 });
    expect(await relay(3)).toMatchObject({ sent: 2 });
  });
});
