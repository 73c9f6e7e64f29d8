import { readFileSync } from 'node:fs';
import { eq } from 'drizzle-orm';
import MailComposer from 'nodemailer/lib/mail-composer';
import type Mail from 'nodemailer/lib/mailer';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { leadUseCases } from '@dealer-panel/core/leads/lead-use-cases';
import { receiveAdfMail } from '../../adapters/adf/adf-mail';
import { imapFlowClient, pollAdfMailbox, startAdfImap, type AdfImapConfig, type AdfImapDeps } from '../../adapters/adf/adf-imap-poller';
import { adfMailDeps } from '../../adapters/di/adf-mail-intake';
import { adfImports, adfRejectedMail, customers, inboundMailSeen } from '../../adapters/persistence/schema';
import { throwawayEngines } from '../../adapters/persistence/shared/throwaway-database';
import { startImapServer } from '../harness/imap-server';
import { signedInSuite } from './support/signed-in';

const ACCOUNT = { user: 'leads@store.example', password: 'p@ss word' };
const sample = (name: string): string => readFileSync(new URL(`../fixtures/adf/${name}`, import.meta.url), 'utf8');

/** An e-mail as a lead provider sends it (MIME, built by nodemailer). */
const mail = (options: Mail.Options): Promise<string> =>
  new MailComposer({ from: 'Lead Desk <leads@autotrader.example>', to: ACCOUNT.user, subject: 'New lead', ...options }).compile().build().then((b) => b.toString('utf8'));

