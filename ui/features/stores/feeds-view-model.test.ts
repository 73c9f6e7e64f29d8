import { describe, expect, it, vi } from 'vitest';
import type { InventoryFeedBody } from '../../../adapters/http/contract/inventory/inventory-feeds';
import { latest, left, right } from '../../shared/testing/problems';
import type { FeedsPort } from './feeds-port';
import { createFeedsViewModel, type FeedsState } from './feeds-view-model';

const feed = (id: number, extra: Partial<InventoryFeedBody> = {}): InventoryFeedBody => ({
  id, label: `Site ${id}`, format: 'google_vehicle_listings', token_hint: 'AbCd', created_at: '2026-12-01T10:00:00.000Z', revoked_at: null,
  last_fetched_at: null, fetch_count: 0, ...extra,
});
const URL = 'https://panel.test/api/feeds/TOKEN/google-vehicle-listings.tsv';

function setup(overrides: Partial<FeedsPort> = {}) {
  const port: FeedsPort = {
    list: vi.fn(() => right({ results: [feed(1)] })),
    create: vi.fn((label: string) => right({ feed: feed(2, { label }), url: URL })),
    revoke: vi.fn((id: number) => right(feed(id, { revoked_at: '2026-12-06T10:00:00.000Z' }))),
    ...overrides,
  };
  return { port, vm: createFeedsViewModel(port) };
}
const ready = (state: FeedsState) => {
  if (state.kind !== 'ready') throw new Error(`not ready: ${state.kind}`);
  return state;
};

describe('the Feeds out view model', () => {
  it('loads the feeds, and fails with the problem then loads on retry', async () => {
    const list = vi.fn<FeedsPort['list']>(() => left(403, 'forbidden'));
    const { vm } = setup({ list });
    await vm.start();
    expect(latest(vm.state$)).toEqual({ kind: 'failed', problem: { code: 'forbidden', retryAfterSeconds: null } });
    list.mockImplementation(() => right({ results: [feed(1)] }));
    await vm.retry();
    expect(ready(latest(vm.state$)).feeds.map((f) => f.id)).toEqual([1]);
  });

  it('makes a feed with the name typed, shows its address until dismissed, and clears the name', async () => {
    const { vm, port } = setup();
    await vm.start();
    vm.setLabel('Google');
    expect(await vm.create()).toBe(true);
    expect(port.create).toHaveBeenCalledWith('Google');
    const state = ready(latest(vm.state$));
    expect(state).toMatchObject({ label: '', busy: null, created: { id: 2, url: URL } });
    expect(state.feeds.map((f) => f.id)).toEqual([2, 1]);
    vm.dismissCreated();
    expect(ready(latest(vm.state$)).created).toBeNull();
  });

  it('shows a refused name beside the field, and a technical failure above the form', async () => {
    const create = vi.fn<FeedsPort['create']>(() => left(400, 'invalid_input', { errors: { label: ['feeds.too_many'] } }));
    const { vm } = setup({ create });
    await vm.start();
    vm.setLabel('One more');
    expect(await vm.create()).toBe(false);
    expect(ready(latest(vm.state$))).toMatchObject({ errors: { label: ['feeds.too_many'] }, problem: null, label: 'One more', created: null });
    vm.setLabel('Another');
    expect(ready(latest(vm.state$)).errors).toEqual({});
    create.mockImplementation(() => Promise.reject(new Error('offline')));
    expect(await vm.create()).toBe(false);
    expect(ready(latest(vm.state$)).problem).toEqual({ code: 'technical', retryAfterSeconds: null });
  });

  it('revokes a feed in place, and forgets its address if it was the one just made', async () => {
    const { vm } = setup();
    await vm.start();
    vm.setLabel('Google');
    await vm.create();
    expect(await vm.revoke(2)).toBe(true);
    const state = ready(latest(vm.state$));
    expect(state.feeds.find((f) => f.id === 2)?.revoked_at).toBe('2026-12-06T10:00:00.000Z');
    expect(state.created).toBeNull();
    const failing = setup({ revoke: () => left(404, 'not_found') });
    await failing.vm.start();
    expect(await failing.vm.revoke(1)).toBe(false);
    expect(ready(latest(failing.vm.state$))).toMatchObject({ busy: null, problem: { code: 'not_found' } });
  });
});
