import type { FastifyInstance } from 'fastify';
import { VEHICLE_ORDER_FIELDS } from '@dealer-panel/core/inventory/vehicle-repository';
import { formatMoney } from '@dealer-panel/core/shared/money-text';
import { inventoryRoutes as R } from '../../contract/inventory/inventory-routes';
import type { VehicleFiltersDataResponse } from '../../contract/inventory/inventory';
import { problem, sendProblem } from '../platform/problem';
import { answer, fastifyPath, scoped, scopedWithId } from '../platform/route-helpers';
import type { ServerDeps } from '../server-deps';
import { vehicleArt } from './vehicle-art';
import { vehicleBody } from './vehicle-body';
import { priceChangeBody, vehicleRecordBody } from './vehicle-record-body';

type Query = Record<string, unknown>;
const range = (r: { min: number; max: number } | null, money: boolean) =>
  (r === null ? null : { min: money ? formatMoney(r.min) : String(r.min), max: money ? formatMoney(r.max) : String(r.max) });

export function registerInventoryRoutes(app: FastifyInstance, deps: ServerDeps): void {
  const I = deps.inventory;

  app.get(R.search.path, scoped(deps, async (ctx, request, reply) =>
    answer(reply, I.search(ctx, request.query as Query), ({ countCapped, ...page }) => ({ ...page, count_capped: countCapped, results: page.results.map((v) => vehicleBody(v, ctx.dealership)) }))));

  app.get(R.paymentFilters.path, scoped(deps, async (ctx) => {
    const f = await I.paymentFilters(ctx);
    const body = (r: { min: number; max: number; cap: number } | null) => (r === null ? null : { min: formatMoney(r.min), max: formatMoney(r.max), cap: formatMoney(r.cap) });
    return { cash: body(f.cash), finance: body(f.finance), lease: body(f.lease) };
  }));

  app.get(R.models.path, scoped(deps, async (ctx, request, reply) =>
    answer(reply, I.models(ctx, request.query as Query), (models) => ({ results: models.map((m) => ({ ...m })) }))));

  app.get(R.recentSearches.path, scoped(deps, async (ctx) => ({
    recent_searches: (await I.recentSearches(ctx)).map((s) => ({ params: { ...s.params }, searched_at: s.searchedAt.toISOString() })),
  })));

  app.get(fastifyPath(R.vehicle.path), scopedWithId(deps, async (ctx, id, _request, reply) =>
    answer(reply, I.vehicle(ctx, id), (v) => vehicleBody(v, ctx.dealership))));

  app.get(fastifyPath(R.record.path), scopedWithId(deps, async (ctx, id, _request, reply) =>
    answer(reply, I.record(ctx, id), (r) => vehicleRecordBody(r, ctx.dealership))));

  app.get(fastifyPath(R.priceHistory.path), scopedWithId(deps, async (ctx, id, request, reply) =>
    answer(reply, I.priceHistory(ctx, id, request.query as Query), (page) => ({ ...page, results: page.results.map(priceChangeBody) }))));

  app.get(R.vehicleModels.path, scoped(deps, async (ctx, request) => ({ results: await I.vehicleModels(ctx, request.query as Query) })));

  app.get(R.vehicleTrims.path, scoped(deps, async (ctx, request) => ({ results: (await I.vehicleTrims(ctx, request.query as Query)).map((x) => ({ ...x })) })));

  app.get(R.vehicleFiltersData.path, scoped(deps, async (ctx): Promise<VehicleFiltersDataResponse> => {
    const d = await I.vehicleFiltersData(ctx);
    return {
      makes: [...d.makes], models: d.models.map((m) => ({ ...m })), years: [...d.years], body_types: [...d.bodyTypes],
      fuel_types: [...d.fuelTypes], exterior_colors: [...d.exteriorColors], conditions: [...d.conditions], stock_statuses: [...d.stockStatuses],
      price: range(d.price, true), odometer: range(d.odometer, false), orderings: VEHICLE_ORDER_FIELDS.flatMap((f) => [f, `-${f}`]),
    };
  }));

  // The pictures never change for a name: cached for a year (a route hook runs after the app's no-store one).
  const immutable = async (_request: unknown, reply: { header: (k: string, v: string) => unknown; statusCode: number }, payload: unknown) => {
    if (reply.statusCode === 200) reply.header('Cache-Control', 'public, max-age=31536000, immutable');
    return payload;
  };
  app.get(fastifyPath(R.vehicleArt.path), { onSend: immutable }, async (request, reply) => {
    const svg = vehicleArt((request.params as { name?: string }).name ?? '');
    if (svg === null) return sendProblem(reply, problem(404, 'not_found'));
    return reply.type('image/svg+xml').send(svg);
  });
}
