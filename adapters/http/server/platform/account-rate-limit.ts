import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { problem, sendProblem } from './problem';
import { limitKey, type RateLimits } from './rate-limits';

/** Counts a one-time code for `account` (a user id, a deal link); false when the answer (429) is sent. */
export type CodeSendLimiter = (request: FastifyRequest, reply: FastifyReply, account: string) => Promise<boolean>;

/**
 * The one-time code limits that need to know whose code it is (issue 29.3), counted in the route
 * once the account is known: per account and address (`codes`), then per account from anywhere
 * (`codesPerAccount`). The per-address ceiling (`codesPerAddress`) is the route's own limit.
 * Counted in the rate-limit plugin's store, so every process counts together (Redis or PostgreSQL).
 */
export function codeSendLimiter(app: FastifyInstance, kind: string, limits: Pick<RateLimits, 'codes' | 'codesPerAccount'>): CodeSendLimiter {
  const accounts = new WeakMap<FastifyRequest, string>();
  const accountOf = (request: FastifyRequest) => accounts.get(request) ?? '';
  const perAccountAndAddress = app.createRateLimit({
    max: limits.codes.max, timeWindow: limits.codes.timeWindow, keyGenerator: (request) => limitKey(`${kind}-account-address`, accountOf(request), request.ip),
  });
  const perAccount = app.createRateLimit({
    max: limits.codesPerAccount.max, timeWindow: limits.codesPerAccount.timeWindow, keyGenerator: (request) => limitKey(`${kind}-account`, accountOf(request)),
  });
  return async (request, reply, account) => {
    accounts.set(request, account);
    for (const limiter of [perAccountAndAddress, perAccount]) {
      const counted = await limiter(request);
      if (counted.isAllowed || !counted.isExceeded) continue;
      void reply.header('Retry-After', String(counted.ttlInSeconds));
      await sendProblem(reply, problem(429, 'rate_limited', { detail: `Too many attempts; try again in ${counted.ttlInSeconds} seconds.` }));
      return false;
    }
    return true;
  };
}
