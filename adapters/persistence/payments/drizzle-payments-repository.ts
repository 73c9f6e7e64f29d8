import { and, eq, getTableColumns, inArray, sql, type Table } from 'drizzle-orm';
import { defaultPaymentSettings, type PaymentSettings, type PaymentSettingsChange } from '@dealer-panel/core/payments/payment-settings';
import type { IncentiveFields, LenderFields, NewPaymentType, PaymentsRepository } from '@dealer-panel/core/payments/payments-repository';
import type {
  AccessoryRecord, IncentiveRecord, LenderRecord, OrderForPricing, PaymentTypeRecord, ProtectionPlanRecord, StoredTaxRate, TaxFlags,
} from '@dealer-panel/core/payments/pricing-inputs';
import { defaultTaxRows } from '@dealer-panel/core/payments/province-tax';
import type { PaymentMethod, TradeInType } from '@dealer-panel/core/payments/engine/deal';
import type { PaymentFrequency } from '@dealer-panel/core/payments/engine/frequency';
import type { Db } from '../shared/database';
import { toFee } from '../fees/drizzle-fee-repository';
import { accessories, protectionPlanPrices, protectionPlanProvinceTaxes, protectionPlans } from '../addons/schema';
import { customers } from '../customers/schema';
import { feesAndDiscounts, orderFeesAndDiscounts } from '../fees/schema';
import { vehicles } from '../inventory/schema';
import { orders } from '../orders/schema';
import { incentives, lenderRates, lenderResiduals, lenders, orderPaymentTypes, paymentSettings, provinceTaxes } from './schema';

type SettingsRow = typeof paymentSettings.$inferSelect;
type PaymentTypeRow = typeof orderPaymentTypes.$inferSelect;
type IncentiveRow = typeof incentives.$inferSelect;

function toSettings(r: SettingsRow): PaymentSettings {
  return {
    dealershipId: r.dealershipId, conditionalIncentivesEnabled: r.conditionalIncentivesEnabled,
    defaultPaymentType: r.defaultPaymentType as PaymentMethod, defaultPaymentTypeUsed: r.defaultPaymentTypeUsed as PaymentMethod,
    includeSalesTax: r.includeSalesTax,
    bankDefaultDownPaymentCents: r.bankDefaultDownPaymentCents, bankDefaultFrequency: r.bankDefaultFrequency as PaymentFrequency, bankDefaultTerm: r.bankDefaultTerm,
    leaseDefaultDownPaymentCents: r.leaseDefaultDownPaymentCents, leaseDefaultFrequency: r.leaseDefaultFrequency as PaymentFrequency, leaseDefaultTerm: r.leaseDefaultTerm,
    leaseDefaultDistanceAllowance: r.leaseDefaultDistanceAllowance,
    oemDefaultDownPaymentCents: r.oemDefaultDownPaymentCents, oemDefaultFrequency: r.oemDefaultFrequency as PaymentFrequency, oemDefaultTerm: r.oemDefaultTerm,
    financeEnabledFrequencies: r.financeEnabledFrequencies as PaymentFrequency[], leaseEnabledFrequencies: r.leaseEnabledFrequencies as PaymentFrequency[],
    leaseRateCalculationMethod: r.leaseRateCalculationMethod === 'money_factor' ? 'money_factor' : 'apr',
    frequencyMethod: r.frequencyMethod === 'exact' ? 'exact' : 'factor', globalIncentives: r.globalIncentives, discountSettings: r.discountSettings,
    financeLenderId: r.financeLenderId, leaseLenderId: r.leaseLenderId, updatedAt: r.updatedAt.toISOString(),
  };
}

