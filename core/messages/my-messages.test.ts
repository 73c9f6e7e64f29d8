import * as E from 'fp-ts/Either';
import { describe, expect, it } from 'vitest';
import type { LoggedMessage } from './message-log';
import { listMyMessages, myMessage, MY_MESSAGES_PAGE_SIZE } from './my-messages';

const logged = (over: Partial<LoggedMessage>): LoggedMessage => ({
  id: 1, channel: 'sms', kind: 'one_time_code', to: '+14165550199', subject: 'Your code 123456', language: 'en_CA', state: 'sent', attempts: 1, provider: 'twilio',
  lastError: null, createdAt: new Date('2030-01-01T00:00:00Z'), sentAt: null, deliveredAt: null, customer: null, order: null, user: { id: 9, name: 'Rep' }, ...over,
});

describe('my messages (My profile)', () => {
  it('masks where a message went and never carries a credential\'s subject', () => {
    expect(myMessage(logged({}))).toMatchObject({ to: '•••-•••-••99', subject: null, kind: 'one_time_code' });
    expect(myMessage(logged({ kind: 'invitation', channel: 'email', to: 'rep@store.test', subject: 'Join us' }))).toMatchObject({ to: 'r•••@store.test', subject: null });
    expect(myMessage(logged({ kind: 'staff_notification', channel: 'email', to: 'rep@store.test', subject: 'New lead', language: 'fr_CA' }))).toMatchObject({ subject: 'New lead', language: 'fr_CA' });
  });

  it('words a failure by its reason', () => {
    expect(myMessage(logged({ state: 'failed', lastError: '21610 unsubscribed' })).reason).toBe('opted_out');
    expect(myMessage(logged({ state: 'delivered' })).reason).toBeNull();
  });

  it('asks the log for the user\'s page and refuses a bad page number', async () => {
    const asked: [number, number, number][] = [];
    const list = listMyMessages({ messageLog: { ofUser: async (user, offset, limit) => { asked.push([user, offset, limit]); return { rows: [logged({})], count: 21 }; } } });
    const page = await list(9, { page: '3' });
    expect(asked).toEqual([[9, 2 * MY_MESSAGES_PAGE_SIZE, MY_MESSAGES_PAGE_SIZE]]);
    expect(E.isRight(page) && page.right).toMatchObject({ count: 21, current: 3, last: 3 });
    const bad = await list(9, { page: '0' });
    expect(E.isLeft(bad) && Object.keys(bad.left.errors)).toEqual(['page']);
  });
});
