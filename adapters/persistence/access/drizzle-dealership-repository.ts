import { eq, inArray } from 'drizzle-orm';
import type { Dealership, DealershipRepository } from '@dealer-panel/core/access/dealership';
import type { Db } from '../shared/database';
import { compareNames, toCountry, toLanguage } from './access-columns';
import { dealerships } from './schema';

export const dealershipColumns = {
  id: dealerships.id, organizationId: dealerships.organizationId, name: dealerships.name, country: dealerships.country,
  provinceCode: dealerships.provinceCode, city: dealerships.city, postalCode: dealerships.postalCode,
  defaultLanguage: dealerships.defaultLanguage, isTrsEnabled: dealerships.isTrsEnabled,
  useActivixCrm: dealerships.useActivixCrm, enableSalesManagerFeeDiscounts: dealerships.enableSalesManagerFeeDiscounts,
};

type Row = Pick<typeof dealerships.$inferSelect, keyof typeof dealershipColumns>;

export function toDealership(row: Row): Dealership {
  return {
    id: row.id,
    organizationId: row.organizationId,
    name: row.name,
    country: toCountry(row.country),
    provinceCode: row.provinceCode,
    city: row.city,
    postalCode: row.postalCode,
    defaultLanguage: toLanguage(row.defaultLanguage),
    isTrsEnabled: row.isTrsEnabled,
    useActivixCrm: row.useActivixCrm,
    enableSalesManagerFeeDiscounts: row.enableSalesManagerFeeDiscounts,
  };
}

function byName(a: Dealership, b: Dealership): number {
  return compareNames(a.name, b.name) || a.id - b.id;
}

export function drizzleDealershipRepository(db: Db): DealershipRepository {
  return {
    async byId(id) {
      const [row] = await db.select(dealershipColumns).from(dealerships).where(eq(dealerships.id, id));
      return row ? toDealership(row) : null;
    },

    async all() {
      const rows = await db.select(dealershipColumns).from(dealerships);
      return rows.map(toDealership).sort(byName);
    },

    async byIds(ids) {
      if (ids.length === 0) return [];
      const rows = await db.select(dealershipColumns).from(dealerships).where(inArray(dealerships.id, [...ids]));
      return rows.map(toDealership).sort(byName);
    },
  };
}
