import * as E from 'fp-ts/Either';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { recapLanguageOf, type RecapReader } from '@dealer-panel/core/recap/deal-recap';
import { recapRoutes as R } from '../../contract/orders/recap-routes';
import { customerDealOf } from '../customers/customer-deal-token';
import { dealerProblem } from '../dealer-errors';
import { sendProblem } from '../platform/problem';
import { fastifyPath, visibleWithId } from '../platform/route-helpers';
import type { ServerDeps } from '../server-deps';

/** `?lang=`: absent is null (the customer's language); a repeated or odd value is passed on and refused by the use case. */
function langOf(request: FastifyRequest): unknown {
  const lang = (request.query as Record<string, unknown>).lang;
  return lang === undefined ? null : lang;
}

/** `filename` in ASCII (accents dropped), `filename*` in UTF-8 (RFC 6266). */
function inlineHeader(fileName: string): string {
  const ascii = fileName.normalize('NFD').replace(/[^\x20-\x7e]/g, '').replace(/["\\]/g, '');
  return `inline; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(fileName)}`;
}

async function sendRecap(deps: ServerDeps, reply: FastifyReply, reader: RecapReader, orderId: number, lang: unknown): Promise<unknown> {
  const result = await deps.recap.pdf(reader, orderId, lang)();
  reply.header('Cache-Control', 'no-store');
  if (E.isLeft(result)) return sendProblem(reply, dealerProblem(result.left));
  return reply
    .header('Content-Type', 'application/pdf')
    .header('Content-Disposition', inlineHeader(result.right.fileName))
    .send(Buffer.from(result.right.bytes));
}

/** The printable deal recap (issue 18 item 2): the staff's, store-scoped like reading the deal, and the customer's by their deal link. */
export function registerRecapRoutes(app: FastifyInstance, deps: ServerDeps): void {
  app.get(fastifyPath(R.dealerRecap.path), visibleWithId(deps, 'order', async (ctx, id, request, reply) =>
    sendRecap(deps, reply, { kind: 'staff', ctx, ip: request.ip }, id, langOf(request) ?? recapLanguageOf(ctx.session.language ?? ctx.user.language))));

  app.get(fastifyPath(R.customerRecap.path), async (request, reply) => {
    const who = await customerDealOf(deps, request, reply, true);
    if (who === null) return reply;
    return sendRecap(deps, reply, { kind: 'customer', dealershipId: who.dealershipId, ip: request.ip }, who.orderId, langOf(request));
  });
}
