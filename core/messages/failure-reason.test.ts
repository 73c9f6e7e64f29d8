import { describe, expect, it } from 'vitest';
import { failureReason } from './failure-reason';
import { maskedRecipient } from './message-access';
import { readMessageQuery } from './list-messages';

describe('failureReason', () => {
  it.each([
    ['failed', '550 5.1.1 <x@example.com>: Recipient address rejected: User unknown', 'bad_address'],
    ['failed', '552 5.2.2 mailbox full', 'mailbox_full'],
    ['failed', '21610 Attempt to send to unsubscribed recipient', 'opted_out'],
    ['failed', '21211 The \'To\' number is not a valid phone number', 'bad_number'],
    ['failed', 'connect ECONNREFUSED 127.0.0.1:587', 'provider_unavailable'],
    ['failed', 'Twilio answered 503', 'provider_unavailable'],
    ['failed', '30003 Unreachable destination handset', 'undelivered'],
    ['failed', '554 5.7.1 message rejected as spam', 'rejected'],
    ['failed', 'something odd', 'unknown'],
    ['failed', null, 'unknown'],
    ['opted_out', null, 'opted_out'],
    ['sent', null, null],
    ['delivered', null, null],
    ['queued', 'connect ETIMEDOUT', 'provider_unavailable'],
  ] as const)('%s with "%s" → %s', (state, text, reason) => {
    expect(failureReason(state, text)).toBe(reason);
  });
});

describe('maskedRecipient', () => {
  it('keeps an address\'s first letter and domain, a number\'s last two digits', () => {
    expect(maskedRecipient('email', 'helene.gagne@example.com')).toBe('h•••@example.com');
    expect(maskedRecipient('email', 'nonsense')).toBe('•••');
    expect(maskedRecipient('sms', '+15145550199')).toBe('•••-•••-••99');
    expect(maskedRecipient('sms', '12')).toBe('•••');
  });
});

describe('readMessageQuery', () => {
  it('reads every filter, and leaves out what was not given', () => {
    const read = readMessageQuery({ customer: '12', order: '7', channel: 'SMS', state: 'failed,opted_out', kind: 'deal_link', from: '2026-12-01', to: '2026-12-06', page: '2' });
    expect(read).toEqual({ _tag: 'Right', right: { page: 2, filter: { customerId: 12, orderId: 7, channels: ['sms'], states: ['failed', 'opted_out'], kinds: ['deal_link'], from: '2026-12-01', to: '2026-12-06' } } });
    expect(readMessageQuery({})).toEqual({ _tag: 'Right', right: { page: 1, filter: { customerId: null, orderId: null, channels: null, states: null, kinds: null, from: null, to: null } } });
  });
  it('names every bad parameter', () => {
    expect(readMessageQuery({ customer: '0', kind: 'letter', to: '2026-02-30' })).toEqual({ _tag: 'Left', left: { customer: ['list.invalid_number'], kind: ['list.invalid_choice'], to: ['date.invalid'] } });
  });
});
