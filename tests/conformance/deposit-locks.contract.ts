import * as E from 'fp-ts/Either';
import { describe, expect, it } from 'vitest';
import type { DepositLocks } from '@dealer-panel/core/deposits/deposit-locks';

let deals = 1_000;
/** Deal ids no other test of the file locks (locks are per deal, the whole database over). */
const fresh = () => { deals += 10; return deals; };

/** A gate a test opens by hand: `passed` settles when `open` is called. */
export function gate() {
  let open = () => undefined as void;
  const passed = new Promise<void>((resolve) => { open = resolve; });
  return { passed, open };
}

/**
 * The DepositLocks contract (core/deposits/deposit-locks.ts), the same for every adapter: runs that
 * share a deal never overlap, whatever the order their deals are named in; runs on other deals do
 * not wait; a run that rejects releases its locks and the rejection is passed on.
 */
export function depositLocksContract(name: string, open: () => Promise<DepositLocks>): void {
  describe(`DepositLocks: ${name}`, () => {
    it('never runs two moves of one deal at once, and runs every one of them', async () => {
      const locks = await open();
      const deal = fresh();
      let active = 0;
      let most = 0;
      const ran: number[] = [];
      const results = await Promise.all(Array.from({ length: 6 }, (_, i) => locks.exclusive([deal], async () => {
        active += 1;
        most = Math.max(most, active);
        // Give the others every chance to start meanwhile.
        for (let tick = 0; tick < 5; tick += 1) await new Promise<void>((resolve) => { queueMicrotask(resolve); });
        await Promise.resolve();
        ran.push(i);
        active -= 1;
        return i;
      })));
      expect(most).toBe(1);
      expect(results.map((r) => (E.isRight(r) ? r.right : null)).sort()).toEqual([0, 1, 2, 3, 4, 5]);
      expect(ran).toHaveLength(6);
    });

    it('serializes moves over two deals named in any order with moves of either one, without a deadlock', async () => {
      const locks = await open();
      const [a, b] = [fresh(), fresh()];
      const active = new Map<number, number>([[a, 0], [b, 0]]);
      let overlap = false;
      const move = (ids: readonly number[]) => locks.exclusive(ids, async () => {
        for (const id of ids) { const n = (active.get(id) ?? 0) + 1; active.set(id, n); if (n > 1) overlap = true; }
        await new Promise<void>((resolve) => { queueMicrotask(resolve); });
        for (const id of ids) active.set(id, (active.get(id) ?? 1) - 1);
        return ids.length;
      });
      const results = await Promise.all([move([a, b]), move([b, a]), move([b]), move([a]), move([a, b])]);
      expect(results.every(E.isRight)).toBe(true);
      expect(overlap).toBe(false);
    });

    it('does not make a move of another deal wait', async () => {
      const locks = await open();
      const started = gate();
      const first = locks.exclusive([fresh()], async () => { await started.passed; return 'first'; });
      // The second opens the gate the first waits on: were it made to wait for the first, neither would finish.
      const second = await locks.exclusive([fresh()], async () => { started.open(); return 'second'; });
      expect(second).toEqual(E.right('second'));
      expect(await first).toEqual(E.right('first'));
    });

    it('releases the lock of a move that rejects, and passes the rejection on', async () => {
      const locks = await open();
      const deal = fresh();
      await expect(locks.exclusive([deal], async () => { throw new Error('processor unreachable'); })).rejects.toThrow('processor unreachable');
      expect(await locks.exclusive([deal], async () => 'next')).toEqual(E.right('next'));
    });
  });
}
