import { eq } from 'drizzle-orm';
import { completeDisclosures } from '@dealer-panel/core/stores/disclosures';
import type { DisclosuresRepository } from '@dealer-panel/core/stores/disclosures-repository';
import type { Db } from '../shared/database';
import { dealerships } from '../access/schema';

/** The texts in dealerships.disclosures ({ key: { en, fr } }), the package in dealerships.disclaimer_package, as the spec names its fields. */
export function drizzleDisclosuresRepository(db: Db): DisclosuresRepository {
  return {
    async read(dealershipId) {
      const [row] = await db.select({ disclosures: dealerships.disclosures, disclaimerPackage: dealerships.disclaimerPackage })
        .from(dealerships).where(eq(dealerships.id, dealershipId));
      if (row === undefined) return null;
      return {
        disclosures: completeDisclosures(row.disclosures),
        disclaimerPackage: row.disclaimerPackage.map((r) => ({ type: r.disclaimer_type, superscript: r.disclaimer_superscript })),
      };
    },

    async write(dealershipId, settings, now) {
      const updated = await db.update(dealerships).set({
        disclosures: { ...settings.disclosures },
        disclaimerPackage: settings.disclaimerPackage.map((r) => ({ disclaimer_type: r.type, disclaimer_superscript: r.superscript })),
        updatedAt: now,
      }).where(eq(dealerships.id, dealershipId)).returning({ id: dealerships.id });
      return updated.length > 0;
    },
  };
}
