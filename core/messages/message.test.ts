import { describe, expect, it } from 'vitest';
import { ignoresOptOut, optOutIntent, skipsQueueWait } from './message';

describe('optOutIntent', () => {
  it.each([['STOP', 'stop'], [' stop ', 'stop'], ['Arrêt', 'stop'], ['ARRET', 'stop'], ['unsubscribe', 'stop'], ['START', 'start'], ['start!', 'start'], ['Début', 'start']] as const)('%s → %s', (body, intent) => {
    expect(optOutIntent(body)).toBe(intent);
  });
  it.each(['stop please', 'Yes I will come', '', 'STOPP'])('"%s" asks nothing', (body) => {
    expect(optOutIntent(body)).toBeNull();
  });
});

describe('one-time codes', () => {
  it('skip the wait and go to an opted-out number; nothing else does', () => {
    expect(skipsQueueWait('one_time_code')).toBe(true);
    expect(ignoresOptOut('one_time_code')).toBe(true);
    expect(skipsQueueWait('deal_link')).toBe(false);
    expect(ignoresOptOut('receipt')).toBe(false);
  });
});

describe('toE164', () => {
  it('makes Canadian and US numbers +1 and ten digits', async () => {
    const { toE164 } = await import('./providers');
    expect(toE164('(514) 555-0199')).toBe('+15145550199');
    expect(toE164('1-514-555-0199')).toBe('+15145550199');
    expect(toE164('+1 514 555 0199')).toBe('+15145550199');
    expect(toE164('555-0199')).toBeNull();
    expect(toE164('+44 20 7946 0958')).toBeNull();
  });
});
