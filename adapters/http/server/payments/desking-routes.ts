import * as E from 'fp-ts/Either';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { DealershipContext } from '@dealer-panel/core/access/dealership-context';
import type { Desk, DeskDeal, GridAnswer, TargetAnswer } from '@dealer-panel/core/payments/desking/desking-use-cases';
import type { FrontGross } from '@dealer-panel/core/payments/desking/front-gross';
import type { Pencil } from '@dealer-panel/core/payments/desking/pencil';
import type { PricedOrder } from '@dealer-panel/core/payments/payment-use-cases';
import { money } from '@dealer-panel/core/payments/engine/wire-values';
import { formatMoney } from '@dealer-panel/core/shared/money-text';
import { deskingRoutes as R } from '../../contract/payments/desking-routes';
import type { DeskingGridResponse, DeskingTargetResponse, FrontGrossBody, PencilBody } from '../../contract/payments/desking';
import { quoteBody } from '../../contract/payments/payments';
import { decodeBody } from '../platform/decode';
import { problem, sendProblem } from '../platform/problem';
import { answer, fastifyPath, pathId, visibleWithId } from '../platform/route-helpers';
import type { ServerDeps } from '../server-deps';
import { paymentTypeBody } from './payment-body';
import { decodePricingRequest } from './pricing-request';

function grossBody(g: FrontGross): FrontGrossBody {
  return {
    vehicle_selling_price: formatMoney(g.vehicleSellingPriceCents), vehicle_cost: g.costCents === null ? null : formatMoney(g.costCents),
    front_gross: g.grossCents === null ? null : formatMoney(g.grossCents),
  };
}

/** The deal as it stands; `gross` only when the use case gave one (the actor may see it): otherwise no key at all. */
function currentBody(d: Desk, gross: FrontGross | null): DeskingGridResponse['current'] {
  const q = d.current;
  return {
    method: d.record.method === 'lease' ? 'lease' : 'finance', payment_frequency: q.paymentFrequency, term: q.term,
    down_payment: formatMoney(d.record.downPaymentCents), payment: formatMoney(q.payment), selling_price: formatMoney(q.sellingPrice), vehicle_price: formatMoney(d.vehiclePriceCents),
    ...(gross === null ? {} : { gross: grossBody(gross) }),
  };
}

function gridBody({ desk, grid, gross }: GridAnswer): DeskingGridResponse {
  const lenderName = (id: number | null) => (id === null ? null : { id, name: desk.lenders.find((l) => l.id === id)?.name ?? '' });
  return {
    current: currentBody(desk, gross), terms: [...grid.axes.terms], down_payments: grid.axes.downPaymentsCents.map(formatMoney),
    lenders: desk.lenders.map((l) => ({ id: l.id, name: l.name })),
    tables: grid.tables.map((table) => ({
      lender: lenderName(table.lenderId),
      rows: table.rows.map((row) => row.map((c) => ({
        term: c.term, down_payment: formatMoney(c.downPaymentCents), payment: c.ok ? formatMoney(c.paymentCents) : null, errors: c.ok ? null : { ...c.errors },
      }))),
    })),
  };
}

/** The target as an answer writes money ("450" sent, "450.00" answered): the use case has read it already. */
function targetText(sent: string): string {
  const read = money(sent, null);
  return E.isRight(read) ? formatMoney(read.right) : sent;
}

function targetBody({ desk, solution: s, gross, solvedGross }: TargetAnswer, target: string): DeskingTargetResponse {
  return {
    current: currentBody(desk, gross), ...(solvedGross === null ? {} : { solved_gross: grossBody(solvedGross) }), target_payment: targetText(target), solve_for: s.solveFor, payment: formatMoney(s.paymentCents), outcome: s.outcome,
    down_payment: s.solveFor === 'down_payment' ? formatMoney(s.value) : null, term: s.solveFor === 'term' ? s.value : null,
    selling_price: s.solveFor === 'selling_price' ? formatMoney(s.value) : null,
  };
}

