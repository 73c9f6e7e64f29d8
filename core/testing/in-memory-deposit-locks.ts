import * as E from 'fp-ts/Either';
import type { DepositLocks } from '../deposits/deposit-locks';

/** Locks for core tests (one process): each deal's runs queue behind one another; never busy. */
export function inMemoryDepositLocks(): DepositLocks {
  const tails = new Map<number, Promise<void>>();
  async function one<A>(orderId: number, run: () => Promise<A>): Promise<A> {
    const before = tails.get(orderId) ?? Promise.resolve();
    let done = () => undefined as void;
    const mine = new Promise<void>((resolve) => { done = resolve; });
    const tail = before.then(() => mine);
    tails.set(orderId, tail);
    await before;
    try {
      return await run();
    } finally {
      done();
      if (tails.get(orderId) === tail) tails.delete(orderId);
    }
  }
  return {
    async exclusive<A>(orderIds: readonly number[], run: () => Promise<A>) {
      // In ascending order, so that two runs over the same deals never wait on each other in a circle.
      const ids = [...new Set(orderIds)].sort((a, b) => a - b);
      const nested = ids.reduceRight<() => Promise<A>>((inner, id) => () => one(id, inner), run);
      return E.right(await nested());
    },
  };
}
