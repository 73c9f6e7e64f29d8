import * as E from 'fp-ts/Either';
import type * as TE from 'fp-ts/TaskEither';
import { notFound, type NotFound } from '../shared/errors';
import type { Clock } from '../shared/ports/clock';
import type { EmailSender } from '../shared/ports/message-senders';
import { notificationDetail, type NotificationEvent } from './notification';
import type { NotificationStore } from './notification-store';
import type { StaffNotificationTemplates } from './staff-notification-templates';
import { recipientsOf } from './recipients';
import { languageOf } from '../shared/language';

export interface NotifyStaffDeps {
  readonly notifications: Pick<NotificationStore, 'audience' | 'insert'>;
  readonly email: EmailSender;
  readonly templates: StaffNotificationTemplates;
  readonly clock: Clock;
  /** The absolute address of a customer's record in the dealer panel (/dealer/customers/{id}). */
  readonly customerLink: (customerId: number) => string;
}

/**
 * Tells the staff who chose to hear about it that a customer of the store did something: one
 * in-app notification each and one e-mail each (through the outbox) in the recipient's own
 * language, linking to the customer record. Amounts are in the deal's currency and times in the
 * store's calendar zone (`notificationDetail`). Who is told: `isRecipient` (recipients.ts).
 * Answers the ids of the users told (none is not an error); NotFound when the customer is not
 * the store's. Call it after the triggering change is committed: a notification is a report of
 * what happened, never part of it.
 */
export const notifyStaff = (deps: NotifyStaffDeps) =>
  (event: NotificationEvent): TE.TaskEither<NotFound, readonly number[]> => async () => {
    const audience = await deps.notifications.audience(event.dealershipId, event.customerId);
    if (audience === null) return E.left(notFound);
    const recipients = recipientsOf(audience.candidates, event.kind, audience.salesRepId);
    if (recipients.length === 0) return E.right([]);
    const createdAt = deps.clock.now();
    const detail = notificationDetail(event.detail, audience.store, audience.customerName);
    await deps.notifications.insert(recipients.map((r) => ({
      userId: r.userId, dealershipId: event.dealershipId, customerId: event.customerId, orderId: event.orderId,
      kind: event.kind, detail, createdAt,
    })));
    const link = deps.customerLink(event.customerId);
    for (const r of recipients) {
      const message = deps.templates.staffNotificationEmail(r.language, { kind: event.kind, detail, link });
      await deps.email.send({ to: r.email, ...message, meta: { kind: 'staff_notification', dealershipId: event.dealershipId, customerId: event.customerId, orderId: event.orderId, userId: r.userId, language: languageOf(r.language) } });
    }
    return E.right(recipients.map((r) => r.userId));
  };
