import { randomBytes } from 'node:crypto';
import { and, desc, eq, sql } from 'drizzle-orm';
import type { AdfMailDesk, MailChannel } from '@dealer-panel/core/leads/adf-mail-desk';
import type { Db } from '../shared/database';
import { adfMailAddresses, adfRejectedMail, inboundMailSeen } from './schema';

/** 16 characters of a-z and 2-7 (80 bits): an address nobody guesses. */
function newToken(): string {
  const alphabet = 'abcdefghijklmnopqrstuvwxyz234567';
  return [...randomBytes(16)].map((b) => alphabet[b % 32]).join('');
}

/** The stores' lead addresses (adf_mail_addresses) and the e-mails kept aside (adf_rejected_mail). */
export function drizzleAdfMail(db: Db): AdfMailDesk {
  return {
    async tokenOf(dealershipId) {
      // Two admins asking at once: the primary key keeps the first token, both read it back.
      await db.insert(adfMailAddresses).values({ dealershipId, token: newToken() }).onConflictDoNothing();
      const [row] = await db.select({ token: adfMailAddresses.token }).from(adfMailAddresses).where(eq(adfMailAddresses.dealershipId, dealershipId));
      if (row === undefined) throw new Error(`no ADF address for dealership ${dealershipId}`);
      return row.token;
    },
    async storeOfToken(token) {
      const [row] = await db.select({ id: adfMailAddresses.dealershipId }).from(adfMailAddresses).where(eq(adfMailAddresses.token, token.toLowerCase()));
      return row?.id ?? null;
    },
    keepAside: (dealershipId, mail, key) => db.transaction(async (tx) => {
      const seenKey = and(eq(inboundMailSeen.dealershipId, dealershipId), eq(inboundMailSeen.mailKey, key));
      // The key first: a second process keeping the same e-mail aside waits here for the first one's commit, then finds its row.
      const [claimed] = await tx.insert(inboundMailSeen).values({ dealershipId, mailKey: key, channel: mail.channel, importIds: [...mail.importIds] })
        .onConflictDoNothing().returning({ key: inboundMailSeen.mailKey });
      if (claimed === undefined) {
        const [seen] = await tx.select({ keptAside: inboundMailSeen.keptAsideId }).from(inboundMailSeen).where(seenKey);
        if (seen !== undefined && seen.keptAside !== null) return seen.keptAside;
      }
      const [row] = await tx.insert(adfRejectedMail).values({
        dealershipId, channel: mail.channel, sender: mail.sender, subject: mail.subject, receivedAt: mail.receivedAt, reason: mail.reason, detail: mail.detail,
        importIds: [...mail.importIds], raw: mail.raw, truncated: mail.truncated,
      }).returning({ id: adfRejectedMail.id });
      if (row === undefined) throw new Error('the kept-aside e-mail was not stored');
      await tx.update(inboundMailSeen).set({ keptAsideId: row.id }).where(seenKey);
      return row.id;
    }),
    async handled(dealershipId, key) {
      const [row] = await db.select({ importIds: inboundMailSeen.importIds, keptAside: inboundMailSeen.keptAsideId }).from(inboundMailSeen)
        .where(and(eq(inboundMailSeen.dealershipId, dealershipId), eq(inboundMailSeen.mailKey, key)));
      return row === undefined ? null : { importIds: row.importIds as number[], keptAside: row.keptAside };
    },
    async remember(dealershipId, key, channel, handled) {
      await db.insert(inboundMailSeen).values({ dealershipId, mailKey: key, channel, importIds: [...handled.importIds], keptAsideId: handled.keptAside }).onConflictDoNothing();
    },
    async keptAside(dealershipId, limit) {
      const rows = await db.select({
        id: adfRejectedMail.id, channel: adfRejectedMail.channel, sender: adfRejectedMail.sender, subject: adfRejectedMail.subject, receivedAt: adfRejectedMail.receivedAt,
        reason: adfRejectedMail.reason, detail: adfRejectedMail.detail, importIds: adfRejectedMail.importIds, truncated: adfRejectedMail.truncated,
        size: sql<number>`octet_length(${adfRejectedMail.raw})`.mapWith(Number),
      }).from(adfRejectedMail).where(and(eq(adfRejectedMail.dealershipId, dealershipId))).orderBy(desc(adfRejectedMail.id)).limit(limit);
      return rows.map((r) => ({ ...r, channel: r.channel as MailChannel, importIds: r.importIds as number[] }));
    },
  };
}
