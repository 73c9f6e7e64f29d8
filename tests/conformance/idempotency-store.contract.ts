import { describe, expect, it } from 'vitest';
import type { IdempotencyRequest, IdempotencyStore } from '@dealer-panel/core/shared/ports/idempotency-store';

const T0 = new Date('2025-06-02T13:00:00.000Z');
const LEASE = 60_000;
const at = (ms: number) => new Date(T0.getTime() + ms);

/**
 * The IdempotencyStore contract (core/shared/ports/idempotency-store.ts), the same for every
 * adapter. `open` gives a store with no keys in the scopes it names (`scope` and `otherScope`).
 */
export function idempotencyStoreContract(name: string, open: () => Promise<{ readonly store: IdempotencyStore; readonly scope: string; readonly otherScope: string }>): void {
  describe(`IdempotencyStore: ${name}`, () => {
    const req = (scope: string, key: string, overrides: Partial<IdempotencyRequest> = {}): IdempotencyRequest =>
      ({ scope, key, fingerprint: 'refund:1:2500', now: T0, leaseMs: LEASE, ...overrides });

    it('forgets keys whose lease ended before the purge\'s time, done or abandoned, and keeps newer ones', async () => {
      const { store, scope, otherScope } = await open();
      const old = await store.claim(req(scope, 'old'));
      if (old.status !== 'claimed') throw new Error(old.status);
      await store.complete(scope, 'old', old.token, { ok: true });
      await store.claim(req(otherScope, 'abandoned'));
      const week = 7 * 24 * 3_600_000;
      await store.claim(req(scope, 'recent', { now: at(week) }));
      expect(await store.purge(at(LEASE + 1))).toBe(2);
      expect(await store.claim(req(scope, 'old', { now: at(week) }))).toMatchObject({ status: 'claimed' });
      expect(await store.claim(req(scope, 'recent', { now: at(week + 1) }))).toEqual({ status: 'in_progress' });
      expect(await store.purge(at(LEASE + 1))).toBe(0);
    });

    it('lets the first claim run, holds off the others, then answers the first result', async () => {
      const { store, scope } = await open();
      const first = await store.claim(req(scope, 'k1'));
      if (first.status !== 'claimed') throw new Error(first.status);
      expect(await store.claim(req(scope, 'k1', { now: at(LEASE - 1) }))).toEqual({ status: 'in_progress' });
      const result = { ok: true, deposit: { id: 4, refunded: 2500, at: '2025-06-02T13:00:00.000Z', reasons: [1, 'x', null] } };
      expect(await store.complete(scope, 'k1', first.token, result)).toBe(true);
      expect(await store.claim(req(scope, 'k1', { now: at(LEASE * 1000) }))).toEqual({ status: 'done', result });
      expect(await store.claim(req(scope, 'k1', { fingerprint: 'refund:1:9999' }))).toEqual({ status: 'mismatch' });
    });

    it('gives exactly one of many concurrent claims of a new key', async () => {
      const { store, scope } = await open();
      const claims = await Promise.all(Array.from({ length: 20 }, () => store.claim(req(scope, 'k-race'))));
      expect(claims.filter((c) => c.status === 'claimed')).toHaveLength(1);
      expect(claims.filter((c) => c.status === 'in_progress')).toHaveLength(19);
    });

    it('answers mismatch to a different request with the key, running or done', async () => {
      const { store, scope } = await open();
      const first = await store.claim(req(scope, 'k2'));
      expect(await store.claim(req(scope, 'k2', { fingerprint: 'capture:1' }))).toEqual({ status: 'mismatch' });
      if (first.status !== 'claimed') throw new Error(first.status);
      await store.complete(scope, 'k2', first.token, null);
      expect(await store.claim(req(scope, 'k2', { fingerprint: 'capture:1' }))).toEqual({ status: 'mismatch' });
      expect(await store.claim(req(scope, 'k2'))).toEqual({ status: 'done', result: null });
    });

    it('lets a released key run again, and ignores a release once completed', async () => {
      const { store, scope } = await open();
      const first = await store.claim(req(scope, 'k3'));
      if (first.status !== 'claimed') throw new Error(first.status);
      await store.release(scope, 'k3', first.token);
      const again = await store.claim(req(scope, 'k3'));
      if (again.status !== 'claimed') throw new Error(again.status);
      expect(await store.complete(scope, 'k3', again.token, 'second')).toBe(true);
      await store.release(scope, 'k3', again.token);
      expect(await store.claim(req(scope, 'k3'))).toEqual({ status: 'done', result: 'second' });
    });

    it('lets a claim past its lease be taken over; the old token then completes and releases nothing', async () => {
      const { store, scope } = await open();
      const dead = await store.claim(req(scope, 'k4'));
      const taken = await store.claim(req(scope, 'k4', { now: at(LEASE) }));
      if (dead.status !== 'claimed' || taken.status !== 'claimed') throw new Error('not claimed');
      expect(taken.token).not.toBe(dead.token);
      await store.release(scope, 'k4', dead.token);
      expect(await store.claim(req(scope, 'k4', { now: at(LEASE + 1) }))).toEqual({ status: 'in_progress' });
      expect(await store.complete(scope, 'k4', dead.token, 'late')).toBe(false);
      expect(await store.complete(scope, 'k4', taken.token, 'kept')).toBe(true);
      expect(await store.claim(req(scope, 'k4'))).toEqual({ status: 'done', result: 'kept' });
    });

    it('keeps scopes apart', async () => {
      const { store, scope, otherScope } = await open();
      expect((await store.claim(req(scope, 'k5'))).status).toBe('claimed');
      expect((await store.claim(req(otherScope, 'k5'))).status).toBe('claimed');
    });
  });
}
