import { and, eq, inArray, notInArray, or, sql } from 'drizzle-orm';
import * as E from 'fp-ts/Either';
import type { BatchRow, FeedImportRepository } from '@dealer-panel/core/inventory/feeds/feed-import-repository';
import type { FeedValues } from '@dealer-panel/core/inventory/feeds/feed-plan';
import type { ReadRow } from '@dealer-panel/core/inventory/feeds/feed-row';
import { ENDED_STATUSES } from '@dealer-panel/core/shared/deal-states';
import { orders } from '../orders/schema';
import type { Db } from '../shared/database';
import { auditLog } from '../shared/schema';
import { assignments, insertJsonRows, jsonRecordset } from '../shared/json-recordset';
import { beforeJson, columnsOf, storedColumns, summaryById, toStored, type StoredRow, type Tx } from './feed-import-columns';
import { vehicleImportRows as R, vehicleImports as I, vehiclePriceChanges as PC, vehicles as V } from './schema';

type ReportRow = typeof R.$inferInsert;
type Update = { readonly id: number; readonly changes: Partial<FeedValues>; readonly whole: FeedValues & { readonly vin: string }; readonly held: StoredRow['packages']; readonly oldPrice: number };

/** A new vehicle's columns (what columnsOf writes for a whole FeedValues, and the row's own). */
const INSERTED = ['dealershipId', 'vin', 'stockNumber', 'year', 'make', 'model', 'trim', 'condition', 'listingPriceCents', 'msrpCents', 'costCents',
  'odometer', 'exteriorColor', 'interiorColor', 'bodyType', 'fuelType', 'transmission', 'drivetrain', 'arrivalDate', 'images', 'packages',
  'stockStatus', 'leftFeedAt', 'searchText', 'createdAt', 'updatedAt'] as const;
const REPORTED = ['importId', 'rowNumber', 'outcome', 'vin', 'stockNumber', 'vehicleId', 'notes', 'before', 'orderIds'] as const;

/**
 * A batch's changed vehicles: one UPDATE … FROM per set of changed columns (a feed's re-import changes
 * mostly prices: one or two statements a batch), each vehicle written only in the columns its row
 * changed (a package's code and price stay unless the packages changed). A change of stock number is
 * written alone in file order: the unique index is checked row by row, and a row may take the stock
 * number an earlier row of the batch let go.
 */
async function writeUpdates(tx: Tx, dealershipId: number, updates: readonly Update[], at: Date): Promise<void> {
  const shapes = new Map<string, Update[]>();
  for (const u of updates) {
    const key = u.changes.stockNumber === undefined ? Object.keys(u.changes).sort().join(',') : `#${String(u.id)}`;
    shapes.set(key, [...(shapes.get(key) ?? []), u]);
  }
  for (const group of shapes.values()) {
    const first = group[0];
    if (first === undefined) continue;
    const keys = Object.keys(columnsOf(first.changes, first.whole)) as (keyof typeof V.$inferInsert & string)[];
    const from = jsonRecordset(V, keys, group.map((u) => ({ ...columnsOf(u.changes, u.whole, u.held), id: u.id })), 'x', { id: 'integer' });
    const priced = first.changes.listingPriceCents === undefined ? sql`` : sql`, price_changed_at = ${at}`;
    await tx.execute(sql`update ${V} set ${assignments(V, keys, 'x')}, updated_at = ${at}${priced}
      from ${from} where ${V.id} = x.id and ${V.dealershipId} = ${dealershipId}`);
  }
}
/** The batch's price changes in the vehicles' price history, from the import's source (upload or pull) and user. */
async function recordPrices(tx: Tx, importId: number, dealershipId: number, updates: readonly Update[], at: Date): Promise<void> {
  const priced = updates.filter((u) => u.changes.listingPriceCents !== undefined);
  if (priced.length === 0) return;
  const [imp] = await tx.select({ source: I.source, userId: I.createdBy }).from(I).where(eq(I.id, importId));
  await insertJsonRows(tx, PC, ['dealershipId', 'vehicleId', 'oldPriceCents', 'newPriceCents', 'source', 'importId', 'userId', 'changedAt'], priced.map((u) => ({
    dealershipId, vehicleId: u.id, oldPriceCents: u.oldPrice, newPriceCents: u.changes.listingPriceCents, source: imp?.source === 'pull' ? 'pull' : 'upload', importId, userId: imp?.userId ?? null, changedAt: at,
  })));
}

