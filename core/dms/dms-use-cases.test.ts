import * as E from 'fp-ts/Either';
import { describe, expect, it } from 'vitest';
import { fakeClock } from '../access/testing/in-memory-ports';
import { storesWorld } from '../stores/testing/in-memory-stores';
import { inMemoryTimeline } from '../testing/in-memory-timeline';
import { dmsUnavailable, type Dms, type DmsAnswer, type DmsPushRequest } from './dms';
import { dmsUseCases } from './dms-use-cases';
import { dmsDealFixture, inMemoryDmsRepository, recordingDmsQueue, storedDealsOf } from './testing/in-memory-dms';

type Script = (request: DmsPushRequest) => E.Either<ReturnType<typeof dmsUnavailable>, DmsAnswer>;

function setup(script: Script = () => E.right({ _tag: 'Accepted', dealNumber: 'D-1' })) {
  const world = storesWorld();
  const clock = fakeClock();
  const calls: DmsPushRequest[] = [];
  const dms: Dms = { system: 'test', push: (r) => async () => { calls.push(r); return script(r); } };
  const repo = inMemoryDmsRepository();
  repo.deals.set('1/10', dmsDealFixture(10));
  const queue = recordingDmsQueue();
  const timeline = inMemoryTimeline(clock);
  const U = dmsUseCases({ dms, dmsPushes: repo, dmsQueue: queue, timeline, clock, storedDeals: storedDealsOf(repo.deals), dmsRetry: { maxAttempts: 3, baseDelayMs: 1_000, maxDelayMs: 60_000 } });
  return { ...world, clock, calls, repo, queue, timeline, U };
}

