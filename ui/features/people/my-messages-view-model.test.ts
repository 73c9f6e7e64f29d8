import * as E from 'fp-ts/Either';
import { describe, expect, it } from 'vitest';
import type { MyMessagesResponse } from '../../../adapters/http/contract/people/profile';
import { latest, left } from '../../shared/testing/problems';
import { createMyMessagesViewModel, messageLabel } from './my-messages-view-model';

const page = (current: number): MyMessagesResponse => ({ count: 12, current, last: 2, limit: 10, results: [] });

describe('my messages view model (My profile)', () => {
  it('says a code, a reset link or an invitation was sent, never a subject; another message by its subject', () => {
    expect(messageLabel({ kind: 'one_time_code', subject: 'Your code is 123456' })).toEqual({ key: 'my_messages.code_sent', subject: null });
    expect(messageLabel({ kind: 'password_reset', subject: 'Reset' })).toEqual({ key: 'my_messages.reset_sent', subject: null });
    expect(messageLabel({ kind: 'invitation', subject: null })).toEqual({ key: 'my_messages.invitation_sent', subject: null });
    expect(messageLabel({ kind: 'staff_notification', subject: 'New lead' })).toEqual({ key: 'outbox:kind.staff_notification', subject: 'New lead' });
  });

  it('shows the newest page asked for even when an older answer arrives last, keeping the last page while loading', async () => {
    const waiting: ((answer: MyMessagesResponse) => void)[] = [];
    const vm = createMyMessagesViewModel({ list: () => new Promise((resolve) => { waiting.push((a) => resolve(E.right(a))); }) });
    const first = vm.load(1);
    waiting[0]?.(page(1));
    await first;
    const older = vm.load(2);
    const newer = vm.load(1);
    expect(latest(vm.state$)).toEqual({ kind: 'loading', previous: page(1) });
    waiting[2]?.(page(1));
    await newer;
    waiting[1]?.(page(2));
    await older;
    expect(latest(vm.state$)).toEqual({ kind: 'ready', page: page(1) });
  });

  it('says the page could not be read, keeping which page to try again', async () => {
    const vm = createMyMessagesViewModel({ list: () => left(503, 'unavailable') });
    await vm.load(2);
    expect(latest(vm.state$)).toMatchObject({ kind: 'failed', page: 2 });
  });
});
