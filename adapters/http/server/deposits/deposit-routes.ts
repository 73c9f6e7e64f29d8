import * as E from 'fp-ts/Either';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type * as TE from 'fp-ts/TaskEither';
import type { DealershipContext } from '@dealer-panel/core/access/dealership-context';
import { REFUND_REASONS, TRANSFER_REASONS, reasonFrom, type NamedReason } from '@dealer-panel/core/deposits/deposit-reasons';
import type { MoneyCommand } from '@dealer-panel/core/deposits/deposit-use-cases';
import type { ReserveItField } from '@dealer-panel/core/deposits/reserve-it';
import { depositRoutes as R } from '../../contract/deposits/deposit-routes';
import { decodeBody } from '../platform/decode';
import { dealerProblem } from '../dealer-errors';
import { problem, sendProblem } from '../platform/problem';
import { fastifyPath, mayReach, scoped, scopedWithId, visibleWithId } from '../platform/route-helpers';
import type { ServerDeps } from '../server-deps';
import { depositBody, refundOf } from './deposit-body';
import { depositProblem, type DepositError } from './deposit-problems';

/** Answers a deposit use case: its Right through `body`, its Left as problem+json. */
async function answerDeposit<A>(reply: FastifyReply, task: TE.TaskEither<DepositError, A>, body: (a: A) => unknown, reasonField?: string, status = 200): Promise<unknown> {
  const result = await task();
  if (E.isLeft(result)) return sendProblem(reply, depositProblem(result.left, reasonField));
  return reply.code(status).send(body(result.right));
}

/** The money command of a request: the deal, the client's Idempotency-Key (required: 400 without it) and the address for the audit row. */
function moneyCommand(request: FastifyRequest, reply: FastifyReply, orderId: number): MoneyCommand | null {
  const key = request.headers['idempotency-key'];
  if (typeof key !== 'string' || key.trim() === '') {
    void sendProblem(reply, problem(400, 'idempotency_key_required', { detail: 'Money actions need an Idempotency-Key header.', errors: { 'Idempotency-Key': ['required'] } }));
    return null;
  }
  return { orderId, idempotencyKey: key, ip: request.ip };
}

const reasonsBody = (list: readonly NamedReason[]) => ({ results: list.map((r) => ({ id: r.id, name: r.name, name_fr: r.nameFr })) });

