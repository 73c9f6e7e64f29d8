import * as E from 'fp-ts/Either';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { enabledFrequencies, type PaymentSettings } from '@dealer-panel/core/payments/payment-settings';
import type { IncentiveRecord, LenderRecord, PaymentTypeRecord, StoredTaxRate } from '@dealer-panel/core/payments/pricing-inputs';
import { paymentRoutes as R } from '../../contract/payment-routes';
import {
  dollars, quoteBody, type IncentiveBody, type LenderBody, type PaymentSettingsBody, type PaymentTypeBody, type ProvinceTaxBody,
} from '../../contract/payments';
import type { CookiePolicy } from '../platform/cookies';
import { decodeBody } from '../platform/decode';
import { problem, sendProblem } from '../platform/problem';
import { answer, fastifyPath, scoped, scopedWithId, visibleWithId } from '../platform/route-helpers';
import type { ServerDeps } from '../server-deps';

/** "6.990000" → "6.99" (numeric columns keep their scale). */
const trim = (text: string) => (text.includes('.') ? text.replace(/0+$/, '').replace(/\.$/, '') : text);

export function paymentTypeBody(r: PaymentTypeRecord, settings: PaymentSettings): PaymentTypeBody {
  return {
    id: r.id, order: r.orderId, method: r.method, is_active: r.isActive, include_tax: r.includeTax, term: r.term, rate: r.rate === null ? null : trim(r.rate),
    payment_frequency: r.paymentFrequency, credit_score: r.creditScore, down_payment: dollars(r.downPaymentCents), distance_allowance: r.distanceAllowance,
    trade_in_type: r.tradeInType, trade_in_credit: dollars(r.tradeInCreditCents), trade_in_owing: dollars(r.tradeInOwingCents), postal_code: r.postalCode,
    lender: r.lenderId, enabled_frequencies: [...enabledFrequencies(settings, r.method)],
    total_purchase_price: r.totalPurchasePriceCents === null ? null : dollars(r.totalPurchasePriceCents),
    payment: r.paymentCents === null ? null : dollars(r.paymentCents), priced_at: r.pricedAt,
  };
}

export function settingsBody(s: PaymentSettings): PaymentSettingsBody {
  return {
    dealership: s.dealershipId, conditional_incentives_enabled: s.conditionalIncentivesEnabled,
    financing_default_payment_type: s.defaultPaymentType, financing_default_payment_type_used: s.defaultPaymentTypeUsed,
    financing_include_sales_tax: s.includeSalesTax,
    financing_bank_default_down_payment: dollars(s.bankDefaultDownPaymentCents), financing_bank_default_frequency: s.bankDefaultFrequency,
    financing_bank_default_term: s.bankDefaultTerm,
    financing_lease_default_down_payment: dollars(s.leaseDefaultDownPaymentCents), financing_lease_default_frequency: s.leaseDefaultFrequency,
    financing_lease_default_term: s.leaseDefaultTerm, financing_lease_default_distance_allowance: s.leaseDefaultDistanceAllowance,
    financing_oem_default_down_payment: dollars(s.oemDefaultDownPaymentCents), financing_oem_default_frequency: s.oemDefaultFrequency,
    financing_oem_default_term: s.oemDefaultTerm,
    financing_finance_enabled_frequencies: [...s.financeEnabledFrequencies], financing_lease_enabled_frequencies: [...s.leaseEnabledFrequencies],
    lease_rate_calculation_method: s.leaseRateCalculationMethod, frequency_method: s.frequencyMethod, global_incentives: [...s.globalIncentives],
    discount_settings: { ...s.discountSettings }, finance_lender: s.financeLenderId, lease_lender: s.leaseLenderId, updated_at: s.updatedAt,
  };
}

export function lenderBody(l: LenderRecord): LenderBody {
  const rateRow = (r: LenderRecord['financeRates'][number]) => ({ term_from: r.termFrom, term_to: r.termTo, min_credit_score: r.minCreditScore, rate: trim(r.rate) });
  return {
    id: l.id, name: l.name, kind: l.kind, active: l.active, finance_rates: l.financeRates.map(rateRow), lease_rates: l.leaseRates.map(rateRow),
    residuals: l.residuals.map((r) => ({ term: r.term, distance_allowance: r.distanceAllowance, residual: trim(r.residual) })),
  };
}

