import * as E from 'fp-ts/Either';
import type * as t from 'io-ts';
import type { DealershipContext } from '@dealer-panel/core/access/dealership-context';
import { creditCustomerUseCases } from '@dealer-panel/core/credit/credit-customer';
import { customerUseCases } from '@dealer-panel/core/customers/customer-use-cases';
import type { CustomerTarget } from '@dealer-panel/core/customers/customer-visibility';
import { depositUseCases } from '@dealer-panel/core/deposits/deposit-use-cases';
import type { DealUrl } from '@dealer-panel/core/orders/order-links';
import { orderUseCases } from '@dealer-panel/core/orders/order-use-cases';
import { dealAppointmentRules } from '@dealer-panel/core/appointments/deal-appointment-rules';
import { quoteUseCases } from '@dealer-panel/core/quotes/quote-use-cases';
import type { DealerCalls, WireAnswer } from '../cli/cli-deps';
import { creditRoutes } from '../http/contract/credit/credit-routes';
import { depositRoutes } from '../http/contract/deposits/deposit-routes';
import { orderRoutes } from '../http/contract/orders/order-routes';
import { quoteRoutes } from '../http/contract/quotes/quote-routes';
import { draftOf } from '../http/server/credit/credit-body';
import { creditProblem } from '../http/server/credit/credit-problems';
import { dealerProblem } from '../http/server/dealer-errors';
import { depositBody, refundOf } from '../http/server/deposits/deposit-body';
import { depositProblem } from '../http/server/deposits/deposit-problems';
import { orderBody, orderCreateInput } from '../http/server/orders/order-body';
import { decodeBody } from '../http/server/platform/decode';
import type { Problem } from '../http/server/platform/problem';
import { flowBody, quoteProblem } from '../http/server/quotes/quote-bodies';
import { depositDeps } from './server-deps';
import type { Ports } from './ports';

const refused = (problem: Problem): WireAnswer => ({ ok: false, problem });
const answered = (body: unknown): WireAnswer => ({ ok: true, body });
const asRecord = (body: unknown): Readonly<Record<string, unknown>> => (typeof body === 'object' && body !== null && !Array.isArray(body) ? body as Record<string, unknown> : {});

/**
 * The CLI's dealer calls (issue 33 item 7): each does what its REST route does, in the same order
 * and with the same pieces (the contract's codec, the route's reading of the body, the use case,
 * the response body and the problem mapper), for the staff member the CLI acts as, so that the
 * CLI's JSON in and out is the API's. Only the transport differs: no session, no HTTP.
 */
export function cliDealerCalls(p: Ports, publicUrl: string): DealerCalls {
  const orders = orderUseCases({ ...p, appointmentRules: dealAppointmentRules(p) });
  const customers = customerUseCases(p);
  const deposits = depositUseCases(depositDeps(p));
  const quotes = quoteUseCases(p);
  const credit = creditCustomerUseCases({ credit: p.credit, cipher: p.creditCipher, clock: p.clock, timeline: p.timeline, notify: p });
  const dealUrl: DealUrl = (token, step) => `${publicUrl}/deal/${encodeURIComponent(token)}${step === null ? '' : `/${step}`}`;

  /** A sales rep reaches only their own or unassigned customers: another's is the 404 of an unknown id (route-helpers.ts mayReach). */
  const mayReach = async (ctx: DealershipContext, target: CustomerTarget): Promise<WireAnswer | null> => {
    const visible = await customers.requireVisible(ctx, target)();
    return E.isLeft(visible) ? refused(dealerProblem(visible.left)) : null;
  };
  const decoded = <C extends t.Mixed>(codec: C, body: unknown): E.Either<WireAnswer, t.TypeOf<C>> =>
    E.mapLeft(refused)(decodeBody(codec, body));

  return {
    createOrder: async (ctx, raw) => {
      const body = decoded(orderRoutes.create.body, raw);
      if (E.isLeft(body)) return body.left;
      if (body.right.customer !== undefined) {
        const hidden = await mayReach(ctx, { kind: 'customer', id: body.right.customer });
        if (hidden !== null) return hidden;
      }
      const created = await orders.create(ctx, orderCreateInput(body.right))();
      return E.isLeft(created) ? refused(dealerProblem(created.left)) : answered(orderBody(created.right, ctx.dealership));
    },

    refundDeposit: async (ctx, orderId, idempotencyKey, raw) => {
      const hidden = await mayReach(ctx, { kind: 'order', id: orderId });
      if (hidden !== null) return hidden;
      const body = decoded(depositRoutes.refund.body, raw);
      if (E.isLeft(body)) return body.left;
      const refund = refundOf(body.right);
      if (E.isLeft(refund)) return refused(refund.left);
      const done = await deposits.refund(ctx, { orderId, idempotencyKey, ip: 'cli', ...refund.right })();
      return E.isLeft(done) ? refused(depositProblem(done.left)) : answered(depositBody(done.right));
    },

    openQuotes: async (ctx, orderId) => {
      const hidden = await mayReach(ctx, { kind: 'order', id: orderId });
      if (hidden !== null) return hidden;
      const flow = await quotes.upsertFlow(ctx, orderId);
      if (E.isLeft(flow)) return refused(quoteProblem(flow.left));
      const open = await quotes.activate(ctx, flow.right.flow.id);
      return E.isLeft(open) ? refused(quoteProblem(open.left)) : answered(flowBody(open.right));
    },

    submitQuotes: async (ctx, raw) => {
      const body = decoded(quoteRoutes.submit.body, raw);
      if (E.isLeft(body)) return body.left;
      const flowId = asRecord(raw)['praq_flow'];
      const orderId = typeof flowId === 'number' ? await quotes.orderOf(ctx, 'flow', flowId) : null;
      if (orderId !== null) {
        const hidden = await mayReach(ctx, { kind: 'order', id: orderId });
        if (hidden !== null) return hidden;
      }
      const sent = await quotes.submit(ctx, asRecord(raw), dealUrl);
      return E.isLeft(sent) ? refused(quoteProblem(sent.left)) : answered(flowBody(sent.right));
    },

    validateCreditApplication: async (ctx, orderId, raw) => {
      const hidden = await mayReach(ctx, { kind: 'order', id: orderId });
      if (hidden !== null) return hidden;
      const body = decoded(creditRoutes.validate.body, raw);
      if (E.isLeft(body)) return body.left;
      const checked = await credit.validate({ dealershipId: ctx.dealership.id, orderId }, draftOf(body.right), body.right.steps)();
      return E.isLeft(checked) ? refused(creditProblem(checked.left)) : answered({ valid: true });
    },
  };
}
