import * as E from 'fp-ts/Either';
import type { FastifyInstance } from 'fastify';
import { accessRoutes as R } from '../../contract/access/access-routes';
import { decodeBody } from '../platform/decode';
import { accessProblem } from './access-errors';
import { sendProblem } from '../platform/problem';
import type { RateLimits } from '../platform/rate-limits';
import { originOf } from '../platform/route-helpers';
import type { ServerDeps } from '../server-deps';
import { requireSession } from './session-guard';

export function registerPasswordRoutes(app: FastifyInstance, deps: ServerDeps, limits: RateLimits): void {
  app.post(R.resetPassword.path, { config: { rateLimit: limits.reset } }, async (request, reply) => {
    const body = decodeBody(R.resetPassword.body, request.body);
    if (E.isLeft(body)) return sendProblem(reply, body.left);
    const origin = originOf(request);
    const done = await deps.access.requestPasswordReset({
      email: body.right.email, ip: request.ip,
      resetUrl: (token) => `${origin}/dealer/reset-password?token=${encodeURIComponent(token)}`,
    })();
    if (E.isLeft(done)) return sendProblem(reply, accessProblem(done.left));
    return { detail: 'If this address belongs to an account, a link to reset the password has been sent.' };
  });

  app.post(R.resetPasswordConfirm.path, { config: { rateLimit: limits.reset } }, async (request, reply) => {
    const body = decodeBody(R.resetPasswordConfirm.body, request.body);
    if (E.isLeft(body)) return sendProblem(reply, body.left);
    const done = await deps.access.resetPassword({
      token: body.right.token, newPassword: body.right.new_password, confirmNewPassword: body.right.confirm_new_password, ip: request.ip,
    })();
    if (E.isLeft(done)) return sendProblem(reply, accessProblem(done.left));
    return { detail: 'Your password has been changed. Sign in with the new one.' };
  });

  app.post(R.changePassword.path, async (request, reply) => {
    const ctx = await requireSession(deps, request, reply, 'verified');
    if (!ctx) return reply;
    const body = decodeBody(R.changePassword.body, request.body);
    if (E.isLeft(body)) return sendProblem(reply, body.left);
    const done = await deps.access.changePassword(ctx, {
      currentPassword: body.right.current_password, newPassword: body.right.new_password,
      confirmNewPassword: body.right.confirm_new_password, ip: request.ip,
    })();
    if (E.isLeft(done)) return sendProblem(reply, accessProblem(done.left));
    return { detail: 'Your password has been changed.' };
  });
}
