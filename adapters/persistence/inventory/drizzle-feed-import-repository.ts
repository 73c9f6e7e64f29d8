import { and, count, desc, eq, inArray, ne, sql } from 'drizzle-orm';
import type { FeedImportRepository, FeedSettings, ImportRowReport, ImportStatus, RowOutcome } from '@dealer-panel/core/inventory/feeds/feed-import-repository';
import type { DayOrder } from '@dealer-panel/core/shared/tabular/dates';
import type { Db } from '../shared/database';
import { auditLog } from '../shared/schema';
import { restoredColumns, summaryById, toSummary } from './feed-import-columns';
import { feedImportWrites } from './drizzle-feed-import-writes';
import { vehicleFeedSettings as S, vehicleImportRows as R, vehicleImports as I, vehiclePriceChanges as PC, vehicles as V } from './schema';

const MAX_NAMED = 100;

type LastPull = NonNullable<FeedSettings['pull']>['lastPull'];

const toSettings = (r: typeof S.$inferSelect | undefined, lastPull: LastPull = null): FeedSettings => ({
  mapping: r?.mapping ?? null, kind: r?.kind === 'partial' ? 'partial' : 'full', dayOrder: (r?.dayOrder === 'dmy' ? 'dmy' : 'mdy') as DayOrder,
  pull: r?.pullUrl ? { url: r.pullUrl, everyHours: r.pullEveryHours ?? 24, hasCredentials: r.pullCredentials !== null, lastPulledAt: r.lastPulledAt, lastPull } : null,
});

/** The store's last pull (the newest import of source pull), when its pull is set. */
async function lastPullOf(db: Db, r: typeof S.$inferSelect | undefined): Promise<LastPull> {
  if (!r?.pullUrl) return null;
  const [last] = await db.select({ id: I.id, status: I.status, problem: I.problem, at: I.createdAt }).from(I)
    .where(and(eq(I.dealershipId, r.dealershipId), eq(I.source, 'pull'))).orderBy(desc(I.id)).limit(1);
  if (!last) return null;
  const code = typeof last.problem?.['code'] === 'string' ? last.problem['code'] : null;
  return { id: last.id, status: last.status as ImportStatus, code, at: last.at };
}