type Counts = { added: number; updated: number; unchanged: number; refused: number; warned: number; madeUnavailable: number };

const bump = (counts: Counts, rowsDone: number) => ({
  rowsDone: sql`${I.rowsDone} + ${rowsDone}`, added: sql`${I.added} + ${counts.added}`, updated: sql`${I.updated} + ${counts.updated}`,
  unchanged: sql`${I.unchanged} + ${counts.unchanged}`, refused: sql`${I.refused} + ${counts.refused}`, warned: sql`${I.warned} + ${counts.warned}`,
  madeUnavailable: sql`${I.madeUnavailable} + ${counts.madeUnavailable}`,
});

/** The batch's vehicles (by VIN or stock number), locked for the transaction, as stored. */
async function lockedVehicles(tx: Tx, dealershipId: number, rows: readonly BatchRow[]): Promise<StoredRow[]> {
  const vins = [...new Set(rows.map((r) => r.vin).filter((v) => v !== ''))];
  const stocks = [...new Set(rows.map((r) => r.stockNumber).filter((s) => s !== ''))];
  if (vins.length === 0 && stocks.length === 0) return [];
  return tx.select(storedColumns).from(V).where(and(eq(V.dealershipId, dealershipId), or(
    vins.length > 0 ? inArray(V.vin, vins) : undefined, stocks.length > 0 ? inArray(V.stockNumber, stocks) : undefined,
  ))).orderBy(V.id).for('update');
}

