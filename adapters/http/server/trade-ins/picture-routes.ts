import * as E from 'fp-ts/Either';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type * as TE from 'fp-ts/TaskEither';
import { MAX_PICTURE_BYTES } from '@dealer-panel/core/trade-ins/picture';
import type { PictureError } from '@dealer-panel/core/trade-ins/picture-use-cases';
import { mayWriteTradeIn } from '@dealer-panel/core/trade-ins/trade-in-use-cases';
import { galleryRoutes as R } from '../../contract/trade-ins/gallery-routes';
import { refuseStaffWrite } from '../access/staff-viewer';
import { CUSTOMER_LINK_HEADER, customerDealOf } from '../customers/customer-deal-token';
import { isProblem, problem, sendProblem } from '../platform/problem';
import type { RouteRateLimit } from '../platform/rate-limits';
import { fastifyPath, originOf, pathId, scopedWithId } from '../platform/route-helpers';
import { registerWithUploads } from '../platform/uploads';
import type { ServerDeps } from '../server-deps';
import { pictureBody, pictureUrl, publicGalleryBody, slotsBody } from './picture-body';
import { readPictureUpload } from './picture-upload';
import { tradeInProblem } from './trade-in-problems';

async function answer<A>(reply: FastifyReply, task: TE.TaskEither<PictureError, A>, body: (a: A) => unknown, status = 200): Promise<unknown> {
  const result = await task();
  if (E.isLeft(result)) return sendProblem(reply, tradeInProblem(result.left));
  return status === 204 ? reply.code(204).send() : reply.code(status).send(body(result.right));
}

const slotParam = (request: FastifyRequest): string => String((request.params as { slot?: unknown }).slot ?? '');
const tokenParam = (request: FastifyRequest): string => String((request.params as { token?: unknown }).token ?? '');

/** A picture's bytes: the re-encoded JPEG, never sniffed, never framed elsewhere, kept a little in the browser. */
const sendImage = (reply: FastifyReply, bytes: Uint8Array, maxAge: number) => reply.code(200)
  .header('Content-Type', 'image/jpeg')
  .header('X-Content-Type-Options', 'nosniff')
  .header('Cache-Control', `private, max-age=${maxAge}`)
  .header('Referrer-Policy', 'no-referrer')
  .send(Buffer.from(bytes));

/** The trade-in's pictures and its gallery (issue 16.5; contract/trade-ins/gallery-routes.ts). */
export async function registerPictureRoutes(app: FastifyInstance, deps: ServerDeps, limit: RouteRateLimit): Promise<void> {
  const P = deps.tradeInPictures;

  app.get(fastifyPath(R.pictures.path), scopedWithId(deps, async (ctx, id, _request, reply) =>
    answer(reply, P.list(ctx, id), (s) => slotsBody(s, mayWriteTradeIn(ctx)))));

  app.delete(fastifyPath(R.remove.path), scopedWithId(deps, async (ctx, id, request, reply) =>
    answer(reply, P.remove(ctx, id, slotParam(request), request.ip), () => null, 204)));

  app.get(fastifyPath(R.gallery.path), scopedWithId(deps, async (ctx, id, request, reply) => {
    reply.header('Cache-Control', 'no-store');
    return answer(reply, P.share(ctx, id, request.ip), (g) => ({
      ...slotsBody(g, mayWriteTradeIn(ctx)), token: g.token, url: `${originOf(request)}/dealer/gallery/${encodeURIComponent(g.token)}`, expires: g.expiresAt.toISOString(),
    }));
  }));

  const rated = { config: { rateLimit: limit } };
  app.get(fastifyPath(R.publicGallery.path), rated, async (request, reply) => {
    reply.header('Cache-Control', 'no-store').header('Referrer-Policy', 'no-referrer').header('X-Robots-Tag', 'noindex');
    const result = await P.gallery(tokenParam(request))();
    if (E.isLeft(result)) return sendProblem(reply, problem(404, 'not_found', { detail: 'This gallery link is unknown or has expired.' }));
    return publicGalleryBody(result.right);
  });
  app.get(fastifyPath(R.publicGalleryPicture.path), rated, async (request, reply) => {
    const id = pathId(request);
    const result = id === null ? E.left(null) : await P.galleryPicture(tokenParam(request), id)();
    if (E.isLeft(result)) return sendProblem(reply, problem(404, 'not_found'));
    return sendImage(reply.header('X-Robots-Tag', 'noindex'), result.right.bytes, 3600);
  });
  app.get(fastifyPath(R.picture.path), rated, async (request, reply) => {
    const result = await P.bytes(tokenParam(request))();
    if (E.isLeft(result)) return sendProblem(reply, problem(404, 'not_found', { detail: 'This picture link is unknown, replaced or has expired.' }));
    return sendImage(reply, result.right.bytes, 300);
  });

  app.get(fastifyPath(R.customerPictures.path), async (request, reply) => {
    const who = await customerDealOf(deps, request, reply, true);
    if (who === null) return reply;
    return answer(reply, P.customerList(who), (s) => slotsBody(s, s.mayEdit));
  });

  const customerWrite = async (request: FastifyRequest, reply: FastifyReply) => {
    const who = await customerDealOf(deps, request, reply, true);
    if (who === null) return null;
    if (await refuseStaffWrite(deps, request, reply, String(request.headers[CUSTOMER_LINK_HEADER]))) return null;
    return who;
  };

  await registerWithUploads(app, 1, (scope) => {
    scope.put(fastifyPath(R.upload.path), scopedWithId(deps, async (ctx, id, request, reply) => {
      const upload = await readPictureUpload(request);
      if (isProblem(upload)) return sendProblem(reply, upload);
      return answer(reply, P.upload(ctx, id, slotParam(request), upload, request.ip), (p) => pictureBody(p, pictureUrl(P.sign(p.id))));
    }));
    scope.put(fastifyPath(R.customerUpload.path), async (request, reply) => {
      const who = await customerWrite(request, reply);
      if (who === null) return reply;
      const upload = await readPictureUpload(request);
      if (isProblem(upload)) return sendProblem(reply, upload);
      return answer(reply, P.customerUpload(who, slotParam(request), upload, request.ip), (p) => pictureBody(p, pictureUrl(P.sign(p.id))));
    });
  }, MAX_PICTURE_BYTES);

  app.delete(fastifyPath(R.customerRemove.path), async (request, reply) => {
    const who = await customerWrite(request, reply);
    if (who === null) return reply;
    return answer(reply, P.customerRemove(who, slotParam(request), request.ip), () => null, 204);
  });
}