export function incentiveBody(i: IncentiveRecord & { readonly nameFr: string }): IncentiveBody {
  return {
    id: i.id, name: i.name, name_fr: i.nameFr, amount: dollars(i.amountCents), before_tax: i.beforeTax, is_cash: i.isCash, is_finance: i.isFinance,
    is_lease: i.isLease, is_conditional: i.isConditional, applicable_new: i.applicableNew, applicable_used: i.applicableUsed, make: i.make,
    model: i.model, year_from: i.yearFrom, year_to: i.yearTo, starts_on: i.startsOn, ends_on: i.endsOn, active: i.active,
  };
}

export function taxBody(t: StoredTaxRate): ProvinceTaxBody {
  return {
    region: t.region, country: t.country, gst: trim(t.gst), pst: trim(t.pst), hst: trim(t.hst), qst: trim(t.qst), state: trim(t.state),
    source: t.source, updated_at: t.updatedAt,
  };
}

/** A JSON object body, else 400 naming the body. */
function objectBody(request: FastifyRequest): Readonly<Record<string, unknown>> | null {
  const b = request.body ?? {};
  return typeof b === 'object' && b !== null && !Array.isArray(b) ? b as Record<string, unknown> : null;
}

const notAnObject = problem(400, 'invalid_input', { errors: { body: ['deal.not_an_object'] } });

