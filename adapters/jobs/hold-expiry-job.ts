import type { JobQueue } from './job-queue';

/** The queue of the hold-expiry job (pg-boss creates its tables in the `pgboss` schema of the database). */
export const HOLD_EXPIRY_QUEUE = 'deposit-hold-expiry';
/** Every minute: a hold is released at most a minute after its period ends. */
export const HOLD_EXPIRY_CRON = '* * * * *';
const BATCH = 100;

export interface HoldExpiryRunner {
  /** Asks for a run now (the queue still runs one at a time across processes). */
  trigger(): Promise<void>;
  stop(): Promise<void>;
}

type Log = (msg: string, fields: object) => void;

/** Runs core's expireHolds until a batch comes back short: every ended hold is handled, `limit` at a time. */
export async function expireAll(expireHolds: (limit: number) => Promise<number>): Promise<number> {
  let total = 0;
  for (;;) {
    const n = await expireHolds(BATCH);
    total += n;
    if (n < BATCH) return total;
  }
}

/**
 * PostgreSQL: a queue of the process's shared pg-boss instance (job-queue.ts) with the `stately`
 * policy (at most one run queued and one running, whatever the number of processes), fed by a
 * pg-boss cron schedule (pg-boss sends each tick once across its instances). Every process of the
 * fleet works the queue; a run is taken by one of them.
 */
export function startHoldExpiryOnPostgres(
  jobs: JobQueue, expireHolds: (limit: number) => Promise<number>, options: { readonly log: Log; readonly schedule?: boolean },
): Promise<HoldExpiryRunner> {
  return jobs.add({
    queue: HOLD_EXPIRY_QUEUE, cron: HOLD_EXPIRY_CRON,
    run: async () => {
      const expired = await expireAll(expireHolds);
      if (expired > 0) options.log('minute job: deadlines handled', { expired });
    },
  }, { schedule: options.schedule !== false });
}

/**
 * The embedded database (PGlite) serves one process by design (data-dir-lock.ts), so a timer in
 * that process runs the job once; runs never overlap (the next waits for the one before).
 */
export function startHoldExpiryTimer(expireHolds: (limit: number) => Promise<number>, options: { readonly log: Log; readonly everyMs?: number }): HoldExpiryRunner {
  let running: Promise<void> = Promise.resolve();
  const run = () => {
    running = running.then(async () => {
      try {
        const expired = await expireAll(expireHolds);
        if (expired > 0) options.log('minute job: deadlines handled', { expired });
      } catch (error) {
        options.log('hold expiry failed', { error: String(error) });
      }
    });
    return running;
  };
  const timer = setInterval(() => void run(), options.everyMs ?? 60_000);
  timer.unref();
  return { trigger: run, stop: async () => { clearInterval(timer); await running; } };
}
