import * as E from 'fp-ts/Either';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type * as TE from 'fp-ts/TaskEither';
import type { CustomerTradeInView } from '@dealer-panel/core/trade-ins/customer-trade-in';
import { odometerUnitOf } from '@dealer-panel/core/trade-ins/odometer';
import type { TradeInError } from '@dealer-panel/core/trade-ins/trade-in-errors';
import { tradeInRoutes as R } from '../../contract/trade-ins/trade-in-routes';
import type { CustomerTradeInResponse } from '../../contract/trade-ins/trade-ins';
import { refuseStaffWrite } from '../access/staff-viewer';
import { CUSTOMER_LINK_HEADER, customerDealOf } from '../customers/customer-deal-token';
import { decodeBody } from '../platform/decode';
import { sendProblem } from '../platform/problem';
import { fastifyPath } from '../platform/route-helpers';
import type { ServerDeps } from '../server-deps';
import { tradeInProblem } from './trade-in-problems';
import { customerOfferBody, writtenFieldsBody } from './trade-in-body';
import { questionBody } from './question-routes';

/** The customer's view: what they wrote and the dealer's current offer; never the vendors' estimates or past offers. */
export function customerTradeInResponse(v: CustomerTradeInView): CustomerTradeInResponse {
  const t = v.tradeIn;
  const offer = t?.offers[0];
  const f = t?.fields;
  return {
    order: v.owner.orderId ?? 0, odometer_unit: odometerUnitOf(v.owner.country), country: v.owner.country, may_edit: v.mayEdit,
    step: v.step,
    trade_in: t === null || f === undefined ? null : { id: t.id, ...writtenFieldsBody(f), updated_at: t.updatedAt.toISOString() },
    offer: offer === undefined ? null : customerOfferBody(offer, v.today),
    questions: v.questions.map(questionBody),
  };
}

async function answerWith(reply: FastifyReply, task: TE.TaskEither<TradeInError, CustomerTradeInView>): Promise<unknown> {
  const result = await task();
  if (E.isLeft(result)) return sendProblem(reply, tradeInProblem(result.left));
  return reply.send(customerTradeInResponse(result.right));
}

const asRecord = (body: unknown): Readonly<Record<string, unknown>> => (typeof body === 'object' && body !== null && !Array.isArray(body) ? body as Record<string, unknown> : {});

/** The customer's trade-in calls (designed: contract/trade-ins/trade-in-routes.ts customer*), with the deal link's token. */
export function registerCustomerTradeInRoutes(app: FastifyInstance, deps: ServerDeps): void {
  const T = deps.customerTradeIns;
  const write = (codec: Parameters<typeof decodeBody>[0], go: (who: { dealershipId: number; orderId: number }, raw: Readonly<Record<string, unknown>>, request: FastifyRequest, reply: FastifyReply) => Promise<unknown>) =>
    async (request: FastifyRequest, reply: FastifyReply) => {
      const who = await customerDealOf(deps, request, reply, true);
      if (who === null) return reply;
      if (await refuseStaffWrite(deps, request, reply, String(request.headers[CUSTOMER_LINK_HEADER]))) return reply;
      const body = decodeBody(codec, request.body);
      if (E.isLeft(body)) return sendProblem(reply, body.left);
      return go(who, asRecord(request.body), request, reply);
    };

  app.get(fastifyPath(R.customerRead.path), async (request, reply) => {
    const who = await customerDealOf(deps, request, reply, true);
    if (who === null) return reply;
    return answerWith(reply, T.read(who));
  });
  app.put(fastifyPath(R.customerSubmit.path), write(R.customerSubmit.body, (who, raw, _request, reply) => answerWith(reply, T.submit(who, raw))));
  app.post(fastifyPath(R.customerAnswer.path), write(R.customerAnswer.body, (who, raw, request, reply) => answerWith(reply, T.answer(who, raw, request.ip))));
}
