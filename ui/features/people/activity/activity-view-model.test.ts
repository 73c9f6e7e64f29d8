import * as E from 'fp-ts/Either';
import { firstValueFrom } from 'rxjs';
import { describe, expect, it } from 'vitest';
import type { AuditTrailResponse } from '../../../../adapters/http/contract/people/audit-trail';
import { problem } from '../../../shared/testing/problems';
import type { ActivityPort } from './activity-port';
import { createActivityViewModel, paramsOf, queryOf } from './activity-view-model';

const page = (count: number): AuditTrailResponse => ({ count, current: 1, last: 1, limit: 25, results: [] });

function deferredPort() {
  const calls: { query: Readonly<Record<string, string>>; resolve: (answer: AuditTrailResponse) => void }[] = [];
  const port: ActivityPort = {
    trail: (query) => new Promise((resolve) => { calls.push({ query, resolve: (answer) => resolve(E.right(answer)) }); }),
    staff: async () => E.right([]),
  };
  return { port, calls };
}

describe('the activity view model', () => {
  it('keeps the address bar\'s filters, leaving out empty ones and page 1', () => {
    const query = queryOf(new URLSearchParams('action=user_deactivated&user=&from=2026-11-01&page=1'));
    expect(query).toEqual({ action: 'user_deactivated', user: '', from: '2026-11-01', to: '', page: 1 });
    expect(paramsOf(query)).toEqual({ action: 'user_deactivated', from: '2026-11-01' });
    expect(paramsOf({ ...query, page: 4 })).toMatchObject({ page: '4' });
    expect(queryOf(new URLSearchParams('page=abc')).page).toBe(1);
  });

  it('shows the newest query\'s answer even when an older one arrives last, and keeps the last page while loading', async () => {
    const { port, calls } = deferredPort();
    const vm = createActivityViewModel(port);
    const first = vm.load({ action: '', user: '', from: '', to: '', page: 1 });
    calls[0]?.resolve(page(3));
    await first;
    expect(await firstValueFrom(vm.state$)).toEqual({ kind: 'ready', page: page(3) });
    const older = vm.load({ action: 'user_deactivated', user: '', from: '', to: '', page: 1 });
    expect(await firstValueFrom(vm.state$)).toEqual({ kind: 'loading', previous: page(3) });
    const newer = vm.load({ action: 'user_role_changed', user: '', from: '', to: '', page: 1 });
    calls[2]?.resolve(page(1));
    await newer;
    calls[1]?.resolve(page(2));
    await older;
    expect(calls.map((c) => c.query)).toEqual([{}, { action: 'user_deactivated' }, { action: 'user_role_changed' }]);
    expect(await firstValueFrom(vm.state$)).toEqual({ kind: 'ready', page: page(1) });
  });

  it('shows a bad filter\'s field errors', async () => {
    const vm = createActivityViewModel({
      trail: async () => E.left(problem(400, 'invalid_query', { errors: { from: ['date.invalid'] } })),
      staff: async () => E.right([]),
    });
    await vm.load({ action: '', user: '', from: 'x', to: '', page: 1 });
    expect(await firstValueFrom(vm.state$)).toMatchObject({ kind: 'failed', errors: { from: ['date.invalid'] } });
  });
});