export function pencilBody(p: Pencil): PencilBody {
  const d = p.snapshot;
  return {
    id: p.id, at: p.at, user: p.userId === null ? null : { id: p.userId, name: p.userName }, source: p.source, changed: [...p.changed],
    old_payment: p.oldPaymentCents === null ? null : formatMoney(p.oldPaymentCents), new_payment: formatMoney(p.newPaymentCents),
    details: {
      term: d.term, down_payment: formatMoney(d.downPaymentCents), payment_frequency: d.paymentFrequency, rate: d.rate, trade_in_credit: formatMoney(d.tradeInCreditCents),
      trade_in_owing: formatMoney(d.tradeInOwingCents), include_tax: d.includeTax,
    },
  };
}

const notAnObject = problem(400, 'invalid_input', { errors: { deal: ['deal.not_an_object'] } });
const pricedBody = (r: PricedOrder) => ({ quote: quoteBody(r.quote), payment_type: paymentTypeBody(r.record, r.settings) });

/** The body's `deal` decoded as POST pricing/ decodes its body (absent: the deal as stored). */
function dealOf(raw: unknown): DeskDeal | null {
  return decodePricingRequest(raw ?? {});
}

type Handler = (ctx: DealershipContext, id: number, request: FastifyRequest, reply: FastifyReply) => Promise<unknown>;

const grid = (deps: ServerDeps): Handler => async (ctx, id, request, reply) => {
  const body = decodeBody(R.grid.body, request.body);
  if (E.isLeft(body)) return sendProblem(reply, body.left);
  const deal = dealOf(body.right.deal);
  if (deal === null) return sendProblem(reply, notAnObject);
  return answer(reply, deps.desking.grid(ctx, id, deal, body.right), gridBody);
};

const target = (deps: ServerDeps): Handler => async (ctx, id, request, reply) => {
  const body = decodeBody(R.target.body, request.body);
  if (E.isLeft(body)) return sendProblem(reply, body.left);
  const deal = dealOf(body.right.deal);
  if (deal === null) return sendProblem(reply, notAnObject);
  return answer(reply, deps.desking.target(ctx, id, deal, body.right), (a) => targetBody(a, body.right.target_payment));
};

const apply = (deps: ServerDeps): Handler => async (ctx, id, request, reply) => {
  const body = decodeBody(R.apply.body, request.body);
  if (E.isLeft(body)) return sendProblem(reply, body.left);
  const deal = dealOf(body.right.deal);
  if (deal === null) return sendProblem(reply, notAnObject);
  const down = body.right.down_payment === undefined ? E.right(undefined) : money(body.right.down_payment, null);
  if (E.isLeft(down)) return sendProblem(reply, problem(400, 'invalid_input', { errors: { down_payment: down.left } }));
  const variant = { ...(body.right.term === undefined ? {} : { term: body.right.term }), ...(down.right === undefined ? {} : { downPaymentCents: down.right }) };
  return answer(reply, deps.desking.apply(ctx, id, deal, variant, body.right.source), pricedBody);
};

/** The desking routes of a payment type: the worksheet's access (visibleWithId on the payment type). */
export function registerDeskingRoutes(app: FastifyInstance, deps: ServerDeps): void {
  app.post(fastifyPath(R.grid.path), visibleWithId(deps, 'payment-type', grid(deps)));
  app.post(fastifyPath(R.target.path), visibleWithId(deps, 'payment-type', target(deps)));
  app.post(fastifyPath(R.apply.path), visibleWithId(deps, 'payment-type', apply(deps)));
  app.get(fastifyPath(R.pencils.path), visibleWithId(deps, 'payment-type', async (ctx, id, _request, reply) =>
    answer(reply, deps.desking.pencils(ctx, id), (list) => ({ results: list.map(pencilBody) }))));
  app.post(fastifyPath(R.restore.path), visibleWithId(deps, 'payment-type', async (ctx, id, request, reply) => {
    const pencil = pathId(request, 'pencil');
    if (pencil === null) return sendProblem(reply, problem(404, 'not_found'));
    return answer(reply, deps.desking.restore(ctx, id, pencil, request.ip), pricedBody);
  }));
}
