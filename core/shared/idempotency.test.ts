import * as E from 'fp-ts/Either';
import { describe, expect, it } from 'vitest';
import { idempotent, type ResultCodec } from './idempotency';
import { inMemoryIdempotencyStore } from './testing/in-memory-idempotency';

const codec: ResultCodec<string, number> = {
  encode: (r) => (E.isRight(r) ? { ok: r.right } : { err: r.left }),
  decode: (j) => (typeof j === 'object' && j !== null && 'ok' in j && typeof j['ok'] === 'number' ? E.right(j['ok']) : E.left(String((j as { err?: unknown }).err))),
};
const T0 = new Date('2025-06-02T13:00:00.000Z');
const run = (key: string, fingerprint = 'f') => ({ scope: 's', key, fingerprint, now: T0 });

describe('idempotent', () => {
  it('runs once for a key and answers the first result after, refusals included', async () => {
    const store = inMemoryIdempotencyStore();
    let calls = 0;
    const act = async () => { calls += 1; return E.right(calls * 100); };
    expect(await idempotent(store, run('a'), codec, act)).toEqual(E.right(100));
    expect(await idempotent(store, run('a'), codec, act)).toEqual(E.right(100));
    expect(calls).toBe(1);
    expect(await idempotent(store, run('b'), codec, async () => E.left('refused'))).toEqual(E.left('refused'));
    expect(await idempotent(store, run('b'), codec, act)).toEqual(E.left('refused'));
    expect(await idempotent(store, run('a', 'other'), codec, act)).toEqual(E.left({ _tag: 'IdempotencyKeyReused' }));
    expect(calls).toBe(1);
  });

  it('runs once among concurrent calls; the others are told it is in progress', async () => {
    const store = inMemoryIdempotencyStore();
    let calls = 0;
    let open: () => void = () => undefined;
    const gate = new Promise<void>((resolve) => { open = resolve; });
    const act = async () => { calls += 1; await gate; return E.right(7); };
    const all = Promise.all([1, 2, 3, 4].map(() => idempotent(store, run('c'), codec, act)));
    open();
    const answers = await all;
    expect(calls).toBe(1);
    expect(answers.filter(E.isRight)).toEqual([E.right(7)]);
    expect(answers.filter(E.isLeft)).toEqual([1, 2, 3].map(() => E.left({ _tag: 'IdempotencyInProgress' })));
  });

  it('releases the key when the action throws, so a retry runs; refuses a malformed key', async () => {
    const store = inMemoryIdempotencyStore();
    await expect(idempotent(store, run('d'), codec, async () => { throw new Error('processor down'); })).rejects.toThrow('processor down');
    expect(await idempotent(store, run('d'), codec, async () => E.right(1))).toEqual(E.right(1));
    for (const key of ['', 'has space', 'x'.repeat(256)]) {
      expect(await idempotent(store, run(key), codec, async () => E.right(1))).toEqual(E.left({ _tag: 'InvalidIdempotencyKey' }));
    }
  });
});
