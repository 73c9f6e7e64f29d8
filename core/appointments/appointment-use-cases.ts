import * as E from 'fp-ts/Either';
import type * as TE from 'fp-ts/TaskEither';
import type { DealershipContext } from '../access/dealership-context';
import { can } from '../access/corporate-restrictions';
import type { Order, OrderView } from '../orders/order';
import type { OrderArchived } from '../orders/order-errors';
import { fieldCollector, readDateTime } from '../orders/order-form';
import type { OrderRepository } from '../orders/order-repository';
import type { DealTimeline } from '../orders/deal-timeline';
import type { TimelineEvent } from '../orders/timeline-events';
import type { AuditLog } from '../shared/ports/audit-log';
import type { Clock } from '../shared/ports/clock';
import { forbidden, invalidInput, notFound, type Forbidden, type InvalidInput, type NotFound } from '../shared/errors';
import type { StoreRepository } from '../stores/store-repository';
import type { WeeklyHours } from '../stores/store-settings';
import { APPOINTMENT_STEP, nextAppointmentStatus, type AppointmentAction, type AppointmentTransitionRefused } from './appointment';
import { checkAppointmentTime, storeCalendar } from './appointment-hours';
import { sendAppointmentNotices, type AppointmentNoticeDeps } from './appointment-notices';
import { storeTimeZone } from '../stores/calendar-settings';

export interface AppointmentDeps extends AppointmentNoticeDeps {
  readonly orders: OrderRepository;
  readonly stores: Pick<StoreRepository, 'settings'>;
  readonly timeline: DealTimeline;
  readonly audit: AuditLog;
  readonly clock: Clock;
}

export type AppointmentError = Forbidden | InvalidInput | NotFound | OrderArchived | AppointmentTransitionRefused;

const EVENT: Readonly<Record<AppointmentAction, { readonly event: TimelineEvent; readonly audit: 'appointment_proposed' | 'appointment_confirmed' | 'appointment_canceled' }>> = {
  propose: { event: 'appointment.proposed', audit: 'appointment_proposed' },
  confirm: { event: 'appointment.confirmed', audit: 'appointment_confirmed' },
  cancel: { event: 'appointment.cancelled', audit: 'appointment_canceled' },
};

/** The field error of a time the store cannot take (hours, closed day, past), or null. */
export async function appointmentTimeErrors(deps: Pick<AppointmentDeps, 'stores' | 'clock'>, dealershipId: number, start: Date): Promise<InvalidInput | NotFound | null> {
  const store = await deps.stores.settings(dealershipId);
  if (store === null) return notFound;
  const error = checkAppointmentTime(start, deps.clock.now(), storeCalendar(store));
  return error === null ? null : invalidInput({ proposed_appointment: [error] });
}

/** The timeline entry and the audit row of one appointment change (also written by PATCH order/{id}/). */
export async function recordAppointmentChange(deps: Pick<AppointmentDeps, 'timeline' | 'audit'>, ctx: DealershipContext, before: Order, action: AppointmentAction, start: Date | null, ip: string): Promise<void> {
  const { event, audit } = EVENT[action];
  const at = start?.toISOString() ?? null;
  await deps.timeline.record({ dealershipId: ctx.dealership.id, orderId: before.id, kind: 'appointment', event, actor: 'dealer', actorUserId: ctx.user.id, detail: { at } });
  await deps.audit.record({
    action: audit, userId: ctx.user.id, dealershipId: ctx.dealership.id, ip, detail: { order_id: before.id },
    before: { proposed_appointment: before.proposedAppointment?.toISOString() ?? null, appointment_status: before.appointmentStatus },
    after: { proposed_appointment: at, appointment_status: APPOINTMENT_ACTION_STATUS[action] },
  });
}
const APPOINTMENT_ACTION_STATUS = { propose: 'unconfirmed', confirm: 'confirmed', cancel: 'cancelled' } as const;

/**
 * One move of the appointment: the right (corporate users look, never act), the deal (another
 * store's is NotFound, an archived one waits), the state machine, the store's hours for a time
 * that will stand (propose, confirm), then the write, its timeline entry and audit row, and the
 * e-mails of a confirmation or of the cancellation of a confirmed appointment.
 */
