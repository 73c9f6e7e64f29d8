import * as E from 'fp-ts/Either';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { secondFactorRoutes as R } from '../../contract/access/second-factor-routes';
import { decodeBody } from '../platform/decode';
import { accessProblem } from './access-errors';
import { sendProblem } from '../platform/problem';
import type { RateLimits } from '../platform/rate-limits';
import { codeSendLimiter } from '../platform/account-rate-limit';
import { answer, fastifyPath, scopedWithId } from '../platform/route-helpers';
import type { ServerDeps } from '../server-deps';
import { secondFactorProblem } from './second-factor-problems';
import { requireSession } from './session-guard';
import { verificationBody } from './verification-routes';

/** The QR code of an otpauth:// URI as an SVG data URL (an <img> shows it; nothing leaves the panel). */
async function qrCode(uri: string): Promise<string> {
  const { default: QRCode } = await import('qrcode'); // loaded at the first enrolment, not with the server (issue 34.6)
  const svg = await QRCode.toString(uri, { type: 'svg', margin: 1, errorCorrectionLevel: 'M' });
  return `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`;
}

/** Issue 30.5's calls (second-factor-routes.ts of the contract), beside verification/. */
export function registerSecondFactorRoutes(
  app: FastifyInstance, deps: ServerDeps, limits: RateLimits,
  rememberDevice: (reply: FastifyReply, token: string | null) => void,
  rotateSession: (reply: FastifyReply, token: string) => void,
): void {
  const F = deps.secondFactors;

  app.post(R.enrollTotp.path, { config: { rateLimit: limits.verify } }, async (request, reply) => {
    const ctx = await requireSession(deps, request, reply, 'session');
    if (!ctx) return reply;
    const enrolled = await F.enrollTotp(ctx)();
    if (E.isLeft(enrolled)) return sendProblem(reply, secondFactorProblem(enrolled.left));
    // The secret is shown once, to its owner: no cache keeps it.
    reply.header('Cache-Control', 'no-store');
    return { secret: enrolled.right.secret, otpauth_url: enrolled.right.uri, qr_code: await qrCode(enrolled.right.uri) };
  });

  app.post(R.confirmTotp.path, { config: { rateLimit: limits.verify } }, async (request, reply) => {
    const ctx = await requireSession(deps, request, reply, 'session');
    if (!ctx) return reply;
    const body = decodeBody(R.confirmTotp.body, request.body);
    if (E.isLeft(body)) return sendProblem(reply, body.left);
    const confirmed = await F.confirmTotp(ctx, { code: body.right.code, rememberDevice: body.right.remember_device ?? false, ip: request.ip })();
    if (E.isLeft(confirmed)) return sendProblem(reply, secondFactorProblem(confirmed.left));
    if (confirmed.right.sessionToken !== null) {
      rememberDevice(reply, confirmed.right.deviceToken);
      rotateSession(reply, confirmed.right.sessionToken);
    }
    reply.header('Cache-Control', 'no-store');
    return { status: verificationBody(confirmed.right.status), recovery_codes: confirmed.right.recoveryCodes === null ? null : [...confirmed.right.recoveryCodes] };
  });

  app.post(R.verifyFactor.path, { config: { rateLimit: limits.verify } }, async (request, reply) => {
    const ctx = await requireSession(deps, request, reply, 'session');
    if (!ctx) return reply;
    const body = decodeBody(R.verifyFactor.body, request.body);
    if (E.isLeft(body)) return sendProblem(reply, body.left);
    const verified = await F.verify(ctx, { method: body.right.method, code: body.right.code, rememberDevice: body.right.remember_device ?? false, ip: request.ip })();
    if (E.isLeft(verified)) return sendProblem(reply, secondFactorProblem(verified.left));
    rememberDevice(reply, verified.right.deviceToken);
    rotateSession(reply, verified.right.sessionToken);
    return verificationBody(verified.right.status);
  });

  const codeSent = codeSendLimiter(app, 'staff-email-code', limits);
  app.post(R.sendEmailOtp.path, { config: { rateLimit: limits.codesPerAddress } }, async (request, reply) => {
    const ctx = await requireSession(deps, request, reply, 'session');
    if (!ctx) return reply;
    if (!(await codeSent(request, reply, String(ctx.user.id)))) return reply;
    const sent = await F.sendEmailCode(ctx, request.ip)();
    if (E.isLeft(sent)) return sendProblem(reply, secondFactorProblem(sent.left));
    return { sent: true, masked_email: sent.right.maskedEmail, expires_in_seconds: sent.right.expiresInSeconds };
  });

  app.put(R.setPreferredFactor.path, async (request, reply) => {
    const ctx = await requireSession(deps, request, reply, 'verified');
    if (!ctx) return reply;
    const body = decodeBody(R.setPreferredFactor.body, request.body);
    if (E.isLeft(body)) return sendProblem(reply, body.left);
    const set = await F.setPreferred(ctx, body.right.preferred_factor, request.ip)();
    return E.isLeft(set) ? sendProblem(reply, accessProblem(set.left)) : verificationBody(set.right);
  });

  app.delete(fastifyPath(R.removeFactor.path), async (request, reply) => {
    const ctx = await requireSession(deps, request, reply, 'verified');
    if (!ctx) return reply;
    const factor = String((request.params as Record<string, unknown>)['factor'] ?? '');
    const removed = await F.remove(ctx, factor, request.ip)();
    return E.isLeft(removed) ? sendProblem(reply, accessProblem(removed.left)) : verificationBody(removed.right);
  });

  app.post(R.regenerateRecoveryCodes.path, async (request, reply) => {
    const ctx = await requireSession(deps, request, reply, 'verified');
    if (!ctx) return reply;
    const codes = await F.regenerateRecoveryCodes(ctx, request.ip)();
    if (E.isLeft(codes)) return sendProblem(reply, accessProblem(codes.left));
    reply.header('Cache-Control', 'no-store');
    return { recovery_codes: [...codes.right] };
  });

  app.post(fastifyPath(R.resetSecondFactors.path), scopedWithId(deps, async (ctx, id, request, reply) =>
    answer(reply, deps.resetSecondFactors(ctx, id, request.ip), (r) => ({ detail: 'The second factors were reset.', removed: [...r.removed] }))));
}

