import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { DealerUser, Language, Membership } from '@dealer-panel/core/access/dealer-user';
import type { DealerRole } from '@dealer-panel/core/access/role';
import { isDealerRole } from '@dealer-panel/core/access/role';
import type { NewDealerUser, UserRepository } from '@dealer-panel/core/access/user-repository';
import type { Db } from '../shared/database';
import { compareNames, toLanguage, toNotifications, toPermissions } from './access-columns';
import { memberships, users } from './schema';

type UserRow = typeof users.$inferSelect;

/** Everything but the password hash, which only `passwordHash` reads. */
export const userColumns = {
  id: users.id, email: users.email, firstName: users.firstName, lastName: users.lastName, phone: users.phone,
  language: users.language, isSuperAdmin: users.isSuperAdmin, isDealerVwCorporate: users.isDealerVwCorporate,
  showAnalyticsDashboard: users.showAnalyticsDashboard, isActive: users.isActive,
  isNotAutomaticallyAssigned: users.isNotAutomaticallyAssigned, source: users.source,
  homeDealershipId: users.homeDealershipId, dealerNotifications: users.dealerNotifications, lastActivity: users.lastActivity,
  invitationSentAt: users.invitationSentAt, avatarMediaId: users.avatarMediaId, showCreditApplication: users.showCreditApplication,
  permissions: users.permissions,
};

export function toDealerUser(row: Omit<UserRow, 'passwordHash' | 'createdAt'>): DealerUser {
  return {
    id: row.id,
    email: row.email,
    firstName: row.firstName,
    lastName: row.lastName,
    phone: row.phone,
    language: toLanguage(row.language),
    isSuperAdmin: row.isSuperAdmin,
    isDealerVwCorporate: row.isDealerVwCorporate,
    showAnalyticsDashboard: row.showAnalyticsDashboard,
    isActive: row.isActive,
    isNotAutomaticallyAssigned: row.isNotAutomaticallyAssigned,
    source: row.source,
    homeDealershipId: row.homeDealershipId,
    dealerNotifications: toNotifications(row.dealerNotifications),
    lastActivity: row.lastActivity,
    invitationSentAt: row.invitationSentAt,
    avatarMediaId: row.avatarMediaId,
    showCreditApplication: row.showCreditApplication,
    permissions: toPermissions(row.permissions),
  };
}

/** Rows whose role is not a dealer role (a retired or misspelt value) are left out, not guessed. */
export function toMemberships(rows: readonly { dealershipId: number; role: string }[]): Membership[] {
  const out: Membership[] = [];
  for (const row of rows) if (isDealerRole(row.role)) out.push({ dealershipId: row.dealershipId, role: row.role });
  return out;
}

export function drizzleUserRepository(db: Db): UserRepository {
  return {
    async byId(id) {
      const [row] = await db.select(userColumns).from(users).where(eq(users.id, id));
      return row ? toDealerUser(row) : null;
    },

    async byEmail(email) {
      // Same expression as the unique index users_email_lower_idx, so the index serves the lookup.
      const [row] = await db.select(userColumns).from(users).where(sql`lower(${users.email}) = lower(${email})`);
      return row ? toDealerUser(row) : null;
    },

    async passwordHash(userId) {
      const [row] = await db.select({ hash: users.passwordHash }).from(users).where(eq(users.id, userId));
      return row?.hash ?? null;
    },

    async setPasswordHash(userId, hash) {
      await db.update(users).set({ passwordHash: hash }).where(eq(users.id, userId));
    },

    async setLanguage(userId, language: Language) {
      await db.update(users).set({ language }).where(eq(users.id, userId));
    },

    async touchLastActivity(userId, at) {
      // greatest(): two requests finishing out of order never move last_activity backwards.
      await db.update(users)
        .set({ lastActivity: sql`greatest(${users.lastActivity}, ${at.toISOString()}::timestamptz)` })
        .where(eq(users.id, userId));
    },

    async memberships(userId) {
      const rows = await db.select({ dealershipId: memberships.dealershipId, role: memberships.role })
        .from(memberships).where(eq(memberships.userId, userId)).orderBy(asc(memberships.dealershipId));
      return toMemberships(rows);
    },

    async withRoleAt(dealershipId, roles) {
      if (roles.length === 0) return [];
      const rows = await db.select({ user: userColumns, role: memberships.role })
        .from(memberships)
        .innerJoin(users, eq(users.id, memberships.userId))
        .where(and(eq(memberships.dealershipId, dealershipId), inArray(memberships.role, [...roles]), eq(users.isActive, true)));
      const out: (DealerUser & { readonly role: DealerRole })[] = [];
      for (const row of rows) if (isDealerRole(row.role)) out.push({ ...toDealerUser(row.user), role: row.role });
      return out.sort((a, b) => compareNames(a.lastName, b.lastName) || compareNames(a.firstName, b.firstName) || a.id - b.id);
    },

    async addMembership(userId, membership) {
      await db.insert(memberships).values({ userId, dealershipId: membership.dealershipId, role: membership.role }).onConflictDoNothing();
    },

    create: (user) => insertUser(db, user),
  };
}

async function insertUser(db: Db, user: NewDealerUser): Promise<{ readonly ok: true; readonly id: number } | { readonly ok: false; readonly reason: 'email_taken' }> {
  return db.transaction(async (tx) => {
    // ON CONFLICT DO NOTHING covers the lower(email) unique index: a concurrent create of the same
    // address waits for the other transaction, then inserts nothing instead of raising.
    const [inserted] = await tx.insert(users).values({
      email: user.email,
      passwordHash: user.passwordHash,
      firstName: user.firstName,
      lastName: user.lastName,
      phone: user.phone,
      language: user.language,
      isSuperAdmin: user.isSuperAdmin,
      isDealerVwCorporate: user.isDealerVwCorporate,
      showAnalyticsDashboard: user.showAnalyticsDashboard,
      homeDealershipId: user.homeDealershipId,
      source: user.source ?? 'password',
    }).onConflictDoNothing().returning({ id: users.id });
    if (!inserted) return { ok: false, reason: 'email_taken' } as const;
    if (user.memberships.length > 0) {
      await tx.insert(memberships).values(user.memberships.map((m) => ({ userId: inserted.id, dealershipId: m.dealershipId, role: m.role })));
    }
    return { ok: true, id: inserted.id } as const;
  });
}
