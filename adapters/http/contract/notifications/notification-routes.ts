import { MarkReadRequest, NotificationListResponse, UnreadResponse } from './notifications';
import { route } from '../access/access-routes';

const N = '/api/dealer/notifications';

/** The bell of the dealer header (issue 14.6): paths designed by this project. */
export const notificationRoutes = {
  list: route({
    method: 'GET', path: `${N}/`, auth: 'verified', response: NotificationListResponse, designed: true, query: { page: 'page number, from 1 (20 a page)' },
    summary: 'The session user\'s notifications at the session\'s store, newest first, with the unread count. 400 page `list.page_invalid`',
  }),
  markRead: route({
    method: 'POST', path: `${N}/mark_read/`, auth: 'verified', body: MarkReadRequest, response: UnreadResponse, designed: true,
    summary: 'Mark the given notifications read (`ids`), or all of them when `ids` is absent; ids of another user or store are ignored. Answers what is left unread',
  }),
} as const;