function toPaymentType(r: PaymentTypeRow): PaymentTypeRecord {
  return {
    id: r.id, orderId: r.orderId, method: r.method as PaymentMethod, isActive: r.isActive, includeTax: r.includeTax, term: r.term, rate: r.rate,
    paymentFrequency: r.paymentFrequency as PaymentFrequency, creditScore: r.creditScore, downPaymentCents: r.downPaymentCents,
    distanceAllowance: r.distanceAllowance, tradeInType: r.tradeInType as TradeInType, tradeInCreditCents: r.tradeInCreditCents,
    tradeInOwingCents: r.tradeInOwingCents, postalCode: r.postalCode, lenderId: r.lenderId, totalPurchasePriceCents: r.totalPurchasePriceCents,
    paymentCents: r.paymentCents, pricedAt: r.pricedAt?.toISOString() ?? null,
  };
}

function toIncentive(r: IncentiveRow): IncentiveRecord & { nameFr: string } {
  return {
    id: r.id, name: r.name, nameFr: r.nameFr, amountCents: r.amountCents, beforeTax: r.beforeTax, isCash: r.isCash, isFinance: r.isFinance,
    isLease: r.isLease, isConditional: r.isConditional, applicableNew: r.applicableNew, applicableUsed: r.applicableUsed, make: r.make,
    model: r.model, yearFrom: r.yearFrom, yearTo: r.yearTo, startsOn: r.startsOn, endsOn: r.endsOn, active: r.active,
  };
}

type OrderRow = typeof orders.$inferSelect;
type VehicleRow = typeof vehicles.$inferSelect;

/** The columns of an order and its vehicle a price reads (fewer columns: less to send and decode per price). */
const orderForPricingColumns = {
  id: orders.id, paymentType: orders.paymentType, optionsPriceCents: orders.optionsPriceCents, accessoryIds: orders.accessoryIds,
  installAccessoryIds: orders.installAccessoryIds, protectionIds: orders.protectionIds, incentives: orders.incentives,
  // The buyer's postal code decides the province of the taxes (issue 10.3); blank is none.
  customerPostalCode: sql<string | null>`(select nullif(trim(${customers.postalCode}), '') from ${customers} where ${customers.id} = ${orders.customerId})`,
};
type OrderForPricingRow = Pick<OrderRow, Exclude<keyof typeof orderForPricingColumns, 'customerPostalCode'>> & { readonly customerPostalCode: string | null };
const vehicleForPricingColumns = {
  id: vehicles.id, year: vehicles.year, make: vehicles.make, model: vehicles.model, condition: vehicles.condition, stockStatus: vehicles.stockStatus,
  bodyType: vehicles.bodyType, listingPriceCents: vehicles.listingPriceCents, msrpCents: vehicles.msrpCents,
};

function toOrderForPricing(o: OrderForPricingRow, v: Pick<VehicleRow, keyof typeof vehicleForPricingColumns> | null): OrderForPricing {
  return {
    id: o.id, paymentType: (['cash', 'finance', 'lease'].includes(o.paymentType) ? o.paymentType : 'finance') as PaymentMethod,
    vehicle: v === null ? null : {
      id: v.id, year: v.year, make: v.make, model: v.model, condition: v.condition, stockStatus: v.stockStatus, bodyType: v.bodyType,
      priceCents: v.listingPriceCents, msrpCents: v.msrpCents,
    },
    optionsPriceCents: o.optionsPriceCents, accessoryIds: o.accessoryIds, installAccessoryIds: o.installAccessoryIds,
    protectionIds: o.protectionIds, incentiveIds: o.incentives, customerPostalCode: o.customerPostalCode,
  };
}

/** A row of `table` as `row_to_json` writes it (column names), decoded as drizzle decodes the driver's values. */
function fromJson<T extends Table>(table: T, json: Readonly<Record<string, unknown>>): T['$inferSelect'] {
  const row: Record<string, unknown> = {};
  for (const [key, column] of Object.entries(getTableColumns(table))) {
    const value = json[column.name];
    row[key] = value === null || value === undefined ? null : column.mapFromDriverValue(value);
  }
  return row as T['$inferSelect'];
}

