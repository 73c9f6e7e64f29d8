import * as E from 'fp-ts/Either';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { DealAddonsError, DealAddonsView } from '@dealer-panel/core/addons/customer-deal-addons';
import { formatMoney } from '@dealer-panel/core/shared/money-text';
import { addonRoutes as R } from '../../contract/addons/addon-routes';
import type { DealAddonsResponse } from '../../contract/addons/addons';
import { refuseStaffWrite } from '../access/staff-viewer';
import { CUSTOMER_LINK_HEADER, customerDealOf } from '../customers/customer-deal-token';
import { problem, sendProblem, type Problem } from '../platform/problem';
import type { RouteRateLimit } from '../platform/rate-limits';
import { fastifyPath } from '../platform/route-helpers';
import type { ServerDeps } from '../server-deps';
import { mediaUrl } from './addon-body';

const money = (c: number | null) => (c === null ? null : formatMoney(c));
const weighed = (w: { readonly selected: boolean; readonly withCents: number | null; readonly withoutCents: number | null }) =>
  ({ selected: w.selected, payment_with: money(w.withCents), payment_without: money(w.withoutCents) });

function dealAddonsBody(v: DealAddonsView): DealAddonsResponse {
  return {
    order: v.order.id, payment_type: v.order.paymentType, payment: money(v.paymentCents), pricing_locked: v.locked !== null, locked_reason: v.locked,
    accessories: v.accessories.map((w) => ({
      id: w.item.id, category: w.item.category, title_en: w.item.titleEn, title_fr: w.item.titleFr, description_en: w.item.descriptionEn,
      description_fr: w.item.descriptionFr, price: formatMoney(w.item.priceCents), img: w.item.imageMediaId === null ? null : mediaUrl(w.item.imageMediaId), ...weighed(w),
    })),
    protection_plans: v.plans.map((w) => ({
      id: w.item.id, category: w.item.category, name: w.item.name, name_fr: w.item.nameFr, description: w.item.description, description_fr: w.item.descriptionFr,
      img: w.item.imageMediaId === null ? null : mediaUrl(w.item.imageMediaId), pdf: w.item.pdfMediaId === null ? null : mediaUrl(w.item.pdfMediaId), ...weighed(w),
    })),
  };
}

function dealAddonsProblem(e: DealAddonsError): Problem {
  switch (e._tag) {
    case 'NotFound': return problem(404, 'not_found');
    case 'InvalidInput': return problem(400, 'invalid_input', { errors: e.errors });
    case 'DealPricingLocked': return { ...problem(409, 'deal_pricing_locked', { detail: 'The dealership holds this deal\'s price; ask them to change its add-ons.' }), reason: e.reason } as Problem;
  }
}

async function send(reply: FastifyReply, result: E.Either<DealAddonsError, DealAddonsView>): Promise<unknown> {
  return E.isLeft(result) ? sendProblem(reply, dealAddonsProblem(result.left)) : reply.send(dealAddonsBody(result.right));
}

/** The customer's add-ons on their deal (issue 35 item 4), with the deal link's token; a staff member's view reads only. */
export function registerCustomerDealAddonRoutes(app: FastifyInstance, deps: ServerDeps, limit: RouteRateLimit): void {
  const rl = { config: { rateLimit: limit } };
  app.get(fastifyPath(R.dealAddons.path), rl, async (request, reply) => {
    const who = await customerDealOf(deps, request, reply, true);
    if (who === null) return reply;
    return send(reply, await deps.customerDealAddons.read(who)());
  });

  app.put(fastifyPath(R.dealAddonsChoose.path), rl, async (request, reply) => {
    const who = await customerDealOf(deps, request, reply, true);
    if (who === null) return reply;
    if (await refuseStaffWrite(deps, request, reply, String(request.headers[CUSTOMER_LINK_HEADER]))) return reply;
    const body = request.body;
    if (typeof body !== 'object' || body === null || Array.isArray(body)) return sendProblem(reply, problem(400, 'invalid_input', { errors: { body: ['object.required'] } }));
    return send(reply, await deps.customerDealAddons.choose(who, body as Record<string, unknown>)());
  });
}
