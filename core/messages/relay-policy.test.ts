import { describe, expect, it } from 'vitest';
import { providerFailure } from './providers';
import { afterFailure, DEFAULT_RETRY_POLICY, retryWaitMs, withoutProvider } from './relay-policy';

const now = new Date('2026-06-01T14:00:00Z');

describe('the relay policy', () => {
  it('waits 30 s, 1 min, 2 min … and at most 30 min', () => {
    expect([1, 2, 3, 4, 5, 6, 7, 8].map((n) => retryWaitMs(n) / 1000)).toEqual([30, 60, 120, 240, 480, 960, 1800, 1800]);
    expect(retryWaitMs(10_000)).toBe(DEFAULT_RETRY_POLICY.maxWaitMs);
  });

  it('queues a 451 again and fails a 550 with the server\'s words', () => {
    expect(afterFailure(1, providerFailure(true, '451 4.3.0 try later'), now)).toEqual({ state: 'queued', nextAttemptAt: new Date(now.getTime() + 30_000), lastError: '451 4.3.0 try later' });
    expect(afterFailure(1, providerFailure(false, '550 5.1.1 no such user'), now)).toEqual({ state: 'failed', lastError: '550 5.1.1 no such user' });
    expect(afterFailure(DEFAULT_RETRY_POLICY.maxAttempts, providerFailure(true, '451 4.3.0 try later'), now).state).toBe('failed');
  });

  it('keeps a message without provider in the demo inbox in demo mode, fails it in production', () => {
    expect(withoutProvider('sms', 'demo')).toEqual({ state: 'sent', provider: 'demo-inbox' });
    expect(withoutProvider('email', 'demo')).toEqual({ state: 'sent', provider: 'demo-inbox' });
    expect(withoutProvider('sms', 'production')).toEqual({ state: 'failed', lastError: 'no_text_provider' });
    expect(withoutProvider('email', 'production')).toEqual({ state: 'failed', lastError: 'no_email_provider' });
  });
});
