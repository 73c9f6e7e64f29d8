import * as E from 'fp-ts/Either';
import type * as TE from 'fp-ts/TaskEither';
import type { DealershipContext } from '../access/dealership-context';
import type { DealTimeline } from '../orders/deal-timeline';
import type { TimelineEvent } from '../orders/timeline-events';
import { forbidden, notFound, type Forbidden, type NotFound } from '../shared/errors';
import type { Clock } from '../shared/ports/clock';
import type { OrderArchived } from '../orders/order-errors';
import type { Dms, DmsDeal } from './dms';
import { dmsPriceOf, type StoredDealReader } from './dms-price';
import { mayPushToDms } from './dms-access';
import { DEFAULT_RETRY, isActivePush, retryDelayMs, type DmsPush, type RetryPolicy } from './dms-push';
import type { DmsPushQueue, DmsRepository } from './dms-repository';

export interface DmsDeps {
  readonly dms: Dms;
  readonly dmsPushes: DmsRepository;
  readonly dmsQueue: DmsPushQueue;
  readonly timeline: DealTimeline;
  readonly clock: Clock;
  /** The deal as stored and priced: the price the DMS is sent (the recap's and the worksheet's reading). */
  readonly storedDeals: StoredDealReader;
  readonly dmsRetry?: RetryPolicy;
}

export interface SyncInfo {
  readonly orderId: number;
  readonly system: string;
  readonly dmsDealNumber: string | null;
  readonly lastPushedAt: Date | null;
  /** The newest push (its state, who, when, field errors, next try), or null when never sent. */
  readonly lastPush: DmsPush | null;
  /** The pushes, newest first (at most 20). */
  readonly history: readonly DmsPush[];
  readonly mayPush: boolean;
}

/** What a run of the job did: nothing left to do, or a transient failure to try again at `at`. */
export type PushRun = { readonly _tag: 'Done'; readonly push: DmsPush | null } | { readonly _tag: 'RetryAt'; readonly at: Date; readonly push: DmsPush };

const HISTORY = 20;

