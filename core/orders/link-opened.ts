import type { CustomerLink } from '../customers/customer-links';
import { notifyStaff, type NotifyStaffDeps } from '../notifications/notify-staff';
import type { NotificationStore } from '../notifications/notification-store';
import type { DealTimeline } from './deal-timeline';

/** A customer opening their link again within this time is the same visit: one timeline entry. */
export const LINK_VISIT_MS = 30 * 60 * 1000;
/** Staff hear of a customer opening their links at most once in this time (a link is opened often). */
export const LINK_NOTICE_MS = 24 * 60 * 60 * 1000;

export interface LinkOpenedDeps extends NotifyStaffDeps {
  readonly notifications: NotifyStaffDeps['notifications'] & Pick<NotificationStore, 'latestAt'>;
  readonly timeline: DealTimeline;
}

/**
 * A customer opened the page of one of their links (`/deal/<token>`, `/invitation/<token>`): the
 * deal's timeline gets a "customer viewed" entry (one per visit of 30 minutes), and the staff who
 * chose `customer_opens_tokenized_link` are told, once a day per customer. Link checkers and
 * previews open links too; a day's single notice keeps them from flooding anyone.
 */
export const linkOpened = (deps: LinkOpenedDeps) =>
  async (link: CustomerLink): Promise<void> => {
    const { dealershipId, customerId, orderId, customerName } = link.owner;
    const now = deps.clock.now().getTime();
    if (orderId !== null) {
      const entries = await deps.timeline.list(dealershipId, orderId);
      const last = entries.filter((e) => e.event === 'customer.opened_link').at(-1);
      if (last === undefined || now - last.at.getTime() >= LINK_VISIT_MS) {
        await deps.timeline.record({ dealershipId, orderId, kind: 'customer_view', event: 'customer.opened_link', actor: 'customer', actorUserId: null, detail: { link: link.kind } });
      }
    }
    const told = await deps.notifications.latestAt(dealershipId, customerId, 'customer_opens_tokenized_link');
    if (told !== null && now - told.getTime() < LINK_NOTICE_MS) return;
    await notifyStaff(deps)({ dealershipId, customerId, orderId, kind: 'customer_opens_tokenized_link', detail: { customerName } })();
  };