/** The store's inventory imports over drizzle (PGlite and PostgreSQL). */
export function drizzleFeedImportRepository(db: Db): FeedImportRepository {
  return {
    ...feedImportWrites(db),

    async byId(dealershipId, id) {
      const [row] = await db.select().from(I).where(and(eq(I.id, id), eq(I.dealershipId, dealershipId)));
      return row ? toSummary(row) : null;
    },

    async list(dealershipId, page, pageSize) {
      const [total] = await db.select({ n: count() }).from(I).where(eq(I.dealershipId, dealershipId));
      const rows = await db.select().from(I).where(eq(I.dealershipId, dealershipId)).orderBy(desc(I.id)).limit(pageSize).offset((page - 1) * pageSize);
      return { count: total?.n ?? 0, items: rows.map(toSummary) };
    },

    async rows(dealershipId, id, page, pageSize, outcome) {
      const [owner] = await db.select({ id: I.id }).from(I).where(and(eq(I.id, id), eq(I.dealershipId, dealershipId)));
      if (!owner) return null;
      const where = and(eq(R.importId, id), outcome === null ? undefined : eq(R.outcome, outcome));
      const [total] = await db.select({ n: count() }).from(R).where(where);
      const rows = await db.select().from(R).where(where).orderBy(R.id).limit(pageSize).offset((page - 1) * pageSize);
      return {
        count: total?.n ?? 0,
        items: rows.map((r): ImportRowReport => ({
          row: r.rowNumber, outcome: r.outcome as RowOutcome, vin: r.vin, stockNumber: r.stockNumber, vehicleId: r.vehicleId,
          notes: r.notes.map((n) => ({ code: n.code, field: n.field as ImportRowReport['notes'][number]['field'], column: n.column })), orderIds: r.orderIds ?? [],
        })),
      };
    },

    async undo(dealershipId, id, input) {
      return db.transaction(async (tx) => {
        const [imp] = await tx.select().from(I).where(and(eq(I.id, id), eq(I.dealershipId, dealershipId))).for('update');
        if (!imp) return { _tag: 'not_found' as const };
        const refused = (reason: 'dry_run' | 'already_undone' | 'not_finished' | 'changed_since', stockNumbers: readonly string[] = []) => ({ _tag: 'refused' as const, reason, stockNumbers });
        if (imp.dryRun) return refused('dry_run');
        if (imp.undoneAt !== null) return refused('already_undone');
        if (imp.status !== 'done') return refused('not_finished');
        const touched = and(eq(R.importId, id), inArray(R.outcome, ['added', 'updated', 'made_unavailable']), sql`${R.vehicleId} is not null`);
        await tx.execute(sql`select count(*) from (select ${V.id} from ${V} inner join ${R} on ${R.vehicleId} = ${V.id} where ${touched} order by ${V.id} for update of ${V}) as locked`);
        // Touched since: whatever wrote the vehicle after the import gave it another updated_at.
        const moved = await tx.select({ stockNumber: V.stockNumber }).from(R).innerJoin(V, eq(V.id, R.vehicleId))
          .where(and(touched, ne(V.updatedAt, imp.createdAt))).orderBy(V.stockNumber).limit(MAX_NAMED);
        if (moved.length > 0) return refused('changed_since', moved.map((m) => m.stockNumber));
        // Newest row first: the import played backwards, so a stock number one row let go and a later row took is back
        // with the later row's vehicle before the first one's is restored (the unique index is checked row by row).
        let before = Number.MAX_SAFE_INTEGER;
        for (;;) {
          const chunk = await tx.select({ id: R.id, outcome: R.outcome, vehicleId: R.vehicleId, vin: R.vin, before: R.before }).from(R)
            .where(and(touched, sql`${R.id} < ${before}`)).orderBy(desc(R.id)).limit(500);
          for (const r of chunk) {
            if (r.vehicleId === null) continue;
            if (r.outcome === 'added' || r.before === null) {
              // Never deleted (a deal or a price change may hold it): the vehicle the import added leaves the inventory.
              await tx.update(V).set({ stockStatus: 'U', updatedAt: input.at }).where(eq(V.id, r.vehicleId));
              continue;
            }
            // Exactly what the vehicle held before the import, but a price put back is a price change of now (as a
            // price profile's undo): the last price change and the price history say so. A price the import left
            // alone keeps its last change as it was.
            const image = restoredColumns(r.before, r.vin);
            const [now] = await tx.select({ price: V.listingPriceCents }).from(V).where(eq(V.id, r.vehicleId));
            const changed = now?.price === image.listingPriceCents ? {} : { priceChangedAt: input.at };
            await tx.update(V).set({ ...image, updatedAt: input.at, ...changed }).where(eq(V.id, r.vehicleId));
            if (now !== undefined && image.listingPriceCents !== undefined && now.price !== image.listingPriceCents) {
              await tx.insert(PC).values({ dealershipId, vehicleId: r.vehicleId, oldPriceCents: now.price, newPriceCents: image.listingPriceCents, source: 'import_undo', importId: id, userId: input.userId, changedAt: input.at });
            }
          }
          const last = chunk.at(-1);
          if (chunk.length < 500 || last === undefined) break;
          before = last.id;
        }
        await tx.update(I).set({ undoneAt: input.at, undoneBy: input.userId }).where(eq(I.id, id));
        await tx.insert(auditLog).values({ ...input.audit, detail: { ...input.audit.detail, import_id: id }, before: null, after: null });
        return { _tag: 'undone' as const, summary: await summaryById(tx, id) };
      });
    },

    async settings(dealershipId) {
      const [row] = await db.select().from(S).where(eq(S.dealershipId, dealershipId));
      return toSettings(row, await lastPullOf(db, row));
    },

    async saveSettings(dealershipId, settings, at) {
      const values = { mapping: settings.mapping === null ? null : Object.fromEntries(Object.entries(settings.mapping).map(([k, v]) => [k, [...(v ?? [])]])), kind: settings.kind, dayOrder: settings.dayOrder, updatedAt: at };
      const [row] = await db.insert(S).values({ dealershipId, ...values }).onConflictDoUpdate({ target: S.dealershipId, set: values }).returning();
      return toSettings(row, await lastPullOf(db, row));
    },
  };
}
