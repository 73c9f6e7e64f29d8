import * as E from 'fp-ts/Either';
import type { FastifyInstance } from 'fastify';
import type { CustomerAppointmentView } from '@dealer-panel/core/appointments/customer-appointment';
import { WEEKDAYS } from '@dealer-panel/core/stores/store-settings';
import { appointmentRoutes as R } from '../../contract/appointments/appointment-routes';
import type { CustomerAppointmentBody } from '../../contract/appointments/appointments';
import { CUSTOMER_LINK_HEADER, customerDealOf } from '../customers/customer-deal-token';
import { refuseStaffWrite } from '../access/staff-viewer';
import { decodeBody } from '../platform/decode';
import { sendProblem } from '../platform/problem';
import { answer, fastifyPath } from '../platform/route-helpers';
import type { ServerDeps } from '../server-deps';

function customerAppointmentBody(v: CustomerAppointmentView): CustomerAppointmentBody {
  return {
    order: v.order.id, proposed_appointment: v.order.proposedAppointment?.toISOString() ?? null, appointment_status: v.order.appointmentStatus,
    time_zone: v.calendar.timeZone, appointment_length: v.calendar.appointmentMinutes,
    daywise_operating_hours: WEEKDAYS.map((day) => {
      const h = v.calendar.hours[day];
      return { day, is_working: h !== null, start: h?.start ?? null, end: h?.end ?? null };
    }),
  };
}

/** The customer's appointment calls (designed, issue 14): read, and ask for a time, with the deal link's token. */
export function registerCustomerAppointmentRoutes(app: FastifyInstance, deps: ServerDeps): void {
  const A = deps.customerAppointments;

  app.get(fastifyPath(R.customerRead.path), async (request, reply) => {
    const who = await customerDealOf(deps, request, reply, true);
    if (who === null) return reply;
    return answer(reply, A.read(who), customerAppointmentBody);
  });

  app.post(fastifyPath(R.customerAsk.path), async (request, reply) => {
    const who = await customerDealOf(deps, request, reply, true);
    if (who === null) return reply;
    // A staff member's view of the customer's deal (login_as_customer) is read-only.
    if (await refuseStaffWrite(deps, request, reply, String(request.headers[CUSTOMER_LINK_HEADER]))) return reply;
    const body = decodeBody(R.customerAsk.body, request.body);
    if (E.isLeft(body)) return sendProblem(reply, body.left);
    const input = body.right.proposed_appointment === undefined ? {} : { proposedAppointment: body.right.proposed_appointment };
    return answer(reply, A.ask(who, input, request.ip), customerAppointmentBody);
  });
}
