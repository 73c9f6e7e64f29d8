import { and, asc, eq } from 'drizzle-orm';
import type { CardProcessorAccounts } from '@dealer-panel/core/stores/card-processor-repository';
import type { Db } from '../shared/database';
import { dealerships } from '../access/schema';

/** The connected account in dealerships.card_processor_account_id and _connected_at (migration 0005). */
export function drizzleCardProcessorAccounts(db: Db): CardProcessorAccounts {
  return {
    async account(dealershipId) {
      const [row] = await db.select({ accountId: dealerships.cardProcessorAccountId, connectedAt: dealerships.cardProcessorConnectedAt })
        .from(dealerships).where(eq(dealerships.id, dealershipId));
      return row?.accountId == null ? null : { accountId: row.accountId, connectedAt: row.connectedAt ?? new Date(0) };
    },

    async dealershipsOf(accountId) {
      const rows = await db.select({ id: dealerships.id }).from(dealerships).where(eq(dealerships.cardProcessorAccountId, accountId)).orderBy(asc(dealerships.id));
      return rows.map((r) => r.id);
    },

    async connect(dealershipId, account) {
      await db.update(dealerships).set({ cardProcessorAccountId: account.accountId, cardProcessorConnectedAt: account.connectedAt })
        .where(eq(dealerships.id, dealershipId));
    },

    async disconnect(dealershipId, accountId) {
      const cleared = await db.update(dealerships).set({ cardProcessorAccountId: null, cardProcessorConnectedAt: null })
        .where(and(eq(dealerships.id, dealershipId), eq(dealerships.cardProcessorAccountId, accountId))).returning({ id: dealerships.id });
      return cleared.length > 0;
    },
  };
}