/** The writing half of the import repository: start, batches, the full feed's leavers, finish. */
export function feedImportWrites(db: Db): Pick<FeedImportRepository, 'start' | 'applyBatch' | 'leaveFeed' | 'finish' | 'notModified'> {
  return {
    async start(input) {
      return db.transaction(async (tx) => {
        // An import whose process died stays 'running'; after an hour it no longer blocks the store.
        await tx.update(I).set({ status: 'failed', problem: { code: 'import.interrupted' }, finishedAt: input.at })
          .where(and(eq(I.dealershipId, input.dealershipId), eq(I.status, 'running'), sql`${I.createdAt} < ${new Date(input.at.getTime() - 3_600_000)}`));
        const [row] = await tx.insert(I).values({
          dealershipId: input.dealershipId, kind: input.kind, source: input.source, dryRun: input.dryRun, fileName: input.fileName.slice(0, 255),
          status: 'running', rowsTotal: input.rowsTotal, createdBy: input.userId, createdAt: input.at,
        }).onConflictDoNothing().returning({ id: I.id });
        return row ? { _tag: 'started' as const, id: row.id } : { _tag: 'running' as const };
      });
    },

    async applyBatch(importId, dealershipId, rows, plan, options) {
      await db.transaction(async (tx) => {
        const stored = await lockedVehicles(tx, dealershipId, rows);
        const rowOf = new Map(stored.map((r) => [r.id, r]));
        const held = stored.map(toStored);
        const byVin = new Map(held.map((v) => [v.vin, v]));
        const byStock = new Map(held.map((v) => [v.stockNumber, v]));
        const counts: Counts = { added: 0, updated: 0, unchanged: 0, refused: 0, warned: 0, madeUnavailable: 0 };
        const report: ReportRow[] = [];
        const adds: { readonly at: number; readonly values: FeedValues; readonly vin: string }[] = [];
        const updates: Update[] = [];
        for (const row of rows) {
          const base = { importId, rowNumber: row.row, vin: row.vin, stockNumber: row.stockNumber };
          const planned = E.isLeft(row.read) ? row.read : plan(row as BatchRow & { read: E.Right<ReadRow> }, byVin.get(row.vin) ?? null, byStock.get(row.stockNumber) ?? null);
          if (E.isLeft(planned)) {
            counts.refused += 1;
            report.push({ ...base, outcome: 'refused', notes: [...planned.left] });
            continue;
          }
          const p = planned.right;
          if (p.warnings.length > 0) counts.warned += 1;
          const notes = [...p.warnings];
          if (p.outcome === 'added') {
            counts.added += 1;
            adds.push({ at: report.length, values: p.values, vin: row.vin });
            report.push({ ...base, outcome: 'added', notes });
            const placeholder = { ...p.values, id: -report.length, vin: row.vin };
            byVin.set(row.vin, placeholder);
            byStock.set(p.values.stockNumber, placeholder);
          } else if (p.outcome === 'updated') {
            counts.updated += 1;
            const was = rowOf.get(p.vehicleId);
            if (was === undefined) throw new Error(`vehicle ${String(p.vehicleId)} planned but not locked`);
            report.push({ ...base, outcome: 'updated', vehicleId: p.vehicleId, notes, before: beforeJson(was) });
            const whole = { ...p.before, ...p.changes, vin: row.vin };
            if (p.changes.stockNumber !== undefined) { byStock.delete(p.before.stockNumber); byStock.set(p.changes.stockNumber, { ...whole, id: p.vehicleId }); }
            if (!options.dryRun) updates.push({ id: p.vehicleId, changes: p.changes, whole, held: was.packages, oldPrice: was.listingPriceCents });
          } else {
            counts.unchanged += 1;
            report.push({ ...base, outcome: 'unchanged', vehicleId: p.vehicleId, notes });
          }
        }
        await writeUpdates(tx, dealershipId, updates, options.at);
        await recordPrices(tx, importId, dealershipId, updates, options.at);
        if (!options.dryRun && adds.length > 0) {
          const inserted = await insertJsonRows(tx, V, INSERTED, adds.map((a) => ({
            ...columnsOf(a.values, { ...a.values, vin: a.vin }), dealershipId, vin: a.vin, createdAt: options.at, updatedAt: options.at,
          })), sql`id, vin`);
          const ids = new Map(inserted.map((r) => [r['vin'] as string, Number(r['id'])]));
          for (const a of adds) { const r = report[a.at]; if (r !== undefined) r.vehicleId = ids.get(a.vin) ?? null; }
        }
        await insertJsonRows(tx, R, REPORTED, report);
        await tx.update(I).set(bump(counts, rows.length)).where(eq(I.id, importId));
      });
    },

    async leaveFeed(importId, dealershipId, options) {
      await db.transaction(async (tx) => {
        const inFile = sql`exists (select 1 from ${R} where ${R.importId} = ${importId} and ${R.vin} = ${V.vin})`;
        const leaving = await tx.select(storedColumns).from(V)
          .where(and(eq(V.dealershipId, dealershipId), notInArray(V.stockStatus, ['U', 'S']), sql`not ${inFile}`)).orderBy(V.id).for('update');
        for (let at = 0; at < leaving.length; at += 500) {
          const chunk = leaving.slice(at, at + 500);
          const ids = chunk.map((v) => v.id);
          const open = await tx.select({ id: orders.id, vehicleId: orders.vehicleId }).from(orders).where(and(
            eq(orders.dealershipId, dealershipId), inArray(orders.vehicleId, ids), eq(orders.isArchived, false), sql`${orders.confirmedAt} is null`,
            notInArray(orders.status, ['completed', ...ENDED_STATUSES]),
          ));
          if (!options.dryRun) await tx.update(V).set({ stockStatus: 'U', leftFeedAt: options.at, updatedAt: options.at }).where(inArray(V.id, ids));
          await tx.insert(R).values(chunk.map((v) => {
            const { id, vin } = v;
            const orderIds = open.filter((o) => o.vehicleId === id).map((o) => o.id);
            return { importId, rowNumber: null, outcome: 'made_unavailable', vin, stockNumber: v.stockNumber, vehicleId: id, before: beforeJson(v), orderIds, notes: orderIds.length > 0 ? [{ code: 'import.deal_holds_vehicle', field: null, column: null }] : [] };
          }));
        }
        await tx.update(I).set({ madeUnavailable: leaving.length }).where(eq(I.id, importId));
      });
    },

    async finish(importId, status, problem, at, audit) {
      return db.transaction(async (tx) => {
        await tx.update(I).set({ status, problem: problem === null ? null : { ...problem }, finishedAt: at }).where(eq(I.id, importId));
        const summary = await summaryById(tx, importId);
        if (audit !== null) {
          const c = summary.counts;
          await tx.insert(auditLog).values({ ...audit, detail: { ...audit.detail, added: c.added, updated: c.updated, unchanged: c.unchanged, made_unavailable: c.madeUnavailable, refused: c.refused }, before: null, after: null });
        }
        return summary;
      });
    },

    async notModified(input) {
      const [row] = await db.insert(I).values({ dealershipId: input.dealershipId, kind: 'full', source: 'pull', status: 'not_modified', createdAt: input.at, finishedAt: input.at }).returning({ id: I.id });
      if (!row) throw new Error('vehicle import not inserted');
      return summaryById(db, row.id);
    },
  };
}
