import { and, asc, count, desc, eq, gt, inArray, ne, sql } from 'drizzle-orm';
import type { PriceProfile } from '@dealer-panel/core/analytics/price-profile';
import type { PriceBatch, PriceProfileRepository } from '@dealer-panel/core/analytics/price-profile-repository';
import type { Condition } from '@dealer-panel/core/inventory/vehicle';
import type { AuditEntry } from '@dealer-panel/core/shared/ports/audit-log';
import { pageOf } from '@dealer-panel/core/shared/page';
import { users } from '../access/schema';
import { vehicles } from '../inventory/schema';
import type { Db } from '../shared/database';
import { auditLog } from '../shared/schema';
import { priceBatches as B, priceChanges as C, priceProfiles as P } from './price-schema';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

const toProfile = (r: typeof P.$inferSelect): PriceProfile => ({ id: r.id, dealershipId: r.dealershipId, name: r.name, rules: r.rules, updatedAt: r.updatedAt });

const batchColumns = {
  id: B.id, kind: B.kind, profileId: B.profileId, profileName: B.profileName, undoesBatchId: B.undoesBatchId, vehicleCount: B.vehicleCount,
  createdAt: B.createdAt, undoneAt: B.undoneAt, userId: users.id, firstName: users.firstName, lastName: users.lastName,
};
interface BatchRow {
  readonly id: number; readonly kind: string; readonly profileId: number | null; readonly profileName: string; readonly undoesBatchId: number | null;
  readonly vehicleCount: number; readonly createdAt: Date; readonly undoneAt: Date | null;
  readonly userId: number | null; readonly firstName: string | null; readonly lastName: string | null;
}

const toBatch = (r: BatchRow): PriceBatch => ({
  id: r.id, kind: r.kind === 'undo' ? 'undo' : 'apply', profileId: r.profileId, profileName: r.profileName, undoesBatchId: r.undoesBatchId,
  vehicleCount: r.vehicleCount, createdAt: r.createdAt, undoneAt: r.undoneAt,
  createdBy: r.userId === null ? null : { id: r.userId, name: `${r.firstName ?? ''} ${r.lastName ?? ''}`.trim() },
});

async function batchById(db: Db | Tx, id: number): Promise<PriceBatch> {
  const [row] = await db.select(batchColumns).from(B).leftJoin(users, eq(users.id, B.createdBy)).where(eq(B.id, id));
  if (!row) throw new Error(`price batch ${id} vanished`);
  return toBatch(row);
}

const writeAudit = (tx: Tx, entry: AuditEntry, detail: Record<string, string | number | boolean | null>) => tx.insert(auditLog).values({
  action: entry.action, userId: entry.userId, dealershipId: entry.dealershipId, ip: entry.ip, detail: { ...entry.detail, ...detail }, before: null, after: null,
});

/** Sets the vehicles' prices, `chunkSize` per statement (a big batch stays under the parameter limit). */
async function setPrices(tx: Tx, prices: readonly { readonly vehicleId: number; readonly cents: number }[], at: Date, chunkSize: number): Promise<void> {
  for (let i = 0; i < prices.length; i += chunkSize) {
    const rows = prices.slice(i, i + chunkSize).map((p) => sql`(${p.vehicleId}::int, ${p.cents}::int)`);
    await tx.execute(sql`update vehicles set listing_price_cents = c.cents, price_changed_at = ${at}, updated_at = ${at}
      from (values ${sql.join(rows, sql`, `)}) as c(id, cents) where vehicles.id = c.id`);
  }
}

async function insertChanges(tx: Tx, batchId: number, changes: readonly { vehicleId: number; oldCents: number; newCents: number }[], chunkSize: number): Promise<void> {
  for (let i = 0; i < changes.length; i += chunkSize) {
    await tx.insert(C).values(changes.slice(i, i + chunkSize).map((c) => ({ batchId, vehicleId: c.vehicleId, oldPriceCents: c.oldCents, newPriceCents: c.newCents })));
  }
}

