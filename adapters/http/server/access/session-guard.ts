import * as E from 'fp-ts/Either';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { SessionContext } from '@dealer-panel/core/access/session-context';
import { SESSION_COOKIE, readSignedCookie } from '../platform/cookies';
import { problem, sendProblem } from '../platform/problem';
import type { ServerDeps } from '../server-deps';

export type AuthLevel = 'session' | 'verified';

type Resolution = Awaited<ReturnType<ReturnType<ServerDeps['access']['resolveSession']>>>;
const resolutions = new WeakMap<FastifyRequest, Promise<Resolution>>();

/**
 * The request's session, resolved once per request: the operation guard (operation-guard.ts) reads
 * it before the handler does, and the second read costs no query.
 */
function resolved(deps: ServerDeps, request: FastifyRequest): Promise<Resolution> {
  let resolution = resolutions.get(request);
  if (resolution === undefined) {
    resolution = deps.access.resolveSession(readSignedCookie(request, SESSION_COOKIE))();
    resolutions.set(request, resolution);
  }
  return resolution;
}

/**
 * The session of a request, or the answer already sent: 401 not_authenticated with no session,
 * 440 session_expired after 30 idle minutes or 12 hours, 403 verification_required when the
 * route needs the one-time code and the session has not passed it.
 */
export async function requireSession(
  deps: ServerDeps, request: FastifyRequest, reply: FastifyReply, level: AuthLevel,
): Promise<SessionContext | null> {
  const result = await resolved(deps, request);
  if (E.isLeft(result)) {
    if (result.left._tag === 'SessionExpired') {
      // The cookie stays: every call keeps answering 440 until a sign-in replaces it or a sign-out
      // clears it, so whichever call meets the expiry first (a notifications poll, a page view sent
      // as the page goes away, a reload), the login page still says why.
      await sendProblem(reply, problem(440, 'session_expired', { detail: 'Your session has expired. Please sign in again.' }));
    } else {
      await sendProblem(reply, problem(401, 'not_authenticated', { detail: 'Sign in to continue.' }));
    }
    return null;
  }
  if (level === 'verified' && !result.right.session.fullyAuthenticated) {
    await sendProblem(reply, problem(403, 'verification_required', { detail: 'Enter the one-time code first.' }));
    return null;
  }
  return result.right;
}

/** The session if there is a valid one, without answering anything otherwise. */
export async function optionalSession(deps: ServerDeps, request: FastifyRequest): Promise<SessionContext | null> {
  const result = await resolved(deps, request);
  return E.isRight(result) ? result.right : null;
}

/** A verified session whose dealership is chosen; 409 dealership_required otherwise. */
export async function requireDealership(
  deps: ServerDeps, request: FastifyRequest, reply: FastifyReply,
): Promise<(SessionContext & { readonly dealership: NonNullable<SessionContext['dealership']> }) | null> {
  const ctx = await requireSession(deps, request, reply, 'verified');
  if (!ctx) return null;
  if (ctx.dealership === null) {
    await sendProblem(reply, problem(409, 'dealership_required', { detail: 'Choose a dealership first.' }));
    return null;
  }
  return ctx as SessionContext & { readonly dealership: NonNullable<SessionContext['dealership']> };
}
