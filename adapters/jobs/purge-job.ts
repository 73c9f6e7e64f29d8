import { IDEMPOTENCY_KEY_RETENTION_MS } from '@dealer-panel/core/shared/idempotency';
import type { IdempotencyStore } from '@dealer-panel/core/shared/ports/idempotency-store';
import { READ_NOTIFICATION_RETENTION_MS } from '@dealer-panel/core/notifications/notification';
import type { NotificationStore } from '@dealer-panel/core/notifications/notification-store';
import type { Clock } from '@dealer-panel/core/shared/ports/clock';
import type { PasskeyChallengeRepository } from '@dealer-panel/core/access/passkey-ports';
import type { JobQueue } from './job-queue';

/** The daily housekeeping queue (on the process's shared pg-boss instance, as hold-expiry-job.ts). */
export const PURGE_QUEUE = 'housekeeping-purge';
/** Once a day, at 04:17 UTC (night in Canada and the USA). */
export const PURGE_CRON = '17 4 * * *';

export interface PurgeDeps {
  readonly idempotency: Pick<IdempotencyStore, 'purge'>;
  readonly notifications: Pick<NotificationStore, 'purgeRead'>;
  readonly passkeyChallenges: Pick<PasskeyChallengeRepository, 'purgeExpired'>;
  readonly clock: Clock;
}

/**
 * Forgets idempotency keys older than a week, read notifications older than 90 days and passkey
 * challenges expired (five minutes after they were handed out; a session that never answered leaves
 * its last one); answers how many of each.
 */
export async function purgeOld(deps: PurgeDeps): Promise<{ readonly idempotencyKeys: number; readonly notifications: number; readonly passkeyChallenges: number }> {
  const now = deps.clock.now().getTime();
  const idempotencyKeys = await deps.idempotency.purge(new Date(now - IDEMPOTENCY_KEY_RETENTION_MS));
  const notifications = await deps.notifications.purgeRead(new Date(now - READ_NOTIFICATION_RETENTION_MS));
  const passkeyChallenges = await deps.passkeyChallenges.purgeExpired(deps.clock.now());
  return { idempotencyKeys, notifications, passkeyChallenges };
}

export interface PurgeRunner {
  trigger(): Promise<void>;
  stop(): Promise<void>;
}
type Log = (msg: string, fields: object) => void;

/**
 * PostgreSQL: as the hold-expiry job, a `stately` queue of the process's shared pg-boss instance
 * fed by a pg-boss cron schedule, so a day's purge runs once across every process of the fleet.
 */
export function startPurgeOnPostgres(jobs: JobQueue, deps: PurgeDeps, options: { readonly log: Log; readonly schedule?: boolean }): Promise<PurgeRunner> {
  return jobs.add({
    queue: PURGE_QUEUE, cron: PURGE_CRON,
    run: async () => { options.log('old idempotency keys, read notifications and expired passkey challenges purged', await purgeOld(deps)); },
  }, { schedule: options.schedule !== false });
}

/** The embedded database (one process): a daily timer; runs never overlap. */
export function startPurgeTimer(deps: PurgeDeps, options: { readonly log: Log; readonly everyMs?: number }): PurgeRunner {
  let running: Promise<void> = Promise.resolve();
  const run = () => {
    running = running.then(async () => {
      try {
        options.log('old idempotency keys, read notifications and expired passkey challenges purged', await purgeOld(deps));
      } catch (error) {
        options.log('purge failed', { error: String(error) });
      }
    });
    return running;
  };
  const timer = setInterval(() => void run(), options.everyMs ?? 24 * 60 * 60 * 1000);
  timer.unref();
  return { trigger: run, stop: async () => { clearInterval(timer); await running; } };
}
