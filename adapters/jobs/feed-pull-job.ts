import type { JobQueue, JobRunner } from './job-queue';

/** The queue of the scheduled inventory pulls (issue 31 item 1). */
export const FEED_PULL_QUEUE = 'inventory-feed-pull';
/** Every 15 minutes: a store's pull runs at most 15 minutes after its period ends. */
export const FEED_PULL_CRON = '*/15 * * * *';
const EVERY_MS = 15 * 60_000;

type Log = (msg: string, fields: object) => void;
export type PullTally = { readonly pulled: number; readonly failed: number; readonly notModified: number; readonly busy: number; readonly errors: number };

const logged = (log: Log, tally: PullTally) => {
  if (tally.pulled + tally.failed + tally.notModified + tally.busy + tally.errors > 0) log('feed pull job: due stores pulled', tally);
};

/**
 * PostgreSQL: a `stately` queue of the shared pg-boss (one run queued and one running across every
 * process), fed by a cron every 15 minutes. Within a run the use case pulls a few stores at once.
 */
export function startFeedPullOnPostgres(jobs: JobQueue, runDue: () => Promise<PullTally>, options: { readonly log: Log; readonly schedule?: boolean }): Promise<JobRunner> {
  return jobs.add({ queue: FEED_PULL_QUEUE, cron: FEED_PULL_CRON, run: async () => { logged(options.log, await runDue()); } }, { schedule: options.schedule !== false });
}

/** The embedded database serves one process: a timer runs the pulls, never two runs at once. */
export function startFeedPullTimer(runDue: () => Promise<PullTally>, options: { readonly log: Log; readonly everyMs?: number }): JobRunner {
  let running: Promise<void> = Promise.resolve();
  const run = () => {
    running = running.then(async () => {
      try {
        logged(options.log, await runDue());
      } catch (error) {
        options.log('feed pull job failed', { error: String(error) });
      }
    });
    return running;
  };
  const timer = setInterval(() => void run(), options.everyMs ?? EVERY_MS);
  timer.unref();
  return { trigger: run, stop: async () => { clearInterval(timer); await running; } };
}
