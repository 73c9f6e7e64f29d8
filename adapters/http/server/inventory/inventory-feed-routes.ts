import { Readable } from 'node:stream';
import * as E from 'fp-ts/Either';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { InventoryFeed } from '@dealer-panel/core/inventory/feeds/inventory-feed';
import { googleFeedHeader, googleFeedLine } from '@dealer-panel/core/inventory/feeds/google-vehicle-listing';
import { inventoryFeedRoutes as R, NewInventoryFeedProps, NewInventoryFeedRequest, type InventoryFeedBody } from '../../contract/inventory/inventory-feeds';
import { dealerProblem } from '../dealer-errors';
import { decodeClosedBody } from '../platform/decode';
import { problem, sendProblem } from '../platform/problem';
import type { RouteRateLimit } from '../platform/rate-limits';
import { answer, fastifyPath, originOf, scoped, scopedWithId } from '../platform/route-helpers';
import type { ServerDeps } from '../server-deps';
import { inventoryCsv } from './inventory-csv';

const FEED_FIELDS: ReadonlySet<string> = new Set(Object.keys(NewInventoryFeedProps));

export function feedBody(f: InventoryFeed): InventoryFeedBody {
  return {
    id: f.id, label: f.label, format: f.format, token_hint: f.tokenHint, created_at: f.createdAt.toISOString(),
    revoked_at: f.revokedAt?.toISOString() ?? null, last_fetched_at: f.lastFetchedAt?.toISOString() ?? null, fetch_count: f.fetchCount,
  };
}

/** The public URL of a feed's token (the contract's path with the token in it). */
export const feedUrl = (request: FastifyRequest, token: string): string =>
  `${originOf(request)}${R.publicFeed.path.replace('{token}', encodeURIComponent(token))}`;

/** Feeds out (issue 31 item 4): the admins' feeds, the staff's CSV export and the public feed. */
export function registerInventoryFeedRoutes(app: FastifyInstance, deps: ServerDeps, limit: RouteRateLimit): void {
  const F = deps.inventoryFeeds;

  app.get(R.listFeeds.path, scoped(deps, async (ctx, _request, reply) =>
    answer(reply, F.list(ctx), (feeds) => ({ results: feeds.map(feedBody) }))));

  app.post(R.createFeed.path, scoped(deps, async (ctx, request, reply) => {
    const body = decodeClosedBody(NewInventoryFeedRequest, FEED_FIELDS, request.body);
    if (E.isLeft(body)) return sendProblem(reply, body.left);
    return answer(reply, F.create({ ctx, ip: request.ip }, body.right), (created) => ({ feed: feedBody(created.feed), url: feedUrl(request, created.token) }), 201);
  }));

  app.post(fastifyPath(R.revokeFeed.path), scopedWithId(deps, async (ctx, id, request, reply) =>
    answer(reply, F.revoke({ ctx, ip: request.ip }, id), feedBody)));

  app.get(R.exportInventory.path, scoped(deps, async (ctx, request, reply) => {
    const result = await F.export({ ctx, ip: request.ip })();
    if (E.isLeft(result)) return sendProblem(reply, dealerProblem(result.left));
    const csv = inventoryCsv(ctx.session.language ?? ctx.user.language);
    const pages = result.right;
    async function* lines(): AsyncGenerator<string> {
      yield csv.header();
      for await (const page of pages) yield csv.rows(page);
    }
    return reply.header('Content-Type', 'text/csv; charset=utf-8')
      .header('Content-Disposition', `attachment; filename="${csv.fileName(new Date().toISOString().slice(0, 10))}"`)
      .send(Readable.from(lines()));
  }));

  // No session: the token is the credential. Unknown, malformed and revoked tokens answer the same 404.
  app.get(fastifyPath(R.publicFeed.path), { config: { rateLimit: limit } }, async (request, reply) => {
    const token = (request.params as { token?: unknown }).token;
    const opened = typeof token === 'string' ? await F.open(token)() : E.left(null);
    reply.header('Referrer-Policy', 'no-referrer').header('X-Robots-Tag', 'noindex');
    if (E.isLeft(opened)) return sendProblem(reply, problem(404, 'not_found', { detail: 'This feed address is unknown or was revoked.' }));
    const { store, pages } = opened.right;
    const origin = originOf(request);
    async function* lines(): AsyncGenerator<string> {
      yield googleFeedHeader();
      for await (const page of pages) yield page.map((p) => googleFeedLine(p.vehicle, p.payments, store, origin)).join('');
    }
    return reply.header('Content-Type', 'text/tab-separated-values; charset=utf-8').send(Readable.from(lines()));
  });
}
