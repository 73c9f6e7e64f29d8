import * as E from 'fp-ts/Either';
import { describe, expect, it } from 'vitest';
import { inMemoryDepositLocks } from '@dealer-panel/core/testing/in-memory-deposit-locks';
import { DEPOSIT_LOCK_LEASE_MS, drizzleDepositLocks } from '../../adapters/persistence/deposits/drizzle-deposit-locks';
import { manualClock } from '../api/support/test-app';
import { depositLocksContract, gate } from './deposit-locks.contract';
import { forEachEngine } from './support/engines';

describe('in memory', () => {
  depositLocksContract('in memory', async () => inMemoryDepositLocks());
});

forEachEngine((engine) => {
  depositLocksContract('drizzle leases', async () => drizzleDepositLocks(engine.db(), { clock: manualClock() }));

  describe('drizzle leases: waiting, and a dead holder', () => {
    it('answers busy, without running, when the holder keeps the lock past the wait', async () => {
      const locks = drizzleDepositLocks(engine.db(), { clock: manualClock(), waitMs: 60 });
      const held = gate();
      const inside = gate();
      const holder = locks.exclusive([501], async () => { inside.open(); await held.passed; return 'held'; });
      await inside.passed;
      let ran = false;
      expect(await locks.exclusive([501], async () => { ran = true; })).toEqual(E.left({ _tag: 'DepositBusy' }));
      expect(ran).toBe(false);
      held.open();
      expect(await holder).toEqual(E.right('held'));
      expect(await locks.exclusive([501], async () => 'after')).toEqual(E.right('after'));
    });

    it('lets another process take the lock of a holder that died once its lease ended', async () => {
      const clock = manualClock();
        const dead = drizzleDepositLocks(engine.db(), { clock });
      const alive = drizzleDepositLocks(engine.db(), { clock, waitMs: 60 });
      const inside = gate();
      const never = gate();
      // The holder's process "dies": its run never settles, so it never releases.
      void dead.exclusive([502], async () => { inside.open(); await never.passed; });
      await inside.passed;
      expect(await alive.exclusive([502], async () => 'too soon')).toEqual(E.left({ _tag: 'DepositBusy' }));
      clock.advance(DEPOSIT_LOCK_LEASE_MS);
      expect(await alive.exclusive([502], async () => 'taken over')).toEqual(E.right('taken over'));
    });
  });
});
