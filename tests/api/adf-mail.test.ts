import { readFileSync } from 'node:fs';
import { eq } from 'drizzle-orm';
import nodemailer from 'nodemailer';
import type Mail from 'nodemailer/lib/mailer';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { leadUseCases } from '@dealer-panel/core/leads/lead-use-cases';
import { receiveAdfMail } from '../../adapters/adf/adf-mail';
import { startAdfSmtp } from '../../adapters/adf/adf-smtp-listener';
import { adfMailDeps } from '../../adapters/di/adf-mail-intake';
import { adfImports, adfRejectedMail, customers } from '../../adapters/persistence/schema';
import { throwawayEngines } from '../../adapters/persistence/shared/throwaway-database';
import { signedInSuite } from './support/signed-in';

const DOMAIN = 'leads.example.test';
const MAILBOX = '/api/dealer/leads/adf/mail/';
const sample = (name: string): Buffer => readFileSync(new URL(`../fixtures/adf/${name}`, import.meta.url));

/** Sends one e-mail over SMTP to the listener; the server's answer code (250 or the refusal's). */
async function send(port: number, mail: Mail.Options): Promise<number> {
  const transport = nodemailer.createTransport({ host: '127.0.0.1', port, secure: false, ignoreTLS: true });
  try {
    await transport.sendMail({ from: 'leads@autotrader.example', subject: 'New lead', ...mail });
    return 250;
  } catch (error) {
    return (error as { responseCode?: number }).responseCode ?? -1;
  } finally {
    transport.close();
  }
}