export function dmsUseCases(deps: DmsDeps) {
  const policy = deps.dmsRetry ?? DEFAULT_RETRY;
  const system = (event: TimelineEvent, push: DmsPush, detail: Record<string, string | number | null>) =>
    deps.timeline.record({ dealershipId: push.dealershipId, orderId: push.orderId, kind: 'dms', event, actor: 'system', actorUserId: null, detail: { push_id: push.id, ...detail } });

  const syncInfo = (ctx: DealershipContext, orderId: number): TE.TaskEither<NotFound, SyncInfo> => async () => {
    const dealershipId = ctx.dealership.id;
    const deal = await deps.dmsPushes.deal(dealershipId, orderId);
    if (deal === null) return E.left(notFound);
    const [sync, history] = await Promise.all([deps.dmsPushes.sync(dealershipId, orderId), deps.dmsPushes.history(dealershipId, orderId, HISTORY)]);
    return E.right({
      orderId, system: deps.dms.system, dmsDealNumber: sync?.dmsDealNumber ?? null, lastPushedAt: sync?.lastPushedAt ?? null,
      lastPush: history[0] ?? null, history, mayPush: mayPushToDms(ctx) && !deal.archived,
    });
  };

  /** Queues a push of the deal; a push already queued, pushing or retrying is answered again (same job). */
  const schedulePush = (ctx: DealershipContext, orderId: number): TE.TaskEither<Forbidden | NotFound | OrderArchived, { readonly push: DmsPush; readonly created: boolean }> => async () => {
    const dealershipId = ctx.dealership.id;
    const deal = await deps.dmsPushes.deal(dealershipId, orderId);
    if (deal === null) return E.left(notFound);
    if (!mayPushToDms(ctx)) return E.left(forbidden('push_to_dms'));
    if (deal.archived) return E.left({ _tag: 'OrderArchived' });
    const { push, created } = await deps.dmsPushes.request(dealershipId, orderId, ctx.user.id, deps.clock.now());
    // A push opened by a request that died before queueing its job is queued by the next request.
    if (!created && push.jobId !== null) return E.right({ push, created });
    const jobId = await deps.dmsQueue.enqueue({ id: push.id, orderId }, null);
    await deps.dmsPushes.setJob(push.id, jobId);
    if (created) {
      await deps.timeline.record({ dealershipId, orderId, kind: 'dms', event: 'dms.queued', actor: 'dealer', actorUserId: ctx.user.id, detail: { push_id: push.id } });
    }
    return E.right({ push: { ...push, jobId }, created });
  };

  /** The job: one try of the push. Pushes already pushed or failed are left as they are (a repeated job does nothing). */
  const runPush = async (pushId: number): Promise<PushRun> => {
    const started = await deps.dmsPushes.byId(pushId);
    if (started === null || !isActivePush(started.state)) return { _tag: 'Done', push: started };
    const now = deps.clock.now();
    const push = await deps.dmsPushes.move(pushId, ['queued', 'retrying', 'pushing'], 'pushing', { attempts: started.attempts + 1, startedAt: now, nextRetryAt: null }, now);
    if (push === null) return { _tag: 'Done', push: await deps.dmsPushes.byId(pushId) };
    const [facts, stored] = await Promise.all([deps.dmsPushes.deal(push.dealershipId, push.orderId), deps.storedDeals(push.dealershipId, push.orderId)]);
    const deal: DmsDeal | null = facts === null || stored === null ? null : { ...facts, price: dmsPriceOf(stored) };
    if (deal === null) {
      const gone = await deps.dmsPushes.move(pushId, ['pushing'], 'failed', { finishedAt: deps.clock.now(), failure: 'deal_not_found' }, deps.clock.now());
      return { _tag: 'Done', push: gone };
    }
    const sync = await deps.dmsPushes.sync(push.dealershipId, push.orderId);
    const answer = await deps.dms.push({ idempotencyKey: push.idempotencyKey, storeId: push.dealershipId, dmsDealNumber: sync?.dmsDealNumber ?? null, deal })();
    const at = deps.clock.now();
    if (E.isLeft(answer)) {
      const delay = retryDelayMs(policy, push.attempts);
      if (delay === null) {
        const failed = await deps.dmsPushes.move(pushId, ['pushing'], 'failed', { finishedAt: at, failure: answer.left.reason, fieldErrors: [] }, at);
        if (failed !== null) await system('dms.failed', failed, { reason: answer.left.reason, attempts: failed.attempts });
        return { _tag: 'Done', push: failed };
      }
      const retryAt = new Date(at.getTime() + delay);
      const retrying = await deps.dmsPushes.move(pushId, ['pushing'], 'retrying', { nextRetryAt: retryAt, failure: answer.left.reason }, at);
      if (retrying === null) return { _tag: 'Done', push: await deps.dmsPushes.byId(pushId) };
      await system('dms.retrying', retrying, { reason: answer.left.reason, attempts: retrying.attempts, next_retry_at: retryAt.toISOString() });
      // The next try is a job of its own, due at `retryAt` (a crash before this line leaves the running job to be re-run by the queue).
      const jobId = await deps.dmsQueue.enqueue({ id: pushId, orderId: retrying.orderId }, retryAt);
      await deps.dmsPushes.setJob(pushId, jobId);
      return { _tag: 'RetryAt', at: retryAt, push: { ...retrying, jobId } };
    }
    if (answer.right._tag === 'Accepted') {
      const pushed = await deps.dmsPushes.move(pushId, ['pushing'], 'pushed', { finishedAt: at, dmsDealNumber: answer.right.dealNumber, fieldErrors: [], failure: null }, at);
      if (pushed !== null) await system('dms.pushed', pushed, { deal_number: answer.right.dealNumber });
      return { _tag: 'Done', push: pushed };
    }
    const refused = await deps.dmsPushes.move(pushId, ['pushing'], 'failed', { finishedAt: at, fieldErrors: answer.right.errors, failure: null }, at);
    if (refused !== null) await system('dms.refused', refused, { fields: answer.right.errors.map((e) => e.field).join(',') });
    return { _tag: 'Done', push: refused };
  };

  /** The embedded database's worker: runs every push due now, `limit` at a time; answers how many ran. */
  const runDue = async (limit = 20): Promise<number> => {
    const due = await deps.dmsPushes.due(deps.clock.now(), limit);
    for (const p of due) await runPush(p.id);
    return due.length;
  };

  return { syncInfo, schedulePush, runPush, runDue };
}

export type DmsUseCases = ReturnType<typeof dmsUseCases>;