/** The price-profile port on drizzle; `chunkSize`: vehicles per statement (tests make it small to fail between statements). */
export function drizzlePriceProfileRepository(db: Db, options: { readonly chunkSize?: number } = {}): PriceProfileRepository {
  const chunkSize = options.chunkSize ?? 1000;
  return {
    async list(dealershipId) {
      return (await db.select().from(P).where(eq(P.dealershipId, dealershipId)).orderBy(asc(P.name), asc(P.id))).map(toProfile);
    },
    async byId(dealershipId, id) {
      const [row] = await db.select().from(P).where(and(eq(P.id, id), eq(P.dealershipId, dealershipId)));
      return row ? toProfile(row) : null;
    },
    async create(dealershipId, values, userId, at) {
      const [row] = await db.insert(P).values({ dealershipId, name: values.name, rules: [...values.rules], createdBy: userId, createdAt: at, updatedAt: at }).returning();
      if (!row) throw new Error('price profile not inserted');
      return toProfile(row);
    },
    async update(dealershipId, id, values, at) {
      const [row] = await db.update(P).set({ name: values.name, rules: [...values.rules], updatedAt: at }).where(and(eq(P.id, id), eq(P.dealershipId, dealershipId))).returning();
      return row ? toProfile(row) : null;
    },
    async delete(dealershipId, id) {
      return (await db.delete(P).where(and(eq(P.id, id), eq(P.dealershipId, dealershipId))).returning({ id: P.id })).length > 0;
    },
    async candidates(dealershipId) {
      const rows = await db.select({
        id: vehicles.id, stockNumber: vehicles.stockNumber, make: vehicles.make, model: vehicles.model, trim: vehicles.trim, year: vehicles.year,
        condition: vehicles.condition, arrivalDate: vehicles.arrivalDate, listingPriceCents: vehicles.listingPriceCents, msrpCents: vehicles.msrpCents, costCents: vehicles.costCents,
      }).from(vehicles).where(and(eq(vehicles.dealershipId, dealershipId), ne(vehicles.stockStatus, 'S'))).orderBy(asc(vehicles.id));
      return rows.map((r) => ({ ...r, condition: (r.condition === 'New' ? 'New' : 'Used') as Condition }));
    },

    async apply(dealershipId, input) {
      return db.transaction(async (tx) => {
        const ids = input.changes.map((c) => c.vehicleId);
        const current = new Map<number, { stockNumber: string; cents: number; status: string }>();
        for (let i = 0; i < ids.length; i += chunkSize) {
          const rows = await tx.select({ id: vehicles.id, stockNumber: vehicles.stockNumber, cents: vehicles.listingPriceCents, status: vehicles.stockStatus }).from(vehicles)
            .where(and(eq(vehicles.dealershipId, dealershipId), inArray(vehicles.id, ids.slice(i, i + chunkSize)))).orderBy(asc(vehicles.id)).for('update');
          for (const r of rows) current.set(r.id, r);
        }
        const stale = input.changes.filter((c) => { const v = current.get(c.vehicleId); return v === undefined || v.cents !== c.oldCents || v.status === 'S'; });
        if (stale.length > 0) return { _tag: 'stale' as const, stockNumbers: stale.map((c) => current.get(c.vehicleId)?.stockNumber ?? String(c.vehicleId)) };
        const [batch] = await tx.insert(B).values({
          dealershipId, kind: 'apply', profileId: input.profileId, profileName: input.profileName, vehicleCount: input.changes.length, createdBy: input.userId, createdAt: input.at,
        }).returning({ id: B.id });
        if (!batch) throw new Error('price batch not inserted');
        await setPrices(tx, input.changes.map((c) => ({ vehicleId: c.vehicleId, cents: c.newCents })), input.at, chunkSize);
        await insertChanges(tx, batch.id, input.changes, chunkSize);
        await writeAudit(tx, input.audit, { batch_id: batch.id });
        return { _tag: 'applied' as const, batch: await batchById(tx, batch.id) };
      });
    },

    async undo(dealershipId, batchId, input) {
      return db.transaction(async (tx) => {
        const [row] = await tx.select().from(B).where(and(eq(B.id, batchId), eq(B.dealershipId, dealershipId))).for('update');
        if (!row) return { _tag: 'not_found' as const };
        if (row.kind !== 'apply') return { _tag: 'refused' as const, reason: 'not_an_apply' as const };
        if (row.undoneAt !== null) return { _tag: 'refused' as const, reason: 'already_undone' as const };
        const changes = await tx.select({ vehicleId: C.vehicleId, oldCents: C.oldPriceCents, newCents: C.newPriceCents }).from(C).where(eq(C.batchId, batchId)).orderBy(asc(C.vehicleId));
        const ids = changes.map((c) => c.vehicleId);
        const current = new Map<number, { stockNumber: string; cents: number }>();
        for (let i = 0; i < ids.length; i += chunkSize) {
          const rows = await tx.select({ id: vehicles.id, stockNumber: vehicles.stockNumber, cents: vehicles.listingPriceCents }).from(vehicles)
            .where(inArray(vehicles.id, ids.slice(i, i + chunkSize))).orderBy(asc(vehicles.id)).for('update');
          for (const r of rows) current.set(r.id, r);
        }
        // A later apply that is not undone moved these vehicles, even if it set the same price again.
        const later = await tx.selectDistinct({ vehicleId: C.vehicleId }).from(C).innerJoin(B, eq(B.id, C.batchId))
          .where(and(gt(B.id, batchId), eq(B.kind, 'apply'), sql`${B.undoneAt} is null`, eq(B.dealershipId, dealershipId)));
        const movedLater = new Set(later.map((r) => r.vehicleId));
        const moved = changes.filter((c) => current.get(c.vehicleId)?.cents !== c.newCents || movedLater.has(c.vehicleId));
        const present = changes.filter((c) => current.has(c.vehicleId));
        if (moved.some((c) => current.has(c.vehicleId))) {
          return { _tag: 'changed_since' as const, stockNumbers: moved.flatMap((c) => { const s = current.get(c.vehicleId)?.stockNumber; return s === undefined ? [] : [s]; }) };
        }
        const [undo] = await tx.insert(B).values({
          dealershipId, kind: 'undo', profileId: row.profileId, profileName: row.profileName, undoesBatchId: row.id, vehicleCount: present.length, createdBy: input.userId, createdAt: input.at,
        }).returning({ id: B.id });
        if (!undo) throw new Error('undo batch not inserted');
        await setPrices(tx, present.map((c) => ({ vehicleId: c.vehicleId, cents: c.oldCents })), input.at, chunkSize);
        await insertChanges(tx, undo.id, present.map((c) => ({ vehicleId: c.vehicleId, oldCents: c.newCents, newCents: c.oldCents })), chunkSize);
        await tx.update(B).set({ undoneAt: input.at, undoneBy: input.userId }).where(eq(B.id, row.id));
        await writeAudit(tx, input.audit, { undo_batch_id: undo.id, vehicles: present.length });
        return { _tag: 'undone' as const, batch: await batchById(tx, undo.id) };
      });
    },

    async batches(dealershipId, page, limit) {
      const [total] = await db.select({ n: count() }).from(B).where(eq(B.dealershipId, dealershipId));
      const rows = await db.select(batchColumns).from(B).leftJoin(users, eq(users.id, B.createdBy)).where(eq(B.dealershipId, dealershipId))
        .orderBy(desc(B.id)).limit(limit).offset((page - 1) * limit);
      return pageOf(total?.n ?? 0, page, limit, rows.map(toBatch));
    },
  };
}