for (const engine of throwawayEngines()) {
  describe(`ADF leads by e-mail over SMTP (${engine.kind})`, () => {
    const { t, staff: { manager, rep } } = signedInSuite(engine, {
      customers: true, staff: { manager: 'manager', rep: 'sales_rep' }, app: { deps: (d) => ({ ...d, adfMailDomain: DOMAIN }) },
    });
    const db = () => t.ports.database.db;
    let address = '';
    let port = 0;
    let stop: () => Promise<void> = async () => undefined;
    const customerCount = async () => (await db().select({ id: customers.id }).from(customers)).length;
    const customerByEmail = async (email: string) => (await db().select().from(customers).where(eq(customers.email, email)))[0];
    const keptAside = async () => (await manager.get(MAILBOX)).json().kept_aside as { reason: string; sender: string; subject: string; detail: string; imports: number[] }[];

    beforeAll(async () => {
      const r = await manager.get(MAILBOX);
      expect(r.statusCode, r.body).toBe(200);
      address = r.json().address;
      const deps = adfMailDeps({ userEmail: t.fixture.users.manager.email }, t.ports, leadUseCases(t.ports), () => undefined);
      const listener = await startAdfSmtp({ port: 0, host: '127.0.0.1', domain: DOMAIN, tls: null }, {
        storeOfToken: (token) => t.ports.adfMail.storeOfToken(token), receive: (mail) => receiveAdfMail(deps, mail), log: () => undefined,
      });
      port = listener.port;
      stop = listener.stop;
    });
    afterAll(async () => { await stop(); });

    it('gives the store an unguessable address, the same every time, to admins and sales managers only', async () => {
      expect(address).toMatch(new RegExp(`^leads\\+[a-z2-7]{16}@${DOMAIN.replace(/\./g, '\\.')}$`));
      expect((await manager.get(MAILBOX)).json()).toEqual({ address, kept_aside: [] });
      const refused = await rep.get(MAILBOX);
      expect(refused.statusCode).toBe(403);
      expect(refused.headers['content-type']).toContain('application/problem+json');
    });

    it('imports a lead in the body into the store, the sender kept with the import', async () => {
      expect(await send(port, { to: address, text: `New lead from Kijiji:\n\n${sample('phone-only.xml').toString('utf8')}\n-- \nKijiji Autos` })).toBe(250);
      const [tyler] = await db().select().from(customers).where(eq(customers.lastName, 'Kowalski'));
      expect(tyler).toMatchObject({ firstName: 'Tyler', phone: '4165550196', dealershipId: t.fixture.dealerships.ontario });
      const imports = await db().select().from(adfImports).where(eq(adfImports.source, 'smtp'));
      expect(imports).toHaveLength(1);
      expect(imports[0]).toMatchObject({ sender: 'leads@autotrader.example', fileName: 'body.xml', importedBy: t.fixture.users.manager.id, dealershipId: t.fixture.dealerships.ontario });
      expect(imports[0]?.prospects).toMatchObject([{ outcome: 'created', customerName: 'Tyler Kowalski' }]);
      expect(await keptAside()).toEqual([]);
    });

    it('imports two leads of one e-mail (two attachments), and a Latin-1 attachment as its declaration says', async () => {
      const before = await customerCount();
      expect(await send(port, { to: address, text: 'Two leads attached.', attachments: [
        { filename: 'autotrader.xml', content: sample('third-party-autotrader.xml'), contentType: 'application/xml' },
        { filename: 'honda.xml', content: sample('oem-build-and-price.xml') },
      ] })).toBe(250);
      expect(await customerCount()).toBe(before + 2);
      expect(await customerByEmail('priya.raman.adf@example.com')).toMatchObject({ leadType: 'third_party' });
      expect(await customerByEmail('daniel.obrien.adf@example.com')).toMatchObject({ lastName: "O'Brien" });
      expect(await send(port, { to: address, from: 'Guide <adf@guideauto.example>', attachments: [{ filename: 'lead.XML', content: sample('french-accents-latin1.xml') }] })).toBe(250);
      expect(await customerByEmail('eloise.belanger-cote.adf@example.ca')).toMatchObject({ firstName: 'Éloïse', lastName: 'Bélanger-Côté', city: 'Montréal' });
      const [latin] = await db().select().from(adfImports).where(eq(adfImports.fileName, 'lead.XML'));
      expect(latin?.sender).toBe('adf@guideauto.example');
    });

    it('matches a repeat: the same document again is answered from its first import, the same lead re-sent is the same customer', async () => {
      const before = await customerCount();
      const importsBefore = (await db().select().from(adfImports)).length;
      expect(await send(port, { to: address, text: sample('phone-only.xml').toString('utf8') })).toBe(250);
      const resent = sample('phone-only.xml').toString('utf8').replace('2026-11-28T07:30:00-05:00', '2026-11-29T09:00:00-05:00');
      expect(await send(port, { to: address, attachments: [{ filename: 'again.xml', content: resent }] })).toBe(250);
      expect(await customerCount()).toBe(before);
      const imports = await db().select().from(adfImports);
      expect(imports).toHaveLength(importsBefore + 1);
      expect(imports.find((i) => i.fileName === 'again.xml')?.prospects).toMatchObject([{ outcome: 'matched', customerName: 'Tyler Kowalski' }]);
      expect(await keptAside()).toEqual([]);
    });

    it('keeps aside, with its reason and its raw bytes, a malformed document, an e-mail without ADF and a refused prospect (answered 250)', async () => {
      const before = await customerCount();
      expect(await send(port, { to: address, subject: 'Broken', attachments: [{ filename: 'broken.xml', content: sample('hostile/malformed.xml') }] })).toBe(250);
      expect(await send(port, { to: address, subject: 'Hello', text: 'Please call me about the Civic.' })).toBe(250);
      expect(await send(port, { to: address, subject: 'Batch', attachments: [{ filename: 'batch.xml', content: sample('several-prospects.xml') }] })).toBe(250);
      const listed = await keptAside();
      expect(listed.map((m) => [m.reason, m.subject])).toEqual([['prospect_refused', 'Batch'], ['no_adf', 'Hello'], ['adf.xml_malformed', 'Broken']]);
      expect(listed[0]).toMatchObject({ sender: 'leads@autotrader.example', imports: [expect.any(Number)] });
      expect(listed[0]?.detail).toContain('Anonymous Shopper');
      expect(listed[2]?.detail).toMatch(/^adf\.xml_malformed: broken\.xml: /);
      // The batch's good prospects are imported all the same (Kenji created, Gagné matched).
      expect(await customerCount()).toBe(before + 1);
      const [kept] = await db().select().from(adfRejectedMail).where(eq(adfRejectedMail.subject, 'Hello'));
      expect(Buffer.from(kept!.raw).toString('utf8')).toContain('Please call me about the Civic.');
      expect(kept).toMatchObject({ channel: 'smtp', truncated: false, dealershipId: t.fixture.dealerships.ontario });
    });

    it('refuses unknown recipients and other domains at RCPT TO (550: no relay), and an e-mail over 2 MB (552)', async () => {
      expect(await send(port, { to: `leads+aaaaaaaaaaaaaaaa@${DOMAIN}`, text: 'x' })).toBe(550);
      expect(await send(port, { to: 'someone@gmail.example', text: 'relay me' })).toBe(550);
      expect(await send(port, { to: address.replace(DOMAIN, 'other.example'), text: 'x' })).toBe(550);
      const big = Buffer.alloc(2 * 1024 * 1024 + 10, 'a');
      expect(await send(port, { to: address, attachments: [{ filename: 'huge.xml', content: big }] })).toBe(552);
      expect((await keptAside()).map((m) => m.subject)).not.toContain('relay me');
    });

    it('answers 451 when the e-mail cannot be stored (the database is down), so that the sender tries again', async () => {
      const down = () => Promise.reject(new Error('connection terminated'));
      const deps = { ...adfMailDeps({ userEmail: t.fixture.users.manager.email }, t.ports, leadUseCases(t.ports), () => undefined), context: down, desk: { keepAside: down, handled: async () => null, remember: down } };
      const listener = await startAdfSmtp({ port: 0, host: '127.0.0.1', domain: DOMAIN, tls: null }, {
        storeOfToken: (token) => t.ports.adfMail.storeOfToken(token), receive: (mail) => receiveAdfMail(deps, mail), log: () => undefined,
      });
      try {
        expect(await send(listener.port, { to: address, text: sample('dealer-website-form.xml').toString('utf8') })).toBe(451);
        expect(await send(listener.port, { to: address, text: 'no lead here' })).toBe(451);
      } finally {
        await listener.stop();
      }
      const lookupDown = await startAdfSmtp({ port: 0, host: '127.0.0.1', domain: DOMAIN, tls: null }, { storeOfToken: down, receive: () => down(), log: () => undefined });
      try {
        expect(await send(lookupDown.port, { to: address, text: 'x' })).toBe(451);
      } finally {
        await lookupDown.stop();
      }
    });
  });
}
