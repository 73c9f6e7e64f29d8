import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { inMemoryOptOuts } from '@dealer-panel/core/messages/testing/in-memory-relay';
import { RELAY_LEASE_MS } from '@dealer-panel/core/messages/relay-policy';
import { relayPass } from '../../adapters/di/message-relay';
import { startMessageRelayTimer } from '../../adapters/jobs/message-relay-job';
import { drizzleRelayStore } from '../../adapters/persistence/messages/drizzle-relay-store';
import { dealerships, outboundMessages } from '../../adapters/persistence/schema';
import { throwawayEngines } from '../../adapters/persistence/shared/throwaway-database';
import { Agent, testApp, type TestApp } from '../api/support/test-app';
import { smtpSink, type SmtpSink } from './support/smtp-sink';

/**
 * The relay end to end (issue 30.3 and 30.8): the outbox senders write, the relay claims and hands
 * each message to a real SMTP server (smtp-server on 127.0.0.1), and marks what became of it.
 */
for (const engine of throwawayEngines()) {
  describe(`the message relay over SMTP (${engine.kind})`, () => {
    let t: TestApp;
    let sink: SmtpSink;
    let pass: () => Promise<number>;
    let storeId: number;
    const row = async (to: string) => (await t.ports.database.db.select().from(outboundMessages).where(eq(outboundMessages.to, to)))[0]!;
    const received = (to: string) => sink.mails.filter((m) => m.to !== undefined && JSON.stringify(m.to).includes(to));
    const drain = async () => { while ((await pass()) > 0) { /* until nothing is due */ } };

    beforeAll(async () => {
      t = await testApp(await engine.open());
      sink = await smtpSink();
      pass = relayPass({ db: t.ports.database.db, clock: t.clock, messaging: { smtp: sink.settings(), twilio: null }, mode: 'production', text: null, optOuts: inMemoryOptOuts(), log: () => undefined });
      storeId = t.fixture.dealerships.ontario;
      await t.ports.database.db.update(dealerships).set({ name: 'Auto Lac Toronto', email: 'ventes@autolac.example' }).where(eq(dealerships.id, storeId));
    });
    afterAll(async () => { await sink.stop(); await t.close(); });

    it('delivers an e-mail once, from the store\'s name with its reply-to, text, HTML and file, and marks it sent', async () => {
      const to = `ana-${engine.kind}@example.com`;
      await t.ports.email.send({ to, subject: 'Rendez-vous confirmé', body: 'Bonjour Ana,\n\nÀ bientôt : https://dealer.test/a', attachments: [{ filename: 'recap.pdf', contentType: 'application/pdf', content: Buffer.from('%PDF').toString('base64'), encoding: 'base64' }], meta: { kind: 'appointment', dealershipId: storeId, orderId: 7, language: 'fr_CA' } });
      await drain();
      await drain();
      const [mail, ...more] = received(to);
      expect(more).toEqual([]);
      expect(mail?.from?.value).toEqual([{ name: 'Auto Lac Toronto', address: 'no-reply@dealer.example' }]);
      expect(mail?.replyTo?.text).toBe('ventes@autolac.example');
      expect([mail?.text?.trim(), typeof mail?.html === 'string' && mail.html.includes('lang="fr-CA"')]).toEqual(['Bonjour Ana,\n\nÀ bientôt : https://dealer.test/a', true]);
      expect(mail?.attachments.map((a) => a.content.toString())).toEqual(['%PDF']);
      const r = await row(to);
      expect(r).toMatchObject({ state: 'sent', kind: 'appointment', dealershipId: storeId, orderId: 7, provider: 'smtp', providerId: mail?.messageId, attempts: 1, senderName: 'Auto Lac Toronto', replyTo: 'ventes@autolac.example' });
    });

    it('retries a 451 after its wait, then sends it once; fails a 550 with the server\'s reason', async () => {
      const busy = `busy-${engine.kind}@example.com`;
      const gone = `gone-${engine.kind}@example.com`;
      sink.answering((a, n) => a === busy && n === 1 ? { code: 451, text: '4.3.0 Try again later' } : a === gone ? { code: 550, text: '5.1.1 No such user' } : null);
      await t.ports.email.send({ to: busy, subject: 'Reçu', body: 'Merci', meta: { kind: 'receipt', language: null } });
      await t.ports.email.send({ to: gone, subject: 'Reçu', body: 'Merci', meta: { kind: 'receipt', language: null } });
      await drain();
      expect(await row(busy)).toMatchObject({ state: 'queued', attempts: 1, lastError: '451 4.3.0 Try again later' });
      expect(await row(gone)).toMatchObject({ state: 'failed', attempts: 1, lastError: '550 5.1.1 No such user' });
      await drain();
      expect(received(busy)).toHaveLength(0);
      t.clock.advance(30_000);
      await drain();
      expect(await row(busy)).toMatchObject({ state: 'sent', attempts: 2 });
      expect([received(busy).length, received(gone).length]).toEqual([1, 0]);
      sink.answering(() => null);
    });

    it('keeps what is written while the SMTP server is down, fails no request, and delivers each once when it is back', async () => {
      const runner = startMessageRelayTimer(pass, { log: () => undefined, everyMs: 3_600_000 });
      t.ports.relayBell.use(runner.wake);
      await sink.stop();
      const agent = new Agent(t.app);
      const users = [t.fixture.users.rep, t.fixture.users.manager, t.fixture.users.admin];
      for (const u of users) expect((await agent.post('/api/dealer/user/reset_password/', { email: u.email })).statusCode).toBeLessThan(300);
      const others = Array.from({ length: 5 }, (_, i) => `outage-${i}-${engine.kind}@example.com`);
      for (const to of others) await t.ports.email.send({ to, subject: 'Lien', body: 'https://dealer.test/x', meta: { kind: 'deal_link', language: null } });
      await runner.runNow();
      for (const to of [...others, ...users.map((u) => u.email)]) expect(await row(to)).toMatchObject({ state: 'queued', attempts: 1, lastError: expect.stringMatching(/ECONNREFUSED/) });
      await sink.start();
      t.clock.advance(30_000);
      await runner.runNow();
      await runner.stop();
      t.ports.relayBell.use(() => undefined);
      for (const to of [...others, ...users.map((u) => u.email)]) {
        expect(received(to)).toHaveLength(1);
        expect(await row(to)).toMatchObject({ state: 'sent', attempts: 2 });
      }
    });

    it('never sends again a message found sending past its lease: failed interrupted_maybe_sent', async () => {
      const to = `crash-${engine.kind}@example.com`;
      await t.ports.email.send({ to, subject: 'Code', body: '123456', meta: { kind: 'one_time_code', language: null } });
      const now = t.clock.now();
      const [claimed] = await drizzleRelayStore(t.ports.database.db).claim(now, new Date(now.getTime() + RELAY_LEASE_MS), 1); // a process takes it, then dies
      expect(claimed?.to).toBe(to);
      t.clock.advance(RELAY_LEASE_MS + 1_000);
      await drain();
      expect(await row(to)).toMatchObject({ state: 'failed', lastError: 'interrupted_maybe_sent' });
      expect(received(to)).toEqual([]);
    });

    it('gives each of 50 messages to one of two relays running at once: each received exactly once', async () => {
      const second = relayPass({ db: t.ports.database.db, clock: t.clock, messaging: { smtp: sink.settings(), twilio: null }, mode: 'production', text: null, optOuts: inMemoryOptOuts(), log: () => undefined });
      const drainWith = async (p: () => Promise<number>) => { while ((await p()) > 0) { /* until nothing is due */ } };
      const tos = Array.from({ length: 50 }, (_, i) => `pair-${i}-${engine.kind}@example.com`);
      await Promise.all(tos.map((to) => t.ports.email.send({ to, subject: 'S', body: 'B', meta: { kind: 'quote', language: null } })));
      await Promise.all([drainWith(pass), drainWith(second)]);
      for (const to of tos) expect(received(to)).toHaveLength(1);
      const ids = sink.mails.map((m) => m.messageId);
      expect(new Set(ids).size).toBe(ids.length);
    });
  });
}
