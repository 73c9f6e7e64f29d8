import { and, eq, like, sql } from 'drizzle-orm';
import type { ConnectState, ConnectStates } from '@dealer-panel/core/stores/card-processor-repository';
import type { Db } from '../shared/database';
import { appSettings } from '../shared/schema';

/**
 * Pending connect states as rows of app_settings (`card_processor_state:<hash>` → JSON), so that
 * any server process of a fleet takes a state once (DELETE … RETURNING) without a new table.
 */
const PREFIX = 'card_processor_state:';

interface Stored { readonly sessionId: string; readonly dealershipId: number; readonly userId: number; readonly expiresAt: string }

function parse(value: string): ConnectState | null {
  try {
    const v = JSON.parse(value) as Partial<Stored>;
    if (typeof v.sessionId !== 'string' || typeof v.dealershipId !== 'number' || typeof v.userId !== 'number' || typeof v.expiresAt !== 'string') return null;
    return { sessionId: v.sessionId, dealershipId: v.dealershipId, userId: v.userId, expiresAt: new Date(v.expiresAt) };
  } catch {
    return null;
  }
}

export function drizzleConnectStates(db: Db): ConnectStates {
  return {
    async issue(stateHash, state, now) {
      // Expired states go as new ones come: the table holds at most the states of the last few minutes.
      await db.delete(appSettings).where(and(like(appSettings.key, `${PREFIX}%`), sql`(${appSettings.value}::jsonb->>'expiresAt')::timestamptz <= ${now.toISOString()}::timestamptz`));
      const stored: Stored = { sessionId: state.sessionId, dealershipId: state.dealershipId, userId: state.userId, expiresAt: state.expiresAt.toISOString() };
      await db.insert(appSettings).values({ key: PREFIX + stateHash, value: JSON.stringify(stored) });
    },

    async take(stateHash, now) {
      const [row] = await db.delete(appSettings).where(eq(appSettings.key, PREFIX + stateHash)).returning({ value: appSettings.value });
      const state = row === undefined ? null : parse(row.value);
      return state !== null && state.expiresAt.getTime() > now.getTime() ? state : null;
    },
  };
}