type RateJson = [method: string, termFrom: number, termTo: number, minCreditScore: number | null, rate: string];
type ResidualJson = [term: number, distanceAllowance: number | null, residual: string];
interface LenderJson { id: number; name: string; kind: string; active: boolean; rates: RateJson[]; residuals: ResidualJson[] }

function lenderOfJson(l: LenderJson): LenderRecord {
  const rates = (method: string) => l.rates.filter((r) => r[0] === method).map(([, termFrom, termTo, minCreditScore, rate]) => ({ termFrom, termTo, minCreditScore, rate }));
  return {
    id: l.id, name: l.name, kind: l.kind === 'oem' ? 'oem' : 'bank', active: l.active, financeRates: rates('finance'), leaseRates: rates('lease'),
    residuals: l.residuals.map(([term, distanceAllowance, residual]) => ({ term, distanceAllowance, residual })),
  };
}

/** The record's lender, else the settings' one for its method (cash has none). */
const pricingLenderId = sql`coalesce(${orderPaymentTypes.lenderId}, case ${orderPaymentTypes.method}
  when 'finance' then ${paymentSettings.financeLenderId} when 'lease' then ${paymentSettings.leaseLenderId} end)`;

/**
 * What a price reads besides the payment type, order, vehicle and settings, as json sub-selects of
 * the same statement: one round trip. Numerics are read as text (json numbers would lose "6.990000").
 */
const pricingExtras = {
  fees: sql<Record<string, unknown>[]>`(select coalesce(json_agg(${feesAndDiscounts}.* order by ${feesAndDiscounts.sortOrder}, ${feesAndDiscounts.id}), '[]'::json)
    from ${feesAndDiscounts} where ${feesAndDiscounts.dealershipId} = ${orders.dealershipId}
    and (${feesAndDiscounts.scope} = 'global' or ${feesAndDiscounts.orderId} = ${orders.id}))`,
  choices: sql<[number, boolean][]>`(select coalesce(json_agg(json_build_array(${orderFeesAndDiscounts.feeId}, ${orderFeesAndDiscounts.included})), '[]'::json)
    from ${orderFeesAndDiscounts} where ${orderFeesAndDiscounts.orderId} = ${orders.id})`,
  incentives: sql<Record<string, unknown>[]>`(select coalesce(json_agg(${incentives}.* order by ${incentives.id}), '[]'::json)
    from ${incentives} where ${incentives.dealershipId} = ${orders.dealershipId})`,
  lender: sql<LenderJson | null>`(select json_build_object('id', ${lenders.id}, 'name', ${lenders.name}, 'kind', ${lenders.kind}, 'active', ${lenders.active},
    'rates', (select coalesce(json_agg(json_build_array(${lenderRates.method}, ${lenderRates.termFrom}, ${lenderRates.termTo}, ${lenderRates.minCreditScore}, ${lenderRates.rate}::text)
      order by ${lenderRates.termFrom}, ${lenderRates.minCreditScore}, ${lenderRates.id}), '[]'::json) from ${lenderRates} where ${lenderRates.lenderId} = ${lenders.id}),
    'residuals', (select coalesce(json_agg(json_build_array(${lenderResiduals.term}, ${lenderResiduals.distanceAllowance}, ${lenderResiduals.residual}::text)
      order by ${lenderResiduals.term}, ${lenderResiduals.distanceAllowance}, ${lenderResiduals.id}), '[]'::json) from ${lenderResiduals} where ${lenderResiduals.lenderId} = ${lenders.id}))
    from ${lenders} where ${lenders.dealershipId} = ${orders.dealershipId} and ${lenders.id} = ${pricingLenderId})`,
};

const TAX_CACHE_MS = 5_000;

