import { Readable } from 'node:stream';
import * as E from 'fp-ts/Either';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { CustomerCommand } from '@dealer-panel/core/customers/create-customer';
import type { CustomerUseCases } from '@dealer-panel/core/customers/customer-use-cases';
import { customerRoutes as R } from '../../contract/customers/customer-routes';
import type { CustomerListResponse, CustomerWriteRequest } from '../../contract/customers/customers';
import { customerBody, customerListItemBody, prequalBody } from './customer-body';
import { decodeBody } from '../platform/decode';
import { sendProblem } from '../platform/problem';
import { answer, fastifyPath, mayReach, scoped, visibleWithId, type ScopedHandler } from '../platform/route-helpers';
import type { ServerDeps } from '../server-deps';
import { customerFilterDataBody } from './customer-filter-data-body';
import { customerCsv } from './customer-csv';
import { dealerProblem } from '../dealer-errors';
import { answeredAs } from '../platform/response-schema';

/** Only the writable fields travel on (spec 001 section 5: bodies are filtered per operation). */
function command(body: CustomerWriteRequest): CustomerCommand {
  const draft = {
    ...(body.first_name === undefined ? {} : { firstName: body.first_name }),
    ...(body.last_name === undefined ? {} : { lastName: body.last_name }),
    ...(body.email === undefined ? {} : { email: body.email }),
    ...(body.email_confirmation === undefined ? {} : { emailConfirmation: body.email_confirmation }),
    ...(body.phone === undefined ? {} : { phone: body.phone }),
    ...(body.address_line_1 === undefined ? {} : { addressLine1: body.address_line_1 }),
    ...(body.address_line_2 === undefined ? {} : { addressLine2: body.address_line_2 }),
    ...(body.city === undefined ? {} : { city: body.city }),
    ...(body.province === undefined ? {} : { province: body.province }),
    ...(body.postal_code === undefined ? {} : { postalCode: body.postal_code }),
    ...(body.note === undefined ? {} : { note: body.note }),
  };
  return { draft, assignedDealer: body.assigned_dealer, allowDuplicate: body.allow_duplicate === true };
}

const invitationUrl = (request: FastifyRequest) => (token: string) => `${request.protocol}://${request.host}/invitation/${encodeURIComponent(token)}`;

/** GET customer/export/: the list as CSV, streamed in batches, in the user's language. */
function exportCsv(C: CustomerUseCases): ScopedHandler {
  return async (ctx, request, reply) => {
    const result = await C.export(ctx, request.query as Record<string, unknown>, request.ip)();
    if (E.isLeft(result)) return sendProblem(reply, dealerProblem(result.left));
    const { total, capped, batches } = result.right;
    const csv = customerCsv(ctx.session.language ?? ctx.user.language, ctx.dealership.country);
    async function* lines(): AsyncGenerator<string> {
      yield csv.header();
      for await (const batch of batches) yield csv.rows(batch);
    }
    return reply
      .header('Content-Type', 'text/csv; charset=utf-8')
      .header('Content-Disposition', `attachment; filename="${csv.fileName(new Date().toISOString().slice(0, 10))}"`)
      .header('X-Export-Rows', String(total))
      .header('X-Export-Capped', String(capped))
      .send(Readable.from(lines()));
  };
}

export function registerCustomerRoutes(app: FastifyInstance, deps: ServerDeps): void {
  const C = deps.customers;

  app.get(R.list.path, answeredAs(R.list.response), scoped(deps, async (ctx, request, reply) =>
    answer(reply, C.list(ctx, request.query as Record<string, unknown>), (page): CustomerListResponse => ({
      count: page.count, count_capped: page.countCapped, current: page.current, last: page.last, limit: page.limit,
      results: page.results.map(customerListItemBody),
    }))));

  app.get(R.export.path, scoped(deps, exportCsv(C)));

  app.post(R.create.path, scoped(deps, async (ctx, request, reply) => {
    const body = decodeBody(R.create.body, request.body);
    if (E.isLeft(body)) return sendProblem(reply, body.left);
    return answer(reply, C.create(ctx, command(body.right)), customerBody, 201);
  }));

  app.put(fastifyPath(R.update.path), visibleWithId(deps, 'customer', async (ctx, id, request, reply) => {
    const body = decodeBody(R.update.body, request.body);
    if (E.isLeft(body)) return sendProblem(reply, body.left);
    return answer(reply, C.update(ctx, id, command(body.right)), customerBody);
  }));

  app.delete(fastifyPath(R.remove.path), visibleWithId(deps, 'customer', async (ctx, id, _request, reply) =>
    answer(reply, C.remove(ctx, id), () => null, 204)));

  app.get(fastifyPath(R.record.path), answeredAs(R.record.response), visibleWithId(deps, 'customer', async (ctx, id, _request, reply) =>
    answer(reply, C.record(ctx, id), customerBody)));

  app.post(R.setArchiveStatus.path, scoped(deps, async (ctx, request, reply) => {
    const body = decodeBody(R.setArchiveStatus.body, request.body);
    if (E.isLeft(body)) return sendProblem(reply, body.left);
    for (const id of body.right.id_list) if (!(await mayReach(deps, ctx, { kind: 'customer', id }, reply))) return reply;
    return answer(reply, C.setArchiveStatus(ctx, { ids: body.right.id_list, status: body.right.status, reason: body.right.archive_reason ?? null }, request.ip), (r) => r);
  }));

  app.post(fastifyPath(R.trackLinkShared.path), visibleWithId(deps, 'customer', async (ctx, id, request, reply) => {
    const body = decodeBody(R.trackLinkShared.body, request.body);
    if (E.isLeft(body)) return sendProblem(reply, body.left);
    return answer(reply, C.trackLinkShared(ctx, id, { shareType: body.right.share_type, urlOf: invitationUrl(request) }),
      (r) => ({ url: r.url, share_type: r.shareType, shared_at: r.sharedAt.toISOString() }));
  }));

  app.get(fastifyPath(R.invitationLink.path), visibleWithId(deps, 'customer', async (ctx, id, request, reply) =>
    answer(reply, C.invitationLink(ctx, id, invitationUrl(request)), (r) => r)));

  app.get(fastifyPath(R.prequalDetails.path), visibleWithId(deps, 'customer', async (ctx, id, _request, reply) =>
    answer(reply, C.prequal(ctx, id), prequalBody)));

  app.get(R.filterData.path, scoped(deps, async (ctx) => customerFilterDataBody(await C.filterData(ctx))));
}
