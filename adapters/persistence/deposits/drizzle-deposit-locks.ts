import { randomUUID } from 'node:crypto';
import { and, eq, isNull, sql } from 'drizzle-orm';
import * as E from 'fp-ts/Either';
import { DEPOSIT_BUSY, type DepositBusy, type DepositLocks } from '@dealer-panel/core/deposits/deposit-locks';
import type { Clock } from '@dealer-panel/core/shared/ports/clock';
import type { Db } from '../shared/database';
import { idempotencyKeys as K } from './schema';

export interface DepositLockOptions {
  readonly clock: Clock;
  /** How long a dead holder blocks the deal: beyond the processor's own timeout (Stripe's client gives up at 80 s). */
  readonly leaseMs?: number;
  /** How long a caller waits for the holder before answering busy (a person clicked; they may try again). */
  readonly waitMs?: number;
}

const SCOPE = 'deposit-lock';
export const DEPOSIT_LOCK_LEASE_MS = 2 * 60 * 1000;
export const DEPOSIT_LOCK_WAIT_MS = 30 * 1000;

const pause = (ms: number) => new Promise<void>((resolve) => { setTimeout(resolve, ms); });

/**
 * The deal locks of money moves (core/deposits/deposit-locks.ts) as leases in PostgreSQL or PGlite,
 * kept as rows of `idempotency_keys` (scope `deposit-lock`, key `order:<id>`, never completed), so
 * no table of their own. Taking one is a single statement: an insert, or on conflict an update
 * that only matches once the holder's lease ended (a crashed holder), returning our token; so
 * exactly one of any number of processes wins. Releasing deletes the row if our token still holds
 * it. No connection or transaction is held during the processor's call. A waiter tries again after
 * a growing, jittered pause (5 ms to 200 ms) until `waitMs` of real time has passed (the wait is
 * technical; the lease is on the injected clock, as the idempotency keys' leases).
 */
export function drizzleDepositLocks(db: Db, options: DepositLockOptions): DepositLocks {
  const leaseMs = options.leaseMs ?? DEPOSIT_LOCK_LEASE_MS;
  const waitMs = options.waitMs ?? DEPOSIT_LOCK_WAIT_MS;
  const key = (orderId: number) => `order:${orderId}`;

  async function claim(orderId: number): Promise<string | null> {
    const token = randomUUID();
    const now = options.clock.now();
    const [won] = await db.insert(K).values({ scope: SCOPE, key: key(orderId), fingerprint: 'lock', token, leaseUntil: new Date(now.getTime() + leaseMs) })
      .onConflictDoUpdate({
        target: [K.scope, K.key], set: { token, leaseUntil: new Date(now.getTime() + leaseMs) },
        setWhere: sql`${K.leaseUntil} <= ${now.toISOString()}::timestamptz`,
      })
      .returning({ token: K.token });
    return won?.token === token ? token : null;
  }

  async function take(orderId: number, deadline: number): Promise<string | null> {
    for (let wait = 5; ; wait = Math.min(wait * 2, 200)) {
      const token = await claim(orderId);
      if (token !== null) return token;
      const left = deadline - Date.now();
      if (left <= 0) return null;
      await pause(Math.min(left, wait * (0.5 + Math.random())));
    }
  }

  return {
    async exclusive<A>(orderIds: readonly number[], run: () => Promise<A>): Promise<E.Either<DepositBusy, A>> {
      // In ascending order, so that two moves over the same two deals (transfers) never wait on each other in a circle.
      const ids = [...new Set(orderIds)].sort((a, b) => a - b);
      const deadline = Date.now() + waitMs;
      const held: { readonly orderId: number; readonly token: string }[] = [];
      try {
        for (const orderId of ids) {
          const token = await take(orderId, deadline);
          if (token === null) return E.left(DEPOSIT_BUSY);
          held.push({ orderId, token });
        }
        return E.right(await run());
      } finally {
        for (const h of held.reverse()) {
          await db.delete(K).where(and(eq(K.scope, SCOPE), eq(K.key, key(h.orderId)), eq(K.token, h.token), isNull(K.completedAt)));
        }
      }
    },
  };
}
