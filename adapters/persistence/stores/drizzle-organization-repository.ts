import { asc, eq, sql } from 'drizzle-orm';
import { sameName, type OrganizationStore } from '@dealer-panel/core/stores/organization';
import type { OrganizationRepository } from '@dealer-panel/core/stores/organization-repository';
import { toCountry } from '../access/access-columns';
import { dealerships, organizations } from '../access/schema';
import type { Db } from '../shared/database';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** Whether another organization has the name (core's sameName: case and surrounding spaces aside, accents kept), under the table's lock. */
async function organizationNameTaken(tx: Tx, name: string, except: number | null): Promise<boolean> {
  await tx.execute(sql`lock table organizations in share row exclusive mode`);
  const rows = await tx.select({ id: organizations.id, name: organizations.name }).from(organizations);
  return rows.some((o) => o.id !== except && sameName(o.name, name));
}

/**
 * Organizations and the stores they own. "Already taken" is checked and written under a lock:
 * the organizations table for a new or renamed organization (rare writes), the organization's row
 * for a new store, so that two writers at once never both take a name. No unique index: names were
 * never unique in the demo data, and a migration is not needed for a rule this small.
 */
export function drizzleOrganizationRepository(db: Db): OrganizationRepository {
  return {
    async list() {
      const [orgs, stores] = await Promise.all([
        db.select({ id: organizations.id, name: organizations.name }).from(organizations).orderBy(asc(organizations.name), asc(organizations.id)),
        db.select({ id: dealerships.id, organizationId: dealerships.organizationId, name: dealerships.name, country: dealerships.country, provinceCode: dealerships.provinceCode, city: dealerships.city })
          .from(dealerships).orderBy(asc(dealerships.name), asc(dealerships.id)),
      ]);
      return orgs.map((o) => ({
        ...o,
        stores: stores.filter((s) => s.organizationId === o.id)
          .map((s): OrganizationStore => ({ id: s.id, name: s.name, country: toCountry(s.country), provinceCode: s.provinceCode, city: s.city })),
      }));
    },
    async byId(id) {
      const [row] = await db.select({ id: organizations.id, name: organizations.name }).from(organizations).where(eq(organizations.id, id));
      return row ?? null;
    },
    create: (name, at) => db.transaction(async (tx) => {
      if (await organizationNameTaken(tx, name, null)) return { ok: false, reason: 'name_taken' } as const;
      const [row] = await tx.insert(organizations).values({ name, createdAt: at }).returning({ id: organizations.id, name: organizations.name });
      if (!row) throw new Error('the organization was not created');
      return { ok: true, organization: row } as const;
    }),
    rename: (id, name) => db.transaction(async (tx) => {
      if (await organizationNameTaken(tx, name, id)) return { ok: false, reason: 'name_taken' } as const;
      const [row] = await tx.update(organizations).set({ name }).where(eq(organizations.id, id)).returning({ id: organizations.id, name: organizations.name });
      return row ? { ok: true, organization: row } as const : { ok: false, reason: 'not_found' } as const;
    }),
    createStore: (organizationId, v, at, carriedRoles) => db.transaction(async (tx) => {
      const [org] = await tx.select({ id: organizations.id }).from(organizations).where(eq(organizations.id, organizationId)).for('update');
      if (!org) return { ok: false, reason: 'not_found' } as const;
      const siblings = await tx.select({ name: dealerships.name }).from(dealerships).where(eq(dealerships.organizationId, organizationId));
      if (siblings.some((s) => sameName(s.name, v.name))) return { ok: false, reason: 'name_taken' } as const;
      const [row] = await tx.insert(dealerships).values({
        organizationId, name: v.name, country: v.country, provinceCode: v.provinceCode, city: v.city, postalCode: v.postalCode,
        addressLine1: v.addressLine1, addressLine2: v.addressLine2, phone: v.phone, email: v.email, website: v.website,
        defaultLanguage: v.defaultLanguage, allowedLanguages: [...v.allowedLanguages], hours: { ...v.hours },
        calendar: { time_zone: v.calendar.timeZone, appointment_minutes: v.calendar.appointmentMinutes },
        tradeInSystem: v.tradeInSystem, creditApplicationSystem: v.creditApplicationSystem, updatedAt: at, createdAt: at,
      }).returning({ id: dealerships.id });
      if (!row) throw new Error('the store was not created');
      if (carriedRoles.length > 0) {
        // The organization's own people manage the new store too: one row per user, the first carried role they hold winning.
        const rank = sql.join(carriedRoles.map((role, i) => sql`when ${role} then ${i}`), sql` `);
        await tx.execute(sql`
          insert into memberships (user_id, dealership_id, role)
          select distinct on (m.user_id) m.user_id, ${row.id}, m.role
          from memberships m join dealerships d on d.id = m.dealership_id
          where d.organization_id = ${organizationId} and d.id <> ${row.id} and m.role in (${sql.join(carriedRoles.map((r) => sql`${r}`), sql`, `)})
          order by m.user_id, case m.role ${rank} end`);
      }
      return { ok: true, id: row.id } as const;
    }),
  };
}
