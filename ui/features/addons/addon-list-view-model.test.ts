import * as E from 'fp-ts/Either';
import { VirtualTimeScheduler } from 'rxjs';
import { describe, expect, it } from 'vitest';
import type { QueryParams } from '../../../adapters/di/tokens';
import { ADDON_SEARCH_DEBOUNCE_MS, autoSwitch, createAddonListViewModel, type AddonListState } from './addon-list-view-model';
import type { AccessoryBody, ProtectionPlanBody } from './wire-types';

const settle = () => new Promise((r) => setTimeout(r, 0));

function setup() {
  const scheduler = new VirtualTimeScheduler();
  const calls: { tab: string; query: QueryParams }[] = [];
  const accessory = (id: number, active = true) => ({ id, active, title_en: `A${id}` }) as unknown as AccessoryBody;
  const page = <T>(results: T[]) => E.right({ count: results.length, next: null, previous: null, results });
  let fail = false;
  const vm = createAddonListViewModel({
    listAccessories: async (query) => { calls.push({ tab: 'accessories', query }); return page([accessory(1), accessory(2)]); },
    listPlans: async (query) => { calls.push({ tab: 'plans', query }); return page([] as ProtectionPlanBody[]); },
    patchAccessory: async (id, body) => (fail ? E.left({ status: 500, code: 'internal_error', detail: null, errors: {}, retryAfterSeconds: null, handled: false }) : E.right(accessory(id, body.active))),
    patchPlan: async () => E.left({ status: 404, code: 'not_found', detail: null, errors: {}, retryAfterSeconds: null, handled: false }),
    removeAccessory: async () => E.right(null),
    removePlan: async () => E.right(null),
    scheduler,
  });
  let state: AddonListState | undefined;
  vm.state$.subscribe((s) => { state = s; });
  return { vm, calls, scheduler, current: () => state!, failNext: () => { fail = true; } };
}

const items = (s: AddonListState): AccessoryBody[] => (s.results.kind === 'ready' ? s.results.items as AccessoryBody[] : []);

describe('autoSwitch', () => {
  it('keeps an available value and takes the first option otherwise', () => {
    expect(autoSwitch('A', ['all', 'A', 'E'])).toEqual({ value: 'A', switched: false });
    expect(autoSwitch('A', ['all', 'protection_plan'])).toEqual({ value: 'all', switched: true });
    expect(autoSwitch('A', [])).toEqual({ value: 'A', switched: false });
  });
});

describe('add-on list view model', () => {
  it('lists accessories 20 a page ordered by id, every state', async () => {
    const { vm, calls, current } = setup();
    vm.start();
    await settle();
    expect(calls[0]).toEqual({ tab: 'accessories', query: { page: 1, page_size: 20, ordering: 'id', active: 'all' } });
    expect(current().results).toMatchObject({ kind: 'ready', count: 2 });
  });

  it('switches a category or origin the other tab does not have to the first option and fetches again', async () => {
    const { vm, calls, current } = setup();
    vm.start();
    vm.setCategory('E');
    vm.setOrigin('installed');
    await settle();
    expect(calls.at(-1)!.query).toMatchObject({ category: 'E', origin: 'installed' });
    vm.setTab('plans');
    await settle();
    expect(current().query).toMatchObject({ tab: 'plans', category: 'all', origin: 'all', page: 1 });
    expect(calls.at(-1)).toEqual({ tab: 'plans', query: { page: 1, page_size: 20, ordering: 'id', active: 'all' } });
    vm.setCategory('vw_upgrade');
    vm.setTab('accessories');
    await settle();
    expect(current().query.category).toBe('all');
    vm.setCategory('Z');
    await settle();
    expect(current().query.category).toBe('all');
    expect(calls.at(-1)!.query).not.toHaveProperty('category');
  });

  it('searches once typing pauses, from page 1', async () => {
    const { vm, calls, scheduler, current } = setup();
    vm.start();
    vm.goToPage(3);
    await settle();
    const before = calls.length;
    vm.type('ma');
    vm.type('mats ');
    expect(current().text).toBe('mats ');
    scheduler.maxFrames = ADDON_SEARCH_DEBOUNCE_MS - 1;
    scheduler.flush();
    expect(calls.length).toBe(before);
    scheduler.maxFrames = Infinity;
    scheduler.flush();
    await settle();
    expect(calls.length).toBe(before + 1);
    expect(calls.at(-1)!.query).toMatchObject({ search: 'mats', page: 1 });
  });

  it('switches an accessory off in place, and keeps the row as it was when that fails', async () => {
    const { vm, current, failNext } = setup();
    vm.start();
    await settle();
    const first = items(current())[0]!;
    expect(await vm.toggleActive(first)).toBe(true);
    expect(items(current())[0]!.active).toBe(false);
    failNext();
    expect(await vm.toggleActive(items(current())[0]!)).toBe(false);
    expect(items(current())[0]!.active).toBe(false);
    expect(current().problem).toEqual({ code: 'internal_error', retryAfterSeconds: null });
    expect(current().busy).toBeNull();
  });
});