const METHOD_ORDER: Record<string, number> = { cash: 0, finance: 1, lease: 2 };
const byMethod = (a: PaymentTypeRecord, b: PaymentTypeRecord) => (METHOD_ORDER[a.method] ?? 0) - (METHOD_ORDER[b.method] ?? 0);

/** The payments area over drizzle: every read scoped by dealership; writes of several rows in one transaction. */
export function drizzlePaymentsRepository(db: Db): PaymentsRepository {
  async function settings(dealershipId: number): Promise<PaymentSettings> {
    const [row] = await db.select().from(paymentSettings).where(eq(paymentSettings.dealershipId, dealershipId));
    return row ? toSettings(row) : defaultPaymentSettings(dealershipId);
  }

  async function lendersOf(dealershipId: number, id: number | null): Promise<LenderRecord[]> {
    const rows = await db.select().from(lenders)
      .where(id === null ? eq(lenders.dealershipId, dealershipId) : and(eq(lenders.dealershipId, dealershipId), eq(lenders.id, id)))
      .orderBy(lenders.id);
    if (rows.length === 0) return [];
    const ids = rows.map((r) => r.id);
    const [rates, residuals] = await Promise.all([
      db.select().from(lenderRates).where(inArray(lenderRates.lenderId, ids)).orderBy(lenderRates.termFrom, lenderRates.minCreditScore, lenderRates.id),
      db.select().from(lenderResiduals).where(inArray(lenderResiduals.lenderId, ids)).orderBy(lenderResiduals.term, lenderResiduals.distanceAllowance, lenderResiduals.id),
    ]);
    return rows.map((l) => {
      const rateRows = (method: string) => rates.filter((r) => r.lenderId === l.id && r.method === method)
        .map((r) => ({ termFrom: r.termFrom, termTo: r.termTo, minCreditScore: r.minCreditScore, rate: r.rate }));
      return {
        id: l.id, name: l.name, kind: l.kind === 'oem' ? 'oem' : 'bank', active: l.active, financeRates: rateRows('finance'), leaseRates: rateRows('lease'),
        residuals: residuals.filter((r) => r.lenderId === l.id).map((r) => ({ term: r.term, distanceAllowance: r.distanceAllowance, residual: r.residual })),
      };
    });
  }

  async function accessoriesOf(dealershipId: number, ids: readonly number[]): Promise<AccessoryRecord[]> {
    if (ids.length === 0) return [];
    const rows = await db.select().from(accessories).where(and(eq(accessories.dealershipId, dealershipId), inArray(accessories.id, [...ids])));
    return rows.map((a) => ({ id: a.id, name: a.titleEn, nameFr: a.titleFr, priceCents: a.priceCents, installationCents: a.installationChargeOverrideCents ?? 0, active: a.active }));
  }

  async function plansOf(dealershipId: number, ids: readonly number[]): Promise<ProtectionPlanRecord[]> {
    if (ids.length === 0) return [];
    const plans = await db.select().from(protectionPlans).where(and(eq(protectionPlans.dealershipId, dealershipId), inArray(protectionPlans.id, [...ids])));
    if (plans.length === 0) return [];
    const planIds = plans.map((p) => p.id);
    const [prices, taxes] = await Promise.all([
      db.select().from(protectionPlanPrices).where(inArray(protectionPlanPrices.planId, planIds)),
      db.select().from(protectionPlanProvinceTaxes).where(inArray(protectionPlanProvinceTaxes.planId, planIds)),
    ]);
    return plans.map((p): ProtectionPlanRecord => ({
      id: p.id, name: p.name, nameFr: p.nameFr, paymentTypes: p.paymentTypes, active: p.active, taxes: { gst: p.gst, hst: p.hst, pst: p.pst, qst: p.qst },
      provinceTaxes: Object.fromEntries(taxes.filter((t) => t.planId === p.id).map((t): [string, TaxFlags] => [t.provinceCode, { gst: t.gst, hst: t.hst, pst: t.pst, qst: t.qst }])),
      prices: prices.filter((x) => x.planId === p.id).map((x) => ({
        term: x.term, distance: x.distance, priceCents: x.priceCents, minVehiclePriceCents: x.minVehiclePriceCents, maxVehiclePriceCents: x.maxVehiclePriceCents,
      })),
    }));
  }

  // Pricing's read, built and named once: no query building per call, and PostgreSQL plans it once a connection.
  const readForPricing = db.select({ pt: orderPaymentTypes, o: orderForPricingColumns, v: vehicleForPricingColumns, ps: paymentSettings, ...pricingExtras }).from(orderPaymentTypes)
    .innerJoin(orders, eq(orders.id, orderPaymentTypes.orderId))
    .leftJoin(vehicles, eq(vehicles.id, orders.vehicleId))
    .leftJoin(paymentSettings, eq(paymentSettings.dealershipId, orders.dealershipId))
    .where(and(eq(orderPaymentTypes.id, sql.placeholder('paymentTypeId')), eq(orders.dealershipId, sql.placeholder('dealershipId'))))
    .prepare('payments_read_for_pricing');

  async function paymentTypesOf(orderId: number): Promise<PaymentTypeRecord[]> {
    return (await db.select().from(orderPaymentTypes).where(eq(orderPaymentTypes.orderId, orderId))).map(toPaymentType).sort(byMethod);
  }

  // The tax table is read by every price and changes rarely: kept a few seconds (this server's own
  // changes drop it at once; another server of a fleet sees them within TAX_CACHE_MS).
  let taxCache: { readonly rows: readonly StoredTaxRate[]; readonly until: number } | null = null;

  const taxRow = (r: typeof provinceTaxes.$inferSelect): StoredTaxRate => ({
    region: r.regionCode, country: r.country === 'US' ? 'US' : 'CA', gst: r.gst, pst: r.pst, hst: r.hst, qst: r.qst, state: r.state, source: r.source,
    updatedAt: r.updatedAt.toISOString(),
  });

  return {
    settings,

    async saveSettings(dealershipId, change: PaymentSettingsChange, userId) {
      const values = { ...change, updatedBy: userId, updatedAt: new Date() } as Partial<typeof paymentSettings.$inferInsert>;
      await db.insert(paymentSettings).values({ ...values, dealershipId } as typeof paymentSettings.$inferInsert)
        .onConflictDoUpdate({ target: paymentSettings.dealershipId, set: values });
      return settings(dealershipId);
    },

    async paymentTypes(dealershipId, orderId) {
      const [order] = await db.select({ id: orders.id }).from(orders).where(and(eq(orders.dealershipId, dealershipId), eq(orders.id, orderId)));
      return order ? paymentTypesOf(orderId) : null;
    },

    async createPaymentTypes(orderId, records: readonly NewPaymentType[]) {
      await db.transaction(async (tx) => {
        await tx.insert(orderPaymentTypes).values(records.map((r) => ({ ...r, orderId }))).onConflictDoNothing();
        // Exactly one active: when none is (two first reads raced, or the order's method was unknown), the finance record is.
        const rows = await tx.select({ id: orderPaymentTypes.id, method: orderPaymentTypes.method, isActive: orderPaymentTypes.isActive }).from(orderPaymentTypes).where(eq(orderPaymentTypes.orderId, orderId));
        const active = rows.filter((r) => r.isActive);
        if (active.length !== 1) {
          const keep = active[0] ?? rows.find((r) => r.method === 'finance') ?? rows[0];
          if (keep) {
            await tx.update(orderPaymentTypes).set({ isActive: false }).where(eq(orderPaymentTypes.orderId, orderId));
            await tx.update(orderPaymentTypes).set({ isActive: true }).where(eq(orderPaymentTypes.id, keep.id));
          }
        }
      });
      return paymentTypesOf(orderId);
    },

    async paymentType(dealershipId, id) {
      const [row] = await db.select({ pt: orderPaymentTypes }).from(orderPaymentTypes)
        .innerJoin(orders, eq(orders.id, orderPaymentTypes.orderId))
        .where(and(eq(orderPaymentTypes.id, id), eq(orders.dealershipId, dealershipId)));
      return row ? toPaymentType(row.pt) : null;
    },

    async updatePaymentType(id, change) {
      return db.transaction(async (tx) => {
        const [current] = await tx.select().from(orderPaymentTypes).where(eq(orderPaymentTypes.id, id)).for('update');
        if (change.isActive === true && current) {
          await tx.update(orderPaymentTypes).set({ isActive: false }).where(eq(orderPaymentTypes.orderId, current.orderId));
          await tx.update(orders).set({ paymentType: current.method, updatedAt: new Date() }).where(eq(orders.id, current.orderId));
        }
        const [row] = await tx.update(orderPaymentTypes).set({ ...change, updatedAt: new Date() }).where(eq(orderPaymentTypes.id, id)).returning();
        return toPaymentType(row!);
      });
    },

    async savePriced(id, details, totals) {
      const [row] = await db.update(orderPaymentTypes).set({ ...details, ...totals, pricedAt: new Date(), updatedAt: new Date() })
        .where(eq(orderPaymentTypes.id, id)).returning();
      return toPaymentType(row!);
    },

    async orderForPricing(dealershipId, orderId) {
      const [row] = await db.select({ o: orderForPricingColumns, v: vehicleForPricingColumns }).from(orders).leftJoin(vehicles, eq(vehicles.id, orders.vehicleId))
        .where(and(eq(orders.dealershipId, dealershipId), eq(orders.id, orderId)));
      return row ? toOrderForPricing(row.o, row.v) : null;
    },

    async pricingReads(dealershipId, paymentTypeId, wanted) {
      // Body ids are known now: their add-ons are read alongside; the order's once it is read.
      const addOns = (accessoryIds: readonly number[], protectionIds: readonly number[]) => Promise.all([
        accessoriesOf(dealershipId, accessoryIds), plansOf(dealershipId, protectionIds),
      ]);
      const early = wanted.accessoryIds !== null && wanted.protectionIds !== null ? addOns(wanted.accessoryIds, wanted.protectionIds) : null;
      const [row] = await readForPricing.execute({ paymentTypeId, dealershipId });
      if (!row) { await early; return null; }
      const order = toOrderForPricing(row.o, row.v);
      const [accessoryRows, plans] = await (early ?? addOns(wanted.accessoryIds ?? order.accessoryIds, wanted.protectionIds ?? order.protectionIds));
      return {
        record: toPaymentType(row.pt), order, settings: row.ps ? toSettings(row.ps) : defaultPaymentSettings(dealershipId),
        fees: row.fees.map((f) => toFee(fromJson(feesAndDiscounts, f))),
        choices: row.choices.map(([feeId, included]) => ({ orderId: order.id, feeId, included })),
        incentives: row.incentives.map((i) => toIncentive(fromJson(incentives, i))),
        lender: row.lender === null ? null : lenderOfJson(row.lender),
        accessories: accessoryRows, plans,
      };
    },

    async incentives(dealershipId) {
      return (await db.select().from(incentives).where(eq(incentives.dealershipId, dealershipId)).orderBy(incentives.id)).map(toIncentive);
    },

    async incentive(dealershipId, id) {
      const [row] = await db.select().from(incentives).where(and(eq(incentives.dealershipId, dealershipId), eq(incentives.id, id)));
      return row ? toIncentive(row) : null;
    },

    async saveIncentive(dealershipId, id, fields: IncentiveFields) {
      const values = { ...fields, updatedAt: new Date() };
      const [row] = id === null
        ? await db.insert(incentives).values({ ...values, dealershipId }).returning()
        : await db.update(incentives).set(values).where(and(eq(incentives.dealershipId, dealershipId), eq(incentives.id, id))).returning();
      return toIncentive(row!);
    },

    async deleteIncentive(dealershipId, id) {
      const rows = await db.delete(incentives).where(and(eq(incentives.dealershipId, dealershipId), eq(incentives.id, id))).returning({ id: incentives.id });
      return rows.length > 0;
    },

    async setOrderIncentives(orderId, ids) {
      await db.update(orders).set({ incentives: [...ids], updatedAt: new Date() }).where(eq(orders.id, orderId));
    },

    accessories: accessoriesOf,
    protectionPlans: plansOf,

    lenders: (dealershipId) => lendersOf(dealershipId, null),

    async lender(dealershipId, id) {
      return (await lendersOf(dealershipId, id))[0] ?? null;
    },

    async saveLender(dealershipId, id, fields: LenderFields) {
      const saved = await db.transaction(async (tx) => {
        const head = { name: fields.name, kind: fields.kind, active: fields.active, updatedAt: new Date() };
        const [row] = id === null
          ? await tx.insert(lenders).values({ ...head, dealershipId }).returning({ id: lenders.id })
          : await tx.update(lenders).set(head).where(and(eq(lenders.dealershipId, dealershipId), eq(lenders.id, id))).returning({ id: lenders.id });
        const lenderId = row!.id;
        await tx.delete(lenderRates).where(eq(lenderRates.lenderId, lenderId));
        await tx.delete(lenderResiduals).where(eq(lenderResiduals.lenderId, lenderId));
        const rates = [
          ...fields.financeRates.map((r) => ({ ...r, lenderId, method: 'finance' })),
          ...fields.leaseRates.map((r) => ({ ...r, lenderId, method: 'lease' })),
        ];
        if (rates.length > 0) await tx.insert(lenderRates).values(rates);
        if (fields.residuals.length > 0) await tx.insert(lenderResiduals).values(fields.residuals.map((r) => ({ ...r, lenderId })));
        return lenderId;
      });
      return (await lendersOf(dealershipId, saved))[0]!;
    },

    async deleteLender(dealershipId, id) {
      return db.transaction(async (tx) => {
        // The settings and payment types that name it fall back to none.
        await tx.update(paymentSettings).set({ financeLenderId: null }).where(and(eq(paymentSettings.dealershipId, dealershipId), eq(paymentSettings.financeLenderId, id)));
        await tx.update(paymentSettings).set({ leaseLenderId: null }).where(and(eq(paymentSettings.dealershipId, dealershipId), eq(paymentSettings.leaseLenderId, id)));
        const rows = await tx.delete(lenders).where(and(eq(lenders.dealershipId, dealershipId), eq(lenders.id, id))).returning({ id: lenders.id });
        return rows.length > 0;
      });
    },

    async taxRates() {
      if (taxCache !== null && taxCache.until > Date.now()) return taxCache.rows;
      const rows = await db.select().from(provinceTaxes).orderBy(provinceTaxes.country, provinceTaxes.regionCode);
      if (rows.length > 0) {
        taxCache = { rows: rows.map(taxRow), until: Date.now() + TAX_CACHE_MS };
        return taxCache.rows;
      }
      // First read on a new database: the table is seeded from core/payments' own, with its sources.
      await db.insert(provinceTaxes).values(defaultTaxRows().map((r) => ({ ...r, regionCode: r.region }))).onConflictDoNothing();
      return (await db.select().from(provinceTaxes).orderBy(provinceTaxes.country, provinceTaxes.regionCode)).map(taxRow);
    },

    async saveTaxRate(region, change, userId) {
      const [row] = await db.update(provinceTaxes).set({ ...change, updatedBy: userId, updatedAt: new Date() }).where(eq(provinceTaxes.regionCode, region)).returning();
      taxCache = null;
      return row ? taxRow(row) : null;
    },
  };
}