for (const engine of throwawayEngines()) {
  describe(`ADF leads by e-mail from a real IMAP server (hoodiecrow; ${engine.kind})`, () => {
    const { t } = signedInSuite(engine, { customers: true });
    const db = () => t.ports.database.db;
    let imap: Awaited<ReturnType<typeof startImapServer>>;
    let config: AdfImapConfig;
    let deps: AdfImapDeps;
    const logged: string[] = [];
    const imports = () => db().select().from(adfImports).where(eq(adfImports.source, 'imap'));
    const keptAside = () => db().select().from(adfRejectedMail).where(eq(adfRejectedMail.channel, 'imap'));
    const customerByEmail = async (email: string) => db().select().from(customers).where(eq(customers.email, email));

    beforeAll(async () => {
      imap = await startImapServer(ACCOUNT);
      config = { host: '127.0.0.1', port: imap.port, secure: false, ...ACCOUNT, mailbox: 'INBOX', storeId: t.fixture.dealerships.ontario, intervalMs: 100, processedFolder: 'Processed' };
      const handling = adfMailDeps({ userEmail: t.fixture.users.manager.email }, t.ports, leadUseCases(t.ports), () => undefined);
      deps = { client: imapFlowClient(config), receive: (m) => receiveAdfMail(handling, m), log: (msg) => { logged.push(msg); } };
    });
    afterAll(async () => { await imap.stop(); });

    it('imports each ADF e-mail of the mailbox, keeps a malformed one aside with its reason, and moves them all to the processed folder', async () => {
      imap.put(await mail({ text: `New lead from Kijiji:\n\n${sample('phone-only.xml')}\n-- \nKijiji Autos` }));
      imap.put(await mail({ subject: 'Broken lead', attachments: [{ filename: 'broken.xml', content: sample('hostile/malformed.xml') }] }));
      imap.put(await mail({ from: 'adf@honda.example', attachments: [{ filename: 'honda.xml', content: sample('oem-build-and-price.xml') }] }));
      expect(await pollAdfMailbox(config, deps)).toEqual({ imported: 2, keptAside: 1, repeats: 0, left: 0 });

      const [tyler] = await db().select().from(customers).where(eq(customers.lastName, 'Kowalski'));
      expect(tyler).toMatchObject({ firstName: 'Tyler', phone: '4165550196', dealershipId: t.fixture.dealerships.ontario });
      expect(await customerByEmail('daniel.obrien.adf@example.com')).toHaveLength(1);
      expect((await imports()).map((i) => [i.fileName, i.sender, i.importedBy])).toEqual([
        ['body.xml', 'leads@autotrader.example', t.fixture.users.manager.id], ['honda.xml', 'adf@honda.example', t.fixture.users.manager.id],
      ]);
      const [broken, ...more] = await keptAside();
      expect(more).toEqual([]);
      expect(broken).toMatchObject({ reason: 'adf.xml_malformed', subject: 'Broken lead', sender: 'leads@autotrader.example', dealershipId: t.fixture.dealerships.ontario });
      expect(broken?.detail).toMatch(/^adf\.xml_malformed: broken\.xml: /);
      expect(Buffer.from(broken!.raw).toString('utf8')).toContain('broken.xml');
      expect(imap.mailbox('INBOX')).toEqual([]);
      expect(imap.mailbox('Processed').map((m) => m.flags)).toEqual([['\\Seen'], ['\\Seen'], ['\\Seen']]);
    });

    it('imports nothing twice: a second look finds nothing, and a new e-mail is the only one taken', async () => {
      const before = { imports: (await imports()).length, kept: (await keptAside()).length };
      expect(await pollAdfMailbox(config, deps)).toEqual({ imported: 0, keptAside: 0, repeats: 0, left: 0 });
      imap.put(await mail({ attachments: [{ filename: 'autotrader.xml', content: sample('third-party-autotrader.xml') }] }));
      expect(await pollAdfMailbox(config, deps)).toEqual({ imported: 1, keptAside: 0, repeats: 0, left: 0 });
      expect(await pollAdfMailbox(config, deps)).toEqual({ imported: 0, keptAside: 0, repeats: 0, left: 0 });
      expect((await imports()).length).toBe(before.imports + 1);
      expect((await keptAside()).length).toBe(before.kept);
      expect(await customerByEmail('priya.raman.adf@example.com')).toHaveLength(1);
    });

    it('without a processed folder: e-mails are marked seen where they are, and the next look skips them', async () => {
      const inPlace = { ...config, processedFolder: null };
      imap.put(await mail({ text: sample('dealer-website-form.xml') }));
      expect(await pollAdfMailbox(inPlace, deps)).toEqual({ imported: 1, keptAside: 0, repeats: 0, left: 0 });
      expect(imap.mailbox('INBOX')).toHaveLength(1);
      expect(imap.unseen()).toEqual([]);
      expect(await pollAdfMailbox(inPlace, deps)).toEqual({ imported: 0, keptAside: 0, repeats: 0, left: 0 });
    });

    it('survives the server cutting the connection between the import and the \\Seen flag: the next look takes the e-mail again, matched as a repeat, never a second customer', async () => {
      imap.dropNext('UID STORE');
      const importsBefore = (await imports()).length;
      imap.put(await mail({ subject: 'Cut', attachments: [{ filename: 'batch.xml', content: sample('several-prospects.xml') }] }));
      const before = (await db().select({ id: customers.id }).from(customers)).length;
      logged.length = 0;
      const poller = startAdfImap(config, deps);
      try {
        await vi.waitFor(() => { expect(imap.unseen()).toEqual([]); }, { timeout: 10_000, interval: 50 });
      } finally {
        await poller.stop();
      }
      expect(logged).toContain('ADF IMAP look failed');
      expect(logged).toContain('ADF IMAP look');
      // The batch's good prospect once (its refused one kept aside); the second look's import is the first one's repeat.
      expect((await db().select({ id: customers.id }).from(customers)).length).toBe(before + 1);
      expect((await imports()).length).toBe(importsBefore + 1);
      expect(imap.mailbox('Processed').at(-1)?.raw).toContain('Subject: Cut');
    });

    it('keeps a refused e-mail aside once when the connection drops before \\Seen: the next look finds it handled, a repeat', async () => {
      const keptBefore = (await keptAside()).length;
      const importsBefore = (await imports()).length;
      const customerCount = async () => (await db().select({ id: customers.id }).from(customers)).length;
      imap.put(await mail({ subject: 'Cut twice', attachments: [{ filename: 'broken.xml', content: sample('hostile/malformed.xml').replace('<adf>', '<adf><!-- cut -->') }, { filename: 'batch.xml', content: sample('several-prospects.xml').replace('<adf>', '<adf><!-- cut -->') }] }));
      imap.dropNext('UID STORE');
      await expect(pollAdfMailbox(config, deps)).rejects.toThrow();
      expect(imap.unseen()).toHaveLength(1);
      const [kept, ...more] = (await keptAside()).slice(keptBefore);
      expect(more).toEqual([]);
      expect(kept).toMatchObject({ subject: 'Cut twice', reason: 'adf.xml_malformed' });
      expect((await imports()).length).toBe(importsBefore + 1);
      const customersAfterFirst = await customerCount();
      expect(await pollAdfMailbox(config, deps)).toEqual({ imported: 0, keptAside: 0, repeats: 1, left: 0 });
      expect(imap.unseen()).toEqual([]);
      expect((await keptAside()).slice(keptBefore).map((k) => k.id)).toEqual([kept!.id]);
      expect((await imports()).length).toBe(importsBefore + 1);
      expect(await customerCount()).toBe(customersAfterFirst);
      expect(await db().select().from(inboundMailSeen).where(eq(inboundMailSeen.keptAsideId, kept!.id))).toHaveLength(1);
    });

    it('keeps polling while the server is away, and imports once it answers again', async () => {
      const down = { ...config, port: 1 };
      const poller = startAdfImap(down, { ...deps, client: imapFlowClient(down) });
      logged.length = 0;
      await vi.waitFor(() => { expect(logged.filter((m) => m === 'ADF IMAP look failed').length).toBeGreaterThanOrEqual(2); }, { timeout: 10_000, interval: 50 });
      await poller.stop();
      imap.dropAll();
      imap.put(await mail({ text: sample('phone-only.xml').replace('2026-11-28T07:30:00-05:00', '2026-11-30T10:00:00-05:00') }));
      expect(await pollAdfMailbox(config, deps)).toEqual({ imported: 1, keptAside: 0, repeats: 0, left: 0 });
      expect(await db().select().from(customers).where(eq(customers.lastName, 'Kowalski'))).toHaveLength(1);
    });
  });
}