const move = (deps: AppointmentDeps, action: AppointmentAction) =>
  (ctx: DealershipContext, id: number, ip: string, proposed?: Date): TE.TaskEither<AppointmentError, AppointmentView> => async () => {
    if (!can(ctx.actor, 'confirm_appointment')) return E.left(forbidden('confirm_appointment'));
    const dealershipId = ctx.dealership.id;
    const current = await deps.orders.byId(dealershipId, id);
    if (current === null) return E.left(notFound);
    if (current.isArchived) return E.left({ _tag: 'OrderArchived' });
    const start = proposed ?? current.proposedAppointment;
    const next = nextAppointmentStatus(start === null ? null : current.appointmentStatus, action);
    if (typeof next !== 'string') return E.left(next);
    if (start === null) return E.left({ _tag: 'AppointmentTransitionRefused', action, status: null });
    if (action !== 'cancel') {
      const refused = await appointmentTimeErrors(deps, dealershipId, start);
      if (refused !== null) return E.left(refused);
    }
    const unchanged = action === 'propose' && current.appointmentStatus === 'unconfirmed' && current.proposedAppointment?.getTime() === start.getTime();
    if (!unchanged) {
      const now = deps.clock.now();
      const moved = await deps.orders.moveAppointment(dealershipId, id, { status: current.appointmentStatus, at: current.proposedAppointment }, { at: start, status: next, step: APPOINTMENT_STEP[next] }, now);
      if (moved === null) return E.left(notFound);
      // Another request moved the appointment meanwhile (two confirmations at once): refused as if it came second.
      if (moved === 'changed') {
        const fresh = await deps.orders.byId(dealershipId, id);
        return E.left({ _tag: 'AppointmentTransitionRefused', action, status: fresh?.proposedAppointment === null ? null : fresh?.appointmentStatus ?? null });
      }
      await recordAppointmentChange(deps, ctx, current, action, start, ip);
      const store = await deps.stores.settings(dealershipId);
      const notify = action === 'confirm' || (action === 'cancel' && current.appointmentStatus === 'confirmed');
      if (store !== null && notify) await sendAppointmentNotices(deps, action === 'cancel', current, start, store, now);
    }
    return readAppointment(deps)(ctx, id)();
  };

/** What the appointment screen shows: the deal, the store's calendar, and whether this user may act. */
export interface AppointmentView {
  readonly order: OrderView;
  readonly calendar: { readonly timeZone: string; readonly appointmentMinutes: number; readonly hours: WeeklyHours };
  readonly mayAct: boolean;
}

/** GET order/{id}/appointment/: any staff who may see the deal (sales reps cannot read the store's settings page). */
export const readAppointment = (deps: Pick<AppointmentDeps, 'orders' | 'stores'>) =>
  (ctx: DealershipContext, id: number): TE.TaskEither<NotFound, AppointmentView> => async () => {
    const [order, store] = await Promise.all([deps.orders.view(ctx.dealership.id, id), deps.stores.settings(ctx.dealership.id)]);
    if (order === null || store === null) return E.left(notFound);
    const calendar = { timeZone: storeTimeZone(store), appointmentMinutes: store.calendar.appointmentMinutes, hours: store.hours };
    return E.right({ order, calendar, mayAct: can(ctx.actor, 'confirm_appointment') });
  };

/** POST order/{id}/propose_appointment/ {proposed_appointment}: a new time, unconfirmed. */
export const proposeAppointment = (deps: AppointmentDeps) =>
  (ctx: DealershipContext, id: number, input: { readonly proposedAppointment?: string | null }, ip: string): TE.TaskEither<AppointmentError, AppointmentView> => {
    const field = fieldCollector();
    const start = readDateTime('proposed_appointment', input.proposedAppointment, field);
    if (start === undefined || start === null) {
      if (!field.any()) field.add('proposed_appointment', 'required');
      return async () => E.left(invalidInput(field.errors));
    }
    return move(deps, 'propose')(ctx, id, ip, start);
  };

export const appointmentUseCases = (deps: AppointmentDeps) => ({
  propose: proposeAppointment(deps),
  /** POST order/{id}/confirm_appointment/ (spec 001 section 7). */
  confirm: (ctx: DealershipContext, id: number, ip: string) => move(deps, 'confirm')(ctx, id, ip),
  /** POST order/{id}/cancel_appointment/ (designed). */
  cancel: (ctx: DealershipContext, id: number, ip: string) => move(deps, 'cancel')(ctx, id, ip),
  read: readAppointment(deps),
});
export type AppointmentUseCases = ReturnType<typeof appointmentUseCases>;
