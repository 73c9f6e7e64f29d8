import * as E from 'fp-ts/Either';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { accessRoutes as R } from '../../contract/access/access-routes';
import type { VerificationStatus } from '@dealer-panel/core/access/one-time-codes';
import type { VerificationStatus as VerificationStatusBody } from '../../contract/access/access';
import { decodeBody } from '../platform/decode';
import { accessProblem } from './access-errors';
import { sendProblem } from '../platform/problem';
import type { RateLimits } from '../platform/rate-limits';
import { codeSendLimiter } from '../platform/account-rate-limit';
import type { ServerDeps } from '../server-deps';
import { requireSession } from './session-guard';

export function verificationBody(status: VerificationStatus): VerificationStatusBody {
  return {
    has_device: status.hasDevice, masked_phone: status.maskedPhone, verified: status.verified, fully_authenticated: status.fullyAuthenticated,
    factors: [...status.factors], preferred_factor: status.preferredFactor, text_messages: status.textMessages, recovery_codes_left: status.recoveryCodesLeft,
  };
}

export function registerVerificationRoutes(
  app: FastifyInstance, deps: ServerDeps, limits: RateLimits,
  rememberDevice: (reply: FastifyReply, token: string | null) => void,
  rotateSession: (reply: FastifyReply, token: string) => void,
): void {
  app.get(R.verificationStatus.path, async (request, reply) => {
    const ctx = await requireSession(deps, request, reply, 'session');
    if (!ctx) return reply;
    return verificationBody(await deps.access.verificationStatus(ctx));
  });

  // Codes are counted per account (issue 29.3): a store's staff share its one address.
  const codeSent = codeSendLimiter(app, 'staff-code', limits);
  app.post(R.sendOtp.path, { config: { rateLimit: limits.codesPerAddress } }, async (request, reply) => {
    const ctx = await requireSession(deps, request, reply, 'session');
    if (!ctx) return reply;
    if (!(await codeSent(request, reply, String(ctx.user.id)))) return reply;
    const sent = await deps.access.sendOneTimeCode(ctx, request.ip)();
    if (E.isLeft(sent)) return sendProblem(reply, accessProblem(sent.left));
    return { sent: true, masked_phone: sent.right.maskedPhone, expires_in_seconds: sent.right.expiresInSeconds };
  });

  app.post(R.setupOtp.path, { config: { rateLimit: limits.codesPerAddress } }, async (request, reply) => {
    const ctx = await requireSession(deps, request, reply, 'session');
    if (!ctx) return reply;
    const body = decodeBody(R.setupOtp.body, request.body);
    if (E.isLeft(body)) return sendProblem(reply, body.left);
    if (!(await codeSent(request, reply, String(ctx.user.id)))) return reply;
    const sent = await deps.access.setUpOtpDevice(ctx, { phone: body.right.phone, ip: request.ip })();
    if (E.isLeft(sent)) return sendProblem(reply, accessProblem(sent.left));
    return { sent: true, masked_phone: sent.right.maskedPhone, expires_in_seconds: sent.right.expiresInSeconds };
  });

  app.post(R.verify.path, { config: { rateLimit: limits.verify } }, async (request, reply) => {
    const ctx = await requireSession(deps, request, reply, 'session');
    if (!ctx) return reply;
    const body = decodeBody(R.verify.body, request.body);
    if (E.isLeft(body)) return sendProblem(reply, body.left);
    const verified = await deps.access.verifyOneTimeCode(ctx, { token: body.right.token, rememberDevice: body.right.remember_device ?? false, ip: request.ip })();
    if (E.isLeft(verified)) return sendProblem(reply, accessProblem(verified.left));
    rememberDevice(reply, verified.right.deviceToken);
    rotateSession(reply, verified.right.sessionToken);
    return verificationBody(verified.right.status);
  });

  app.post(R.confirmOtpDevice.path, { config: { rateLimit: limits.verify } }, async (request, reply) => {
    const ctx = await requireSession(deps, request, reply, 'session');
    if (!ctx) return reply;
    const body = decodeBody(R.confirmOtpDevice.body, request.body);
    if (E.isLeft(body)) return sendProblem(reply, body.left);
    const verified = await deps.access.verifyOneTimeCode(ctx, {
      token: body.right.token, phone: body.right.phone, rememberDevice: body.right.remember_device ?? false, ip: request.ip,
    })();
    if (E.isLeft(verified)) return sendProblem(reply, accessProblem(verified.left));
    rememberDevice(reply, verified.right.deviceToken);
    rotateSession(reply, verified.right.sessionToken);
    return verificationBody(verified.right.status);
  });
}
