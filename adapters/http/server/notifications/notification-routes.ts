import * as E from 'fp-ts/Either';
import type { FastifyInstance } from 'fastify';
import type { StaffNotification } from '@dealer-panel/core/notifications/notification';
import { singleValue } from '@dealer-panel/core/shared/query-params';
import { notificationRoutes as R } from '../../contract/notifications/notification-routes';
import { MarkReadRequest, type NotificationBody } from '../../contract/notifications/notifications';
import { decodeBody } from '../platform/decode';
import { sendProblem } from '../platform/problem';
import { answer, scoped } from '../platform/route-helpers';
import type { ServerDeps } from '../server-deps';

export function notificationBody(n: StaffNotification): NotificationBody {
  return {
    id: n.id, kind: n.kind, customer: { id: n.customerId, name: n.detail.customerName }, order: n.orderId,
    detail: {
      ...(n.detail.amountCents === undefined ? {} : { amount_cents: n.detail.amountCents }),
      ...(n.detail.currency === undefined ? {} : { currency: n.detail.currency }),
      ...(n.detail.at === undefined ? {} : { at: n.detail.at }),
      ...(n.detail.timeZone === undefined ? {} : { time_zone: n.detail.timeZone }),
    },
    created: n.createdAt.toISOString(), read: n.readAt !== null,
  };
}

/** GET notifications/ and POST notifications/mark_read/ (issue 14.6). */
export function registerNotificationRoutes(app: FastifyInstance, deps: ServerDeps): void {
  const N = deps.notifications;

  app.get(R.list.path, scoped(deps, async (ctx, request, reply) =>
    answer(reply, N.list(ctx, singleValue(request.query as Record<string, unknown>, 'page')), (page) => ({
      count: page.count, current: page.current, last: page.last, unread: page.unread, results: page.results.map(notificationBody),
    }))));

  app.post(R.markRead.path, scoped(deps, async (ctx, request, reply) => {
    const body = decodeBody(MarkReadRequest, request.body);
    if (E.isLeft(body)) return sendProblem(reply, body.left);
    return reply.code(200).send({ unread: await N.markRead(ctx, body.right.ids) });
  }));
}