describe('DMS use cases', () => {
  it('queues one push per deal: a second send while queued answers the same push and job', async () => {
    const { U, ctxAt, queue, timeline } = setup();
    const manager = await ctxAt(1, 'dealer_sales_manager');
    const first = await U.schedulePush(manager, 10)();
    const second = await U.schedulePush(manager, 10)();
    if (E.isLeft(first) || E.isLeft(second)) throw new Error('refused');
    expect(first.right.created).toBe(true);
    expect(second.right).toMatchObject({ created: false, push: { id: first.right.push.id, jobId: first.right.push.jobId } });
    expect(queue.jobs).toHaveLength(1);
    expect(timeline.entries.map((e) => e.event)).toEqual(['dms.queued']);
  });

  it('pushes: the DMS\'s deal number is the deal\'s, the timeline says so, and a repeated job does nothing', async () => {
    const { U, ctxAt, calls, timeline } = setup();
    const rep = await ctxAt(1, 'dealer_sales_rep');
    const s = await U.schedulePush(rep, 10)();
    if (E.isLeft(s)) throw new Error('refused');
    expect(await U.runPush(s.right.push.id)).toMatchObject({ _tag: 'Done', push: { state: 'pushed', dmsDealNumber: 'D-1', attempts: 1 } });
    expect(await U.runPush(s.right.push.id)).toMatchObject({ _tag: 'Done', push: { state: 'pushed' } });
    expect(calls).toHaveLength(1);
    const info = await U.syncInfo(rep, 10)();
    expect(E.isRight(info) && info.right).toMatchObject({ dmsDealNumber: 'D-1', lastPush: { state: 'pushed' }, mayPush: true });
    expect(timeline.entries.map((e) => e.event)).toEqual(['dms.queued', 'dms.pushed']);
    // The next push of the same deal updates the DMS deal it already is.
    const again = await U.schedulePush(rep, 10)();
    if (E.isLeft(again)) throw new Error('refused');
    await U.runPush(again.right.push.id);
    expect(calls[1]?.dmsDealNumber).toBe('D-1');
    expect(calls[1]?.idempotencyKey).not.toBe(calls[0]?.idempotencyKey);
  });

  it('keeps the DMS\'s field refusals and never retries them', async () => {
    const { U, ctxAt, calls } = setup(() => E.right({ _tag: 'Refused', errors: [{ field: 'customer.postal_code', code: 'required', limit: null }] }));
    const s = await U.schedulePush(await ctxAt(1, 'dealer_admin'), 10)();
    if (E.isLeft(s)) throw new Error('refused');
    const run = await U.runPush(s.right.push.id);
    expect(run).toMatchObject({ _tag: 'Done', push: { state: 'failed', fieldErrors: [{ field: 'customer.postal_code', code: 'required' }] } });
    expect(await U.runPush(s.right.push.id)).toMatchObject({ _tag: 'Done' });
    expect(calls).toHaveLength(1);
  });

  it('retries a transient failure with a doubling wait, with the same idempotency key, then gives up at the limit', async () => {
    const { U, ctxAt, calls, clock, timeline, queue } = setup(() => E.left(dmsUnavailable('unavailable')));
    const s = await U.schedulePush(await ctxAt(1, 'dealer_admin'), 10)();
    if (E.isLeft(s)) throw new Error('refused');
    const t0 = clock.now().getTime();
    const r1 = await U.runPush(s.right.push.id);
    expect(r1._tag === 'RetryAt' && r1.at.getTime() - t0).toBe(1_000);
    expect(r1.push).toMatchObject({ state: 'retrying', failure: 'unavailable' });
    const r2 = await U.runPush(s.right.push.id);
    expect(r2._tag === 'RetryAt' && r2.at.getTime() - t0).toBe(2_000);
    expect(await U.runPush(s.right.push.id)).toMatchObject({ _tag: 'Done', push: { state: 'failed', attempts: 3, failure: 'unavailable' } });
    expect(new Set(calls.map((c) => c.idempotencyKey)).size).toBe(1);
    // Each retry is a job of its own, due at its time.
    expect(queue.jobs.map((j) => (j.runAt === null ? null : j.runAt.getTime() - t0))).toEqual([null, 1_000, 2_000]);
    expect(timeline.entries.map((e) => e.event)).toEqual(['dms.queued', 'dms.retrying', 'dms.retrying', 'dms.failed']);
  });

  it('the embedded database\'s worker runs what is due: a retry waits for its time', async () => {
    let fail = true;
    const { U, ctxAt, clock, repo } = setup(() => (fail ? E.left(dmsUnavailable('timeout')) : E.right({ _tag: 'Accepted', dealNumber: 'D-9' })));
    await U.schedulePush(await ctxAt(1, 'dealer_admin'), 10)();
    expect(await U.runDue()).toBe(1);
    expect(repo.pushes[0]?.state).toBe('retrying');
    fail = false;
    expect(await U.runDue()).toBe(0);
    clock.advance(1_000);
    expect(await U.runDue()).toBe(1);
    expect(repo.pushes[0]).toMatchObject({ state: 'pushed', dmsDealNumber: 'D-9', nextRetryAt: null });
  });

  it('corporate users read the sync state and may not send; another store\'s deal is not found', async () => {
    const { U, ctxAt } = setup();
    const corporate = await ctxAt(1, 'dealer_admin', { corporate: true });
    expect(await U.schedulePush(corporate, 10)()).toEqual(E.left({ _tag: 'Forbidden', action: 'push_to_dms' }));
    const info = await U.syncInfo(corporate, 10)();
    expect(E.isRight(info) && info.right.mayPush).toBe(false);
    const other = await ctxAt(2, 'dealer_admin');
    expect(await U.syncInfo(other, 10)()).toEqual(E.left({ _tag: 'NotFound' }));
    expect(await U.schedulePush(other, 10)()).toEqual(E.left({ _tag: 'NotFound' }));
  });

  it('an archived deal is not sent (409 order_archived) and its card offers no send; nothing is queued', async () => {
    const { U, ctxAt, repo, queue, timeline } = setup();
    repo.deals.set('1/10', dmsDealFixture(10, { archived: true }));
    const manager = await ctxAt(1, 'dealer_sales_manager');
    expect(await U.schedulePush(manager, 10)()).toEqual(E.left({ _tag: 'OrderArchived' }));
    const info = await U.syncInfo(manager, 10)();
    expect(E.isRight(info) && info.right.mayPush).toBe(false);
    expect(queue.jobs).toHaveLength(0);
    expect(timeline.entries).toHaveLength(0);
  });
});
