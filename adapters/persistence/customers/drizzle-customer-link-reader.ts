import { and, eq } from 'drizzle-orm';
import type { CustomerLinkReader } from '@dealer-panel/core/customers/customer-links';
import type { Db } from '../shared/database';
import { toLanguage } from '../access/access-columns';
import { dealerships } from '../access/schema';
import { customers } from './schema';
import { vehicles } from '../inventory/schema';
import { orders } from '../orders/schema';
import { fullName } from '@dealer-panel/core/shared/person-name';

/** Public links, looked up by token (indexes customers_invitation_token_idx, orders_link_token_idx). */
export function drizzleCustomerLinkReader(db: Db): CustomerLinkReader {
  const who = {
    dealershipName: dealerships.name, dealershipCity: dealerships.city, firstName: customers.firstName, lastName: customers.lastName, language: customers.language,
    dealershipId: customers.dealershipId, customerId: customers.id,
  };
  const owner = (row: { dealershipId: number; customerId: number; firstName: string; lastName: string }, orderId: number | null) =>
    ({ dealershipId: row.dealershipId, customerId: row.customerId, orderId, customerName: fullName(row) });
  return {
    async byToken(kind, token) {
      if (kind === 'invitation') {
        const [invited] = await db.select({ id: customers.id, mergedInto: customers.mergedIntoId }).from(customers).where(eq(customers.invitationToken, token)).limit(1);
        if (!invited) return null;
        // A customer merged into another (issue 18): their invitation opens the kept customer's account.
        let id = invited.id;
        for (let next = invited.mergedInto, hops = 0; next !== null && hops < 10; hops += 1) {
          id = next;
          const [up] = await db.select({ mergedInto: customers.mergedIntoId }).from(customers).where(eq(customers.id, next)).limit(1);
          next = up?.mergedInto ?? null;
        }
        const [row] = await db.select(who).from(customers).innerJoin(dealerships, eq(dealerships.id, customers.dealershipId))
          .where(eq(customers.id, id)).limit(1);
        return row ? { kind, dealershipName: row.dealershipName, dealershipCity: row.dealershipCity, customerFirstName: row.firstName, language: toLanguage(row.language), vehicle: null, owner: owner(row, null) } : null;
      }
      const [row] = await db.select({ ...who, orderId: orders.id, closedAt: orders.closedAt, renewedAt: orders.linkRenewedAt, year: vehicles.year, make: vehicles.make, model: vehicles.model, trim: vehicles.trim, images: vehicles.images })
        .from(orders).innerJoin(customers, eq(customers.id, orders.customerId)).innerJoin(dealerships, eq(dealerships.id, orders.dealershipId))
        .leftJoin(vehicles, eq(vehicles.id, orders.vehicleId))
        .where(and(eq(orders.linkToken, token), eq(orders.isArchived, false))).limit(1);
      if (!row) return null;
      const vehicle = row.year === null || row.make === null || row.model === null ? null
        : { year: row.year, make: row.make, model: row.model, trim: row.trim ?? '', image: row.images?.[0] ?? null };
      return { kind, dealershipName: row.dealershipName, dealershipCity: row.dealershipCity, customerFirstName: row.firstName, language: toLanguage(row.language), vehicle, owner: owner(row, row.orderId), lifetime: { closedAt: row.closedAt, renewedAt: row.renewedAt } };
    },
  };
}
