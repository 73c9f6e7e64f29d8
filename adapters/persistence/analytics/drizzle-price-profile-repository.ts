import { and, asc, count, desc, eq, gt, gte, isNotNull, lte, ne, or, sql, type SQL } from 'drizzle-orm';
import type { PriceProfile } from '@dealer-panel/core/analytics/price-profile';
import type { CandidateScope, PriceBatch, PriceCandidate, PriceProfileRepository } from '@dealer-panel/core/analytics/price-profile-repository';
import type { PriceRule } from '@dealer-panel/core/analytics/price-rule';
import type { AuditEntry } from '@dealer-panel/core/shared/ports/audit-log';
import { pageOf } from '@dealer-panel/core/shared/page';
import { users } from '../access/schema';
import { vehicles } from '../inventory/schema';
import type { Db } from '../shared/database';
import { rowsOf } from '../shared/execute-rows';
import { auditLog } from '../shared/schema';
import { dayBefore } from './days-in-stock-sql';
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

/** At most this many stock numbers name the vehicles in an undo's way (the answer stays small). */
const MAX_NAMED = 100;

/** SQL's trim of the whitespace a rule's make or model may carry around it (core trims with String.trim). */
const trimmedLower = (column: typeof vehicles.make | typeof vehicles.model): SQL => sql`lower(btrim(${column}, E' \t\n\r\f\v'))`;

/**
 * A rule's criteria in SQL (core/analytics/price-rule.ts `ruleMatches`): a superset of what the rule
 * matches in memory, which runs after on every vehicle read. Days in stock count whole days to
 * `today`, a future arrival being 0 days.
 */
function ruleSql(rule: PriceRule, today: string): SQL {
  return and(
    rule.make === null ? undefined : sql`${trimmedLower(vehicles.make)} = ${rule.make.trim().toLowerCase()}`,
    rule.model === null ? undefined : sql`${trimmedLower(vehicles.model)} = ${rule.model.trim().toLowerCase()}`,
    rule.yearMin === null ? undefined : gte(vehicles.year, rule.yearMin),
    rule.yearMax === null ? undefined : lte(vehicles.year, rule.yearMax),
    rule.condition === null ? undefined : eq(vehicles.condition, rule.condition),
    rule.daysMin === null || rule.daysMin <= 0 ? undefined : sql`${vehicles.arrivalDate} <= ${dayBefore(today, rule.daysMin)}`,
    rule.daysMax === null ? undefined : sql`${vehicles.arrivalDate} >= ${dayBefore(today, rule.daysMax)}`,
    rule.base === 'cost' ? isNotNull(vehicles.costCents) : rule.base === 'msrp' ? isNotNull(vehicles.msrpCents) : undefined,
  ) ?? sql`true`;
}

/** The dealership's unsold vehicles some rule of the scope may match (no rule: none). */
function inScope(dealershipId: number, scope: CandidateScope): SQL | undefined {
  const rules = scope.rules.map((r) => ruleSql(r, scope.today));
  return and(eq(vehicles.dealershipId, dealershipId), ne(vehicles.stockStatus, 'S'), rules.length === 0 ? sql`false` : or(...rules));
}

