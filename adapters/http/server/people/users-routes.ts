import * as E from 'fp-ts/Either';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { RequestMeta } from '@dealer-panel/core/people/users/user-admin-deps';
import { userRoutes as R } from '../../contract/people/users-routes';
import { UpdateUserRequest } from '../../contract/people/users';
import { decodeBody, decodeClosedBody } from '../platform/decode';
import { dealerProblem } from '../dealer-errors';
import { sendProblem } from '../platform/problem';
import { answer, fastifyPath, originOf, scoped, scopedWithId } from '../platform/route-helpers';
import type { ServerDeps } from '../server-deps';
import { staffChanges, staffUserBody } from './users-body';
import { usersCsv } from './users-csv';

/** PATCH user/{id}/ takes the write fields of spec 000 section 3 only: another (is_super_admin, dealership…) is refused. */
const UPDATE_FIELDS: ReadonlySet<string> = new Set(Object.keys(UpdateUserRequest.props));

/** The set-your-first-password link: the reset-password screen, told it is an invitation. */
function metaOf(request: FastifyRequest): RequestMeta {
  const origin = originOf(request);
  return { ip: request.ip, invitationUrl: (token) => `${origin}/dealer/reset-password?token=${encodeURIComponent(token)}&invitation=1` };
}

export function registerUserRoutes(app: FastifyInstance, deps: ServerDeps): void {
  const U = deps.users;

  app.get(R.listUsers.path, scoped(deps, async (ctx, request, reply) =>
    answer(reply, U.list(ctx, request.query as Record<string, unknown>), (page) => ({ ...page, results: page.results.map(staffUserBody) }))));

  app.get(R.exportUsers.path, scoped(deps, async (ctx, request, reply) => {
    const result = await U.export(ctx, request.query as Record<string, unknown>)();
    if (E.isLeft(result)) return sendProblem(reply, dealerProblem(result.left));
    const csv = usersCsv(ctx.session.language ?? ctx.user.language, result.right);
    return reply.header('Content-Type', 'text/csv; charset=utf-8')
      .header('Content-Disposition', `attachment; filename="${csv.fileName}"`).send(csv.text);
  }));

  app.post(R.inviteUser.path, scoped(deps, async (ctx, request, reply) => {
    const body = decodeBody(R.inviteUser.body, request.body);
    if (E.isLeft(body)) return sendProblem(reply, body.left);
    const b = body.right;
    const invitee = { email: b.email, firstName: b.first_name, lastName: b.last_name, phone: b.phone ?? '', language: b.language ?? ctx.dealership.defaultLanguage, role: b.set_role };
    return answer(reply, U.invite(ctx, invitee, metaOf(request)), staffUserBody, 201);
  }));

  app.get(fastifyPath(R.getUser.path), scopedWithId(deps, async (ctx, id, _request, reply) =>
    answer(reply, U.get(ctx, id), staffUserBody)));

  app.patch(fastifyPath(R.updateUser.path), scopedWithId(deps, async (ctx, id, request, reply) => {
    const body = decodeClosedBody(R.updateUser.body, UPDATE_FIELDS, request.body);
    if (E.isLeft(body)) return sendProblem(reply, body.left);
    return answer(reply, U.update(ctx, id, staffChanges(body.right), request.ip), staffUserBody);
  }));

  app.post(fastifyPath(R.sendInvitation.path), scopedWithId(deps, async (ctx, id, request, reply) =>
    answer(reply, U.resendInvitation(ctx, id, metaOf(request)), staffUserBody)));

  app.post(R.setActiveStatus.path, scoped(deps, async (ctx, request, reply) => {
    const body = decodeBody(R.setActiveStatus.body, request.body);
    if (E.isLeft(body)) return sendProblem(reply, body.left);
    return answer(reply, U.setActiveStatus(ctx, { userId: body.right.user_id, isActive: body.right.is_active }, request.ip), staffUserBody);
  }));
}
