import type { IdempotencyClaim, IdempotencyStore, Json } from '../ports/idempotency-store';

type Row =
  | { readonly fingerprint: string; readonly state: 'running'; readonly token: string; readonly until: number }
  | { readonly fingerprint: string; readonly state: 'done'; readonly result: Json; readonly until: number };

/** The idempotency store in memory (one process): tests and the demo without a database. */
export function inMemoryIdempotencyStore(): IdempotencyStore {
  const rows = new Map<string, Row>();
  let tokens = 0;
  const id = (scope: string, key: string) => `${scope}\u0000${key}`;
  return {
    async claim({ scope, key, fingerprint, now, leaseMs }): Promise<IdempotencyClaim> {
      const row = rows.get(id(scope, key));
      if (row !== undefined && row.fingerprint !== fingerprint) return { status: 'mismatch' };
      if (row?.state === 'done') return { status: 'done', result: row.result };
      if (row?.state === 'running' && now.getTime() < row.until) return { status: 'in_progress' };
      tokens += 1;
      const token = `t${tokens}`;
      rows.set(id(scope, key), { fingerprint, state: 'running', token, until: now.getTime() + leaseMs });
      return { status: 'claimed', token };
    },
    async complete(scope, key, token, result) {
      const row = rows.get(id(scope, key));
      if (row?.state !== 'running' || row.token !== token) return false;
      // A structured copy: the caller's object may change after, the stored result must not.
      rows.set(id(scope, key), { fingerprint: row.fingerprint, state: 'done', result: JSON.parse(JSON.stringify(result)) as Json, until: row.until });
      return true;
    },
    async purge(before) {
      const old = [...rows].filter(([, row]) => row.until < before.getTime()).map(([k]) => k);
      old.forEach((k) => rows.delete(k));
      return old.length;
    },
    async release(scope, key, token) {
      const row = rows.get(id(scope, key));
      if (row?.state === 'running' && row.token === token) rows.delete(id(scope, key));
    },
  };
}