const candidateColumns = {
  id: vehicles.id, stockNumber: vehicles.stockNumber, make: vehicles.make, model: vehicles.model, trim: vehicles.trim, year: vehicles.year,
  condition: vehicles.condition, arrivalDate: vehicles.arrivalDate, listingPriceCents: vehicles.listingPriceCents, msrpCents: vehicles.msrpCents, costCents: vehicles.costCents,
};
const toCandidate = (r: Omit<PriceCandidate, 'condition'> & { readonly condition: string }): PriceCandidate => ({ ...r, condition: r.condition === 'New' ? 'New' : 'Used' });

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
    async candidates(dealershipId, scope, after, limit) {
      const rows = await db.select(candidateColumns).from(vehicles)
        .where(and(inScope(dealershipId, scope), after === null ? undefined : gt(vehicles.stockNumber, after)))
        .orderBy(asc(vehicles.stockNumber), asc(vehicles.id)).limit(limit);
      return rows.map(toCandidate);
    },

    async apply(dealershipId, input) {
      return db.transaction(async (tx) => {
        let batchId: number | null = null;
        let vehicleCount = 0;
        let after = 0;
        // By id, a chunk at a time: each chunk is locked, then priced from what the lock holds.
        for (;;) {
          const chunk = (await tx.select(candidateColumns).from(vehicles).where(and(inScope(dealershipId, input.scope), gt(vehicles.id, after)))
            .orderBy(asc(vehicles.id)).limit(chunkSize).for('update')).map(toCandidate);
          const changes = input.price(chunk);
          if (changes.length > 0) {
            if (batchId === null) {
              const [batch] = await tx.insert(B).values({
                dealershipId, kind: 'apply', profileId: input.profileId, profileName: input.profileName, vehicleCount: 0, createdBy: input.userId, createdAt: input.at,
              }).returning({ id: B.id });
              if (!batch) throw new Error('price batch not inserted');
              batchId = batch.id;
            }
            await setPrices(tx, changes.map((c) => ({ vehicleId: c.vehicleId, cents: c.newCents })), input.at, chunkSize);
            await insertChanges(tx, batchId, changes, chunkSize);
            vehicleCount += changes.length;
          }
          const last = chunk[chunk.length - 1];
          if (chunk.length < chunkSize || last === undefined) break;
          after = last.id;
        }
        if (batchId === null) return { _tag: 'nothing_to_apply' as const };
        await tx.update(B).set({ vehicleCount }).where(eq(B.id, batchId));
        await writeAudit(tx, input.audit, { batch_id: batchId, vehicles: vehicleCount });
        return { _tag: 'applied' as const, batch: await batchById(tx, batchId) };
      });
    },

    async undo(dealershipId, batchId, input) {
      return db.transaction(async (tx) => {
        const [row] = await tx.select().from(B).where(and(eq(B.id, batchId), eq(B.dealershipId, dealershipId))).for('update');
        if (!row) return { _tag: 'not_found' as const };
        if (row.kind !== 'apply') return { _tag: 'refused' as const, reason: 'not_an_apply' as const };
        if (row.undoneAt !== null) return { _tag: 'refused' as const, reason: 'already_undone' as const };
        // In SQL, whatever the batch's size: the batch's vehicles locked, checked, then restored a chunk at a time.
        await tx.execute(sql`select count(*) from (select ${vehicles.id} from ${vehicles} inner join ${C} on ${C.vehicleId} = ${vehicles.id}
          where ${C.batchId} = ${batchId} order by ${vehicles.id} for update of ${vehicles}) as locked`);
        // Moved since: another price, or a later apply that is not undone (even if it set the same price again).
        const laterApply = sql`exists (select 1 from price_changes c2 inner join price_batches b2 on b2.id = c2.batch_id
          where c2.vehicle_id = ${C.vehicleId} and b2.id > ${batchId} and b2.kind = 'apply' and b2.undone_at is null and b2.dealership_id = ${dealershipId})`;
        const moved = await tx.select({ stockNumber: vehicles.stockNumber }).from(C).innerJoin(vehicles, eq(vehicles.id, C.vehicleId))
          .where(and(eq(C.batchId, batchId), or(ne(vehicles.listingPriceCents, C.newPriceCents), laterApply))).orderBy(asc(vehicles.stockNumber)).limit(MAX_NAMED);
        if (moved.length > 0) return { _tag: 'changed_since' as const, stockNumbers: moved.map((m) => m.stockNumber) };
        const [present] = await tx.select({ n: count() }).from(C).innerJoin(vehicles, eq(vehicles.id, C.vehicleId)).where(eq(C.batchId, batchId));
        const vehicleCount = present?.n ?? 0;
        const [undo] = await tx.insert(B).values({
          dealershipId, kind: 'undo', profileId: row.profileId, profileName: row.profileName, undoesBatchId: row.id, vehicleCount, createdBy: input.userId, createdAt: input.at,
        }).returning({ id: B.id });
        if (!undo) throw new Error('undo batch not inserted');
        // The batch's old prices back and the undo's changes, `chunkSize` vehicles per statement (by vehicle id).
        for (let after = 0; ;) {
          const done = rowsOf(await tx.execute(sql`with chunk as (
              select vehicle_id, old_price_cents, new_price_cents from price_changes where batch_id = ${batchId} and vehicle_id > ${after} order by vehicle_id limit ${chunkSize}),
            restored as (update ${vehicles} set listing_price_cents = chunk.old_price_cents, price_changed_at = ${input.at}, updated_at = ${input.at}
              from chunk where ${vehicles.id} = chunk.vehicle_id returning chunk.vehicle_id, chunk.old_price_cents, chunk.new_price_cents)
            insert into price_changes (batch_id, vehicle_id, old_price_cents, new_price_cents)
              select ${undo.id}::int, vehicle_id, new_price_cents, old_price_cents from restored order by vehicle_id returning vehicle_id`));
          const ids = done.map((r) => Number(r['vehicle_id']));
          if (ids.length < chunkSize) break;
          after = Math.max(...ids);
        }
        await tx.update(B).set({ undoneAt: input.at, undoneBy: input.userId }).where(eq(B.id, row.id));
        await writeAudit(tx, input.audit, { undo_batch_id: undo.id, vehicles: vehicleCount });
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
