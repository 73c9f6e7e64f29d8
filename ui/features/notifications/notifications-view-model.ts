import * as E from 'fp-ts/Either';
import { asyncScheduler, BehaviorSubject, EMPTY, exhaustMap, from, switchMap, timer, type Observable, type SchedulerLike, type Subscription } from 'rxjs';
import type { NotificationBody } from '../../../adapters/http/contract/notifications/notifications';
import { submitCall } from '../../shared/form-problem';
import type { NotificationsPort } from './notifications-port';

/** The count is asked again this often while the tab is visible. */
export const REFRESH_MS = 60_000;

export interface NotificationsState {
  /** Null until the first answer. */
  readonly unread: number | null;
  /** The latest notifications, newest first; null until the first answer. */
  readonly items: readonly NotificationBody[] | null;
  /** The last load failed (the items shown, if any, are the older ones). */
  readonly failed: boolean;
  readonly loading: boolean;
  readonly marking: boolean;
}

export interface NotificationsOptions {
  readonly visible$: Observable<boolean>;
  readonly scheduler?: SchedulerLike;
}

/**
 * The bell: loads the latest notifications and the unread count at once and every REFRESH_MS
 * while the tab is visible (never two loads at a time), again when the popover opens, and after
 * marking read. Marking answers the new count from the server, and the items shown follow.
 */
export function createNotificationsViewModel(port: NotificationsPort, options: NotificationsOptions) {
  const state = new BehaviorSubject<NotificationsState>({ unread: null, items: null, failed: false, loading: false, marking: false });
  const set = (change: Partial<NotificationsState>) => { if (!state.closed) state.next({ ...state.value, ...change }); };

  const load = async (): Promise<void> => {
    set({ loading: true });
    const answer = await submitCall(() => port.list()).catch(() => null);
    if (answer === null || E.isLeft(answer)) return set({ loading: false, failed: true });
    set({ loading: false, failed: false, unread: answer.right.unread, items: answer.right.results });
  };

  const polling: Subscription = options.visible$.pipe(
    switchMap((visible) => (visible ? timer(0, REFRESH_MS, options.scheduler ?? asyncScheduler) : EMPTY)),
    exhaustMap(() => from(load())),
  ).subscribe();

  const mark = async (ids: readonly number[] | undefined): Promise<boolean> => {
    if (state.value.marking) return false;
    set({ marking: true });
    const answer = await submitCall(() => port.markRead(ids)).catch(() => null);
    if (answer === null || E.isLeft(answer)) { set({ marking: false, failed: true }); return false; }
    const read = (n: NotificationBody) => ids === undefined || ids.includes(n.id);
    set({ marking: false, failed: false, unread: answer.right.unread, items: state.value.items?.map((n) => (read(n) ? { ...n, read: true } : n)) ?? null });
    return true;
  };

  return {
    state$: state.asObservable(),
    /** The popover opened: show what is new since the last tick. */
    refresh: load,
    markAllRead: () => mark(undefined),
    /** One notification was followed to its customer. */
    markRead: (id: number) => mark([id]),
    dispose(): void {
      polling.unsubscribe();
      state.complete();
    },
  };
}

export type NotificationsViewModel = ReturnType<typeof createNotificationsViewModel>;
