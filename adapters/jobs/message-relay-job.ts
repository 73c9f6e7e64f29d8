import type { JobQueue, JobRunner } from './job-queue';

/** The relay's sweep on PostgreSQL (pg-boss, `pgboss` schema of the same database). */
export const MESSAGE_RELAY_QUEUE = 'message-relay';
/** Every minute, once across the fleet: retries whose wait is over, messages a process wrote and could not relay. */
export const MESSAGE_RELAY_CRON = '* * * * *';

type Log = (msg: string, fields: object) => void;

/** One pass of the relay (core/messages/relay-messages.ts bound to its ports): answers how many messages it handled. */
export type RelayPass = () => Promise<number>;

export interface MessageRelayRunner {
  /** A message was written: relay now, in this process, without blocking the caller (a run under way runs once more after). */
  wake(): void;
  /** One run now, awaited (tests, and the first run at start). */
  runNow(): Promise<void>;
  stop(): Promise<void>;
}

/**
 * This process's relay loop: runs never overlap, a wake during a run asks for one more, and each
 * run repeats the pass until it handles nothing. A failing pass (the database is down) is logged
 * and the loop waits for the next wake or tick: the messages stay queued, nothing is lost.
 */
function localLoop(pass: RelayPass, log: Log) {
  let running: Promise<void> | null = null;
  let again = false;
  let stopped = false;
  const drain = async () => {
    do {
      again = false;
      try {
        for (let n = await pass(); n > 0 && !stopped; n = await pass()) { /* until nothing is due */ }
      } catch (error) {
        log('message relay failed; the messages stay queued', { error: String(error) });
      }
    } while (again && !stopped);
  };
  const run = (): Promise<void> => {
    if (stopped) return Promise.resolve();
    if (running !== null) { again = true; return running; }
    running = drain().finally(() => { running = null; });
    return running;
  };
  return {
    run,
    stop: async () => { stopped = true; await running; },
  };
}

/** The embedded database (one process, data-dir-lock.ts): the loop, woken by each write and by a timer for the retries. */
export function startMessageRelayTimer(pass: RelayPass, options: { readonly log: Log; readonly everyMs?: number }): MessageRelayRunner {
  const loop = localLoop(pass, options.log);
  const timer = setInterval(() => void loop.run(), options.everyMs ?? 15_000);
  timer.unref();
  return {
    wake: () => { setImmediate(() => void loop.run()); },
    runNow: loop.run,
    stop: async () => { clearInterval(timer); await loop.stop(); },
  };
}

/**
 * PostgreSQL: the writing process relays at once itself (a one-time code does not wait for the
 * queue's polling), and a `stately` pg-boss queue fed by a cron each minute sweeps once across the
 * fleet (the retries, a message whose process died before its run). Every process may run a pass
 * at the same time: the claim (`for update skip locked`) gives each message to one of them.
 */
export async function startMessageRelayOnPostgres(jobs: JobQueue, pass: RelayPass, options: { readonly log: Log; readonly schedule?: boolean }): Promise<MessageRelayRunner> {
  const loop = localLoop(pass, options.log);
  const sweep: JobRunner = await jobs.add({ queue: MESSAGE_RELAY_QUEUE, cron: MESSAGE_RELAY_CRON, run: loop.run }, { schedule: options.schedule !== false });
  return {
    wake: () => { setImmediate(() => void loop.run()); },
    runNow: loop.run,
    stop: async () => { await sweep.stop(); await loop.stop(); },
  };
}
