import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inMemoryOptOuts } from '@dealer-panel/core/messages/testing/in-memory-relay';
import { ports as bindPorts, type Ports } from '../../adapters/di/ports';
import { startMessageRelay } from '../../adapters/di/message-relay';
import { startJobQueue, type JobQueue } from '../../adapters/jobs/job-queue';
import { startMessageRelayTimer, type MessageRelayRunner } from '../../adapters/jobs/message-relay-job';
import { outboundMessages } from '../../adapters/persistence/schema';
import { openDatabase, type Database } from '../../adapters/persistence/shared/database';
import { emptyPostgres } from '../../adapters/persistence/shared/throwaway-database';
import { systemClock } from '../../adapters/system/system-clock';
import { smtpSink, type SmtpSink } from './support/smtp-sink';

const until = async (what: () => boolean | Promise<boolean>, ms = 45_000) => {
  const end = Date.now() + ms;
  while (!(await what())) {
    if (Date.now() > end) throw new Error('waited too long');
    await new Promise((r) => setTimeout(r, 100));
  }
};

describe('the relay loop of one process', () => {
  it('never runs two passes at once, runs once more for a wake during a run, and repeats a pass until it handles nothing', async () => {
    const answers = [3, 0, 2, 0];
    let active = 0;
    let most = 0;
    let calls = 0;
    const runner = startMessageRelayTimer(async () => {
      calls += 1; active += 1; most = Math.max(most, active);
      await new Promise((r) => setTimeout(r, 5));
      active -= 1;
      return answers.shift() ?? 0;
    }, { log: () => undefined, everyMs: 3_600_000 });
    const first = runner.runNow();
    runner.wake();
    await new Promise((r) => setTimeout(r, 1));
    await first;
    await runner.runNow();
    await runner.stop();
    expect(most).toBe(1);
    expect(answers).toEqual([]);
    expect(calls).toBeGreaterThanOrEqual(4);
  });

  it('logs a failing pass and keeps going (the messages stay queued)', async () => {
    const logged: string[] = [];
    let fail = true;
    let passes = 0;
    const runner = startMessageRelayTimer(async () => { passes += 1; if (fail) throw new Error('database down'); return 0; }, { log: (msg) => { logged.push(msg); }, everyMs: 3_600_000 });
    await runner.runNow();
    fail = false;
    await runner.runNow();
    await runner.stop();
    expect(logged).toEqual(['message relay failed; the messages stay queued']);
    expect(passes).toBe(2);
  });
});

const adminUrl = process.env.TEST_DATABASE_URL?.trim();
if (adminUrl) {
  /** Two server processes as the server wires them (startMessageRelay with pg-boss), each its own pool and queue, on one PostgreSQL. */
  describe('the message relay of two processes on one PostgreSQL (pg-boss)', () => {
    let drop: () => Promise<void>;
    let sink: SmtpSink;
    const processes: { database: Database; ports: Ports; jobs: JobQueue; relay: MessageRelayRunner }[] = [];
    beforeAll(async () => {
      const made = await emptyPostgres(adminUrl);
      drop = made.drop;
      sink = await smtpSink();
      for (const name of ['a', 'b']) {
        const database = await openDatabase({ databaseUrl: made.url.toString(), dataDir: 'memory://', owner: `relay process ${name}`, poolSize: 4 });
        const ports = bindPorts(database, { log: () => undefined, clock: systemClock() });
        const jobs = await startJobQueue(made.url.toString(), { log: () => undefined });
        const relay = await startMessageRelay({
          db: database.db, clock: ports.clock, messaging: { smtp: sink.settings(), twilio: null }, mode: 'production', jobs, bell: ports.relayBell,
          text: null, optOuts: inMemoryOptOuts(), log: () => undefined,
        });
        processes.push({ database, ports, jobs, relay });
      }
    });
    afterAll(async () => {
      for (const p of processes) { await p.relay.stop(); await p.jobs.stop(); await p.database.close(); }
      await sink.stop();
      await drop();
    });

    it('sends each of 50 messages written by either process exactly once, each woken by its write', async () => {
      const tos = Array.from({ length: 50 }, (_, i) => `fleet-${i}@example.com`);
      await Promise.all(tos.map((to, i) => processes[i % 2]!.ports.email.send({ to, subject: 'Votre lien', body: 'https://dealer.test/x', meta: { kind: i % 5 === 0 ? 'one_time_code' : 'deal_link', language: null } })));
      await until(() => sink.mails.length >= 50);
      // Both relays ran at once on every write; give a late duplicate the time to show.
      await Promise.all(processes.map((p) => p.relay.runNow()));
      await new Promise((r) => setTimeout(r, 300));
      const got = sink.mails.map((m) => (m.to !== undefined && !Array.isArray(m.to) ? m.to.text : ''));
      expect(got.sort()).toEqual([...tos].sort());
      const rows = await processes[0]!.database.db.select({ state: outboundMessages.state, attempts: outboundMessages.attempts }).from(outboundMessages);
      expect(rows.every((r) => r.state === 'sent' && r.attempts === 1)).toBe(true);
    });
  });
}
