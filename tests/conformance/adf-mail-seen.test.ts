import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { KeptAsideMail } from '@dealer-panel/core/leads/adf-mail-desk';
import { drizzleAdfMail } from '../../adapters/persistence/leads/drizzle-adf-mail';
import { adfRejectedMail, inboundMailSeen } from '../../adapters/persistence/schema';
import { forEachEngine } from './support/engines';
import { insertDealership, unique } from './support/fixtures';

const mail = (subject: string): KeptAsideMail => ({
  channel: 'imap', sender: 'leads@provider.example', subject, receivedAt: new Date('2026-06-01T14:00:00Z'), reason: 'no_adf', detail: 'no_adf: none',
  importIds: [], raw: new TextEncoder().encode(`Subject: ${subject}\r\n\r\nhello`), truncated: false,
});

forEachEngine((engine) => {
  describe('e-mails of leads handled once per store (inbound_mail_seen)', () => {
    it('keeps an e-mail aside once: the same key again (even at the same time) answers the first row', async () => {
      const desk = drizzleAdfMail(engine.db());
      const store = await insertDealership(engine.db());
      const key = unique('key');
      expect(await desk.handled(store, key)).toBeNull();
      const ids = await Promise.all([desk.keepAside(store, mail('twice'), key), desk.keepAside(store, mail('twice'), key)]);
      expect(ids[0]).toBe(ids[1]);
      expect(await engine.db().select({ id: adfRejectedMail.id }).from(adfRejectedMail).where(eq(adfRejectedMail.dealershipId, store))).toEqual([{ id: ids[0] }]);
      expect(await desk.handled(store, key)).toEqual({ importIds: [], keptAside: ids[0] });
    });

    it('remembers an e-mail imported whole once, per store: another store has not handled it', async () => {
      const desk = drizzleAdfMail(engine.db());
      const [one, two] = [await insertDealership(engine.db()), await insertDealership(engine.db())];
      const key = unique('key');
      await desk.remember(one, key, 'smtp', { importIds: [4, 5], keptAside: null });
      await desk.remember(one, key, 'smtp', { importIds: [6], keptAside: null });
      expect(await desk.handled(one, key)).toEqual({ importIds: [4, 5], keptAside: null });
      expect(await desk.handled(two, key)).toBeNull();
      expect(await engine.db().select().from(inboundMailSeen).where(eq(inboundMailSeen.mailKey, key))).toHaveLength(1);
    });
  });
});
