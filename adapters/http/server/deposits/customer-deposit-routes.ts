import * as E from 'fp-ts/Either';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { CustomerDepositView } from '@dealer-panel/core/deposits/customer-deposit';
import { paidCents } from '@dealer-panel/core/deposits/deposit';
import type { PayDepositError } from '@dealer-panel/core/deposits/pay-deposit';
import { customerDepositRoutes as R } from '../../contract/deposits/customer-deposit-routes';
import type { CustomerDepositBody } from '../../contract/deposits/customer-deposits';
import { CUSTOMER_LINK_HEADER, customerDealOf } from '../customers/customer-deal-token';
import { refuseStaffWrite } from '../access/staff-viewer';
import { decodeBody } from '../platform/decode';
import { problem, sendProblem, type Problem } from '../platform/problem';
import type { RouteRateLimit } from '../platform/rate-limits';
import { fastifyPath } from '../platform/route-helpers';
import type { ServerDeps } from '../server-deps';
import { depositProblem } from './deposit-problems';
import { registerSimulatedChallengePage } from './simulated-challenge-page';

function customerDepositBody(orderId: number, v: CustomerDepositView): CustomerDepositBody {
  const d = v.deposit;
  return {
    order: orderId, next: v.next, next_action_url: v.nextActionUrl, processor: v.processor,
    deposit: d === null ? null : {
      state: d.state, payment_status: d.paymentStatus, mode: d.mode, currency: d.currency, amount_cents: d.amountCents, paid_cents: paidCents(d),
      hold_expires_at: d.holdExpiresAt?.toISOString() ?? null, decline_code: d.declineCode,
    },
  };
}

/** A decline is the customer's to fix (another card): 402 with the code by the field; the rest as the dealer's deposit calls. */
function payProblem(error: PayDepositError): Problem {
  if (error._tag === 'CardDeclined') {
    return { ...problem(402, 'card_declined', { detail: 'The card was declined; try another card.', errors: { payment_method: [`card.${error.code}`] } }), decline_code: error.code } as Problem;
  }
  if (error._tag === 'NotFound') return problem(409, 'no_deposit', { detail: 'The deal has no deposit to pay.' });
  return depositProblem(error);
}

/** A card number or a PaymentMethod id: letters, digits, spaces, _ and -, at most 255. */
const PAYMENT_METHOD = /^[A-Za-z0-9_ -]{1,255}$/;

/** The customer's deposit calls (designed, issue 14), with the deal link's token; rate-limited per address. */
export function registerCustomerDepositRoutes(app: FastifyInstance, deps: ServerDeps, limit: RouteRateLimit): void {
  const D = deps.customerDeposits;
  const rl = { config: { rateLimit: limit } };
  const token = (request: FastifyRequest) => String(request.headers[CUSTOMER_LINK_HEADER]);
  /** The deal's deposit page in the shop, where the bank sends the customer back after 3-D Secure. */
  const returnUrl = (request: FastifyRequest) => `${request.protocol}://${request.host}/shop/deal/${encodeURIComponent(token(request))}/deposit?return=3ds`;
  const send = async (reply: FastifyReply, orderId: number, result: E.Either<PayDepositError, CustomerDepositView>) =>
    (E.isLeft(result) ? sendProblem(reply, payProblem(result.left)) : reply.send(customerDepositBody(orderId, result.right)));

  app.get(fastifyPath(R.read.path), rl, async (request, reply) => {
    const who = await customerDealOf(deps, request, reply, true);
    if (who === null) return reply;
    return send(reply, who.orderId, await D.read(who)());
  });

  app.post(fastifyPath(R.pay.path), rl, async (request, reply) => {
    const who = await customerDealOf(deps, request, reply, true);
    if (who === null) return reply;
    if (await refuseStaffWrite(deps, request, reply, token(request))) return reply;
    const body = decodeBody(R.pay.body, request.body);
    if (E.isLeft(body)) return sendProblem(reply, body.left);
    const method = body.right.payment_method.trim();
    if (!PAYMENT_METHOD.test(method)) return sendProblem(reply, problem(400, 'invalid_input', { errors: { payment_method: [method === '' ? 'required' : 'payment_method.invalid'] } }));
    const key = request.headers['idempotency-key'];
    if (typeof key !== 'string' || key.trim() === '') {
      return sendProblem(reply, problem(400, 'idempotency_key_required', { detail: 'Paying needs an Idempotency-Key header.', errors: { 'Idempotency-Key': ['required'] } }));
    }
    return send(reply, who.orderId, await D.pay(who, { paymentMethod: method, idempotencyKey: key, ip: request.ip, returnUrl: returnUrl(request) })());
  });

  app.post(fastifyPath(R.confirm.path), rl, async (request, reply) => {
    const who = await customerDealOf(deps, request, reply, true);
    if (who === null) return reply;
    if (await refuseStaffWrite(deps, request, reply, token(request))) return reply;
    return send(reply, who.orderId, await D.confirm(who, request.ip)());
  });

  if (deps.depositChallenge !== undefined) registerSimulatedChallengePage(app, deps.depositChallenge);
}
