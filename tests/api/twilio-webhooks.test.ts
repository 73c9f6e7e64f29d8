import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fakeClock } from '@dealer-panel/core/access/testing/in-memory-ports';
import { textReplyUseCases } from '@dealer-panel/core/messages/text-replies';
import { messageRoutes as R } from '../../adapters/http/contract/messages/message-routes';
import { drizzleDeliveryReceipts } from '../../adapters/persistence/messages/delivery-receipts';
import { drizzleOptOuts } from '../../adapters/persistence/messages/drizzle-opt-outs';
import { drizzleAuditLog } from '../../adapters/persistence/shared/drizzle-audit-log';
import { auditLog, messageOptOuts, outboundMessages } from '../../adapters/persistence/shared/schema';
import { throwawayEngines } from '../../adapters/persistence/shared/throwaway-database';
import { twilioTextProvider } from '../../adapters/sms/twilio-text-provider';
import { startFakeTwilio, type FakeTwilio } from '../harness/fake-twilio';
import { testApp, type TestApp } from './support/test-app';

/** Twilio is told this address (PUBLIC_URL): the signature is over it, whatever host the request came in by. */
const PUBLIC_URL = 'https://panel.example.test';
const STATUS = `${PUBLIC_URL}${R.twilioStatus.path}`;

