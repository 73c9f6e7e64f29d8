import * as E from 'fp-ts/Either';
import type { FastifyInstance } from 'fastify';
import { averageSeconds, FUNNEL_STEPS, funnelConversions, type Figures } from '@dealer-panel/core/analytics/analytics-figures';
import type { AnalyticsReport } from '@dealer-panel/core/analytics/read-analytics';
import type { AnalyticsFigures, AnalyticsResponse } from '../../contract/analytics/analytics';
import { analyticsRoutes as R } from '../../contract/analytics/analytics-routes';
import { SESSION_COOKIE } from '../platform/cookies';
import { decodeBody } from '../platform/decode';
import { dealerProblem } from '../dealer-errors';
import { sendProblem } from '../platform/problem';
import { limitKey, type RouteRateLimit } from '../platform/rate-limits';
import { scoped } from '../platform/route-helpers';
import type { ServerDeps } from '../server-deps';

/** Page views are sent in batches on navigation: a minute's worth of a busy desk, per session (or address). */
const EVENTS_LIMIT: RouteRateLimit = {
  max: 60, timeWindow: 60_000,
  keyGenerator: (request) => limitKey('page-events', request.cookies[SESSION_COOKIE] ?? request.ip),
};

export function figuresBody(f: Figures): AnalyticsFigures {
  const conversions = funnelConversions(f);
  return {
    leads: f.leads.map((l) => ({ day: l.day, lead_type: l.leadType, count: l.count })),
    deals: f.deals,
    funnel: FUNNEL_STEPS.map((step) => ({ step, count: f.funnel[step], conversion_bp: conversions[step] })),
    first_response: { count: f.firstResponse.count, average_seconds: averageSeconds(f.firstResponse) },
    unanswered: f.unanswered,
    awaiting_dealer: { count: f.awaitingDealer.count, average_seconds: averageSeconds(f.awaitingDealer) },
    deposits: f.deposits.map((d) => ({
      currency: d.currency, held_count: d.heldCount, held_cents: d.heldCents, captured_count: d.capturedCount,
      captured_cents: d.capturedCents, refunded_count: d.refundedCount, refunded_cents: d.refundedCents,
    })),
    trade_in_offers: { ...f.tradeInOffers },
    reps: f.reps.map((r) => ({ user: r.userId, name: r.name, leads: r.leads, deals: r.deals, sold: r.sold })),
    page_views: f.pageViews === null ? null : f.pageViews.map((p) => ({ ...p })),
  };
}

export function analyticsBody(report: AnalyticsReport): AnalyticsResponse {
  return {
    range: { ...report.range },
    previous_range: { ...report.previousRange },
    stores: report.stores.map((s) => ({ id: s.store.id, name: s.store.name, current: figuresBody(s.current), previous: figuresBody(s.previous) })),
    total: report.total === null ? null : { current: figuresBody(report.total.current), previous: figuresBody(report.total.previous) },
  };
}

const SHOP_EVENTS_LIMIT: RouteRateLimit = {
  max: 60, timeWindow: 60_000,
  keyGenerator: (request) => limitKey('shop-page-events', String(request.headers['x-deal-token'] ?? request.ip)),
};

/** GET analytics/, POST events/ and the shop's POST /api/customer/events/ (issue 17 items 1 and 2). */
export function registerAnalyticsRoutes(app: FastifyInstance, deps: ServerDeps): void {
  app.get(R.dashboard.path, scoped(deps, async (ctx, request, reply) => {
    const report = await deps.analytics.read(ctx, request.query as Record<string, unknown>);
    if (E.isLeft(report)) return sendProblem(reply, dealerProblem(report.left));
    reply.header('Cache-Control', 'no-store');
    return analyticsBody(report.right);
  }));

  app.post(R.recordEvents.path, { config: { rateLimit: EVENTS_LIMIT } }, scoped(deps, async (ctx, request, reply) => {
    const body = decodeBody(R.recordEvents.body, request.body);
    if (E.isLeft(body)) return sendProblem(reply, body.left);
    const recorded = await deps.analytics.recordPageEvents(ctx, body.right.events);
    if (E.isLeft(recorded)) return sendProblem(reply, dealerProblem(recorded.left));
    return { recorded: recorded.right };
  }));

  app.post(R.recordShopEvents.path, { config: { rateLimit: SHOP_EVENTS_LIMIT } }, async (request, reply) => {
    const body = decodeBody(R.recordShopEvents.body, request.body);
    if (E.isLeft(body)) return sendProblem(reply, body.left);
    const token = request.headers['x-deal-token'];
    const deal = typeof token === 'string' && token !== '' ? await deps.customerSignIn.deal(token) : null;
    const recorded = await deps.analytics.recordShopPageEvents(deal, body.right.events);
    if (E.isLeft(recorded)) return sendProblem(reply, dealerProblem(recorded.left));
    return { recorded: recorded.right };
  });
}
