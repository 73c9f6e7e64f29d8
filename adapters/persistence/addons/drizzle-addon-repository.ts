import { createHash, randomBytes } from 'node:crypto';
import { and, asc, count, desc, eq, ilike, inArray, or, type SQL } from 'drizzle-orm';
import type {
  Accessory, AccessoryCategory, AccessoryFields, AftermarketQuestion, NewMedia, PenProduct, PlanCategory, PlanFields, PlanPrice,
  PlanPriceFields, PlanProvinceTax, PlanType, ProtectionPlan,
} from '@dealer-panel/core/addons/addon';
import type { AddonListQuery } from '@dealer-panel/core/addons/addon-queries';
import type { AddonRepository, SideRecords, SideTable } from '@dealer-panel/core/addons/addon-repository';
import type { Db } from '../shared/database';
import { dealerships } from '../access/schema';
import { accessories, aftermarketQuestions, media, penProducts, protectionPlanPrices, protectionPlanProvinceTaxes, protectionPlans, protectionPlanTypes } from './schema';
import { vehicles } from '../inventory/schema';

type AccessoryRow = typeof accessories.$inferSelect;
type PlanRow = typeof protectionPlans.$inferSelect;
type PriceRow = typeof protectionPlanPrices.$inferSelect;

const toAccessory = (r: AccessoryRow): Accessory => ({
  id: r.id, dealershipId: r.dealershipId, category: r.category as AccessoryCategory, titleEn: r.titleEn, titleFr: r.titleFr,
  descriptionEn: r.descriptionEn, descriptionFr: r.descriptionFr, sku: r.sku, priceCents: r.priceCents,
  installationChargeOverrideCents: r.installationChargeOverrideCents, preInstalled: r.preInstalled, active: r.active,
  vehicleTypes: r.vehicleTypes, imageMediaId: r.imageMediaId,
});

const toPrice = (r: PriceRow): PlanPrice => ({
  id: r.id, planId: r.planId, term: r.term, distance: r.distance, priceCents: r.priceCents,
  minVehiclePriceCents: r.minVehiclePriceCents, maxVehiclePriceCents: r.maxVehiclePriceCents,
});

function toPlan(r: PlanRow, prices: readonly PriceRow[], taxes: readonly PlanProvinceTax[]): ProtectionPlan {
  return {
    id: r.id, dealershipId: r.dealershipId, category: r.category as PlanCategory, name: r.name, nameFr: r.nameFr, description: r.description,
    descriptionFr: r.descriptionFr, typeId: r.typeId, paymentTypes: r.paymentTypes, vehicleConditions: r.vehicleConditions, vehicleTypes: r.vehicleTypes,
    pdfUrl: r.pdfUrl, pdfUrlFr: r.pdfUrlFr, videoUrl: r.videoUrl, videoUrlFr: r.videoUrlFr, gst: r.gst, hst: r.hst, pst: r.pst, qst: r.qst,
    usePenForLocalizedPrices: r.usePenForLocalizedPrices, penCoverage: r.penCoverage, penProductId: r.penProductId, productCode: r.productCode,
    durationType: r.durationType as ProtectionPlan['durationType'], customDurationLabelEn: r.customDurationLabelEn, customDurationLabelFr: r.customDurationLabelFr,
    active: r.active, imageMediaId: r.imageMediaId, pdfMediaId: r.pdfMediaId,
    prices: [...prices].sort((a, b) => a.term - b.term || (a.distance ?? Infinity) - (b.distance ?? Infinity) || a.id - b.id).map(toPrice),
    provinceTaxes: [...taxes].sort((a, b) => a.provinceCode.localeCompare(b.provinceCode)),
  };
}

/** `%text%` for ILIKE with the wildcards of the text escaped. */
const pattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

type PlanInsert = typeof protectionPlans.$inferInsert;
function planColumns(f: Partial<PlanFields>): Partial<PlanInsert> {
  const { prices: _p, provinceTaxes: _t, paymentTypes, vehicleConditions, vehicleTypes, ...rest } = f;
  return {
    ...rest,
    ...(paymentTypes ? { paymentTypes: [...paymentTypes] } : {}),
    ...(vehicleConditions ? { vehicleConditions: [...vehicleConditions] } : {}),
    ...(vehicleTypes ? { vehicleTypes: [...vehicleTypes] } : {}),
  };
}

async function insertMedia(tx: Pick<Db, 'insert'>, dealershipId: number, m: NewMedia, userId: number, at: Date): Promise<string> {
  const id = randomBytes(18).toString('base64url');
  await tx.insert(media).values({
    id, dealershipId, contentType: m.contentType, fileName: m.fileName.slice(0, 200), size: m.bytes.length,
    sha256: m.sha256 || createHash('sha256').update(m.bytes).digest('hex'), bytes: m.bytes, createdBy: userId, createdAt: at,
  });
  return id;
}

