import * as E from 'fp-ts/Either';
import { asyncScheduler, BehaviorSubject, distinctUntilChanged, EMPTY, exhaustMap, from, map, switchMap, timer, type SchedulerLike, type Subscription } from 'rxjs';
import { submitCall } from '../../shared/form-problem';
import type { DmsPort, SyncInfo } from './dms-port';

/** The state is asked again this often while a push is queued or pushing, and while it waits to retry. */
export const POLL_MS = 2_000;
export const RETRY_POLL_MS = 10_000;

export interface DmsState {
  /** Null until the first answer. */
  readonly info: SyncInfo | null;
  readonly loading: boolean;
  /** The last read failed: the section says so (the rest of the card is untouched). */
  readonly failed: boolean;
  readonly sending: boolean;
  /** Why the last send failed (a problem code, or 'technical'), else null. */
  readonly sendError: string | null;
}

type Activity = 'idle' | 'busy' | 'retrying';
const activityOf = (info: SyncInfo | null): Activity => {
  const state = info?.last_push?.state;
  return state === 'queued' || state === 'pushing' ? 'busy' : state === 'retrying' ? 'retrying' : 'idle';
};

/**
 * The deal's DMS section: reads sync-info/ when started, asks again every POLL_MS while the push is
 * queued or pushing (RETRY_POLL_MS while it waits to retry) and stops once it is pushed or failed;
 * `send` queues a push (the server answers the one already queued, if any) and polls until it ends.
 */
export function createDmsViewModel(port: DmsPort, orderId: number, options: { readonly scheduler?: SchedulerLike } = {}) {
  const state = new BehaviorSubject<DmsState>({ info: null, loading: false, failed: false, sending: false, sendError: null });
  const set = (change: Partial<DmsState>) => { if (!state.closed) state.next({ ...state.value, ...change }); };
  const scheduler = options.scheduler ?? asyncScheduler;

  const load = async (): Promise<void> => {
    set({ loading: true });
    const answer = await submitCall(() => port.syncInfo(orderId));
    if (E.isLeft(answer)) return set({ loading: false, failed: true });
    set({ loading: false, failed: false, info: answer.right });
  };

  const polling: Subscription = state.pipe(
    map((s) => activityOf(s.info)),
    distinctUntilChanged(),
    switchMap((activity) => (activity === 'idle' ? EMPTY : timer(activity === 'busy' ? POLL_MS : RETRY_POLL_MS, activity === 'busy' ? POLL_MS : RETRY_POLL_MS, scheduler))),
    exhaustMap(() => from(load())),
  ).subscribe();

  const send = async (): Promise<boolean> => {
    if (state.value.sending) return false;
    set({ sending: true, sendError: null });
    const answer = await submitCall(() => port.schedulePush(orderId));
    if (E.isLeft(answer)) { set({ sending: false, sendError: answer.left.handled ? null : answer.left.code }); return false; }
    const info = state.value.info;
    set({ sending: false, info: info === null ? null : { ...info, last_push: answer.right.push, history: [answer.right.push, ...info.history.filter((p) => p.id !== answer.right.push.id)] } });
    if (info === null) await load();
    return true;
  };

  return {
    state$: state.asObservable(),
    start: load,
    retry: load,
    send,
    dispose(): void {
      polling.unsubscribe();
      state.complete();
    },
  };
}

export type DmsViewModel = ReturnType<typeof createDmsViewModel>;
