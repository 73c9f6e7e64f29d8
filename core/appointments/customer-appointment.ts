import * as E from 'fp-ts/Either';
import type * as TE from 'fp-ts/TaskEither';
import { notifyStaff, type NotifyStaffDeps } from '../notifications/notify-staff';
import type { Order } from '../orders/order';
import { fieldCollector, readDateTime } from '../orders/order-form';
import type { OrderRepository } from '../orders/order-repository';
import type { DealTimeline } from '../orders/deal-timeline';
import type { AuditLog } from '../shared/ports/audit-log';
import type { Clock } from '../shared/ports/clock';
import { invalidInput, notFound, type InvalidInput, type NotFound } from '../shared/errors';
import type { StoreRepository } from '../stores/store-repository';
import type { WeeklyHours } from '../stores/store-settings';
import { APPOINTMENT_STEP } from './appointment';
import { checkAppointmentTime, storeCalendar } from './appointment-hours';

export interface CustomerAppointmentDeps {
  readonly orders: Pick<OrderRepository, 'byId' | 'moveAppointment'>;
  readonly stores: Pick<StoreRepository, 'settings'>;
  readonly timeline: DealTimeline;
  readonly audit: AuditLog;
  readonly clock: Clock;
  readonly notify: NotifyStaffDeps;
}

/** The deal the customer's link opens (until customers sign in, the link is their credential). */
export interface CustomerDealRef {
  readonly dealershipId: number;
  readonly orderId: number;
}

/** What the customer sees: the deal's appointment and the store's calendar (to offer open times only). */
export interface CustomerAppointmentView {
  readonly order: Pick<Order, 'id' | 'proposedAppointment' | 'appointmentStatus'>;
  readonly calendar: { readonly timeZone: string; readonly appointmentMinutes: number; readonly hours: WeeklyHours };
}

async function open(deps: Pick<CustomerAppointmentDeps, 'orders' | 'stores'>, who: CustomerDealRef) {
  const [order, store] = await Promise.all([deps.orders.byId(who.dealershipId, who.orderId), deps.stores.settings(who.dealershipId)]);
  if (order === null || order.isArchived || store === null) return null;
  return { order, store, calendar: storeCalendar(store) };
}

const viewOf = (order: Order, calendar: CustomerAppointmentView['calendar']): CustomerAppointmentView => ({
  order: { id: order.id, proposedAppointment: order.proposedAppointment, appointmentStatus: order.appointmentStatus }, calendar,
});

/**
 * The customer's side of appointments (issue 14 items 4 and 6): read the deal's appointment with the
 * store's calendar, and ask for a time. A time is checked exactly as a dealer's proposal (the
 * store's open hours on its own clock, closed days, the past: `checkAppointmentTime`), and asking
 * makes the appointment unconfirmed (awaiting the dealer), whatever it was. Asking for the time
 * already asked (or already confirmed) changes nothing and tells no one, so a repeated request is
 * one event; another time writes the deal's history (actor customer), an audit row, and tells the
 * staff who chose `customer_submits_appointment`, once, after the move is committed.
 */
export const customerAppointmentUseCases = (deps: CustomerAppointmentDeps) => ({
  read: (who: CustomerDealRef): TE.TaskEither<NotFound, CustomerAppointmentView> => async () => {
    const deal = await open(deps, who);
    return deal === null ? E.left(notFound) : E.right(viewOf(deal.order, deal.calendar));
  },

  ask: (who: CustomerDealRef, input: { readonly proposedAppointment?: string | null }, ip: string): TE.TaskEither<InvalidInput | NotFound, CustomerAppointmentView> => async () => {
    const field = fieldCollector();
    const start = readDateTime('proposed_appointment', input.proposedAppointment, field);
    if (start === undefined || start === null) {
      if (!field.any()) field.add('proposed_appointment', 'required');
      return E.left(invalidInput(field.errors));
    }
    const deal = await open(deps, who);
    if (deal === null) return E.left(notFound);
    const refused = checkAppointmentTime(start, deps.clock.now(), deal.calendar);
    if (refused !== null) return E.left(invalidInput({ proposed_appointment: [refused] }));
    for (let current = deal.order, attempt = 0; attempt < 3; attempt += 1) {
      const same = current.proposedAppointment?.getTime() === start.getTime() && (current.appointmentStatus === 'unconfirmed' || current.appointmentStatus === 'confirmed');
      if (same) return E.right(viewOf(current, deal.calendar));
      const now = deps.clock.now();
      const moved = await deps.orders.moveAppointment(who.dealershipId, who.orderId,
        { status: current.appointmentStatus, at: current.proposedAppointment }, { at: start, status: 'unconfirmed', step: APPOINTMENT_STEP.unconfirmed }, now);
      if (moved === null) return E.left(notFound);
      if (moved === 'changed') {
        // Someone moved it meanwhile (the same request twice at once, or the dealer): look again.
        const fresh = await deps.orders.byId(who.dealershipId, who.orderId);
        if (fresh === null || fresh.isArchived) return E.left(notFound);
        current = fresh;
        continue;
      }
      const at = start.toISOString();
      await deps.timeline.record({ dealershipId: who.dealershipId, orderId: who.orderId, kind: 'appointment', event: 'appointment.asked', actor: 'customer', actorUserId: null, detail: { at } });
      await deps.audit.record({
        action: 'appointment_proposed', userId: null, dealershipId: who.dealershipId, ip, detail: { order_id: who.orderId, by: 'customer' },
        before: { proposed_appointment: current.proposedAppointment?.toISOString() ?? null, appointment_status: current.appointmentStatus },
        after: { proposed_appointment: at, appointment_status: 'unconfirmed' },
      });
      await notifyStaff(deps.notify)({ dealershipId: who.dealershipId, customerId: moved.customerId, orderId: who.orderId, kind: 'customer_submits_appointment', detail: { at } })();
      return E.right(viewOf(moved, deal.calendar));
    }
    throw new Error(`the appointment of order ${who.orderId} keeps changing`);
  },
});
export type CustomerAppointmentUseCases = ReturnType<typeof customerAppointmentUseCases>;
