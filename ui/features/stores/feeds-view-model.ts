import * as E from 'fp-ts/Either';
import { BehaviorSubject, type Observable } from 'rxjs';
import type { InventoryFeedBody } from '../../../adapters/http/contract/inventory/inventory-feeds';
import { submitCall, type FieldErrorMap, type FormProblem } from '../../shared/form-problem';
import type { LoadFailed, Loading } from '../../shared/load-state';
import { problemOf } from '../../shared/problem-of';
import type { FeedsPort } from './feeds-port';

export type FeedsState =
  | Loading
  | LoadFailed
  | {
      readonly kind: 'ready';
      readonly feeds: readonly InventoryFeedBody[];
      readonly label: string;
      readonly busy: 'creating' | { readonly revoking: number } | null;
      readonly errors: FieldErrorMap;
      readonly problem: FormProblem | null;
      /** The URL of the feed just made: shown until dismissed, never again (the server keeps only its hash). */
      readonly created: { readonly id: number; readonly url: string } | null;
    };

type Ready = Extract<FeedsState, { kind: 'ready' }>;

/** "Feeds out" on the store page: the feeds, a new one (its URL shown once), revoke (the page confirms first). */
export function createFeedsViewModel(port: FeedsPort) {
  const state = new BehaviorSubject<FeedsState>({ kind: 'loading' });
  const set = (next: FeedsState) => { if (!state.closed) state.next(next); };
  const ready = (): Ready | null => (state.value.kind === 'ready' ? state.value : null);
  const idle = (): Ready | null => { const now = ready(); return now !== null && now.busy === null ? now : null; };

  const load = async () => {
    set({ kind: 'loading' });
    const answer = await submitCall(() => port.list());
    if (E.isLeft(answer)) return set({ kind: 'failed', problem: problemOf(answer.left) });
    set({ kind: 'ready', feeds: answer.right.results, label: '', busy: null, errors: {}, problem: null, created: null });
  };

  return {
    state$: state.asObservable() as Observable<FeedsState>,
    start: load,
    retry: load,
    setLabel(label: string): void {
      const now = ready();
      if (now !== null) set({ ...now, label, errors: {} });
    },
    /** True when the feed was made (its URL is then in `created`). */
    async create(): Promise<boolean> {
      const now = idle();
      if (now === null) return false;
      set({ ...now, busy: 'creating', errors: {}, problem: null, created: null });
      const answer = await submitCall(() => port.create(now.label));
      const after = ready();
      if (after === null) return false;
      if (E.isLeft(answer)) {
        // Field errors show beside the name; any other failure above the form.
        set({ ...after, busy: null, errors: answer.left.fieldErrors, problem: answer.left.handled ? null : answer.left.problem });
        return false;
      }
      set({ ...after, busy: null, label: '', feeds: [answer.right.feed, ...after.feeds], created: { id: answer.right.feed.id, url: answer.right.url } });
      return true;
    },
    /** True when the feed is revoked. */
    async revoke(id: number): Promise<boolean> {
      const now = idle();
      if (now === null) return false;
      set({ ...now, busy: { revoking: id }, problem: null });
      const answer = await submitCall(() => port.revoke(id));
      const after = ready();
      if (after === null) return false;
      if (E.isLeft(answer)) {
        set({ ...after, busy: null, problem: problemOf(answer.left) });
        return false;
      }
      set({
        ...after, busy: null, feeds: after.feeds.map((f) => (f.id === id ? answer.right : f)),
        created: after.created?.id === id ? null : after.created,
      });
      return true;
    },
    dismissCreated(): void {
      const now = ready();
      if (now !== null) set({ ...now, created: null });
    },
    dispose(): void {
      state.complete();
    },
  };
}

export type FeedsViewModel = ReturnType<typeof createFeedsViewModel>;
