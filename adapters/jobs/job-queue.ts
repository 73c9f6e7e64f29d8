
type Log = (msg: string, fields: object) => void;

/** A job that runs once across processes: its queue's name, its cron schedule, and the run. */
export interface QueuedJob {
  readonly queue: string;
  readonly cron: string;
  readonly run: () => Promise<void>;
}

/** A job on the shared queue: ask for a run now (still one at a time across processes), or stop working it. */
export interface JobRunner {
  trigger(): Promise<void>;
  stop(): Promise<void>;
}

/** How a queue of jobs with data behaves (pg-boss's queue options). */
export interface DataQueueOptions {
  readonly policy: 'standard' | 'stately';
  /** A job still active after this long is failed by pg-boss's maintenance (its process died) and retried while `retryLimit` allows. */
  readonly expireInSeconds: number;
  readonly retryLimit: number;
  readonly retryDelaySeconds: number;
}

/** A queue whose jobs carry data: `send` queues one (null when the policy refused it: one of its singleton key is already queued). */
export interface DataQueue<T extends object> {
  send(data: T, options: { readonly singletonKey?: string; readonly startAfter?: Date }): Promise<string | null>;
  stop(): Promise<void>;
}

/**
 * The process's one pg-boss instance (two connections), which works every job's queue: the
 * hold expiry and the daily purge share it (docs/decisions/deposits.md "Deposits: storage, API, the hold-expiry job").
 * pg-boss keeps its tables in the `pgboss` schema of the same database.
 */
export interface JobQueue {
  /**
   * Works `job`'s queue in this process: the queue is made with the `stately` policy (at most one
   * run queued and one running across every process) and, unless `schedule` is false, fed by a
   * pg-boss cron (each tick sent once across instances).
   */
  add(job: QueuedJob, options?: { readonly schedule?: boolean }): Promise<JobRunner>;
  /** Makes (once) and works in this process a queue of jobs with data; each job is handed to `handler` (a throw fails it: pg-boss retries). */
  addQueue<T extends object>(name: string, options: DataQueueOptions, handler: (data: T) => Promise<void>): Promise<DataQueue<T>>;
  /** Stops working every queue, waiting for runs in flight, and closes the connections. */
  stop(): Promise<void>;
  /** Stops at once without waiting for runs in flight (tests: a process that dies; its active jobs expire and are retried elsewhere). */
  abandon(): Promise<void>;
}

export async function startJobQueue(connectionString: string, options: { readonly log: Log; readonly maintenanceIntervalSeconds?: number }): Promise<JobQueue> {
  // pg-boss (with its cron parser and luxon) is loaded only on PostgreSQL, not by the embedded database's server (issue 34.6).
  const { default: PgBoss } = await import('pg-boss');
  const boss = new PgBoss({ connectionString, max: 2, ...(options.maintenanceIntervalSeconds === undefined ? {} : { maintenanceIntervalSeconds: options.maintenanceIntervalSeconds }) });
  boss.on('error', (error) => options.log('job queue error', { error: String(error) }));
  await boss.start();
  return {
    async add(job, addOptions = {}) {
      if ((await boss.getQueue(job.queue)) === null) await boss.createQueue(job.queue, { name: job.queue, policy: 'stately' });
      if (addOptions.schedule !== false) await boss.schedule(job.queue, job.cron);
      await boss.work(job.queue, { pollingIntervalSeconds: 2 }, async () => { await job.run(); });
      return {
        trigger: async () => { await boss.send(job.queue, {}); },
        stop: () => boss.offWork(job.queue),
      };
    },
    async addQueue<T extends object>(name: string, q: DataQueueOptions, handler: (data: T) => Promise<void>): Promise<DataQueue<T>> {
      if ((await boss.getQueue(name)) === null) {
        await boss.createQueue(name, { name, policy: q.policy, expireInSeconds: q.expireInSeconds, retryLimit: q.retryLimit, retryDelay: q.retryDelaySeconds, retryBackoff: true });
      }
      await boss.work<T>(name, { pollingIntervalSeconds: 2 }, async (jobs) => { for (const job of jobs) await handler(job.data); });
      return {
        send: (data, o) => boss.send(name, data, {
          expireInSeconds: q.expireInSeconds, retryLimit: q.retryLimit, retryDelay: q.retryDelaySeconds, retryBackoff: true,
          ...(o.singletonKey === undefined ? {} : { singletonKey: o.singletonKey }), ...(o.startAfter === undefined ? {} : { startAfter: o.startAfter }),
        }),
        stop: () => boss.offWork(name),
      };
    },
    stop: () => boss.stop({ graceful: true, wait: true }),
    abandon: () => boss.stop({ graceful: false, wait: true, close: true }),
  };
}
