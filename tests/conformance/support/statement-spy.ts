import type { Db } from '../../../adapters/persistence/shared/database';

const STATEMENTS = new Set(['select', 'selectDistinct', 'insert', 'update', 'delete', 'execute']);

/**
 * The database, counting the statements started through it and through its transactions (a call of
 * select, insert, update, delete or execute on the handle or on a transaction's): what a test of
 * "a batch reads its rows in one statement" asserts on, whatever the engine.
 */
export function statementSpy(db: Db): { readonly db: Db; readonly count: () => number; readonly reset: () => void } {
  let n = 0;
  const wrap = <T extends object>(target: T): T => new Proxy(target, {
    get(t, key, receiver) {
      const value: unknown = Reflect.get(t, key, receiver);
      if (typeof value !== 'function') return value;
      if (typeof key === 'string' && STATEMENTS.has(key)) return (...args: unknown[]) => { n += 1; return (value as (...a: unknown[]) => unknown).apply(t, args); };
      if (key === 'transaction') {
        return (work: (tx: object) => unknown, ...rest: unknown[]) => (value as (...a: unknown[]) => unknown).apply(t, [(tx: object) => work(wrap(tx)), ...rest]);
      }
      return (value as (...a: unknown[]) => unknown).bind(t);
    },
  });
  return { db: wrap(db), count: () => n, reset: () => { n = 0; } };
}
