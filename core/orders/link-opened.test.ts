import { describe, expect, it } from 'vitest';
import { defaultNotifications } from '../access/dealer-user';
import { fakeClock, fixedTemplates, recordingEmail } from '../access/testing/in-memory-ports';
import type { CustomerLink } from '../customers/customer-links';
import { inMemoryNotifications } from '../notifications/testing/in-memory-notifications';
import { LINK_NOTICE_MS, LINK_VISIT_MS, linkOpened } from './link-opened';
import { inMemoryTimeline } from '../testing/in-memory-timeline';

const MINUTE = 60 * 1000;
const link = (orderId: number | null): CustomerLink => ({
  kind: orderId === null ? 'invitation' : 'deal', dealershipName: 'Laval Auto', dealershipCity: 'Laval', customerFirstName: 'Marie', language: 'fr_CA', vehicle: null,
  owner: { dealershipId: 7, customerId: 5, orderId, customerName: 'Marie Tremblay' },
});

function setup() {
  const clock = fakeClock();
  const timeline = inMemoryTimeline(clock);
  const notifications = inMemoryNotifications([{ id: 5, dealershipId: 7, salesRepId: 1 }], [
    { userId: 1, email: 'rep@store.test', language: 'fr_CA', roles: { 7: 'dealer_sales_rep' }, isActive: true, isCorporate: false, notifications: { ...defaultNotifications, customer_opens_tokenized_link: true } },
  ]);
  const email = recordingEmail();
  const opened = linkOpened({ notifications, email, templates: fixedTemplates, clock, timeline, customerLink: (id) => `https://panel.test/dealer/customers/${id}` });
  return { opened, clock, timeline, notifications, email };
}

describe('a customer opening their link', () => {
  it('writes one "customer viewed" entry per visit, and tells the rep once a day', async () => {
    const { opened, clock, timeline, notifications, email } = setup();
    await opened(link(12));
    clock.advance(LINK_VISIT_MS - MINUTE);
    await opened(link(12));
    expect(timeline.entries.map((e) => [e.orderId, e.kind, e.event, e.actor])).toEqual([[12, 'customer_view', 'customer.opened_link', 'customer']]);
    expect(notifications.rows.map((r) => [r.userId, r.kind])).toEqual([[1, 'customer_opens_tokenized_link']]);
    clock.advance(2 * MINUTE);
    await opened(link(12));
    expect(timeline.entries).toHaveLength(2);
    expect(notifications.rows).toHaveLength(1);
    clock.advance(LINK_NOTICE_MS);
    await opened(link(null));
    expect(timeline.entries).toHaveLength(2);
    expect(notifications.rows).toHaveLength(2);
    expect(email.sent).toHaveLength(2);
  });
});
