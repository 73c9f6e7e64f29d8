import { and, eq } from 'drizzle-orm';
import type { Db } from '../shared/database';
import { dealerships, organizations } from '../access/schema';
import { customers } from '../customers/schema';
import { derivedColumns } from '../customers/customer-columns';
import { appSettings } from '../shared/schema';
import { DEMO_ORGANIZATION, store } from './demo-stores';

/** Its own marker: a data directory seeded before merges existed gets the pairs at the next start. */
export const DEMO_DUPLICATES_MARKER = 'demo_seed_duplicates';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Two likely duplicate pairs at the Montréal store (issue 18 item 4), so the "Possible duplicates"
 * screen has something to show: the same person typed with and without accents at the same postal
 * code, and the same phone with another e-mail. Older than every other demo customer (400 days), so
 * they sit at the end of the default list and no journey that takes the newest customers meets them.
 */
const PAIRS = [
  { firstName: 'Éloïse', lastName: 'Tremblay', email: 'eloise.tremblay@exemple.ca', phone: '5145550199', addressLine1: '4520 rue Saint-Denis', postalCode: 'H2J 2L3', note: 'Cherche un VUS hybride.', daysAgo: 402 },
  { firstName: 'Eloise', lastName: 'Tremblay', email: '', phone: '', addressLine1: '', postalCode: 'H2J 2L3', note: 'A appelé pour un essai routier.', daysAgo: 400 },
  { firstName: 'Jean-François', lastName: 'Roy', email: 'jf.roy@exemple.ca', phone: '4505550142', addressLine1: '88 boulevard des Laurentides', postalCode: 'H7G 2T7', note: '', daysAgo: 405 },
  { firstName: 'Jean-Francois', lastName: 'Roy', email: 'jfroy@courriel.ca', phone: '4505550142', addressLine1: '', postalCode: 'H7N 1A1', note: '', daysAgo: 401 },
] as const;

/** Idempotent (marker first); does nothing without the demo organization. Answers how many customers it added. */
export async function seedDemoDuplicates(db: Db, options: { readonly now: Date }): Promise<number> {
  const [org] = await db.select({ id: organizations.id }).from(organizations).where(eq(organizations.name, DEMO_ORGANIZATION));
  if (!org) return 0;
  const qc = store('qc');
  const [dealership] = await db.select({ id: dealerships.id }).from(dealerships).where(and(eq(dealerships.organizationId, org.id), eq(dealerships.name, qc.name)));
  if (!dealership) return 0;
  const [marker] = await db.insert(appSettings).values({ key: DEMO_DUPLICATES_MARKER, value: options.now.toISOString() }).onConflictDoNothing().returning({ key: appSettings.key });
  if (!marker) return 0;
  const rows = PAIRS.map((p) => {
    const createdAt = new Date(options.now.getTime() - p.daysAgo * DAY_MS);
    const fields = { firstName: p.firstName, lastName: p.lastName, email: p.email, phone: p.phone, addressLine1: p.addressLine1, addressLine2: '', city: 'Montréal', postalCode: p.postalCode };
    return {
      ...fields, ...derivedColumns(fields), dealershipId: dealership.id, provinceCode: 'QC', note: p.note, language: 'fr_CA', leadType: 'website',
      archiveStatus: 'Active', createdAt, updatedAt: createdAt,
    };
  });
  await db.insert(customers).values(rows);
  return rows.length;
}
