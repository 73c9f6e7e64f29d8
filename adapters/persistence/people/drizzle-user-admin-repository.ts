import { and, asc, count, desc, eq, inArray, ne, sql, type SQL } from 'drizzle-orm';
import type { StaffMember } from '@dealer-panel/core/people/users/staff-member';
import type { StoredChanges, UserAdminRepository } from '@dealer-panel/core/people/users/user-admin-repository';
import type { UserListQuery } from '@dealer-panel/core/people/users/user-list-query';
import { isDealerRole } from '@dealer-panel/core/access/role';
import { pageOf } from '@dealer-panel/core/shared/page';
import type { Db } from '../shared/database';
import { memberships, rememberedDevices, sessions, users } from '../access/schema';
import { toDealerUser, userColumns } from '../access/drizzle-user-repository';

// Accent folding in SQL for the search (no extension needed on either engine): "Gagné" matches "gagne".
const ACCENTED = 'àâäáãåçéèêëíìîïñóòôöõúùûüýÿ';
const PLAIN = 'aaaaaaceeeeiiiinooooouuuuyy';
const folded = (column: SQL | typeof users.email): SQL => sql`translate(lower(${column}), ${ACCENTED}, ${PLAIN})`;
const fold = (text: string): string => [...text.toLowerCase()].map((c) => PLAIN[ACCENTED.indexOf(c)] ?? c).join('');