export function registerDepositRoutes(app: FastifyInstance, deps: ServerDeps): void {
  const M = deps.deposits;
  const D = deps.depositDesk;
  const onOrder = (handler: (ctx: DealershipContext, id: number, request: FastifyRequest, reply: FastifyReply) => Promise<unknown>) =>
    visibleWithId(deps, 'order', handler);

  app.get(fastifyPath(R.fetch.path), onOrder(async (ctx, id, _request, reply) =>
    answerDeposit(reply, D.get(ctx, id), (d) => ({ order_id: id, deposit: d === null ? null : depositBody(d) }))));

  const simple = { capture: M.capture, cancel: M.cancel, markPaid: M.markPaid } as const;
  for (const [name, act] of Object.entries(simple) as [keyof typeof simple, typeof M.capture][]) {
    app.post(fastifyPath(R[name].path), onOrder(async (ctx, id, request, reply) => {
      const cmd = moneyCommand(request, reply, id);
      return cmd === null ? reply : answerDeposit(reply, act(ctx, cmd), depositBody);
    }));
  }

  app.post(fastifyPath(R.refund.path), onOrder(async (ctx, id, request, reply) => {
    const body = decodeBody(R.refund.body, request.body);
    if (E.isLeft(body)) return sendProblem(reply, body.left);
    const refund = refundOf(body.right);
    if (E.isLeft(refund)) return sendProblem(reply, refund.left);
    const cmd = moneyCommand(request, reply, id);
    if (cmd === null) return reply;
    return answerDeposit(reply, M.refund(ctx, { ...cmd, ...refund.right }), depositBody);
  }));

  app.post(fastifyPath(R.transfer.path), onOrder(async (ctx, id, request, reply) => {
    const body = decodeBody(R.transfer.body, request.body);
    if (E.isLeft(body)) return sendProblem(reply, body.left);
    const reason = reasonFrom(TRANSFER_REASONS, body.right.transfer_reason_id, body.right.other_transfer_reason, 'transfer_reason_id', 'other_transfer_reason');
    if (E.isLeft(reason)) return sendProblem(reply, dealerProblem(reason.left));
    if (!(await mayReach(deps, ctx, { kind: 'order', id: body.right.transferred_order_id }, reply))) return reply;
    const cmd = moneyCommand(request, reply, id);
    if (cmd === null) return reply;
    return answerDeposit(reply, M.transfer(ctx, { ...cmd, toOrderId: body.right.transferred_order_id, reason: reason.right }), depositBody, 'transfer_reason_id');
  }));

  app.post(fastifyPath(R.resendReceipt.path), onOrder(async (ctx, id, _request, reply) =>
    answerDeposit(reply, D.resendReceipt(ctx, id), (r) => ({ detail: 'sent' as const, sent_to: r.sentTo }))));

  const fieldsBody = (fields: readonly ReserveItField[]) => ({ fields: fields.map((f) => ({ name: f.name, value: f.value })) });
  app.post(fastifyPath(R.saveReserveIt.path), onOrder(async (ctx, id, request, reply) => {
    const body = decodeBody(R.saveReserveIt.body, request.body);
    if (E.isLeft(body)) return sendProblem(reply, body.left);
    return answerDeposit(reply, deps.reserveIt.save(ctx, id, { name: body.right.name, value: body.right.value }), fieldsBody);
  }));
  app.post(fastifyPath(R.removeReserveIt.path), onOrder(async (ctx, id, request, reply) => {
    const body = decodeBody(R.removeReserveIt.body, request.body);
    if (E.isLeft(body)) return sendProblem(reply, body.left);
    return answerDeposit(reply, deps.reserveIt.remove(ctx, id, body.right.name), fieldsBody);
  }));

  app.get(fastifyPath(R.transferable.path), onOrder(async (ctx, id, _request, reply) =>
    answerDeposit(reply, D.transferableOrders(ctx, id), (list) => ({
      results: list.map((o) => ({ id: o.orderId, vehicle: o.vehicle, exterior_colour_name: o.exteriorColour, interior_colour_name: o.interiorColour })),
    }))));

  app.get(R.refundReasons.path, scoped(deps, async (_ctx, _request, reply) => reply.send(reasonsBody(REFUND_REASONS))));
  app.get(R.transferReasons.path, scoped(deps, async (_ctx, _request, reply) => reply.send(reasonsBody(TRANSFER_REASONS))));

  app.get(fastifyPath(R.transferNote.path), visibleWithId(deps, 'customer', async (ctx, id, _request, reply) =>
    answerDeposit(reply, D.transferNote(ctx, id), (n) => ({
      note: n.note, transfers: n.transfers.map((x) => ({ from_order_id: x.fromOrderId, to_order_id: x.toOrderId, amount_cents: x.amountCents, at: x.at.toISOString() })),
    }))));

  app.post(R.createCustom.path, scoped(deps, async (ctx, request, reply) => {
    const body = decodeBody(R.createCustom.body, request.body);
    if (E.isLeft(body)) return sendProblem(reply, body.left);
    if (!(await mayReach(deps, ctx, { kind: 'order', id: body.right.order }, reply))) return reply;
    const input = body.right.mode === undefined ? { amountCents: body.right.amount_cents } : { amountCents: body.right.amount_cents, mode: body.right.mode };
    return answerDeposit(reply, D.createCustom(ctx, body.right.order, input), depositBody, undefined, 201);
  }));

  /** A route by deposit id: the deposit's deal must be open to the user (404 otherwise, as an unknown id). */
  const onDeposit = (handler: (ctx: DealershipContext, id: number, request: FastifyRequest, reply: FastifyReply) => Promise<unknown>) =>
    scopedWithId(deps, async (ctx, id, request, reply) => {
      const orderId = await D.orderOf(ctx, id);
      if (orderId === null) return sendProblem(reply, problem(404, 'not_found'));
      if (!(await mayReach(deps, ctx, { kind: 'order', id: orderId }, reply))) return reply;
      return handler(ctx, id, request, reply);
    });

  app.patch(fastifyPath(R.updateCustom.path), onDeposit(async (ctx, id, request, reply) => {
    const body = decodeBody(R.updateCustom.body, request.body);
    if (E.isLeft(body)) return sendProblem(reply, body.left);
    const input = body.right.mode === undefined ? { amountCents: body.right.amount_cents } : { amountCents: body.right.amount_cents, mode: body.right.mode };
    return answerDeposit(reply, D.updateCustom(ctx, id, input), depositBody);
  }));

  app.delete(fastifyPath(R.removeCustom.path), onDeposit(async (ctx, id, _request, reply) => answerDeposit(reply, D.deleteCustom(ctx, id), depositBody)));
}
