import * as E from 'fp-ts/Either';
import type * as TE from 'fp-ts/TaskEither';
import type { DealershipContext } from '../access/dealership-context';
import type { InvalidQuery } from '../shared/errors';
import { pageOf, type Page } from '../shared/page';
import type { Clock } from '../shared/ports/clock';
import type { StaffNotification } from './notification';
import type { NotificationStore } from './notification-store';

/** The bell's list shows the latest ones; older pages are there for whoever scrolls. */
export const NOTIFICATIONS_PER_PAGE = 20;
/** Beyond this, a page number is a mistake, not a wish (20,000 notifications). */
const MAX_PAGE = 1000;

export interface NotificationDeps {
  readonly notifications: NotificationStore;
  readonly clock: Clock;
}

export type NotificationList = Page<StaffNotification> & { readonly unread: number };

/**
 * The session user's notifications at the session's store: a page (newest first), the unread
 * count, marking read. Anyone signed in at a store may read and mark their own: a notification is
 * theirs alone, so even corporate users (who never receive any) may mark one read.
 */
export function notificationUseCases(deps: NotificationDeps) {
  const me = (ctx: DealershipContext) => [ctx.user.id, ctx.dealership.id] as const;
  return {
    /** `page` as given on the query string (absent: 1); a bad one is InvalidQuery on `page`. */
    list: (ctx: DealershipContext, page: string | undefined): TE.TaskEither<InvalidQuery, NotificationList> => async () => {
      const n = page === undefined || page === '' ? 1 : /^\d{1,6}$/.test(page) ? Number(page) : NaN;
      if (!Number.isSafeInteger(n) || n < 1 || n > MAX_PAGE) return E.left({ _tag: 'InvalidQuery', errors: { page: ['list.page_invalid'] } });
      const [listed, unread] = await Promise.all([
        deps.notifications.list(...me(ctx), (n - 1) * NOTIFICATIONS_PER_PAGE, NOTIFICATIONS_PER_PAGE),
        deps.notifications.unread(...me(ctx)),
      ]);
      return E.right({ ...pageOf(listed.count, n, NOTIFICATIONS_PER_PAGE, listed.results), unread });
    },
    unread: (ctx: DealershipContext): Promise<number> => deps.notifications.unread(...me(ctx)),
    /** Marks the given ids (all unread ones when `ids` is undefined); answers what is left unread. */
    markRead: async (ctx: DealershipContext, ids: readonly number[] | undefined): Promise<number> => {
      await deps.notifications.markRead(...me(ctx), ids ?? 'all', deps.clock.now());
      return deps.notifications.unread(...me(ctx));
    },
  };
}

export type NotificationUseCases = ReturnType<typeof notificationUseCases>;
