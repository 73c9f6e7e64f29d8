import { count, eq, sql } from 'drizzle-orm';
import { isDealerRole } from '@dealer-panel/core/access/role';
import type { FirstStoreRepository } from '@dealer-panel/core/people/setup/first-store-repository';
import type { Db } from '../shared/database';
import { dealerships, memberships, organizations, passwordResetTokens, users } from '../access/schema';
import { auditLog } from '../shared/schema';

/** Thrown inside the transaction to roll it back when another setup got there first. */
class ChangedMeanwhile extends Error {}

const lowerTrim = (s: string) => s.trim().toLowerCase();

/** The first organization, store and admin (core/people/setup): read, then written in one transaction. */
export function drizzleFirstStoreRepository(db: Db): FirstStoreRepository {
  return {
    async state(plan) {
      const [[total], [organization], [admin]] = await Promise.all([
        db.select({ n: count() }).from(organizations),
        db.select({ id: organizations.id, name: organizations.name }).from(organizations)
          .where(eq(sql`lower(trim(${organizations.name}))`, lowerTrim(plan.organization))).orderBy(organizations.id).limit(1),
        db.select({ id: users.id, email: users.email }).from(users).where(eq(sql`lower(${users.email})`, lowerTrim(plan.admin.email))),
      ]);
      const stores = organization === undefined ? [] : await db.select({ id: dealerships.id, name: dealerships.name }).from(dealerships)
        .where(eq(dealerships.organizationId, organization.id)).orderBy(dealerships.id);
      const roles = admin === undefined ? [] : await db.select({ dealershipId: memberships.dealershipId, role: memberships.role }).from(memberships)
        .where(eq(memberships.userId, admin.id));
      return {
        organizations: total?.n ?? 0, organization: organization ?? null, stores,
        admin: admin === undefined ? null : { ...admin, roles: roles.flatMap((r) => (isDealerRole(r.role) ? [{ dealershipId: r.dealershipId, role: r.role }] : [])) },
      };
    },

    async create(write) {
      const { plan } = write;
      try {
        const ids = await db.transaction(async (tx) => {
          // Two setups at once (two shells, two servers' operators) take turns here; the second sees the first's rows.
          await tx.execute(sql`lock table ${organizations} in share row exclusive mode`);
          const [others] = await tx.select({ n: count() }).from(organizations);
          const [sameName] = await tx.select({ id: organizations.id }).from(organizations)
            .where(eq(sql`lower(trim(${organizations.name}))`, lowerTrim(plan.organization)));
          if (sameName !== undefined || (!write.allowOthers && (others?.n ?? 0) > 0)) throw new ChangedMeanwhile();

          const [org] = await tx.insert(organizations).values({ name: plan.organization }).returning({ id: organizations.id });
          const [store] = await tx.insert(dealerships).values({
            organizationId: org!.id, name: plan.store.name, country: plan.store.country, provinceCode: plan.store.provinceCode,
            city: plan.store.city, postalCode: plan.store.postalCode, defaultLanguage: plan.store.defaultLanguage,
            allowedLanguages: [...plan.store.allowedLanguages],
            ...(plan.store.timeZone === null ? {} : { calendar: { time_zone: plan.store.timeZone } }),
          }).returning({ id: dealerships.id });
          // No usable password (as an invited user): the set-password link gives the first one.
          const [user] = await tx.insert(users).values({
            email: plan.admin.email, passwordHash: '', firstName: plan.admin.firstName, lastName: plan.admin.lastName,
            language: plan.admin.language, homeDealershipId: store!.id, invitationSentAt: write.invitation.createdAt,
          }).onConflictDoNothing().returning({ id: users.id });
          if (user === undefined) throw new ChangedMeanwhile();
          await tx.insert(memberships).values({ userId: user.id, dealershipId: store!.id, role: write.adminRole });
          await tx.insert(passwordResetTokens).values({
            id: write.invitation.tokenHash, userId: user.id, createdAt: write.invitation.createdAt, expiresAt: write.invitation.expiresAt, kind: 'invitation',
          });
          const made = { organizationId: org!.id, dealershipId: store!.id, userId: user.id };
          const entries = write.audit(made);
          if (entries.length > 0) {
            await tx.insert(auditLog).values(entries.map((e) => ({
              action: e.action, userId: e.userId, dealershipId: e.dealershipId, ip: e.ip, detail: { ...e.detail },
              before: e.before === undefined ? null : { ...e.before }, after: e.after === undefined ? null : { ...e.after },
            })));
          }
          return made;
        });
        return { ok: true, ids };
      } catch (error) {
        if (error instanceof ChangedMeanwhile) return { ok: false, reason: 'changed' };
        throw error;
      }
    },
  };
}
