import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFeedPullOnPostgres, startFeedPullTimer, type PullTally } from '../../adapters/jobs/feed-pull-job';
import { startJobQueue, type JobQueue, type JobRunner } from '../../adapters/jobs/job-queue';
import { emptyPostgres } from '../../adapters/persistence/shared/throwaway-database';

const NONE: PullTally = { pulled: 0, failed: 0, notModified: 0, busy: 0, errors: 0 };

/** A runDue that counts its runs and how many overlapped. */
function counting(ms: number, tally: PullTally = NONE) {
  const seen = { runs: 0, active: 0, most: 0 };
  const runDue = async () => {
    seen.runs += 1;
    seen.active += 1;
    seen.most = Math.max(seen.most, seen.active);
    await new Promise((r) => setTimeout(r, ms));
    seen.active -= 1;
    return tally;
  };
  return { seen, runDue };
}

describe('the feed pull job, in one process (the embedded database)', () => {
  it('never overlaps two runs, logs what a run did, and survives a failing run', async () => {
    const lines: [string, object][] = [];
    const log = (msg: string, fields: object) => { lines.push([msg, fields]); };
    const { seen, runDue } = counting(5, { ...NONE, pulled: 2, failed: 1 });
    const runner = startFeedPullTimer(runDue, { log, everyMs: 3_600_000 });
    await Promise.all([runner.trigger(), runner.trigger(), runner.trigger()]);
    await runner.stop();
    expect([seen.runs, seen.most]).toEqual([3, 1]);
    expect(lines[0]).toEqual(['feed pull job: due stores pulled', { ...NONE, pulled: 2, failed: 1 }]);

    const quiet: [string, object][] = [];
    const failing = startFeedPullTimer(async () => { throw new Error('database gone'); }, { log: (m, f) => { quiet.push([m, f]); }, everyMs: 3_600_000 });
    await failing.trigger();
    const idle = startFeedPullTimer(async () => NONE, { log: (m, f) => { quiet.push([m, f]); }, everyMs: 3_600_000 });
    await idle.trigger();
    await failing.stop();
    await idle.stop();
    expect(quiet).toEqual([['feed pull job failed', { error: 'Error: database gone' }]]);
  });
});

const adminUrl = process.env.TEST_DATABASE_URL?.trim();
if (adminUrl) {
  describe('the feed pull job on PostgreSQL (pg-boss), two processes', () => {
    let url: string;
    let drop: () => Promise<void>;
    beforeAll(async () => {
      const made = await emptyPostgres(adminUrl);
      url = made.url.toString();
      drop = made.drop;
    });
    afterAll(async () => { await drop(); });

    it('runs once at a time across processes, however often it is asked', async () => {
      const { seen, runDue } = counting(1_500);
      const log = () => undefined;
      const queues: JobQueue[] = [await startJobQueue(url, { log }), await startJobQueue(url, { log })];
      const runners: JobRunner[] = [];
      try {
        for (const q of queues) runners.push(await startFeedPullOnPostgres(q, runDue, { log, schedule: false }));
        await Promise.all(runners.flatMap((r) => [r.trigger(), r.trigger()]));
        // The runners poll every 2 s; the test's own timeout bounds the wait.
        while (seen.runs === 0 || seen.active > 0) await new Promise((r) => setTimeout(r, 250));
        await new Promise((r) => setTimeout(r, 3_000));
        while (seen.active > 0) await new Promise((r) => setTimeout(r, 250));
      } finally {
        for (const r of runners) await r.stop();
        for (const q of queues) await q.stop();
      }
      expect(seen.most).toBe(1);
      // Stately: at most one queued behind the one running, so four asks make one or two runs.
      expect(seen.runs).toBeGreaterThanOrEqual(1);
      expect(seen.runs).toBeLessThanOrEqual(2);
    }, 60_000);
  });
}
