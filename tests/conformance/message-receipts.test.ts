import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { DeliveryReceipt } from '@dealer-panel/core/messages/delivery-receipt';
import { drizzleDeliveryReceipts } from '../../adapters/persistence/messages/delivery-receipts';
import { drizzleOptOuts } from '../../adapters/persistence/messages/drizzle-opt-outs';
import type { Db } from '../../adapters/persistence/shared/database';
import { messageOptOuts, outboundMessages } from '../../adapters/persistence/shared/schema';
import { forEachEngine } from './support/engines';

const AT = new Date('2026-06-01T14:00:00Z');
let sids = 0;
const nextSid = () => `SM${String(++sids).padStart(32, '0')}`;

async function message(db: Db, values: { state: string; providerId?: string | null; channel?: string }) {
  const [row] = await db.insert(outboundMessages).values({ channel: values.channel ?? 'sms', to: '+15145550199', body: 'Hello', state: values.state, providerId: values.providerId ?? null })
    .returning({ id: outboundMessages.id });
  if (!row) throw new Error('no row');
  const read = async () => (await db.select().from(outboundMessages).where(eq(outboundMessages.id, row.id)))[0]!;
  return { id: row.id, read };
}

const receipt = (providerId: string, status: DeliveryReceipt['status'], extra: Partial<DeliveryReceipt> = {}): DeliveryReceipt =>
  ({ providerId, messageId: null, status, reason: null, at: AT, ...extra });

forEachEngine((engine) => {
  describe('opt-outs on message_opt_outs', () => {
    it('STOP twice keeps the first; START opts back in; both are idempotent', async () => {
      const optOuts = drizzleOptOuts(engine.db());
      expect(await optOuts.isOptedOut('+15145550001')).toBe(false);
      await optOuts.stop('+15145550001', AT, 'STOP reply');
      await optOuts.stop('+15145550001', new Date(AT.getTime() + 60_000), 'Twilio 21610');
      expect(await optOuts.isOptedOut('+15145550001')).toBe(true);
      expect(await engine.db().select().from(messageOptOuts).where(eq(messageOptOuts.phone, '+15145550001'))).toEqual([{ phone: '+15145550001', optedOutAt: AT, source: 'STOP reply' }]);
      await optOuts.start('+15145550001', AT, 'START reply');
      await optOuts.start('+15145550001', AT, 'START reply');
      expect(await optOuts.isOptedOut('+15145550001')).toBe(false);
    });
  });

  describe('delivery receipts on outbound_messages', () => {
    it('sent then delivered stamps delivered_at; a late "sent" leaves it delivered', async () => {
      const receipts = drizzleDeliveryReceipts(engine.db());
      const sid = nextSid();
      const m = await message(engine.db(), { state: 'sent', providerId: sid });
      expect(await receipts.apply(receipt(sid, 'delivered'))).toBe('changed');
      expect(await m.read()).toMatchObject({ state: 'delivered', deliveredAt: AT, stateChangedAt: AT });
      expect(await receipts.apply(receipt(sid, 'sent', { at: new Date(AT.getTime() + 5_000) }))).toBe('unchanged');
      expect(await receipts.apply(receipt(sid, 'failed', { reason: '30003 Unreachable destination handset' }))).toBe('unchanged');
      expect(await m.read()).toMatchObject({ state: 'delivered', deliveredAt: AT, lastError: null });
    });

    it('failed keeps the reason and is final', async () => {
      const receipts = drizzleDeliveryReceipts(engine.db());
      const sid = nextSid();
      const m = await message(engine.db(), { state: 'sent', providerId: sid });
      expect(await receipts.apply(receipt(sid, 'failed', { reason: '30003 Unreachable destination handset' }))).toBe('changed');
      expect(await receipts.apply(receipt(sid, 'delivered'))).toBe('unchanged');
      expect(await m.read()).toMatchObject({ state: 'failed', lastError: '30003 Unreachable destination handset', deliveredAt: null });
    });

    it('an unknown SID, or an e-mail\'s id, is unknown and changes nothing', async () => {
      const receipts = drizzleDeliveryReceipts(engine.db());
      const sid = nextSid();
      const email = await message(engine.db(), { state: 'sent', providerId: sid, channel: 'email' });
      expect(await receipts.apply(receipt(nextSid(), 'delivered'))).toBe('unknown');
      expect(await receipts.apply(receipt(sid, 'delivered'))).toBe('unknown');
      expect((await email.read()).state).toBe('sent');
    });

    it('finds the message the callback names while the relay has not written its SID yet, and writes it', async () => {
      const receipts = drizzleDeliveryReceipts(engine.db());
      const sid = nextSid();
      const m = await message(engine.db(), { state: 'sending' });
      expect(await receipts.apply(receipt(sid, 'sent', { messageId: m.id }))).toBe('changed');
      expect(await m.read()).toMatchObject({ state: 'sent', providerId: sid, sentAt: AT });
      // Another SID naming the same row (a forged or confused callback) does not take it over.
      const other = await message(engine.db(), { state: 'sent', providerId: nextSid() });
      expect(await receipts.apply(receipt(nextSid(), 'delivered', { messageId: other.id }))).toBe('unknown');
      expect((await other.read()).state).toBe('sent');
    });

    it('a message the relay failed as interrupted (maybe sent) is settled by the provider\'s receipt; another failure is final', async () => {
      const receipts = drizzleDeliveryReceipts(engine.db());
      const interrupted = await message(engine.db(), { state: 'failed' });
      await engine.db().update(outboundMessages).set({ lastError: 'interrupted_maybe_sent' }).where(eq(outboundMessages.id, interrupted.id));
      const sid = nextSid();
      expect(await receipts.apply(receipt(sid, 'delivered', { messageId: interrupted.id }))).toBe('changed');
      expect(await interrupted.read()).toMatchObject({ state: 'delivered', providerId: sid });
      const refused = await message(engine.db(), { state: 'failed', providerId: nextSid() });
      await engine.db().update(outboundMessages).set({ lastError: '21211 invalid' }).where(eq(outboundMessages.id, refused.id));
      expect(await receipts.apply(receipt((await refused.read()).providerId!, 'delivered'))).toBe('unchanged');
    });

    it('an opted-out message stays opted out', async () => {
      const receipts = drizzleDeliveryReceipts(engine.db());
      const sid = nextSid();
      const m = await message(engine.db(), { state: 'opted_out', providerId: sid });
      expect(await receipts.apply(receipt(sid, 'delivered'))).toBe('unchanged');
      expect((await m.read()).state).toBe('opted_out');
    });
  });
});