export function registerPaymentRoutes(app: FastifyInstance, deps: ServerDeps, policy: CookiePolicy): void {
  const P = deps.payments;

  app.get(fastifyPath(R.orderPaymentTypes.path), visibleWithId(deps, policy, 'order', async (ctx, id, _request, reply) =>
    answer(reply, P.orderPaymentTypes(ctx, id), (r) => {
      const s = r.settings;
      return {
        results: r.records.map((x) => paymentTypeBody(x, s)),
        defaults: {
          finance: { lender: r.lenders.finance, term: s.bankDefaultTerm, down_payment: dollars(s.bankDefaultDownPaymentCents), payment_frequency: s.bankDefaultFrequency },
          lease: {
            lender: r.lenders.lease, term: s.leaseDefaultTerm, down_payment: dollars(s.leaseDefaultDownPaymentCents), payment_frequency: s.leaseDefaultFrequency,
            distance_allowance: s.leaseDefaultDistanceAllowance,
          },
          oem: { lender: r.lenders.finance?.kind === 'oem' ? r.lenders.finance : null, term: s.oemDefaultTerm, down_payment: dollars(s.oemDefaultDownPaymentCents), payment_frequency: s.oemDefaultFrequency },
        },
        lease_rate_calculation_method: s.leaseRateCalculationMethod,
      };
    })));

  app.patch(fastifyPath(R.updatePaymentType.path), visibleWithId(deps, policy, 'payment-type', async (ctx, id, request, reply) => {
    const body = objectBody(request);
    if (body === null) return sendProblem(reply, notAnObject);
    return answer(reply, P.updatePaymentType(ctx, id, body), (r) => paymentTypeBody(r.record, r.settings));
  }));

  app.post(fastifyPath(R.pricing.path), visibleWithId(deps, policy, 'payment-type', async (ctx, id, request, reply) => {
    const body = objectBody(request);
    if (body === null) return sendProblem(reply, notAnObject);
    return answer(reply, P.price(ctx, id, body), (r) => ({ quote: quoteBody(r.quote), payment_type: paymentTypeBody(r.record, r.settings) }));
  }));

  app.get(R.paymentTypeChoices.path, scoped(deps, policy, async (ctx, _request, reply) => {
    const { settings } = await P.choices(ctx);
    const labels = { cash: ['Cash', 'Comptant'], finance: ['Finance', 'Financement'], lease: ['Lease', 'Location'] } as const;
    const isDefault = (m: string) => m === settings.defaultPaymentType;
    return reply.send({
      results: (['cash', 'finance', 'lease'] as const).map((m) => ({ value: m, label: labels[m][0], label_fr: labels[m][1], enabled: true, is_default: isDefault(m) })),
    });
  }));

  app.get(R.paymentSettings.path, scoped(deps, policy, async (ctx, _request, reply) => answer(reply, P.settings(ctx), settingsBody)));
  app.post(R.updatePaymentSettings.path, scoped(deps, policy, async (ctx, request, reply) => {
    const body = objectBody(request);
    if (body === null) return sendProblem(reply, notAnObject);
    return answer(reply, P.updateSettings(ctx, body), settingsBody);
  }));
  app.get(fastifyPath(R.financingSettings.path), scopedWithId(deps, policy, async (ctx, id, _request, reply) => answer(reply, P.settings(ctx, id), settingsBody)));
  app.put(fastifyPath(R.updateFinancingSettings.path), scopedWithId(deps, policy, async (ctx, id, request, reply) => {
    const body = objectBody(request);
    if (body === null) return sendProblem(reply, notAnObject);
    return answer(reply, P.updateSettings(ctx, body, id), settingsBody);
  }));

  app.get(R.lenders.path, scoped(deps, policy, async (ctx, request, reply) =>
    reply.send({ results: (await P.lenders(ctx, request.query as Record<string, unknown>)).map(lenderBody) })));
  app.post(R.createLender.path, scoped(deps, policy, async (ctx, request, reply) => {
    const body = objectBody(request);
    if (body === null) return sendProblem(reply, notAnObject);
    return answer(reply, P.saveLender(ctx, null, body), lenderBody, 201);
  }));
  app.get(fastifyPath(R.fetchLender.path), scopedWithId(deps, policy, async (ctx, id, _request, reply) => answer(reply, P.lender(ctx, id), lenderBody)));
  app.put(fastifyPath(R.updateLender.path), scopedWithId(deps, policy, async (ctx, id, request, reply) => {
    const body = objectBody(request);
    if (body === null) return sendProblem(reply, notAnObject);
    return answer(reply, P.saveLender(ctx, id, body), lenderBody);
  }));
  app.delete(fastifyPath(R.deleteLender.path), scopedWithId(deps, policy, async (ctx, id, _request, reply) => answer(reply, P.deleteLender(ctx, id), () => null, 204)));

  app.get(R.incentives.path, scoped(deps, policy, async (ctx, _request, reply) => reply.send({ results: (await P.incentives(ctx)).map(incentiveBody) })));
  app.post(R.createIncentive.path, scoped(deps, policy, async (ctx, request, reply) => {
    const body = objectBody(request);
    if (body === null) return sendProblem(reply, notAnObject);
    return answer(reply, P.saveIncentive(ctx, null, body), incentiveBody, 201);
  }));
  app.put(fastifyPath(R.updateIncentive.path), scopedWithId(deps, policy, async (ctx, id, request, reply) => {
    const body = objectBody(request);
    if (body === null) return sendProblem(reply, notAnObject);
    return answer(reply, P.saveIncentive(ctx, id, body), incentiveBody);
  }));
  app.delete(fastifyPath(R.deleteIncentive.path), scopedWithId(deps, policy, async (ctx, id, _request, reply) => answer(reply, P.deleteIncentive(ctx, id), () => null, 204)));

  app.put(fastifyPath(R.orderIncentives.path), visibleWithId(deps, policy, 'order', async (ctx, id, request, reply) => {
    const body = decodeBody(R.orderIncentives.body, request.body);
    if (E.isLeft(body)) return sendProblem(reply, body.left);
    return answer(reply, P.setOrderIncentives(ctx, id, body.right.incentives), (ids) => ({ incentives: [...ids] }));
  }));

  app.get(R.provinceTaxes.path, scoped(deps, policy, async (_ctx, _request, reply) => reply.send({ results: (await P.provinceTaxes()).map(taxBody) })));
  app.put(fastifyPath(R.updateProvinceTax.path), scoped(deps, policy, async (ctx, request, reply) => {
    const region = (request.params as Record<string, unknown>).region;
    if (typeof region !== 'string' || !/^[A-Za-z]{2}$/.test(region)) return sendProblem(reply, problem(404, 'not_found'));
    const body = objectBody(request);
    if (body === null) return sendProblem(reply, notAnObject);
    return answer(reply, P.updateProvinceTax(ctx, region, body), taxBody);
  }));
}


