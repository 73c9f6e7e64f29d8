import * as E from 'fp-ts/Either';
import type { FastifyInstance } from 'fastify';
import type { AppointmentView } from '@dealer-panel/core/appointments/appointment-use-cases';
import { WEEKDAYS } from '@dealer-panel/core/stores/store-settings';
import { appointmentRoutes as R } from '../../contract/appointments/appointment-routes';
import type { AppointmentBody } from '../../contract/appointments/appointments';
import { decodeBody } from '../platform/decode';
import { sendProblem } from '../platform/problem';
import { answer, fastifyPath, visibleWithId } from '../platform/route-helpers';
import type { ServerDeps } from '../server-deps';

export function appointmentBody(v: AppointmentView): AppointmentBody {
  return {
    order: v.order.id, customer: v.order.customerId, proposed_appointment: v.order.proposedAppointment?.toISOString() ?? null,
    appointment_status: v.order.appointmentStatus, is_archived: v.order.isArchived, time_zone: v.calendar.timeZone,
    appointment_length: v.calendar.appointmentMinutes,
    daywise_operating_hours: WEEKDAYS.map((day) => {
      const h = v.calendar.hours[day];
      return { day, is_working: h !== null, start: h?.start ?? null, end: h?.end ?? null };
    }),
    may_act: v.mayAct,
  };
}

/** A deal's appointment: read, propose, confirm, cancel; a sales rep reaches only their own or unassigned customers' deals. */
export function registerAppointmentRoutes(app: FastifyInstance, deps: ServerDeps): void {
  const A = deps.appointments;

  app.get(fastifyPath(R.read.path), visibleWithId(deps, 'order', async (ctx, id, _request, reply) =>
    answer(reply, A.read(ctx, id), appointmentBody)));

  app.post(fastifyPath(R.propose.path), visibleWithId(deps, 'order', async (ctx, id, request, reply) => {
    const body = decodeBody(R.propose.body, request.body);
    if (E.isLeft(body)) return sendProblem(reply, body.left);
    const input = body.right.proposed_appointment === undefined ? {} : { proposedAppointment: body.right.proposed_appointment };
    return answer(reply, A.propose(ctx, id, input, request.ip), appointmentBody);
  }));

  app.post(fastifyPath(R.confirm.path), visibleWithId(deps, 'order', async (ctx, id, request, reply) =>
    answer(reply, A.confirm(ctx, id, request.ip), appointmentBody)));

  app.post(fastifyPath(R.cancel.path), visibleWithId(deps, 'order', async (ctx, id, request, reply) =>
    answer(reply, A.cancel(ctx, id, request.ip), appointmentBody)));
}
