import { describe, expect, it } from 'vitest';
import { and, desc, eq } from 'drizzle-orm';
import { auditLog, customers, messageOptOuts, outboundMessages } from '../../adapters/persistence/schema';
import { throwawayEngines } from '../../adapters/persistence/shared/throwaway-database';
import { signedInSuite, STAFF } from './support/signed-in';

const M = '/api/dealer/dealership/messages/';
type Row = typeof outboundMessages.$inferInsert;
interface Item { id: number; channel: string; kind: string; to: string; to_masked: boolean; language: string | null; state: string; reason: string | null; provider_text: string | null; customer: { id: number; name: string } | null; order: { id: number; vehicle: string | null } | null; resendable: boolean }

/** The store's Messages screen (issue 30.4): the list, its filters and masking, and the resend rules. */
for (const engine of throwawayEngines()) {
  describe(`the store's messages (${engine.kind})`, () => {
    const { t, cf, staff } = signedInSuite(engine, { customers: true, staff: STAFF });
    const ids: Record<string, number> = {};
    const put = async (name: string, row: Partial<Row> & Pick<Row, 'channel' | 'to'>) => {
      const [made] = await t.ports.database.db.insert(outboundMessages).values({ subject: '', body: `secret body of ${name}`, dealershipId: t.fixture.dealerships.ontario, ...row }).returning({ id: outboundMessages.id });
      ids[name] = made!.id;
    };
    const list = async (query = '', who = staff.admin) => {
      const r = await who.get(`${M}${query}`);
      expect(r.statusCode, r.body).toBe(200);
      return r.json() as { count: number; results: Item[] };
    };

    it('lists the store\'s messages newest first, with whom and which deal they were about, never a body', async () => {
      const o = t.fixture.dealerships.ontario;
      // The suite's sign-ins wrote their codes (with the store since issue 30.3): this test lists only its own rows.
      await t.ports.database.db.delete(outboundMessages);
      await put('code', { channel: 'sms', to: '4165550101', kind: 'one_time_code', state: 'sent', userId: t.fixture.users.admin.id, body: 'Your code is 123456' });
      await put('link', { channel: 'email', to: 'helene.gagne@example.com', subject: 'Your deal', kind: 'deal_link', state: 'failed', customerId: cf.customers.gagne, orderId: cf.orders.gagneFinance, lastError: '550 5.1.1 mailbox unavailable', attempts: 3, provider: 'smtp' });
      await put('receipt', { channel: 'sms', to: '6475550102', kind: 'receipt', state: 'delivered', customerId: cf.customers.cote, orderId: cf.orders.coteLease });
      await put('stopped', { channel: 'sms', to: '+16475550109', kind: 'appointment', state: 'opted_out', customerId: cf.customers.macdonald });
      await put('invite', { channel: 'email', to: 'new.rep@example.com', kind: 'invitation', state: 'failed', lastError: 'connect ECONNREFUSED 127.0.0.1:587' });
      await put('queued', { channel: 'email', to: 'ava.t@example.com', kind: 'quote', state: 'queued', customerId: cf.customers.thompson });
      await put('elsewhere', { channel: 'email', to: 'someone@example.com', kind: 'deal_link', state: 'failed', dealershipId: t.fixture.dealerships.other });
      void o;
      const page = await list();
      expect(page.count).toBe(6);
      expect(page.results.map((m) => m.id)).toEqual(['queued', 'invite', 'stopped', 'receipt', 'link', 'code'].map((n) => ids[n]));
      const link = page.results.find((m) => m.id === ids['link'])!;
      expect(link).toMatchObject({ channel: 'email', kind: 'deal_link', to: 'helene.gagne@example.com', to_masked: false, state: 'failed', reason: 'bad_address', provider_text: '550 5.1.1 mailbox unavailable', resendable: true,
        customer: { id: cf.customers.gagne, name: 'Hélène Gagné' }, order: { id: cf.orders.gagneFinance, vehicle: '2024 Honda Civic' } });
      expect(page.results.find((m) => m.id === ids['invite'])).toMatchObject({ reason: 'provider_unavailable', resendable: false });
      expect(page.results.find((m) => m.id === ids['stopped'])).toMatchObject({ reason: 'opted_out', resendable: false });
      const text = JSON.stringify(page);
      expect(text).not.toContain('secret body');
      expect(text).not.toContain('123456');
      expect(text).not.toContain('someone@example.com');
    });

    it('marks a customer whose latest e-mail bounced or whose number opted out, on the record and the list\'s rows', async () => {
      await t.ports.database.db.insert(messageOptOuts).values({ phone: '+16475550109', optedOutAt: new Date(), source: 'STOP reply' });
      const record = (id: number) => staff.admin.get(`/api/dealer/dealership/customers/${id}/`).then((r) => r.json() as { email_bounced?: boolean; phone_opted_out?: boolean });
      expect(await record(cf.customers.gagne)).toMatchObject({ email_bounced: true, phone_opted_out: false });
      expect(await record(cf.customers.macdonald)).toMatchObject({ email_bounced: false, phone_opted_out: true });
      expect(await record(cf.customers.cote)).toMatchObject({ email_bounced: false, phone_opted_out: false });
      const rows = (await staff.admin.get('/api/dealer/customer/?archive_status=all')).json().results as { id: number; email_bounced: boolean; phone_opted_out: boolean }[];
      const flagged = rows.filter((r) => r.email_bounced || r.phone_opted_out).map((r) => [r.id, r.email_bounced, r.phone_opted_out]);
      expect(flagged.sort()).toEqual([[cf.customers.gagne, true, false], [cf.customers.macdonald, false, true]].sort());
    });

    it('filters by customer, deal, channel, state, kind and day, and names every bad parameter at once', async () => {
      expect((await list(`?customer=${cf.customers.gagne}`)).results.map((m) => m.id)).toEqual([ids['link']]);
      expect((await list(`?order=${cf.orders.coteLease}`)).results.map((m) => m.id)).toEqual([ids['receipt']]);
      expect((await list('?channel=sms&state=sent,delivered')).results.map((m) => m.id)).toEqual([ids['receipt'], ids['code']]);
      expect((await list('?kind=invitation,quote')).count).toBe(2);
      const today = new Date().toISOString().slice(0, 10);
      expect((await list(`?from=${today}&to=${today}`)).count).toBe(6);
      expect((await list('?to=2000-01-01')).count).toBe(0);
      const r = await staff.admin.get(`${M}?state=lost&channel=fax&from=2026-02-30&customer=x&page=0`);
      expect(r.statusCode).toBe(400);
      expect(r.json().errors).toEqual({ state: ['list.invalid_choice'], channel: ['list.invalid_choice'], from: ['date.invalid'], customer: ['list.invalid_number'], page: ['list.page_invalid'] });
    });

    it('is for administrators; a corporate admin sees addresses and numbers masked and may not resend', async () => {
      expect((await staff.rep.get(M)).statusCode).toBe(403);
      expect((await staff.manager.get(M)).statusCode).toBe(403);
      const masked = await list('', staff.corporate);
      expect(masked.results.find((m) => m.id === ids['link'])).toMatchObject({ to: 'h•••@example.com', to_masked: true });
      expect(masked.results.find((m) => m.id === ids['receipt'])).toMatchObject({ to: '•••-•••-••02', to_masked: true });
      expect(JSON.stringify(masked)).not.toContain('gagne@');
      expect((await staff.corporate.post(`${M}${ids['link']}/resend/`, {})).statusCode).toBe(403);
      expect((await staff.rep.post(`${M}${ids['link']}/resend/`, {})).statusCode).toBe(403);
    });

    it('answers 404 for another store\'s message, as for an unknown one', async () => {
      const other = await t.ports.database.db.select({ id: outboundMessages.id }).from(outboundMessages).where(eq(outboundMessages.dealershipId, t.fixture.dealerships.other));
      const r = await staff.admin.post(`${M}${other[0]!.id}/resend/`, {});
      expect(r.statusCode).toBe(404);
      expect((await staff.admin.post(`${M}99999999/resend/`, {})).statusCode).toBe(404);
      expect((await staff.other.get(M)).json().results.map((m: Item) => m.id)).toEqual([other[0]!.id]);
    });

    it('refuses codes, invitations and resets, opted-out numbers and queued messages (409 with the reason)', async () => {
      const refused = async (name: string, reason: string) => {
        const r = await staff.admin.post(`${M}${ids[name]}/resend/`, {});
        expect(r.statusCode, r.body).toBe(409);
        expect(r.json()).toMatchObject({ code: 'message_not_resendable', reason });
      };
      await refused('code', 'credential');
      await refused('invite', 'credential');
      await refused('stopped', 'opted_out');
      await refused('queued', 'pending');
      // A delivered text to a number that replied STOP since stays stopped.
      await t.ports.database.db.insert(messageOptOuts).values({ phone: '+16475550102', optedOutAt: new Date(), source: 'STOP reply' });
      await refused('receipt', 'opted_out');
      await t.ports.database.db.delete(messageOptOuts).where(eq(messageOptOuts.phone, '+16475550102'));
    });

    it('writes a message in its recipient\'s language, shows the language, and a resend keeps it', async () => {
      await t.ports.database.db.update(customers).set({ language: 'fr_CA' }).where(eq(customers.id, cf.customers.cote));
      const sent = await staff.admin.post(`/api/dealer/order/${cf.orders.coteLease}/send_order_link/`, {});
      expect(sent.statusCode, sent.body).toBe(200);
      const [row] = await t.ports.database.db.select().from(outboundMessages).where(and(eq(outboundMessages.kind, 'deal_link'), eq(outboundMessages.orderId, cf.orders.coteLease))).orderBy(desc(outboundMessages.id)).limit(1);
      expect(row).toMatchObject({ language: 'fr_CA' });
      expect(row?.subject).toMatch(/[Vv]otre|transaction|dossier/);
      await t.ports.database.db.update(outboundMessages).set({ state: 'failed', lastError: '550 mailbox unavailable' }).where(eq(outboundMessages.id, row!.id));
      expect((await list(`?order=${cf.orders.coteLease}&kind=deal_link`)).results[0]).toMatchObject({ id: row!.id, language: 'fr_CA' });
      const again = await staff.admin.post(`${M}${row!.id}/resend/`, {});
      expect(again.statusCode, again.body).toBe(201);
      const [copy] = await t.ports.database.db.select().from(outboundMessages).where(eq(outboundMessages.id, again.json().id as number));
      expect(copy).toMatchObject({ language: 'fr_CA', subject: row!.subject, body: row!.body, state: 'queued' });
      expect((await list(`?order=${cf.orders.coteLease}&kind=deal_link`)).results[0]).toMatchObject({ id: copy!.id, language: 'fr_CA' });
    });

    it('queues a new copy of a failed message and audits it', async () => {
      const r = await staff.admin.post(`${M}${ids['link']}/resend/`, {});
      expect(r.statusCode, r.body).toBe(201);
      const copyId = r.json().id as number;
      expect(copyId).not.toBe(ids['link']);
      const [copy] = await t.ports.database.db.select().from(outboundMessages).where(eq(outboundMessages.id, copyId));
      expect(copy).toMatchObject({ channel: 'email', to: 'helene.gagne@example.com', subject: 'Your deal', body: 'secret body of link', kind: 'deal_link', state: 'queued', attempts: 0, lastError: null,
        dealershipId: t.fixture.dealerships.ontario, customerId: cf.customers.gagne, orderId: cf.orders.gagneFinance });
      const [audit] = await t.ports.database.db.select().from(auditLog).where(and(eq(auditLog.action, 'message_resent'))).orderBy(desc(auditLog.id)).limit(1);
      expect(audit).toMatchObject({ userId: t.fixture.users.admin.id, dealershipId: t.fixture.dealerships.ontario, detail: { message_id: ids['link'], new_message_id: copyId, kind: 'deal_link' } });
      expect((await list()).results[0]).toMatchObject({ id: copyId, state: 'queued', resendable: false });
      // The latest e-mail to her is the new copy, not yet failed: no bounce badge any more.
      expect((await staff.admin.get(`/api/dealer/dealership/customers/${cf.customers.gagne}/`)).json()).toMatchObject({ email_bounced: false });
    });

    it('shows each message about a deal on its history, in its current state', async () => {
      const r = await staff.admin.get(`/api/dealer/order/${cf.orders.gagneFinance}/timeline/`);
      expect(r.statusCode, r.body).toBe(200);
      const messages = (r.json().results as { id: number; event: string; detail: Record<string, unknown> }[]).filter((e) => e.event.startsWith('message.'));
      expect(messages.map((e) => [e.event, e.detail['message_id'], e.detail['reason']])).toEqual([
        ['message.failed', ids['link'], 'bad_address'],
        ['message.queued', expect.any(Number), null],
      ]);
      expect(messages[0]!.id).toBe(-ids['link']!);
      expect(JSON.stringify(r.json())).not.toContain('secret body');
    });
  });
}