for (const engine of throwawayEngines()) describe(`Twilio's status callbacks and replies (${engine.kind})`, () => {
  let t: TestApp;
  let fake: FakeTwilio;
  beforeAll(async () => {
    fake = await startFakeTwilio();
    const database = await engine.open();
    const db = database.db;
    const replies = textReplyUseCases({ receipts: drizzleDeliveryReceipts(db), optOuts: drizzleOptOuts(db), audit: drizzleAuditLog(db), clock: fakeClock(new Date('2026-06-01T14:00:00Z')) });
    t = await testApp(database, { deps: (d) => ({ ...d, twilioWebhooks: { authToken: fake.authToken, publicUrl: `${PUBLIC_URL}/`, replies } }) });
  }, 60_000);
  afterAll(async () => { await t?.close(); await fake?.close(); });

  const db = () => t.ports.database.db;
  /** A form post as Twilio makes it: signed over `signedUrl` (default: the address it was given), sent to `path`. */
  const post = (path: string, params: Record<string, string>, options: { signature?: string | null; signedUrl?: string; tamper?: Record<string, string> } = {}) => {
    const signature = options.signature === undefined ? fake.sign(options.signedUrl ?? `${PUBLIC_URL}${path}`, params) : options.signature;
    return t.app.inject({
      method: 'POST', url: path, remoteAddress: '203.0.113.9',
      headers: { 'content-type': 'application/x-www-form-urlencoded', ...(signature === null ? {} : { 'x-twilio-signature': signature }) },
      payload: new URLSearchParams({ ...params, ...options.tamper }).toString(),
    });
  };
  const status = (sid: string, messageStatus: string, extra: Record<string, string> = {}) =>
    ({ MessageSid: sid, SmsSid: sid, AccountSid: fake.accountSid, MessageStatus: messageStatus, To: '+15145550199', From: fake.fromNumber, ApiVersion: '2010-04-01', ...extra });
  const outbound = async (state: string, providerId: string | null) => {
    const [row] = await db().insert(outboundMessages).values({ channel: 'sms', to: '+15145550199', body: 'Hi', state, providerId }).returning({ id: outboundMessages.id });
    return row!.id;
  };
  const read = async (id: number) => (await db().select().from(outboundMessages).where(eq(outboundMessages.id, id)))[0]!;

  describe('the signature', () => {
    it('a good one is accepted; wrong, missing, or replayed with a changed field is refused 403 and changes nothing', async () => {
      const id = await outbound('sent', 'SM00000000000000000000000000000001');
      const params = status('SM00000000000000000000000000000001', 'delivered');
      const wrong = await post(R.twilioStatus.path, params, { signature: 'bm90IHRoZSBzaWduYXR1cmU=' });
      expect(wrong.statusCode).toBe(403);
      expect(wrong.json()).toMatchObject({ code: 'invalid_signature', errors: { 'X-Twilio-Signature': ['invalid'] } });
      expect((await post(R.twilioStatus.path, params, { signature: null })).json()).toMatchObject({ status: 403, errors: { 'X-Twilio-Signature': ['required'] } });
      // A genuine callback replayed with another status (or another message) no longer matches its signature.
      expect((await post(R.twilioStatus.path, params, { tamper: { MessageStatus: 'failed', ErrorCode: '30003' } })).statusCode).toBe(403);
      expect((await post(R.twilioStatus.path, params, { tamper: { MessageSid: 'SM00000000000000000000000000000099' } })).statusCode).toBe(403);
      // Signed for another address (our server as reached from inside, not PUBLIC_URL): refused.
      expect((await post(R.twilioStatus.path, params, { signedUrl: `http://127.0.0.1:3000${R.twilioStatus.path}` })).statusCode).toBe(403);
      // Signed with another account's token.
      const other = await startFakeTwilio();
      expect((await post(R.twilioStatus.path, params, { signature: other.sign(STATUS, params) })).statusCode).toBe(403);
      await other.close();
      expect((await read(id)).state).toBe('sent');
      const good = await post(R.twilioStatus.path, params);
      expect(good.statusCode).toBe(200);
      expect(good.json()).toEqual({ received: true, outcome: 'changed' });
      expect((await read(id)).state).toBe('delivered');
    });

    it('needs no session nor anti-forgery token, and a signed form missing its fields is 400 per field', async () => {
      const bad = await post(R.twilioStatus.path, { AccountSid: fake.accountSid });
      expect(bad.statusCode).toBe(400);
      expect(Object.keys(bad.json().errors).sort()).toEqual(['MessageSid', 'MessageStatus']);
    });
  });

  describe('status callbacks', () => {
    it('sent → delivered stamps delivered_at; a late "sent" leaves it delivered; queued and sending change nothing', async () => {
      const sid = 'SM00000000000000000000000000000002';
      const id = await outbound('sending', sid);
      expect((await post(R.twilioStatus.path, status(sid, 'queued'))).json()).toEqual({ received: true, outcome: 'ignored' });
      expect((await read(id)).state).toBe('sending');
      expect((await post(R.twilioStatus.path, status(sid, 'sent'))).json().outcome).toBe('changed');
      expect((await post(R.twilioStatus.path, status(sid, 'delivered'))).json().outcome).toBe('changed');
      expect(await read(id)).toMatchObject({ state: 'delivered', deliveredAt: new Date('2026-06-01T14:00:00Z') });
      expect((await post(R.twilioStatus.path, status(sid, 'sent'))).json().outcome).toBe('unchanged');
      expect((await read(id)).state).toBe('delivered');
    });

    it.each([['undelivered', '30003', '30003 Unreachable destination handset'], ['failed', '30007', '30007 Message filtered by the carrier'], ['failed', '', 'Twilio: failed']])('%s %s → failed with its reason', async (messageStatus, code, reason) => {
      const sid = `SM${'3'.repeat(30)}${code.slice(-2) || '00'}`;
      const id = await outbound('sent', sid);
      expect((await post(R.twilioStatus.path, status(sid, messageStatus, code === '' ? {} : { ErrorCode: code }))).statusCode).toBe(200);
      expect(await read(id)).toMatchObject({ state: 'failed', lastError: reason });
    });

    it('undelivered 21610 (unsubscribed at the carrier) fails the message and opts its number out, audited, once', async () => {
      const sid = 'SM00000000000000000000000000021610';
      const id = await outbound('sent', sid);
      const params = status(sid, 'undelivered', { ErrorCode: '21610', To: '+15145550177' });
      expect((await post(R.twilioStatus.path, params)).json()).toEqual({ received: true, outcome: 'changed' });
      expect(await read(id)).toMatchObject({ state: 'failed', lastError: '21610 Attempt to send to unsubscribed recipient' });
      expect(await db().select().from(messageOptOuts).where(eq(messageOptOuts.phone, '+15145550177'))).toMatchObject([{ source: 'Twilio 21610' }]);
      expect((await post(R.twilioStatus.path, params)).json().outcome).toBe('unchanged');
      const audits = (await db().select().from(auditLog)).filter((a) => a.detail['phone'] === '+15145550177');
      expect(audits.map((a) => [a.action, a.detail['source']])).toEqual([['text_opted_out', 'Twilio 21610']]);
      // Another failure code opts nothing out.
      const other = 'SM00000000000000000000000000030003';
      await outbound('sent', other);
      await post(R.twilioStatus.path, status(other, 'undelivered', { ErrorCode: '30003', To: '+15145550178' }));
      expect(await db().select().from(messageOptOuts).where(eq(messageOptOuts.phone, '+15145550178'))).toEqual([]);
    });

    it('an unknown SID answers 200 and changes nothing', async () => {
      const before = await db().select().from(outboundMessages);
      const answer = await post(R.twilioStatus.path, status('SM0000000000000000000000000000dead', 'delivered'));
      expect(answer.statusCode).toBe(200);
      expect(answer.json()).toEqual({ received: true, outcome: 'unknown' });
      expect(await db().select().from(outboundMessages)).toEqual(before);
    });

    it('the message the callback URL names is found before the relay wrote its SID', async () => {
      const id = await outbound('sending', null);
      const path = `${R.twilioStatus.path}?message=${id}`;
      expect((await post(path, status('SM00000000000000000000000000000004', 'delivered'))).json().outcome).toBe('changed');
      expect(await read(id)).toMatchObject({ state: 'delivered', providerId: 'SM00000000000000000000000000000004' });
      // The query is part of what is signed: another row cannot be named after the fact.
      const other = await outbound('sending', null);
      const params = status('SM00000000000000000000000000000005', 'delivered');
      expect((await post(`${R.twilioStatus.path}?message=${other}`, params, { signedUrl: `${PUBLIC_URL}${path}` })).statusCode).toBe(403);
    });
  });

  describe('replies', () => {
    const inbound = (from: string, body: string) => post(R.twilioInbound.path, { MessageSid: 'SM00000000000000000000000000000006', AccountSid: fake.accountSid, From: from, To: fake.fromNumber, Body: body });
    const stopped = async (phone: string) => (await db().select().from(messageOptOuts).where(eq(messageOptOuts.phone, phone)));
    const audited = async (phone: string) => (await db().select().from(auditLog)).filter((a) => a.detail['phone'] === phone).map((a) => [a.action, a.detail['word'], a.ip]);

    it('STOP opts the number out (source "STOP reply"), START opts it back in, both audited, with empty TwiML', async () => {
      const stop = await inbound('+15145550111', 'STOP');
      expect(stop.statusCode).toBe(200);
      expect(stop.headers['content-type']).toMatch(/^text\/xml/);
      expect(stop.body).toBe('<?xml version="1.0" encoding="UTF-8"?><Response></Response>');
      expect(await stopped('+15145550111')).toMatchObject([{ source: 'STOP reply' }]);
      await inbound('+15145550111', 'start');
      expect(await stopped('+15145550111')).toEqual([]);
      expect(await audited('+15145550111')).toEqual([['text_opted_out', 'STOP', '203.0.113.9'], ['text_opted_in', 'START', '203.0.113.9']]);
    });

    it('ARRÊT and UNSUBSCRIBE opt out too; any other text changes nothing', async () => {
      await inbound('+15145550112', ' Arrêt ');
      await inbound('+15145550113', 'UNSUBSCRIBE');
      await inbound('+15145550114', 'Stop by the store tomorrow?');
      expect((await stopped('+15145550112')).length + (await stopped('+15145550113')).length).toBe(2);
      expect(await stopped('+15145550114')).toEqual([]);
      expect(await audited('+15145550114')).toEqual([]);
    });

    it('an unsigned STOP opts nobody out', async () => {
      const forged = await post(R.twilioInbound.path, { From: '+15145550115', Body: 'STOP' }, { signature: 'Zm9yZ2Vk' });
      expect(forged.statusCode).toBe(403);
      expect(await stopped('+15145550115')).toEqual([]);
    });
  });
});