export function drizzleAddonRepository(db: Db): AddonRepository {
  const acc = (dealershipId: number, id: number) => and(eq(accessories.dealershipId, dealershipId), eq(accessories.id, id));
  const planOf = (dealershipId: number, id: number) => and(eq(protectionPlans.dealershipId, dealershipId), eq(protectionPlans.id, id));

  async function withDetails(rows: readonly PlanRow[]): Promise<ProtectionPlan[]> {
    if (rows.length === 0) return [];
    const ids = rows.map((r) => r.id);
    const prices = await db.select().from(protectionPlanPrices).where(inArray(protectionPlanPrices.planId, ids));
    const taxes = await db.select().from(protectionPlanProvinceTaxes).where(inArray(protectionPlanProvinceTaxes.planId, ids));
    return rows.map((r) => toPlan(r, prices.filter((p) => p.planId === r.id),
      taxes.filter((t) => t.planId === r.id).map((t) => ({ provinceCode: t.provinceCode, gst: t.gst, hst: t.hst, pst: t.pst, qst: t.qst }))));
  }

  async function loadPlan(dealershipId: number, id: number): Promise<ProtectionPlan | null> {
    const rows = await db.select().from(protectionPlans).where(planOf(dealershipId, id));
    return (await withDetails(rows))[0] ?? null;
  }

  async function replaceChildren(tx: Pick<Db, 'insert' | 'delete'>, planId: number, f: Partial<PlanFields>): Promise<void> {
    if (f.prices !== undefined) {
      await tx.delete(protectionPlanPrices).where(eq(protectionPlanPrices.planId, planId));
      if (f.prices.length > 0) await tx.insert(protectionPlanPrices).values(f.prices.map((p) => ({ planId, ...p })));
    }
    if (f.provinceTaxes !== undefined) {
      await tx.delete(protectionPlanProvinceTaxes).where(eq(protectionPlanProvinceTaxes.planId, planId));
      if (f.provinceTaxes.length > 0) await tx.insert(protectionPlanProvinceTaxes).values(f.provinceTaxes.map((t) => ({ planId, ...t })));
    }
  }

  const sideTables = {
    types: protectionPlanTypes, pen: penProducts, questions: aftermarketQuestions,
  } as const;
  const toSide = {
    types: (r: typeof protectionPlanTypes.$inferSelect): PlanType => ({ id: r.id, name: r.name, nameFr: r.nameFr }),
    pen: (r: typeof penProducts.$inferSelect): PenProduct => ({ id: r.id, name: r.name, provider: r.provider, productCode: r.productCode, coverages: r.coverages }),
    questions: (r: typeof aftermarketQuestions.$inferSelect): AftermarketQuestion => ({
      id: r.id, questionEn: r.questionEn, questionFr: r.questionFr, fieldType: r.fieldType as AftermarketQuestion['fieldType'], choices: r.choices,
      sortOrder: r.sortOrder, active: r.active,
    }),
  };
  /* eslint-disable @typescript-eslint/no-explicit-any -- one generic path over three similar tables */
  const sideOf = (table: SideTable) => sideTables[table] as any;
  const convert = <K extends SideTable>(table: K, row: unknown): SideRecords[K] => (toSide[table] as (r: any) => SideRecords[K])(row);
  /* eslint-enable @typescript-eslint/no-explicit-any */

  async function planOwned(dealershipId: number, planId: number): Promise<boolean> {
    const [row] = await db.select({ id: protectionPlans.id }).from(protectionPlans).where(planOf(dealershipId, planId));
    return row !== undefined;
  }

  async function priceOwned(dealershipId: number, id: number): Promise<PriceRow | null> {
    const [row] = await db.select({ p: protectionPlanPrices }).from(protectionPlanPrices)
      .innerJoin(protectionPlans, eq(protectionPlans.id, protectionPlanPrices.planId))
      .where(and(eq(protectionPlanPrices.id, id), eq(protectionPlans.dealershipId, dealershipId)));
    return row?.p ?? null;
  }

  return {
    async listAccessories(dealershipId: number, q: AddonListQuery<AccessoryCategory>) {
      const where: SQL[] = [eq(accessories.dealershipId, dealershipId), inArray(accessories.category, [...q.categories])];
      if (q.active !== null) where.push(eq(accessories.active, q.active));
      if (q.origin !== null) where.push(eq(accessories.preInstalled, q.origin === 'installed'));
      if (q.search !== '') {
        const p = pattern(q.search);
        where.push(or(ilike(accessories.titleEn, p), ilike(accessories.titleFr, p), ilike(accessories.sku, p), ilike(accessories.descriptionEn, p))!);
      }
      const [total] = await db.select({ n: count() }).from(accessories).where(and(...where));
      const rows = await db.select().from(accessories).where(and(...where))
        .orderBy(q.descending ? desc(accessories.id) : asc(accessories.id)).limit(q.pageSize).offset((q.page - 1) * q.pageSize);
      return { count: total?.n ?? 0, items: rows.map(toAccessory) };
    },
    async accessory(dealershipId, id) {
      const [row] = await db.select().from(accessories).where(acc(dealershipId, id));
      return row ? toAccessory(row) : null;
    },
    async createAccessory(dealershipId, fields, at) {
      const [row] = await db.insert(accessories).values({ dealershipId, ...fields, vehicleTypes: [...fields.vehicleTypes], createdAt: at, updatedAt: at }).returning();
      return toAccessory(row!);
    },
    async updateAccessory(dealershipId, id, fields: Partial<AccessoryFields>, at) {
      const { vehicleTypes, ...rest } = fields;
      const values = { ...rest, ...(vehicleTypes ? { vehicleTypes: [...vehicleTypes] } : {}), updatedAt: at };
      const [row] = await db.update(accessories).set(values).where(acc(dealershipId, id)).returning();
      return row ? toAccessory(row) : null;
    },
    async deleteAccessory(dealershipId, id) {
      return db.transaction(async (tx) => {
        const [row] = await tx.delete(accessories).where(acc(dealershipId, id)).returning({ media: accessories.imageMediaId });
        if (!row) return false;
        if (row.media) await tx.delete(media).where(eq(media.id, row.media));
        return true;
      });
    },
    async setAccessoryImage(dealershipId, id, m, userId, at) {
      return db.transaction(async (tx) => {
        const [current] = await tx.select().from(accessories).where(acc(dealershipId, id)).for('update');
        if (!current) return null;
        const mediaId = await insertMedia(tx, dealershipId, m, userId, at);
        const [row] = await tx.update(accessories).set({ imageMediaId: mediaId, updatedAt: at }).where(acc(dealershipId, id)).returning();
        if (current.imageMediaId) await tx.delete(media).where(eq(media.id, current.imageMediaId));
        return toAccessory(row!);
      });
    },

    async listPlans(dealershipId: number, q: AddonListQuery<PlanCategory>) {
      const where: SQL[] = [eq(protectionPlans.dealershipId, dealershipId), inArray(protectionPlans.category, [...q.categories])];
      if (q.active !== null) where.push(eq(protectionPlans.active, q.active));
      if (q.origin !== null) where.push(eq(protectionPlans.usePenForLocalizedPrices, q.origin === 'pen'));
      if (q.search !== '') {
        const p = pattern(q.search);
        where.push(or(ilike(protectionPlans.name, p), ilike(protectionPlans.nameFr, p), ilike(protectionPlans.productCode, p))!);
      }
      const [total] = await db.select({ n: count() }).from(protectionPlans).where(and(...where));
      const rows = await db.select().from(protectionPlans).where(and(...where))
        .orderBy(q.descending ? desc(protectionPlans.id) : asc(protectionPlans.id)).limit(q.pageSize).offset((q.page - 1) * q.pageSize);
      return { count: total?.n ?? 0, items: await withDetails(rows) };
    },
    plan: loadPlan,
    async createPlan(dealershipId, fields, at) {
      const id = await db.transaction(async (tx) => {
        const cols = planColumns(fields);
        const [row] = await tx.insert(protectionPlans).values({ ...cols, name: fields.name, category: fields.category, dealershipId, createdAt: at, updatedAt: at })
          .returning({ id: protectionPlans.id });
        await replaceChildren(tx, row!.id, fields);
        return row!.id;
      });
      return (await loadPlan(dealershipId, id))!;
    },
    async updatePlan(dealershipId, id, fields, at) {
      const done = await db.transaction(async (tx) => {
        const cols = planColumns(fields);
        const [row] = await tx.update(protectionPlans).set({ ...cols, updatedAt: at }).where(planOf(dealershipId, id)).returning({ id: protectionPlans.id });
        if (!row) return false;
        await replaceChildren(tx, id, fields);
        return true;
      });
      return done ? loadPlan(dealershipId, id) : null;
    },
    async deletePlan(dealershipId, id) {
      return db.transaction(async (tx) => {
        const [row] = await tx.delete(protectionPlans).where(planOf(dealershipId, id)).returning({ image: protectionPlans.imageMediaId, pdf: protectionPlans.pdfMediaId });
        if (!row) return false;
        const ids = [row.image, row.pdf].filter((m): m is string => m !== null);
        if (ids.length > 0) await tx.delete(media).where(inArray(media.id, ids));
        return true;
      });
    },
    async setPlanMedia(dealershipId, id, m, userId, at) {
      const done = await db.transaction(async (tx) => {
        const [current] = await tx.select().from(protectionPlans).where(planOf(dealershipId, id)).for('update');
        if (!current) return false;
        const values: Partial<typeof protectionPlans.$inferInsert> = { updatedAt: at };
        const old: string[] = [];
        if (m.image) { values.imageMediaId = await insertMedia(tx, dealershipId, m.image, userId, at); if (current.imageMediaId) old.push(current.imageMediaId); }
        if (m.pdf) { values.pdfMediaId = await insertMedia(tx, dealershipId, m.pdf, userId, at); if (current.pdfMediaId) old.push(current.pdfMediaId); }
        await tx.update(protectionPlans).set(values).where(planOf(dealershipId, id));
        if (old.length > 0) await tx.delete(media).where(inArray(media.id, old));
        return true;
      });
      return done ? loadPlan(dealershipId, id) : null;
    },

    async listPrices(dealershipId, planId) {
      const where = [eq(protectionPlans.dealershipId, dealershipId)];
      if (planId !== null) where.push(eq(protectionPlanPrices.planId, planId));
      const rows = await db.select({ p: protectionPlanPrices }).from(protectionPlanPrices)
        .innerJoin(protectionPlans, eq(protectionPlans.id, protectionPlanPrices.planId)).where(and(...where)).orderBy(asc(protectionPlanPrices.id));
      return rows.map((r) => toPrice(r.p));
    },
    async price(dealershipId, id) {
      const row = await priceOwned(dealershipId, id);
      return row ? toPrice(row) : null;
    },
    async createPrice(dealershipId, planId, fields: PlanPriceFields) {
      if (!(await planOwned(dealershipId, planId))) return null;
      const [row] = await db.insert(protectionPlanPrices).values({ planId, ...fields }).returning();
      return toPrice(row!);
    },
    async updatePrice(dealershipId, id, fields) {
      if ((await priceOwned(dealershipId, id)) === null) return null;
      if (Object.keys(fields).length === 0) return this.price(dealershipId, id);
      const [row] = await db.update(protectionPlanPrices).set(fields).where(eq(protectionPlanPrices.id, id)).returning();
      return row ? toPrice(row) : null;
    },
    async deletePrice(dealershipId, id) {
      if ((await priceOwned(dealershipId, id)) === null) return false;
      await db.delete(protectionPlanPrices).where(eq(protectionPlanPrices.id, id));
      return true;
    },

    async listSide(table, dealershipId) {
      const t = sideOf(table);
      const order = table === 'questions' ? [asc(aftermarketQuestions.sortOrder), asc(aftermarketQuestions.id)] : [asc(t.id)];
      const rows = (await db.select().from(t).where(eq(t.dealershipId, dealershipId)).orderBy(...order)) as unknown[];
      return rows.map((r) => convert(table, r));
    },
    async side(table, dealershipId, id) {
      const t = sideOf(table);
      const [row] = await db.select().from(t).where(and(eq(t.dealershipId, dealershipId), eq(t.id, id)));
      return row ? convert(table, row) : null;
    },
    async createSide(table, dealershipId, fields) {
      const t = sideOf(table);
      const rows = (await db.insert(t).values({ ...fields, dealershipId }).returning()) as unknown[];
      return convert(table, rows[0]);
    },
    async updateSide(table, dealershipId, id, fields) {
      const t = sideOf(table);
      if (Object.keys(fields).length === 0) return this.side(table, dealershipId, id);
      const [row] = await db.update(t).set(fields).where(and(eq(t.dealershipId, dealershipId), eq(t.id, id))).returning();
      return row ? convert(table, row) : null;
    },
    async deleteSide(table, dealershipId, id) {
      const t = sideOf(table);
      const rows = await db.delete(t).where(and(eq(t.dealershipId, dealershipId), eq(t.id, id))).returning({ id: t.id });
      return rows.length > 0;
    },

    async media(id) {
      if (!/^[A-Za-z0-9_-]{10,64}$/.test(id)) return null;
      const [row] = await db.select().from(media).where(eq(media.id, id));
      return row ? { id: row.id, contentType: row.contentType, fileName: row.fileName, size: row.size, sha256: row.sha256, bytes: row.bytes, createdAt: row.createdAt } : null;
    },
    async publicDealership(id) {
      const [row] = await db.select({ id: dealerships.id, settings: dealerships.settings }).from(dealerships).where(eq(dealerships.id, id));
      return row ? { id: row.id, compulsoryLogin: row.settings.compulsory_login === true } : null;
    },
    async vehicle(dealershipId, id) {
      const [row] = await db.select({ priceCents: vehicles.listingPriceCents, condition: vehicles.condition, bodyType: vehicles.bodyType }).from(vehicles)
        .where(and(eq(vehicles.dealershipId, dealershipId), eq(vehicles.id, id)));
      return row ?? null;
    },
  };
}

