import { and, desc, eq, inArray, isNull, lt, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import { AVAILABLE_STOCK_STATUSES } from '@dealer-panel/core/inventory/vehicle';
import type { AdfImportLedger, LeadPorts, LeadVehicleMatcher, ProspectOutcome } from '@dealer-panel/core/leads/lead-ports';

export type { LeadPorts };
import type { Db } from '../shared/database';
import { vehicles } from '../inventory/schema';
import { adfImports } from './schema';
import { drizzleAdfMail } from './drizzle-adf-mail';

/** A claim whose import has not finished after this long was left by a process that died: the next caller takes it over. */
export const STALE_CLAIM_MS = 5 * 60 * 1000;

/** The import ledger on adf_imports: the unique (dealership, sha256) index decides which request imports a document. */
export function drizzleAdfImports(db: Db): AdfImportLedger {
  return {
    async claim(dealershipId, entry) {
      const [claimed] = await db.insert(adfImports)
        .values({ dealershipId, sha256: entry.sha256, source: entry.source, fileName: entry.fileName, sender: entry.sender, importedBy: entry.userId, createdAt: entry.at })
        .onConflictDoNothing().returning({ id: adfImports.id });
      if (claimed !== undefined) return { state: 'claimed', id: claimed.id };
      const mine = and(eq(adfImports.dealershipId, dealershipId), eq(adfImports.sha256, entry.sha256));
      const [taken] = await db.update(adfImports)
        .set({ createdAt: entry.at, importedBy: entry.userId, source: entry.source, fileName: entry.fileName, sender: entry.sender })
        .where(and(mine, isNull(adfImports.prospects), lt(adfImports.createdAt, new Date(entry.at.getTime() - STALE_CLAIM_MS))))
        .returning({ id: adfImports.id });
      if (taken !== undefined) return { state: 'claimed', id: taken.id };
      const [row] = await db.select().from(adfImports).where(mine);
      if (row === undefined || row.prospects === null) return { state: 'running' };
      return { state: 'done', report: { importId: row.id, sha256: row.sha256, repeat: true, prospects: row.prospects as ProspectOutcome[] } };
    },
    async finish(dealershipId, id, prospects) {
      await db.update(adfImports).set({ prospects: [...prospects] }).where(and(eq(adfImports.dealershipId, dealershipId), eq(adfImports.id, id)));
    },
    async release(dealershipId, id) {
      await db.delete(adfImports).where(and(eq(adfImports.dealershipId, dealershipId), eq(adfImports.id, id), isNull(adfImports.prospects)));
    },
  };
}

const ci = (column: AnyColumn, value: string) => sql`lower(${column}) = lower(${value})`;

/** The vehicle of interest among the store's vehicles that can go on a deal: VIN, stock number, then year/make/model(/trim)/condition, newest arrival first. */
export function drizzleLeadVehicles(db: Db): LeadVehicleMatcher {
  return {
    async match(dealershipId, wanted) {
      const open = and(eq(vehicles.dealershipId, dealershipId), inArray(vehicles.stockStatus, [...AVAILABLE_STOCK_STATUSES]));
      const first = async (where: SQL | undefined) =>
        (await db.select({ id: vehicles.id }).from(vehicles).where(and(open, where)).orderBy(desc(vehicles.arrivalDate), desc(vehicles.id)).limit(1))[0]?.id ?? null;
      if (wanted.vin !== '') {
        const byVin = await first(ci(vehicles.vin, wanted.vin));
        if (byVin !== null) return byVin;
      }
      if (wanted.stock !== '') {
        const byStock = await first(ci(vehicles.stockNumber, wanted.stock));
        if (byStock !== null) return byStock;
      }
      if (wanted.make === '' || wanted.model === '') return null;
      return first(and(
        ci(vehicles.make, wanted.make), ci(vehicles.model, wanted.model),
        wanted.year === null ? undefined : eq(vehicles.year, wanted.year),
        wanted.trim === '' ? undefined : ci(vehicles.trim, wanted.trim),
        eq(vehicles.condition, wanted.status === 'used' ? 'Used' : 'New'),
      ));
    },
  };
}

/** Both ports of the leads context over one database. */
export const drizzleLeadPorts = (db: Db): LeadPorts => ({ adfImports: drizzleAdfImports(db), leadVehicles: drizzleLeadVehicles(db), adfMail: drizzleAdfMail(db) });
