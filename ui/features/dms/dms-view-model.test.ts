import { TestScheduler } from 'rxjs/testing';
import { describe, expect, it, vi } from 'vitest';
import { latest, left, right } from '../../shared/testing/problems';
import type { DmsPort, SyncInfo } from './dms-port';
import { createDmsViewModel, POLL_MS, RETRY_POLL_MS } from './dms-view-model';

type Push = NonNullable<SyncInfo['last_push']>;
const push = (id: number, state: Push['state'], extra: Partial<Push> = {}): Push => ({
  id, state, job_id: `job-${id}`, attempts: state === 'queued' ? 0 : 1, requested_at: '2026-06-01T14:00:00.000Z', requested_by: { id: 3, name: 'Marc Fixture' },
  started_at: null, finished_at: null, next_retry_at: null, dms_deal_number: state === 'pushed' ? 'SIM-000001' : null, field_errors: [], failure: null, ...extra,
});
const info = (last: Push | null): SyncInfo => ({
  order_id: 12, dms_system: 'simulated', dms_deal_number: last?.dms_deal_number ?? null, last_pushed_at: last?.state === 'pushed' ? '2026-06-01T14:00:05.000Z' : null,
  last_push: last, history: last === null ? [] : [last], may_push: true,
});
const settle = () => new Promise((r) => setTimeout(r, 0));

function setup(answers: SyncInfo[], overrides: Partial<DmsPort> = {}) {
  const scheduler = new TestScheduler(() => undefined);
  let n = 0;
  const port: DmsPort = {
    syncInfo: vi.fn(() => right(answers[Math.min(n++, answers.length - 1)]!)),
    schedulePush: vi.fn(() => right({ created: true, push: push(1, 'queued') })),
    ...overrides,
  };
  const vm = createDmsViewModel(port, 12, { scheduler });
  const runTo = async (ms: number) => { scheduler.maxFrames = ms; scheduler.flush(); await settle(); };
  return { vm, port, runTo };
}

describe('the deal\'s DMS view model', () => {
  it('reads once and does not poll a deal never sent', async () => {
    const { vm, port, runTo } = setup([info(null)]);
    await vm.start();
    await runTo(10 * POLL_MS);
    expect(port.syncInfo).toHaveBeenCalledTimes(1);
    expect(latest(vm.state$)).toMatchObject({ info: { last_push: null }, failed: false, loading: false });
    vm.dispose();
  });

  it('sends, shows the queued push at once, polls while queued and pushing, and stops once pushed', async () => {
    const { vm, port, runTo } = setup([info(null), info(push(1, 'queued')), info(push(1, 'pushing')), info(push(1, 'pushed'))]);
    await vm.start();
    expect(await vm.send()).toBe(true);
    expect(port.schedulePush).toHaveBeenCalledWith(12);
    expect(latest(vm.state$).info?.last_push?.state).toBe('queued');
    await runTo(POLL_MS);
    await runTo(2 * POLL_MS);
    await runTo(3 * POLL_MS);
    expect(latest(vm.state$).info).toMatchObject({ dms_deal_number: 'SIM-000001', last_push: { state: 'pushed' } });
    const calls = (port.syncInfo as ReturnType<typeof vi.fn>).mock.calls.length;
    await runTo(20 * POLL_MS);
    expect(port.syncInfo).toHaveBeenCalledTimes(calls);
    vm.dispose();
  });

  it('polls slower while a push waits to retry', async () => {
    const { vm, port, runTo } = setup([info(push(1, 'retrying', { next_retry_at: '2026-06-01T14:00:30.000Z' }))]);
    await vm.start();
    await runTo(RETRY_POLL_MS - 1);
    expect(port.syncInfo).toHaveBeenCalledTimes(1);
    await runTo(RETRY_POLL_MS);
    expect(port.syncInfo).toHaveBeenCalledTimes(2);
    vm.dispose();
  });

  it('a failed read is its own state; a refused send keeps its code; the rest is kept', async () => {
    const { vm, runTo } = setup([info(push(1, 'failed', { field_errors: [{ field: 'customer.postal_code', code: 'required', limit: null }] }))], {
      schedulePush: vi.fn(() => left(403, 'forbidden')),
    });
    await vm.start();
    await runTo(5 * POLL_MS);
    expect(await vm.send()).toBe(false);
    expect(latest(vm.state$)).toMatchObject({ sendError: 'forbidden', sending: false, info: { last_push: { state: 'failed' } } });
    vm.dispose();
    const down = setup([], { syncInfo: vi.fn(() => Promise.reject(new Error('offline'))) });
    await down.vm.start();
    expect(latest(down.vm.state$)).toMatchObject({ failed: true, info: null });
    down.vm.dispose();
  });
});
