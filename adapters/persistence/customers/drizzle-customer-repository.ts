import { and, count, eq, inArray, isNull, ne, or, sql } from 'drizzle-orm';
import type { CustomerRepository } from '@dealer-panel/core/customers/customer-repository';
import { customerColumns, fieldColumns, toCustomer } from './customer-columns';
import { countCustomers, customerFilterChoices, customerRowsAt, listCustomers, viewCustomer } from './customer-reads';
import type { Db } from '../shared/database';
import { noListCountCache, type ListCountCache } from '../shared/list-count-cache';
import { toPrequal } from './prequal-json';
import { customerMerges, customers } from './schema';
import { orders } from '../orders/schema';

/** `counts`: the list's count cache (one per server, shared with the HTTP layer that forgets it on writes); none by default. */
export function drizzleCustomerRepository(db: Db, counts: ListCountCache = noListCountCache): CustomerRepository {
  const written = <T>(result: T): T => { counts.forget(); return result; };
  // A customer merged into another (issue 18) is hidden from every read and write, like an unknown id.
  const mine = (dealershipId: number, id: number) => and(eq(customers.dealershipId, dealershipId), eq(customers.id, id), isNull(customers.mergedIntoId));
  return {
    list: (dealershipId, query, countLimit) => listCustomers(db, dealershipId, query, countLimit, counts),
    count: (dealershipId, query, countLimit) => countCustomers(db, dealershipId, query, countLimit),
    rows: (dealershipId, query, offset, limit) => customerRowsAt(db, dealershipId, query, offset, limit),
    view: (dealershipId, id) => viewCustomer(db, dealershipId, id),
    filterChoices: (dealershipId) => customerFilterChoices(db, dealershipId),

    async byId(dealershipId, id) {
      const [row] = await db.select(customerColumns).from(customers).where(mine(dealershipId, id));
      return row ? toCustomer(row) : null;
    },

    async duplicates(dealershipId, contact, exceptId) {
      const email = contact.email.trim().toLowerCase();
      const phone = contact.phone.replace(/\D/g, '');
      if (email === '' && phone === '') return [];
      // Same expressions as the indexes customers_dealership_email_idx and _phone_idx.
      const emailMatch = email === '' ? undefined : sql`lower(${customers.email}) = ${email}`;
      const phoneMatch = phone === '' ? undefined : eq(customers.phone, phone);
      const rows = await db.select({ id: customers.id, firstName: customers.firstName, lastName: customers.lastName, email: customers.email, phone: customers.phone })
        .from(customers)
        .where(and(eq(customers.dealershipId, dealershipId), isNull(customers.mergedIntoId), or(emailMatch, phoneMatch), exceptId === null ? undefined : ne(customers.id, exceptId)))
        .orderBy(customers.id).limit(5);
      return rows.map((r) => ({
        id: r.id, firstName: r.firstName, lastName: r.lastName,
        matchedOn: [...(email !== '' && r.email.toLowerCase() === email ? ['email' as const] : []), ...(phone !== '' && r.phone === phone ? ['phone' as const] : [])],
      }));
    },

    async create(dealershipId, c, at) {
      const [row] = await db.insert(customers).values({
        dealershipId, ...fieldColumns(c), language: c.language, leadType: c.leadType, createdAt: at, updatedAt: at,
      }).returning(customerColumns);
      return written(toCustomer(row!));
    },

    async update(dealershipId, id, fields, at) {
      const [row] = await db.update(customers).set({ ...fieldColumns(fields), updatedAt: at }).where(mine(dealershipId, id)).returning(customerColumns);
      return written(row ? toCustomer(row) : null);
    },

    async delete(dealershipId, id) {
      return written(await db.transaction(async (tx) => {
        const [row] = await tx.select({ id: customers.id }).from(customers).where(mine(dealershipId, id)).for('update');
        if (!row) return 'not_found' as const;
        const [deals] = await tx.select({ n: count() }).from(orders).where(eq(orders.customerId, id));
        if ((deals?.n ?? 0) > 0) return 'has_orders' as const;
        // The customers merged into this one (hidden, emptied by their merge) and the merges' history go with it.
        const gone = [id];
        for (let next = [id]; next.length > 0;) {
          next = (await tx.select({ id: customers.id }).from(customers).where(inArray(customers.mergedIntoId, next))).map((r) => r.id);
          gone.push(...next);
        }
        await tx.delete(customerMerges).where(or(inArray(customerMerges.keptId, gone), inArray(customerMerges.mergedId, gone)));
        await tx.update(customers).set({ mergedIntoId: null }).where(inArray(customers.id, gone));
        await tx.delete(customers).where(and(eq(customers.dealershipId, dealershipId), inArray(customers.id, gone)));
        return 'deleted' as const;
      }));
    },

    async setArchiveStatus(dealershipId, ids, change) {
      const unique = [...new Set(ids)];
      if (unique.length === 0) return 0;
      return written(await db.transaction(async (tx) => {
        const found = await tx.select({ id: customers.id }).from(customers)
          .where(and(eq(customers.dealershipId, dealershipId), isNull(customers.mergedIntoId), inArray(customers.id, unique))).for('update');
        if (found.length !== unique.length) return null;
        const archived = change.status !== 'Active';
        await tx.update(customers).set({
          archiveStatus: change.status, updatedAt: change.at,
          archiveReason: archived ? change.reason : null, archivedAt: archived ? change.at : null, archivedBy: archived ? change.by : null,
        }).where(and(eq(customers.dealershipId, dealershipId), inArray(customers.id, unique)));
        return unique.length;
      }));
    },

    async recordLinkShared(dealershipId, id, share) {
      const rows = await db.update(customers)
        .set({ invitationSharedAt: share.at, invitationShareType: share.type, invitationSharedBy: share.userId })
        .where(mine(dealershipId, id)).returning({ id: customers.id });
      return rows.length > 0;
    },

    async invitationToken(dealershipId, id, candidate) {
      const [row] = await db.update(customers).set({ invitationToken: sql`coalesce(${customers.invitationToken}, ${candidate})` })
        .where(mine(dealershipId, id)).returning({ token: customers.invitationToken });
      return row?.token ?? null;
    },

    async prequal(dealershipId, id) {
      const [row] = await db.select({ prequal: customers.prequal }).from(customers).where(mine(dealershipId, id));
      return { found: row !== undefined, prequal: row ? toPrequal(row.prequal) : null };
    },

    async activeCustomerCounts(dealershipId, repIds) {
      if (repIds.length === 0) return new Map();
      const rows = await db.select({ rep: customers.salesRepId, n: count() }).from(customers)
        .where(and(eq(customers.dealershipId, dealershipId), isNull(customers.mergedIntoId), eq(customers.archiveStatus, 'Active'), inArray(customers.salesRepId, [...repIds])))
        .groupBy(customers.salesRepId);
      return new Map(rows.flatMap((r) => (r.rep === null ? [] : [[r.rep, r.n] as const])));
    },
  };
}