describe('the provider and the webhooks together, over HTTP', () => {
  it('a text sent through the fake comes back delivered by its signed callback; a STOP sent to the app opts out', async () => {
    const fake = await startFakeTwilio();
    const database = await throwawayEngines()[0]!.open();
    const db = database.db;
    const clock = fakeClock();
    // PUBLIC_URL is the address the app listens on, known once it listens: the route reads it at each call.
    const hooks = { authToken: fake.authToken, publicUrl: '', replies: textReplyUseCases({ receipts: drizzleDeliveryReceipts(db), optOuts: drizzleOptOuts(db), audit: drizzleAuditLog(db), clock }) };
    const t = await testApp(database, { deps: (d) => ({ ...d, twilioWebhooks: hooks }) });
    try {
      hooks.publicUrl = await t.app.listen({ port: 0, host: '127.0.0.1' });
      const provider = twilioTextProvider({ accountSid: fake.accountSid, authToken: fake.authToken, fromNumber: fake.fromNumber, messagingServiceSid: null, apiBase: fake.url },
        { statusCallback: (id) => `${hooks.publicUrl}${R.twilioStatus.path}?message=${id}`, optOuts: drizzleOptOuts(db), clock });
      const [row] = await db.insert(outboundMessages).values({ channel: 'sms', to: '+15145550199', body: 'Hi', state: 'sending' }).returning({ id: outboundMessages.id });
      const { providerId } = await provider.send({ messageId: row!.id, to: '+15145550199', body: 'Hi' });
      expect(await fake.sendStatus(providerId, 'sent')).toBe(200);
      expect(await fake.sendStatus(providerId, 'delivered')).toBe(200);
      expect((await db.select().from(outboundMessages).where(eq(outboundMessages.id, row!.id)))[0]).toMatchObject({ state: 'delivered', providerId });
      const stop = await fake.sendInbound(`${hooks.publicUrl}${R.twilioInbound.path}`, { from: '+15145550199', body: 'ARRÊT' });
      expect(stop).toEqual({ status: 200, body: '<?xml version="1.0" encoding="UTF-8"?><Response></Response>' });
      expect(await drizzleOptOuts(db).isOptedOut('+15145550199')).toBe(true);
    } finally {
      await t.close();
      await fake.close();
    }
  });
});
