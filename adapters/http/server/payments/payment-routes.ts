import * as E from 'fp-ts/Either';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { DealershipContext } from '@dealer-panel/core/access/dealership-context';
import type { OrderPaymentTypes, PaymentUseCases } from '@dealer-panel/core/payments/payment-use-cases';
import { formatMoney } from '@dealer-panel/core/shared/money-text';
import { paymentRoutes as R } from '../../contract/payments/payment-routes';
import { quoteBody, type PaymentTypesResponse } from '../../contract/payments/payments';
import { decodeBody } from '../platform/decode';
import { problem, sendProblem } from '../platform/problem';
import { answer, fastifyPath, scoped, scopedWithId, visibleWithId, type ScopedHandler } from '../platform/route-helpers';
import type { ServerDeps } from '../server-deps';
import { incentiveBody, lenderBody, paymentTypeBody, settingsBody, taxBody } from './payment-body';
import { decodePricingRequest } from './pricing-request';
import { answeredAs } from '../platform/response-schema';
import { nothingWritten } from '../platform/nothing-written';

type IdHandler = (ctx: DealershipContext, id: number, request: FastifyRequest, reply: FastifyReply) => Promise<unknown>;
type Raw = Readonly<Record<string, unknown>>;

const notAnObject = problem(400, 'invalid_input', { errors: { body: ['deal.not_an_object'] } });

/** A JSON object body (none: an empty one), else null. */
function objectBody(request: FastifyRequest): Raw | null {
  const b = request.body ?? {};
  return typeof b === 'object' && b !== null && !Array.isArray(b) ? b as Raw : null;
}

/** Runs `then` with the JSON object body; 400 naming the body otherwise. */
function withObject(request: FastifyRequest, reply: FastifyReply, then: (body: Raw) => Promise<unknown>): unknown {
  const body = objectBody(request);
  return body === null ? sendProblem(reply, notAnObject) : then(body);
}

/** GET order/{id}/payment-types/: the three records, and the defaults each lender's program starts from. */
function paymentTypesBody(r: OrderPaymentTypes): PaymentTypesResponse {
  const s = r.settings;
  return {
    results: r.records.map((x) => paymentTypeBody(x, s)),
    defaults: {
      finance: { lender: r.lenders.finance, term: s.bankDefaultTerm, down_payment: formatMoney(s.bankDefaultDownPaymentCents), payment_frequency: s.bankDefaultFrequency },
      lease: {
        lender: r.lenders.lease, term: s.leaseDefaultTerm, down_payment: formatMoney(s.leaseDefaultDownPaymentCents), payment_frequency: s.leaseDefaultFrequency,
        distance_allowance: s.leaseDefaultDistanceAllowance,
      },
      oem: { lender: r.lenders.finance?.kind === 'oem' ? r.lenders.finance : null, term: s.oemDefaultTerm, down_payment: formatMoney(s.oemDefaultDownPaymentCents), payment_frequency: s.oemDefaultFrequency },
    },
    lease_rate_calculation_method: s.leaseRateCalculationMethod,
  };
}

/** POST payment-type/{id}/pricing/: the body decoded with the contract, the deal priced, the quote and the record as stored. */
function pricing(P: PaymentUseCases): IdHandler {
  return async (ctx, id, request, reply) => {
    const decoded = decodePricingRequest(request.body ?? {});
    if (decoded === null) return sendProblem(reply, notAnObject);
    return answer(reply, P.price(ctx, id, decoded.body, decoded.refused), (r) => {
      if (r.stored === false) nothingWritten(request);
      return { quote: quoteBody(r.quote), payment_type: paymentTypeBody(r.record, r.settings) };
    });
  };
}

/** GET payment-type-choices/: the three methods, the settings' default marked. */
function paymentTypeChoices(P: PaymentUseCases): ScopedHandler {
  return async (ctx, _request, reply) => {
    const { settings } = await P.choices(ctx);
    const labels = { cash: ['Cash', 'Comptant'], finance: ['Finance', 'Financement'], lease: ['Lease', 'Location'] } as const;
    return reply.send({
      results: (['cash', 'finance', 'lease'] as const).map((m) => ({ value: m, label: labels[m][0], label_fr: labels[m][1], enabled: true, is_default: m === settings.defaultPaymentType })),
    });
  };
}

/** PUT province-tax/{region}/: a two-letter region, else 404. */
function updateProvinceTax(P: PaymentUseCases): ScopedHandler {
  return async (ctx, request, reply) => {
    const region = (request.params as Record<string, unknown>).region;
    if (typeof region !== 'string' || !/^[A-Za-z]{2}$/.test(region)) return sendProblem(reply, problem(404, 'not_found'));
    return withObject(request, reply, (body) => answer(reply, P.updateProvinceTax(ctx, region, body), taxBody));
  };
}

