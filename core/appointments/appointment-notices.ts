import type { Customer } from '../customers/customer';
import type { CustomerRepository } from '../customers/customer-repository';
import type { UserRepository } from '../access/user-repository';
import type { Order } from '../orders/order';
import type { EmailSender } from '../shared/ports/message-senders';
import type { AppointmentEmailKind, MessageTemplates } from '../shared/ports/message-templates';
import type { StoreSettings } from '../stores/store-settings';
import { appointmentIcs, ICS_CONTENT_TYPE } from './appointment-ics';
import { storeTimeZone } from '../stores/calendar-settings';
import { languageOf } from '../shared/language';
import { fullName } from '../shared/person-name';

export interface AppointmentNoticeDeps {
  readonly customers: Pick<CustomerRepository, 'byId'>;
  readonly users: Pick<UserRepository, 'byId'>;
  readonly email: EmailSender;
  readonly templates: MessageTemplates;
}

const MINUTE = 60_000;

/** The store's address on one line, as a calendar's LOCATION and the e-mail show it. */
export function storeAddress(s: Pick<StoreSettings, 'name' | 'addressLine1' | 'addressLine2' | 'city' | 'provinceCode' | 'postalCode'>): string {
  return [s.name, s.addressLine1, s.addressLine2, s.city, `${s.provinceCode} ${s.postalCode}`.trim()].filter((p) => p.trim() !== '').join(', ');
}

/** The event's identity: one per deal, so that a new time or a cancellation replaces the entry already in a calendar. */
export const appointmentUid = (order: Pick<Order, 'id' | 'dealershipId'>): string => `appointment-${order.dealershipId}-${order.id}@dealer-panel`;

/**
 * Who hears of a confirmed or cancelled appointment (decision, docs/decisions/appointments.md): the customer
 * always, in their language, when they have an e-mail; the customer's rep, in theirs, when the
 * customer has an active rep with an e-mail. Each e-mail carries the .ics of the event. The rep's
 * `customer_submits_appointment` preference is about the customer asking, not a dealer's confirmation.
 * Returns the addresses written to.
 */
export async function sendAppointmentNotices(deps: AppointmentNoticeDeps, cancelled: boolean, order: Order, start: Date, store: StoreSettings, now: Date): Promise<readonly string[]> {
  const customer: Customer | null = await deps.customers.byId(order.dealershipId, order.customerId);
  if (customer === null) return [];
  const rep = customer.salesRepId === null ? null : await deps.users.byId(customer.salesRepId);
  const timeZone = storeTimeZone(store);
  const minutes = store.calendar.appointmentMinutes;
  const customerName = fullName(customer);
  const base = { customer: customerName, dealership: store.name, address: storeAddress(store), start, timeZone, minutes };
  const recipients: { readonly to: string; readonly language: string; readonly name: string; readonly kind: AppointmentEmailKind; readonly userId: number | null }[] = [];
  if (customer.email !== '') recipients.push({ to: customer.email, language: customer.language, name: customer.firstName, kind: cancelled ? 'cancelled' : 'confirmed', userId: null });
  if (rep !== null && rep.isActive && rep.email !== '') recipients.push({ to: rep.email, language: rep.language, name: rep.firstName, kind: cancelled ? 'rep_cancelled' : 'rep_confirmed', userId: rep.id });
  for (const r of recipients) {
    const text = deps.templates.appointmentEmail(r.language, r.kind, { ...base, name: r.name });
    const ics = appointmentIcs({
      uid: appointmentUid(order), stamp: now, start, end: new Date(start.getTime() + minutes * MINUTE), summary: text.summary,
      location: storeAddress(store), description: text.summary, organizer: store.email === '' ? null : { name: store.name, email: store.email },
      cancelled, sequence: Math.floor(now.getTime() / 1000),
    });
    await deps.email.send({
      to: r.to, subject: text.subject, body: text.body, attachments: [{ filename: 'appointment.ics', contentType: ICS_CONTENT_TYPE, content: ics }],
      meta: { kind: 'appointment', dealershipId: order.dealershipId, customerId: order.customerId, orderId: order.id, userId: r.userId, language: languageOf(r.language) },
    });
  }
  return recipients.map((r) => r.to);
}
