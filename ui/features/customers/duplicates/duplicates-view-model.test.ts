import * as E from 'fp-ts/Either';
import { firstValueFrom, type Observable } from 'rxjs';
import { describe, expect, it } from 'vitest';
import type { DuplicatePairBody, DuplicatesResponse, MergeResponse } from '../../../../adapters/http/contract/customers/customer-merges';
import type { HttpProblem } from '../../../../adapters/di/tokens';
import { createDuplicatesViewModel, type DuplicatesState } from './duplicates-view-model';
import type { MergePort } from './merge-port';

const person = (id: number, first: string) => ({ id, first_name: first, last_name: 'Tremblay', email: '', phone: '', postal_code: 'H2X 1Y4', city: 'Montréal', created: `2026-01-0${id}T00:00:00Z`, active_orders: 1 });
const pair: DuplicatePairBody = { score: 40, reasons: ['name_postal_code'], customers: [person(1, 'Éloïse'), person(2, 'Eloise')] };
const list = (results: DuplicatePairBody[]): DuplicatesResponse => ({ count: results.length, current: 1, last: 1, limit: 20, results });
const preview = (keep: number, merge: number, id: number | null = null): MergeResponse => ({
  id, dry_run: id === null, keep, merge, fields: [], counts: { deals: 1, notes: 0, timeline: 2, documents: 0, deposits: 0, credit_applications: 0, trade_ins: 0, quotes: 0, notifications: 0 },
});
const problem = (code: string): HttpProblem => ({ status: 409, code, errors: {}, handled: false, retryAfterSeconds: null } as unknown as HttpProblem);

function fakePort(pages: DuplicatesResponse[]) {
  const calls: string[] = [];
  const port: MergePort = {
    duplicates: async (page) => { calls.push(`list ${page}`); return E.right(pages.shift() ?? list([])); },
    preview: async (keep, merge) => { calls.push(`preview ${keep}<-${merge}`); return E.right(preview(keep, merge)); },
    merge: async (keep, merge) => { calls.push(`merge ${keep}<-${merge}`); return E.right(preview(keep, merge, 7)); },
    undo: async (id) => { calls.push(`undo ${id}`); return id === 7 ? E.right({ id, undone: true as const }) : E.left(problem('merge_undo_refused')); },
    lastMerge: async () => E.right({ merge: null }),
  };
  return { port, calls };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));
const now = async (vm: { state$: Observable<DuplicatesState> }) => firstValueFrom(vm.state$);

describe('the duplicates view model', () => {
  it('lists the pairs, opens one with the oldest record to keep, and previews the other way round when asked', async () => {
    const { port, calls } = fakePort([list([pair])]);
    const vm = createDuplicatesViewModel(port);
    vm.start();
    await settle();
    vm.toggle(pair);
    await settle();
    let state = await now(vm);
    expect(state.kind === 'ready' && state.keep).toBe(1);
    expect(state.kind === 'ready' && state.preview.kind).toBe('ready');
    vm.chooseKeep(2);
    await settle();
    state = await now(vm);
    expect(state.kind === 'ready' && state.keep).toBe(2);
    expect(calls).toEqual(['list 1', 'preview 1<-2', 'preview 2<-1']);
    vm.toggle(pair);
    state = await now(vm);
    expect(state.kind === 'ready' && state.selected).toBeNull();
  });

  it('merges the chosen way, reloads the list, and undoes by the merge id', async () => {
    const { port, calls } = fakePort([list([pair]), list([]), list([pair])]);
    const vm = createDuplicatesViewModel(port);
    vm.start();
    await settle();
    vm.toggle(pair);
    await settle();
    const outcome = await vm.merge();
    expect(outcome).toEqual({ ok: true, id: 7, keep: 1, merge: 2 });
    const after = await now(vm);
    expect(after.kind === 'ready' && after.list.count).toBe(0);
    expect(await vm.undo(7)).toEqual({ ok: true, problem: null });
    expect((await vm.undo(8)).problem?.code).toBe('merge_undo_refused');
    expect(calls).toEqual(['list 1', 'preview 1<-2', 'merge 1<-2', 'list 1', 'undo 7', 'list 1', 'undo 8']);
  });

  it('shows a failed list with its problem, and tries again', async () => {
    const { port } = fakePort([]);
    const failing: MergePort = { ...port, duplicates: async () => E.left(problem('forbidden')) };
    const vm = createDuplicatesViewModel(failing);
    vm.start();
    await settle();
    const state = await now(vm);
    expect(state).toEqual({ kind: 'failed', page: 1, problem: { code: 'forbidden', retryAfterSeconds: null } });
  });
});
