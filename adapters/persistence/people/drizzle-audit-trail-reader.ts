import { and, count, desc, eq, gte, inArray, lt, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { AuditTrailFilter, AuditTrailReader } from '@dealer-panel/core/people/audit-trail';
import { users } from '../access/schema';
import type { Db } from '../shared/database';
import { auditLog } from '../shared/schema';

/** The filter as SQL conditions; the dealership always comes first (audit_log_dealership_at_idx). */
function conditions(dealershipId: number, filter: AuditTrailFilter): SQL[] {
  const where: SQL[] = [eq(auditLog.dealershipId, dealershipId)];
  if (filter.actions !== null) where.push(inArray(auditLog.action, [...filter.actions]));
  if (filter.actorId !== null) where.push(eq(auditLog.userId, filter.actorId));
  if (filter.from !== null) where.push(gte(auditLog.at, new Date(`${filter.from}T00:00:00Z`)));
  // `to` is inclusive: everything before the next day.
  if (filter.to !== null) where.push(lt(auditLog.at, sql`${`${filter.to}T00:00:00Z`}::timestamptz + interval '1 day'`));
  return where;
}

/** The user a change was about (detail.target_user_id of the people actions). */
const target = alias(users, 'target');
const targetId = sql<number | null>`case when ${auditLog.detail}->>'target_user_id' ~ '^[0-9]{1,9}$' then (${auditLog.detail}->>'target_user_id')::int end`;

export function drizzleAuditTrailReader(db: Db): AuditTrailReader {
  return {
    async page(dealershipId, filter, offset, limit) {
      const where = and(...conditions(dealershipId, filter));
      const [rows, [total]] = await Promise.all([
        db.select({
          id: auditLog.id, at: auditLog.at, action: auditLog.action, ip: auditLog.ip, detail: auditLog.detail, before: auditLog.before, after: auditLog.after,
          actorId: users.id, firstName: users.firstName, lastName: users.lastName, email: users.email,
          targetId: target.id, targetFirst: target.firstName, targetLast: target.lastName,
        }).from(auditLog).leftJoin(users, eq(users.id, auditLog.userId)).leftJoin(target, eq(target.id, targetId)).where(where)
          .orderBy(desc(auditLog.at), desc(auditLog.id)).limit(limit).offset(offset),
        db.select({ n: count() }).from(auditLog).where(where),
      ]);
      return {
        count: total?.n ?? 0,
        rows: rows.map((r) => ({
          id: r.id, at: r.at, action: r.action, ip: r.ip, detail: r.detail, before: r.before, after: r.after,
          actor: r.actorId === null ? null : { id: r.actorId, name: `${r.firstName ?? ''} ${r.lastName ?? ''}`.trim(), email: r.email ?? '' },
          target: r.targetId === null ? null : { id: r.targetId, name: `${r.targetFirst ?? ''} ${r.targetLast ?? ''}`.trim() },
        })),
      };
    },
  };
}