/** An order's payment types and their pricing, the incentives on the order, the choices of method. */
function registerPaymentTypeRoutes(app: FastifyInstance, deps: ServerDeps): void {
  const P = deps.payments;
  app.get(fastifyPath(R.orderPaymentTypes.path), visibleWithId(deps, 'order', async (ctx, id, _request, reply) =>
    answer(reply, P.orderPaymentTypes(ctx, id), paymentTypesBody)));
  app.patch(fastifyPath(R.updatePaymentType.path), visibleWithId(deps, 'payment-type', async (ctx, id, request, reply) =>
    withObject(request, reply, (body) => answer(reply, P.updatePaymentType(ctx, id, body), (r) => paymentTypeBody(r.record, r.settings)))));
  app.post(fastifyPath(R.pricing.path), answeredAs(R.pricing.response), visibleWithId(deps, 'payment-type', pricing(P)));
  app.get(R.paymentTypeChoices.path, scoped(deps, paymentTypeChoices(P)));
  app.put(fastifyPath(R.orderIncentives.path), visibleWithId(deps, 'order', async (ctx, id, request, reply) => {
    const body = decodeBody(R.orderIncentives.body, request.body);
    if (E.isLeft(body)) return sendProblem(reply, body.left);
    return answer(reply, P.setOrderIncentives(ctx, id, body.right.incentives), (ids) => ({ incentives: [...ids] }));
  }));
}

/** The dealership's payment settings (also as financing-settings/{id}/), its lenders, incentives and the province taxes. */
function registerSettingsRoutes(app: FastifyInstance, deps: ServerDeps): void {
  const P = deps.payments;
  app.get(R.paymentSettings.path, scoped(deps, async (ctx, _request, reply) => answer(reply, P.settings(ctx), settingsBody)));
  app.post(R.updatePaymentSettings.path, scoped(deps, async (ctx, request, reply) =>
    withObject(request, reply, (body) => answer(reply, P.updateSettings(ctx, body), settingsBody))));
  app.get(fastifyPath(R.financingSettings.path), scopedWithId(deps, async (ctx, id, _request, reply) => answer(reply, P.settings(ctx, id), settingsBody)));
  app.put(fastifyPath(R.updateFinancingSettings.path), scopedWithId(deps, async (ctx, id, request, reply) =>
    withObject(request, reply, (body) => answer(reply, P.updateSettings(ctx, body, id), settingsBody))));

  app.get(R.lenders.path, scoped(deps, async (ctx, request, reply) =>
    reply.send({ results: (await P.lenders(ctx, request.query as Record<string, unknown>)).map(lenderBody) })));
  app.post(R.createLender.path, scoped(deps, async (ctx, request, reply) =>
    withObject(request, reply, (body) => answer(reply, P.saveLender(ctx, null, body), lenderBody, 201))));
  app.get(fastifyPath(R.fetchLender.path), scopedWithId(deps, async (ctx, id, _request, reply) => answer(reply, P.lender(ctx, id), lenderBody)));
  app.put(fastifyPath(R.updateLender.path), scopedWithId(deps, async (ctx, id, request, reply) =>
    withObject(request, reply, (body) => answer(reply, P.saveLender(ctx, id, body), lenderBody))));
  app.delete(fastifyPath(R.deleteLender.path), scopedWithId(deps, async (ctx, id, _request, reply) => answer(reply, P.deleteLender(ctx, id), () => null, 204)));

  app.get(R.incentives.path, scoped(deps, async (ctx, _request, reply) => reply.send({ results: (await P.incentives(ctx)).map(incentiveBody) })));
  app.post(R.createIncentive.path, scoped(deps, async (ctx, request, reply) =>
    withObject(request, reply, (body) => answer(reply, P.saveIncentive(ctx, null, body), incentiveBody, 201))));
  app.put(fastifyPath(R.updateIncentive.path), scopedWithId(deps, async (ctx, id, request, reply) =>
    withObject(request, reply, (body) => answer(reply, P.saveIncentive(ctx, id, body), incentiveBody))));
  app.delete(fastifyPath(R.deleteIncentive.path), scopedWithId(deps, async (ctx, id, _request, reply) => answer(reply, P.deleteIncentive(ctx, id), () => null, 204)));

  app.get(R.provinceTaxes.path, scoped(deps, async (_ctx, _request, reply) => reply.send({ results: (await P.provinceTaxes()).map(taxBody) })));
  app.put(fastifyPath(R.updateProvinceTax.path), scoped(deps, updateProvinceTax(P)));
}

export function registerPaymentRoutes(app: FastifyInstance, deps: ServerDeps): void {
  registerPaymentTypeRoutes(app, deps);
  registerSettingsRoutes(app, deps);
}
