import { eq, sql } from 'drizzle-orm';
import type { SessionContextReader } from '@dealer-panel/core/access/session-context';
import type { Db } from '../shared/database';
import { dealershipColumns, toDealership } from './drizzle-dealership-repository';
import { sessionColumns, toSession } from './drizzle-session-repository';
import { toDealerUser, toMemberships, userColumns } from './drizzle-user-repository';
import { dealerships, memberships, sessions, users } from './schema';
import { withCompiledRows } from '../shared/compiled-rows';

/** json_agg of (dealership_id, role) pairs as the driver hands it back (parsed JSON; a string on some drivers). */
function membershipRows(value: unknown): { dealershipId: number; role: string }[] {
  const parsed: unknown = typeof value === 'string' ? JSON.parse(value) : value;
  if (!Array.isArray(parsed)) return [];
  return parsed.flatMap((m: unknown) => {
    if (typeof m !== 'object' || m === null) return [];
    const { d, r } = m as { d?: unknown; r?: unknown };
    return typeof d === 'number' && typeof r === 'string' ? [{ dealershipId: d, role: r }] : [];
  });
}

/**
 * Session resolution in ONE round trip per request: the session joined to its user and dealership,
 * the user's memberships aggregated beside them (was four sequential queries).
 */
export function drizzleSessionContextReader(db: Db): SessionContextReader {
  // Every authenticated request runs it: built and named once (no query building per request; PostgreSQL
  // plans it once per connection).
  const read = withCompiledRows(db.select({
    session: sessionColumns,
    user: userColumns,
    dealership: dealershipColumns,
    memberships: sql<unknown>`(select coalesce(json_agg(json_build_object('d', ${memberships.dealershipId}, 'r', ${memberships.role}) order by ${memberships.dealershipId}), '[]'::json) from ${memberships} where ${memberships.userId} = ${sessions.userId})`,
  }).from(sessions)
    .leftJoin(users, eq(users.id, sessions.userId))
    .leftJoin(dealerships, eq(dealerships.id, sessions.dealershipId))
    .where(eq(sessions.id, sql.placeholder('id')))
    .prepare('session_context'));
  return {
    async withContext(id) {
      const [row] = await read.execute({ id });
      if (!row) return null;
      const user = row.user === null ? null : toDealerUser(row.user);
      return {
        session: toSession(row.session),
        user,
        memberships: user === null ? [] : toMemberships(membershipRows(row.memberships)),
        dealership: row.dealership === null ? null : toDealership(row.dealership),
      };
    },
  };
}
