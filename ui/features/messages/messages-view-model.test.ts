import * as E from 'fp-ts/Either';
import { firstValueFrom } from 'rxjs';
import { describe, expect, it } from 'vitest';
import type { MessageListResponse } from '../../../adapters/http/contract/messages/messages';
import { problem } from '../../shared/testing/problems';
import type { MessageQuery, MessagesPort } from './messages-port';
import { createMessagesViewModel, isFiltered, paramsOf, queryOf } from './messages-view-model';

const page = (count: number): MessageListResponse => ({ count, current: 1, last: 1, limit: 25, results: [] });
const ANY: MessageQuery = { channel: '', state: '', kind: '', customer: '', order: '', from: '', to: '', page: 1 };

function deferredPort() {
  const calls: { query: Readonly<Record<string, string>>; resolve: (answer: MessageListResponse) => void }[] = [];
  const resent: number[] = [];
  const port: MessagesPort = {
    list: (query) => new Promise((resolve) => { calls.push({ query, resolve: (answer) => resolve(E.right(answer)) }); }),
    resend: async (id) => { resent.push(id); return E.right({ id: 99 }); },
  };
  return { port, calls, resent };
}

describe('the messages view model', () => {
  it('keeps the address bar\'s filters, leaving out empty ones and page 1', () => {
    const query = queryOf(new URLSearchParams('state=failed&channel=&customer=12&page=1'));
    expect(query).toEqual({ ...ANY, state: 'failed', customer: '12' });
    expect(paramsOf(query)).toEqual({ state: 'failed', customer: '12' });
    expect(paramsOf({ ...query, page: 3 })).toMatchObject({ page: '3' });
    expect(queryOf(new URLSearchParams('page=-2')).page).toBe(1);
    expect(isFiltered(ANY)).toBe(false);
    expect(isFiltered({ ...ANY, page: 2 })).toBe(false);
    expect(isFiltered(query)).toBe(true);
  });

  it('shows the newest query\'s answer even when an older one arrives last, and keeps the last page while loading', async () => {
    const { port, calls } = deferredPort();
    const vm = createMessagesViewModel(port);
    const first = vm.load(ANY);
    calls[0]?.resolve(page(3));
    await first;
    const older = vm.load({ ...ANY, state: 'failed' });
    expect(await firstValueFrom(vm.state$)).toEqual({ kind: 'loading', previous: page(3) });
    const newer = vm.load({ ...ANY, kind: 'receipt' });
    calls[2]?.resolve(page(1));
    await newer;
    calls[1]?.resolve(page(2));
    await older;
    expect(calls.map((c) => c.query)).toEqual([{}, { state: 'failed' }, { kind: 'receipt' }]);
    expect(await firstValueFrom(vm.state$)).toEqual({ kind: 'ready', page: page(1) });
  });

  it('reads the page again after a resend, so the new queued copy shows', async () => {
    const { port, calls, resent } = deferredPort();
    const vm = createMessagesViewModel(port);
    const first = vm.load({ ...ANY, channel: 'email' });
    calls[0]?.resolve(page(1));
    await first;
    const done = vm.resend(7);
    await Promise.resolve();
    await Promise.resolve();
    calls[1]?.resolve(page(2));
    expect(await done).toEqual({ kind: 'queued' });
    expect(resent).toEqual([7]);
    expect(calls[1]?.query).toEqual({ channel: 'email' });
    expect(await firstValueFrom(vm.state$)).toEqual({ kind: 'ready', page: page(2) });
  });

  it('gives the server\'s reason when a message may not be sent again, and a bad filter\'s field errors', async () => {
    const vm = createMessagesViewModel({
      list: async () => E.left(problem(400, 'invalid_query', { errors: { from: ['date.invalid'] } })),
      resend: async () => E.left({ ...problem(409, 'message_not_resendable'), extensions: { reason: 'credential' } }),
    });
    expect(await vm.resend(3)).toEqual({ kind: 'refused', reason: 'credential' });
    await vm.load({ ...ANY, from: 'x' });
    expect(await firstValueFrom(vm.state$)).toMatchObject({ kind: 'failed', errors: { from: ['date.invalid'] } });
  });
});
