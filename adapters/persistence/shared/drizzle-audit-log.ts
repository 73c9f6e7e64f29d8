import type { AuditLog } from '@dealer-panel/core/shared/ports/audit-log';
import type { Db } from './database';
import { auditLog } from './schema';

/** Append-only: this adapter has no update or delete, and the time is the database's (created_at default). */
export function drizzleAuditLog(db: Db): AuditLog {
  return {
    async record(entry) {
      await db.insert(auditLog).values({
        action: entry.action,
        userId: entry.userId,
        dealershipId: entry.dealershipId,
        ip: entry.ip,
        detail: { ...entry.detail },
        before: entry.before === undefined ? null : { ...entry.before },
        after: entry.after === undefined ? null : { ...entry.after },
      });
    },
  };
}
