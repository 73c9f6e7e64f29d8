import * as E from 'fp-ts/Either';
import { BehaviorSubject, type Observable } from 'rxjs';
import type { DuplicatePairBody, DuplicatesResponse, MergeResponse } from '../../../../adapters/http/contract/customers/customer-merges';
import { submitCall, type FormProblem } from '../../../shared/form-problem';
import { problemOf } from '../../../shared/problem-of';
import type { MergePort } from './merge-port';

export type Preview = { readonly kind: 'idle' } | { readonly kind: 'loading' } | { readonly kind: 'failed'; readonly problem: FormProblem | null } | { readonly kind: 'ready'; readonly value: MergeResponse };

export interface ReadyDuplicates {
  readonly kind: 'ready';
  readonly page: number;
  readonly list: DuplicatesResponse;
  /** The pair being compared: its two ids, smaller first (the list may reload under it). */
  readonly selected: readonly [number, number] | null;
  /** The record to keep of the selected pair. */
  readonly keep: number | null;
  readonly preview: Preview;
  readonly merging: boolean;
  readonly problem: FormProblem | null;
}

export type DuplicatesState =
  | { readonly kind: 'loading'; readonly page: number }
  | { readonly kind: 'failed'; readonly page: number; readonly problem: FormProblem | null }
  | ReadyDuplicates;

export type MergeOutcome = { readonly ok: true; readonly id: number; readonly keep: number; readonly merge: number } | { readonly ok: false };

export interface DuplicatesViewModel {
  readonly state$: Observable<DuplicatesState>;
  start(): void;
  retry(): void;
  goToPage(page: number): void;
  /** Opens the comparison of a pair (the oldest record suggested to keep), or closes it when it is open. */
  toggle(pair: DuplicatePairBody): void;
  chooseKeep(id: number): void;
  merge(): Promise<MergeOutcome>;
  undo(mergeId: number): Promise<{ readonly ok: boolean; readonly problem: FormProblem | null }>;
  dispose(): void;
}

const key = (pair: DuplicatePairBody): readonly [number, number] => {
  const [a, b] = pair.customers;
  return a.id < b.id ? [a.id, b.id] : [b.id, a.id];
};

/** /customers/duplicates: the store's likely duplicate pairs, one compared at a time, merged and undone. */
export function createDuplicatesViewModel(port: MergePort): DuplicatesViewModel {
  const state = new BehaviorSubject<DuplicatesState>({ kind: 'loading', page: 1 });
  const ready = () => (state.value.kind === 'ready' ? state.value : null);
  const patch = (change: Partial<ReadyDuplicates>) => {
    const current = ready();
    if (current && !state.closed) state.next({ ...current, ...change });
  };
  let loads = 0;
  let previews = 0;

  async function load(page: number, keepSelection: boolean): Promise<void> {
    const mine = (loads += 1);
    const before = ready();
    if (!before || !keepSelection) state.next({ kind: 'loading', page });
    const answer = await submitCall(() => port.duplicates(page));
    if (mine !== loads || state.closed) return;
    if (E.isLeft(answer)) { state.next({ kind: 'failed', page, problem: problemOf(answer.left) }); return; }
    const list = answer.right;
    const still = keepSelection && before?.selected ? list.results.some((p) => key(p)[0] === before.selected?.[0] && key(p)[1] === before.selected?.[1]) : false;
    state.next({
      kind: 'ready', page, list,
      selected: still ? before?.selected ?? null : null, keep: still ? before?.keep ?? null : null,
      preview: still ? before?.preview ?? { kind: 'idle' } : { kind: 'idle' }, merging: false, problem: null,
    });
  }

  async function loadPreview(keep: number, merge: number): Promise<void> {
    const mine = (previews += 1);
    patch({ preview: { kind: 'loading' } });
    const answer = await submitCall(() => port.preview(keep, merge));
    if (mine !== previews) return;
    patch({ preview: E.isRight(answer) ? { kind: 'ready', value: answer.right } : { kind: 'failed', problem: problemOf(answer.left) } });
  }

  const other = (current: ReadyDuplicates, keep: number): number | null => {
    if (!current.selected) return null;
    return current.selected[0] === keep ? current.selected[1] : current.selected[0];
  };

  return {
    state$: state.asObservable(),
    start: () => void load(1, false),
    retry: () => void load(state.value.page, false),
    goToPage: (page) => void load(page, false),
    toggle(pair) {
      const current = ready();
      if (!current || current.merging) return;
      const k = key(pair);
      if (current.selected && current.selected[0] === k[0] && current.selected[1] === k[1]) {
        previews += 1;
        patch({ selected: null, keep: null, preview: { kind: 'idle' }, problem: null });
        return;
      }
      const keep = pair.customers[0].id;
      patch({ selected: k, keep, problem: null });
      void loadPreview(keep, pair.customers[1].id);
    },
    chooseKeep(id) {
      const current = ready();
      if (!current || current.merging || current.keep === id) return;
      const merge = other(current, id);
      if (merge === null) return;
      patch({ keep: id, problem: null });
      void loadPreview(id, merge);
    },
    async merge() {
      const current = ready();
      if (!current || current.merging || current.keep === null) return { ok: false };
      const keep = current.keep;
      const merge = other(current, keep);
      if (merge === null) return { ok: false };
      patch({ merging: true, problem: null });
      const answer = await submitCall(() => port.merge(keep, merge));
      if (E.isLeft(answer)) {
        patch({ merging: false, problem: problemOf(answer.left) });
        return { ok: false };
      }
      patch({ merging: false, selected: null, keep: null, preview: { kind: 'idle' } });
      await load(current.page, false);
      const id = answer.right.id;
      return id === null ? { ok: false } : { ok: true, id, keep, merge };
    },
    async undo(mergeId) {
      const answer = await submitCall(() => port.undo(mergeId));
      if (E.isLeft(answer)) return { ok: false, problem: problemOf(answer.left) };
      await load(state.value.page, true);
      return { ok: true, problem: null };
    },
    dispose: () => state.complete(),
  };
}
