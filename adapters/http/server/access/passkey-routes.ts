import * as E from 'fp-ts/Either';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Passkey, RelyingParty } from '@dealer-panel/core/access/passkey';
import type { SessionContext } from '@dealer-panel/core/access/session-context';
import { passkeyRoutes as R } from '../../contract/access/passkey-routes';
import type { PasskeyBody } from '../../contract/access/passkeys';
import { decodeBody } from '../platform/decode';
import { problem, sendProblem } from '../platform/problem';
import type { RateLimits } from '../platform/rate-limits';
import { fastifyPath, pathId } from '../platform/route-helpers';
import type { ServerDeps } from '../server-deps';
import { passkeyProblem } from './passkey-problem';
import { relyingParty } from './relying-party';
import { requireSession } from './session-guard';
import { verificationBody } from './verification-routes';

const body = (p: Passkey): PasskeyBody => ({
  id: p.id, name: p.name, transports: [...p.transports], created_at: p.createdAt.toISOString(), last_used_at: p.lastUsedAt?.toISOString() ?? null,
});

/** The cookies a verified second step sets (access-routes.ts gives the same pair to the code routes). */
export interface SecondStepCookies {
  readonly rememberDevice: (reply: FastifyReply, token: string | null) => void;
  readonly rotateSession: (reply: FastifyReply, token: string) => void;
}

export function registerPasskeyRoutes(app: FastifyInstance, deps: ServerDeps, limits: RateLimits, cookies: SecondStepCookies): void {
  const P = deps.passkeys;
  /** The session at `level` and the relying party of the request, or the answer already sent. */
  const open = async (request: FastifyRequest, reply: FastifyReply, level: 'session' | 'verified'): Promise<{ ctx: SessionContext; rp: RelyingParty } | null> => {
    const ctx = await requireSession(deps, request, reply, level);
    if (!ctx) return null;
    const rp = relyingParty(deps.passkeyPublicUrl, request);
    if (rp === null) {
      await sendProblem(reply, problem(400, 'invalid_host', { detail: 'The address the panel was reached by cannot carry a passkey.' }));
      return null;
    }
    return { ctx, rp };
  };

  app.get(R.list.path, async (request, reply) => {
    const ctx = await requireSession(deps, request, reply, 'verified');
    if (!ctx) return reply;
    return { passkeys: (await P.list(ctx)).map(body) };
  });

  app.post(R.registrationOptions.path, async (request, reply) => {
    const opened = await open(request, reply, 'verified');
    if (!opened) return reply;
    const options = await P.registrationOptions(opened.ctx, opened.rp)();
    return E.isLeft(options) ? sendProblem(reply, passkeyProblem(options.left)) : { options: options.right };
  });

  app.post(R.add.path, { config: { rateLimit: limits.verify } }, async (request, reply) => {
    const opened = await open(request, reply, 'verified');
    if (!opened) return reply;
    const input = decodeBody(R.add.body, request.body);
    if (E.isLeft(input)) return sendProblem(reply, input.left);
    const added = await P.add(opened.ctx, {
      rp: opened.rp, response: input.right.credential, ...(input.right.name === undefined ? {} : { name: input.right.name }),
      userAgent: request.headers['user-agent'] ?? '', ip: request.ip,
    })();
    if (E.isLeft(added)) return sendProblem(reply, passkeyProblem(added.left));
    return reply.status(201).send(body(added.right));
  });

  app.patch(fastifyPath(R.rename.path), async (request, reply) => {
    const ctx = await requireSession(deps, request, reply, 'verified');
    if (!ctx) return reply;
    const id = pathId(request);
    if (id === null) return sendProblem(reply, problem(404, 'not_found'));
    const input = decodeBody(R.rename.body, request.body);
    if (E.isLeft(input)) return sendProblem(reply, input.left);
    const renamed = await P.rename(ctx, id, input.right.name)();
    return E.isLeft(renamed) ? sendProblem(reply, passkeyProblem(renamed.left)) : body(renamed.right);
  });

  app.delete(fastifyPath(R.remove.path), async (request, reply) => {
    const ctx = await requireSession(deps, request, reply, 'verified');
    if (!ctx) return reply;
    const id = pathId(request);
    if (id === null) return sendProblem(reply, problem(404, 'not_found'));
    const removed = await P.remove(ctx, id, request.ip)();
    return E.isLeft(removed) ? sendProblem(reply, passkeyProblem(removed.left)) : reply.status(204).send();
  });

  app.get(R.signInStatus.path, async (request, reply) => {
    const ctx = await requireSession(deps, request, reply, 'session');
    if (!ctx) return reply;
    return { available: await P.signInAvailable(ctx) };
  });

  app.post(R.signInOptions.path, { config: { rateLimit: limits.verify } }, async (request, reply) => {
    const opened = await open(request, reply, 'session');
    if (!opened) return reply;
    const options = await P.signInOptions(opened.ctx, opened.rp)();
    return E.isLeft(options) ? sendProblem(reply, passkeyProblem(options.left)) : { options: options.right };
  });

  app.post(R.signIn.path, { config: { rateLimit: limits.verify } }, async (request, reply) => {
    const opened = await open(request, reply, 'session');
    if (!opened) return reply;
    const input = decodeBody(R.signIn.body, request.body);
    if (E.isLeft(input)) return sendProblem(reply, input.left);
    const verified = await P.verifySignIn(opened.ctx, { rp: opened.rp, response: input.right.credential, rememberDevice: input.right.remember_device ?? false, ip: request.ip })();
    if (E.isLeft(verified)) return sendProblem(reply, passkeyProblem(verified.left));
    cookies.rememberDevice(reply, verified.right.deviceToken);
    cookies.rotateSession(reply, verified.right.sessionToken);
    return verificationBody(verified.right.status);
  });
}
