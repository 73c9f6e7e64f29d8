import type { DmsPushQueue } from '@dealer-panel/core/dms/dms-repository';
import type { PushRun } from '@dealer-panel/core/dms/dms-use-cases';
import type { DataQueue, JobQueue } from './job-queue';

/** The queue of DMS pushes (pg-boss, `pgboss` schema of the same database). */
export const DMS_PUSH_QUEUE = 'dms-push';

/**
 * A push's job: `stately` with the deal as singleton key (at most one waiting and one running per
 * deal across every process); a job still active after `expireInSeconds` (its process died
 * mid-push) is failed by pg-boss's maintenance and run again, up to `retryLimit` times: the re-run
 * sends the push's idempotency key again, so the DMS answers its first answer (one DMS deal).
 * Transient DMS failures are not pg-boss retries: the use case queues the next try itself, at the
 * time it shows on the deal (core/dms/dms-push.ts, retryDelayMs).
 */
export const DMS_JOB_OPTIONS = { policy: 'stately', expireInSeconds: 120, retryLimit: 3, retryDelaySeconds: 5 } as const;

type Log = (msg: string, fields: object) => void;
interface PushJob { readonly pushId: number; readonly orderId: number }

/** A queue the composition root points at pg-boss (PostgreSQL) or the local worker (PGlite) once that is started. */
export interface SwitchableDmsQueue extends DmsPushQueue {
  use(queue: DmsPushQueue): void;
}

/** Starts as the embedded database's queue (the pushes table is the queue: `local-<id>`); `wake` asks the local worker to run now. */
export function switchableDmsQueue(): SwitchableDmsQueue & { wake: () => void } {
  const local: DmsPushQueue = { enqueue: async (push) => { holder.wake(); return `local-${push.id}`; } };
  let current = local;
  const holder = {
    wake: () => undefined as void,
    enqueue: (push: { readonly id: number; readonly orderId: number }, runAt: Date | null) => current.enqueue(push, runAt),
    use: (queue: DmsPushQueue) => { current = queue; },
  };
  return holder;
}

export interface DmsPushRunner {
  readonly queue: DmsPushQueue;
  stop(): Promise<void>;
}

/** PostgreSQL: pushes as pg-boss jobs of the process's shared instance; every process works the queue, each job is taken by one. */
export async function startDmsPushOnPostgres(jobs: JobQueue, run: (pushId: number) => Promise<PushRun>, options: { readonly log: Log; readonly expireInSeconds?: number }): Promise<DmsPushRunner> {
  const q: DataQueue<PushJob> = await jobs.addQueue<PushJob>(DMS_PUSH_QUEUE, { ...DMS_JOB_OPTIONS, ...(options.expireInSeconds ? { expireInSeconds: options.expireInSeconds } : {}) }, async (data) => {
    const result = await run(data.pushId);
    options.log('dms push ran', { push_id: data.pushId, state: result.push?.state ?? null });
  });
  return {
    queue: {
      async enqueue(push, runAt) {
        const job = { pushId: push.id, orderId: push.orderId };
        const at = runAt === null ? {} : { startAfter: runAt };
        // One waiting job per deal; if an older job of the deal still waits (it will find its push done), this push gets its own key.
        return (await q.send(job, { singletonKey: `order-${push.orderId}`, ...at })) ?? (await q.send(job, { singletonKey: `push-${push.id}`, ...at })) ?? `pending-${push.id}`;
      },
    },
    stop: () => q.stop(),
  };
}

/**
 * The embedded database (PGlite) serves one process (data-dir-lock.ts): a timer in it runs the
 * pushes due (the pushes table is the queue, so queued pushes and those a crash left pushing run
 * again after a restart); runs never overlap.
 */
export function startDmsPushTimer(runDue: () => Promise<number>, options: { readonly log: Log; readonly everyMs?: number }): { trigger(): Promise<void>; stop(): Promise<void> } {
  let running: Promise<void> = Promise.resolve();
  let stopped = false;
  const run = () => {
    if (stopped) return running;
    running = running.then(async () => {
      try {
        for (let n = await runDue(); n > 0 && !stopped; n = await runDue()) { /* until nothing is due */ }
      } catch (error) {
        options.log('dms pushes failed', { error: String(error) });
      }
    });
    return running;
  };
  const timer = setInterval(() => void run(), options.everyMs ?? 5_000);
  timer.unref();
  return { trigger: run, stop: async () => { stopped = true; clearInterval(timer); await running; } };
}
