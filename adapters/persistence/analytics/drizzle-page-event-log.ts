import type { PageEventLog } from '@dealer-panel/core/analytics/page-events';
import type { Db } from '../shared/database';
import { pageEvents } from './schema';

/** The event log on page_events: one multi-row insert per batch (all or nothing). */
export function drizzlePageEventLog(db: Db): PageEventLog {
  return {
    async record(dealershipId, surface, pages, at) {
      if (pages.length === 0) return;
      await db.insert(pageEvents).values(pages.map((page) => ({ dealershipId, surface, page, createdAt: at })));
    },
  };
}