function whereOf(dealershipId: number, q: UserListQuery): SQL {
  const parts: SQL[] = [eq(memberships.dealershipId, dealershipId)];
  if (q.roles !== null) parts.push(inArray(memberships.role, [...q.roles]));
  if (q.isActive !== null) parts.push(eq(users.isActive, q.isActive));
  for (const token of q.search.split(/\s+/).filter((t) => t !== '')) {
    const like = `%${fold(token).replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    parts.push(sql`(${folded(sql`${users.firstName} || ' ' || ${users.lastName}`)} like ${like} or ${folded(users.email)} like ${like})`);
  }
  return and(...parts)!;
}

function orderOf(q: UserListQuery): SQL[] {
  const dir = q.ordering.descending ? desc : asc;
  const byName = [dir(sql`lower(${users.lastName})`), dir(sql`lower(${users.firstName})`)];
  const nullsLast = (column: typeof users.lastActivity) => sql`${column} ${q.ordering.descending ? sql`desc` : sql`asc`} nulls last`;
  const first = {
    name: byName,
    email: [dir(sql`lower(${users.email})`)],
    role: [dir(memberships.role), ...byName],
    last_activity: [nullsLast(users.lastActivity), ...byName],
    invitation_sent_at: [nullsLast(users.invitationSentAt), ...byName],
  }[q.ordering.field];
  return [...first, asc(users.id)];
}

const staffColumns = { user: userColumns, role: memberships.role, hasPassword: sql<boolean>`${users.passwordHash} <> ''` };
type StaffRow = { user: Parameters<typeof toDealerUser>[0]; role: string; hasPassword: boolean };

function toStaff(rows: readonly StaffRow[]): StaffMember[] {
  const out: StaffMember[] = [];
  for (const row of rows) if (isDealerRole(row.role)) out.push({ ...toDealerUser(row.user), role: row.role, hasPassword: row.hasPassword });
  return out;
}

/** Postgres unique violation on users_email_lower_idx. */
function isEmailTaken(error: unknown): boolean {
  const e = error as { code?: unknown; cause?: { code?: unknown } } | null;
  return e?.code === '23505' || e?.cause?.code === '23505';
}

export function drizzleUserAdminRepository(db: Db): UserAdminRepository {
  const select = (dealershipId: number, q: UserListQuery) => db.select(staffColumns).from(memberships)
    .innerJoin(users, eq(users.id, memberships.userId)).where(whereOf(dealershipId, q)).orderBy(...orderOf(q));
  return {
    async list(dealershipId, q) {
      const [counted] = await db.select({ n: count() }).from(memberships).innerJoin(users, eq(users.id, memberships.userId)).where(whereOf(dealershipId, q));
      const rows = await select(dealershipId, q).limit(q.limit).offset((q.page - 1) * q.limit);
      return pageOf(counted?.n ?? 0, q.page, q.limit, toStaff(rows));
    },

    all: async (dealershipId, q, max) => toStaff(await select(dealershipId, q).limit(max)),

    async byIdAt(dealershipId, userId) {
      const rows = await db.select(staffColumns).from(memberships).innerJoin(users, eq(users.id, memberships.userId))
        .where(and(eq(memberships.dealershipId, dealershipId), eq(memberships.userId, userId)));
      return toStaff(rows)[0] ?? null;
    },

    async update(dealershipId, userId, changes) {
      if (changes.email !== undefined) {
        const [clash] = await db.select({ id: users.id }).from(users).where(and(sql`lower(${users.email}) = lower(${changes.email})`, ne(users.id, userId)));
        if (clash) return { ok: false, reason: 'email_taken' };
      }
      try {
        const found = await db.transaction(async (tx) => {
          // A user of another store only: nothing written (tenant isolation).
          const [member] = await tx.select({ userId: memberships.userId }).from(memberships)
            .where(and(eq(memberships.userId, userId), eq(memberships.dealershipId, dealershipId))).for('update');
          if (!member) return false;
          const values = columnsOf(changes);
          if (Object.keys(values).length > 0) await tx.update(users).set(values).where(eq(users.id, userId));
          if (changes.role !== undefined) {
            await tx.update(memberships).set({ role: changes.role }).where(and(eq(memberships.userId, userId), eq(memberships.dealershipId, dealershipId)));
          }
          return true;
        });
        if (!found) return { ok: false, reason: 'not_found' };
      } catch (error) {
        if (isEmailTaken(error)) return { ok: false, reason: 'email_taken' };
        throw error;
      }
      return { ok: true };
    },

    async invite(dealershipId, invitee) {
      return db.transaction(async (tx) => {
        // ON CONFLICT DO NOTHING covers the lower(email) unique index, as the user repository's create does.
        const [inserted] = await tx.insert(users).values({
          email: invitee.email, passwordHash: '', firstName: invitee.firstName, lastName: invitee.lastName, phone: invitee.phone,
          language: invitee.language, homeDealershipId: dealershipId, isSuperAdmin: invitee.role === 'super_admin',
        }).onConflictDoNothing().returning({ id: users.id });
        if (!inserted) return { ok: false, reason: 'email_taken' } as const;
        await tx.insert(memberships).values({ userId: inserted.id, dealershipId, role: invitee.role });
        return { ok: true, id: inserted.id } as const;
      });
    },

    async markInvited(userId, at) {
      await db.update(users).set({ invitationSentAt: at }).where(eq(users.id, userId));
    },

    async setActive(userId, active, at) {
      await db.transaction(async (tx) => {
        await tx.update(users).set({ isActive: active }).where(eq(users.id, userId));
        if (active) return;
        // Deactivation signs the user out everywhere at once: open sessions end, remembered devices are forgotten.
        await tx.update(sessions).set({ endedAt: at }).where(and(eq(sessions.userId, userId), sql`${sessions.endedAt} is null`));
        await tx.delete(rememberedDevices).where(eq(rememberedDevices.userId, userId));
      });
    },
  };
}

function columnsOf(c: StoredChanges): Partial<typeof users.$inferInsert> {
  return {
    ...(c.email !== undefined ? { email: c.email } : {}),
    ...(c.firstName !== undefined ? { firstName: c.firstName } : {}),
    ...(c.lastName !== undefined ? { lastName: c.lastName } : {}),
    ...(c.phone !== undefined ? { phone: c.phone } : {}),
    ...(c.language !== undefined ? { language: c.language } : {}),
    ...(c.dealerNotifications !== undefined ? { dealerNotifications: { ...c.dealerNotifications } } : {}),
    ...(c.permissions !== undefined ? { permissions: { ...c.permissions } } : {}),
    ...(c.showCreditApplication !== undefined ? { showCreditApplication: c.showCreditApplication } : {}),
    ...(c.isNotAutomaticallyAssigned !== undefined ? { isNotAutomaticallyAssigned: c.isNotAutomaticallyAssigned } : {}),
    ...(c.showAnalyticsDashboard !== undefined ? { showAnalyticsDashboard: c.showAnalyticsDashboard } : {}),
  };
}
