import { BehaviorSubject } from 'rxjs';
import { TestScheduler } from 'rxjs/testing';
import { describe, expect, it, vi } from 'vitest';
import type { NotificationBody, NotificationListResponse } from '../../../adapters/http/contract/notifications/notifications';
import { latest, left, right } from '../../shared/testing/problems';
import type { NotificationsPort } from './notifications-port';
import { createNotificationsViewModel, REFRESH_MS } from './notifications-view-model';

const item = (id: number, read = false): NotificationBody => ({
  id, kind: 'customer_paid_deposit', customer: { id: 5, name: 'Marie Tremblay' }, order: 12, detail: { amount_cents: 50000 }, created: '2026-06-01T14:00:00.000Z', read,
});
const listOf = (items: NotificationBody[]): NotificationListResponse => ({ count: items.length, current: 1, last: 1, unread: items.filter((n) => !n.read).length, results: items });
const settle = () => new Promise((r) => setTimeout(r, 0));

function setup(overrides: Partial<NotificationsPort> = {}) {
  const scheduler = new TestScheduler(() => undefined);
  const visible = new BehaviorSubject(true);
  const port: NotificationsPort = {
    list: vi.fn(() => right(listOf([item(2), item(1)]))),
    markRead: vi.fn((ids?: readonly number[]) => right({ unread: ids === undefined ? 0 : 2 - ids.length })),
    ...overrides,
  };
  const vm = createNotificationsViewModel(port, { visible$: visible, scheduler });
  /** Runs the virtual clock up to `ms`, then lets the answers arrive. */
  const runTo = async (ms: number) => { scheduler.maxFrames = ms; scheduler.flush(); await settle(); };
  return { vm, port, visible, runTo };
}

describe('the bell view model', () => {
  it('loads at once and every minute while the tab is visible, not while it is hidden', async () => {
    const { vm, port, visible, runTo } = setup();
    await runTo(0);
    expect(port.list).toHaveBeenCalledTimes(1);
    expect(latest(vm.state$)).toMatchObject({ unread: 2, failed: false, loading: false });
    expect(latest(vm.state$).items?.map((n) => n.id)).toEqual([2, 1]);
    await runTo(REFRESH_MS);
    await runTo(2 * REFRESH_MS);
    expect(port.list).toHaveBeenCalledTimes(3);
    visible.next(false);
    await runTo(5 * REFRESH_MS);
    expect(port.list).toHaveBeenCalledTimes(3);
    visible.next(true);
    await runTo(5 * REFRESH_MS);
    expect(port.list).toHaveBeenCalledTimes(4);
    vm.dispose();
  });

  it('marks all read: the count comes from the server and every item reads as read', async () => {
    const { vm, port, runTo } = setup();
    await runTo(0);
    expect(await vm.markAllRead()).toBe(true);
    expect(port.markRead).toHaveBeenCalledWith(undefined);
    expect(latest(vm.state$).unread).toBe(0);
    expect(latest(vm.state$).items?.every((n) => n.read)).toBe(true);
    vm.dispose();
  });

  it('marks one read when it is followed', async () => {
    const { vm, port, runTo } = setup();
    await runTo(0);
    await vm.markRead(1);
    expect(port.markRead).toHaveBeenCalledWith([1]);
    expect(latest(vm.state$).unread).toBe(1);
    expect(latest(vm.state$).items?.map((n) => n.read)).toEqual([false, true]);
    vm.dispose();
  });

  it('never runs two loads at once: a tick while one is on its way is skipped', async () => {
    let release: () => void = () => undefined;
    const slow = new Promise<void>((r) => { release = r; });
    const { vm, port, runTo } = setup({ list: vi.fn(() => slow.then(() => right(listOf([item(1)])))) });
    await runTo(3 * REFRESH_MS);
    expect(port.list).toHaveBeenCalledTimes(1);
    release();
    await settle();
    expect(latest(vm.state$).unread).toBe(1);
    vm.dispose();
  });

  it('says it failed, keeps what it showed, keeps polling, and recovers', async () => {
    let fail = false;
    const { vm, runTo } = setup({ list: vi.fn(() => (fail ? left(503, 'unavailable') : right(listOf([item(1)])))) });
    await runTo(0);
    fail = true;
    await runTo(REFRESH_MS);
    expect(latest(vm.state$)).toMatchObject({ failed: true, unread: 1 });
    fail = false;
    await runTo(2 * REFRESH_MS);
    expect(latest(vm.state$)).toMatchObject({ failed: false, unread: 1 });
    vm.dispose();
  });

  it('survives a call that rejects (no answer at all), and a failed mark changes nothing', async () => {
    const { vm, runTo } = setup({ list: vi.fn(() => Promise.reject(new Error('offline'))), markRead: vi.fn(() => left(500, 'technical')) });
    await runTo(0);
    expect(latest(vm.state$)).toMatchObject({ failed: true, unread: null, items: null });
    expect(await vm.markAllRead()).toBe(false);
    expect(latest(vm.state$)).toMatchObject({ failed: true, marking: false, unread: null });
    vm.dispose();
  });
});
