import { and, asc, count, eq, sql } from 'drizzle-orm';
import type { PaymentMethod } from '@dealer-panel/core/payments/engine/deal';
import type { PaymentFrequency } from '@dealer-panel/core/payments/engine/frequency';
import type { FlowChange, FlowStatus, Quote, QuoteChange, QuoteDetails, QuoteFlow } from '@dealer-panel/core/quotes/quote';
import type { QuoteRepository } from '@dealer-panel/core/quotes/quote-repository';
import type { Db } from '../shared/database';
import { vehicles } from '../inventory/schema';
import { orders } from '../orders/schema';
import { quoteFlows, quotes, type StoredQuoteDetails } from './schema';

type FlowRow = typeof quoteFlows.$inferSelect;

const flowOf = (r: FlowRow): QuoteFlow => ({
  id: r.id, dealershipId: r.dealershipId, orderId: r.orderId, status: r.status as FlowStatus, quoteExpiry: r.quoteExpiry,
  primaryQuoteId: r.primaryQuoteId, message: r.message, submittedAt: r.submittedAt, createdAt: r.createdAt, updatedAt: r.updatedAt,
});

const stored = (d: QuoteDetails): StoredQuoteDetails => ({
  ...d, accessories: [...d.accessories], installAccessoryIds: [...d.installAccessoryIds], protections: [...d.protections], optionsCodeList: [...d.optionsCodeList],
});

const QUOTE_COLUMNS = {
  q: quotes,
  v: { id: vehicles.id, year: vehicles.year, make: vehicles.make, model: vehicles.model, trim: vehicles.trim, stockNumber: vehicles.stockNumber, stockStatus: vehicles.stockStatus, listingPriceCents: vehicles.listingPriceCents, images: vehicles.images },
};
type QuoteRow = { q: typeof quotes.$inferSelect; v: { id: number; year: number; make: string; model: string; trim: string; stockNumber: string; stockStatus: string; listingPriceCents: number; images: string[] } };

const quoteOf = ({ q, v }: QuoteRow): Quote => ({
  id: q.id, dealershipId: q.dealershipId, flowId: q.flowId, orderId: q.orderId, method: q.method as PaymentMethod,
  vehicle: { id: v.id, year: v.year, make: v.make, model: v.model, trim: v.trim, stockNumber: v.stockNumber, stockStatus: v.stockStatus, listingPriceCents: v.listingPriceCents, image: v.images[0] ?? null },
  details: { ...q.details, paymentFrequency: q.details.paymentFrequency as PaymentFrequency },
  price: { paymentCents: q.paymentCents, sellingPriceCents: q.sellingPriceCents, totalTaxesCents: q.totalTaxesCents, apr: q.apr, numberOfPayments: q.numberOfPayments },
  applied: q.applied, touched: q.touched, quoteExpiry: q.quoteExpiry, createdAt: q.createdAt, updatedAt: q.updatedAt,
});

/** Quote flows and quotes in PostgreSQL or PGlite; a quote is always read with its vehicle. */
export function drizzleQuoteRepository(db: Db): QuoteRepository {
  const selectQuotes = () => db.select(QUOTE_COLUMNS).from(quotes).innerJoin(vehicles, eq(vehicles.id, quotes.vehicleId));
  const oneQuote = async (dealershipId: number, id: number) => {
    const [row] = await selectQuotes().where(and(eq(quotes.dealershipId, dealershipId), eq(quotes.id, id))).limit(1);
    return row === undefined ? null : quoteOf(row as QuoteRow);
  };
  const oneFlow = async (where: ReturnType<typeof and>) => {
    const [row] = await db.select().from(quoteFlows).where(where).limit(1);
    return row === undefined ? null : flowOf(row);
  };
  return {
    async upsertFlow(dealershipId, orderId) {
      const [order] = await db.select({ id: orders.id }).from(orders).where(and(eq(orders.dealershipId, dealershipId), eq(orders.id, orderId))).limit(1);
      if (order === undefined) return null;
      await db.insert(quoteFlows).values({ dealershipId, orderId }).onConflictDoNothing({ target: quoteFlows.orderId });
      return oneFlow(and(eq(quoteFlows.dealershipId, dealershipId), eq(quoteFlows.orderId, orderId)));
    },
    flow: (dealershipId, id) => oneFlow(and(eq(quoteFlows.dealershipId, dealershipId), eq(quoteFlows.id, id))),
    flowOfOrder: (dealershipId, orderId) => oneFlow(and(eq(quoteFlows.dealershipId, dealershipId), eq(quoteFlows.orderId, orderId))),
    async updateFlow(dealershipId, id, c: FlowChange, at) {
      const [row] = await db.update(quoteFlows).set({
        ...(c.status === undefined ? {} : { status: c.status }),
        ...(c.quoteExpiry === undefined ? {} : { quoteExpiry: c.quoteExpiry }),
        ...(c.message === undefined ? {} : { message: c.message }),
        ...(c.submittedAt === undefined ? {} : { submittedAt: c.submittedAt }),
        updatedAt: at,
      }).where(and(eq(quoteFlows.dealershipId, dealershipId), eq(quoteFlows.id, id))).returning();
      return row === undefined ? null : flowOf(row);
    },
    async quotes(dealershipId, flowId) {
      const rows = await selectQuotes().where(and(eq(quotes.dealershipId, dealershipId), eq(quotes.flowId, flowId))).orderBy(asc(quotes.id));
      return rows.map((r) => quoteOf(r as QuoteRow));
    },
    quote: oneQuote,
    async addQuote(dealershipId, flowId, q, max, at) {
      const id = await db.transaction(async (tx) => {
        // The flow's row locked: two creates at once count one after the other.
        const [flow] = await tx.select({ id: quoteFlows.id, orderId: quoteFlows.orderId }).from(quoteFlows)
          .where(and(eq(quoteFlows.dealershipId, dealershipId), eq(quoteFlows.id, flowId))).for('update');
        if (flow === undefined) return null;
        const [held] = await tx.select({ n: count() }).from(quotes).where(eq(quotes.flowId, flowId));
        if ((held?.n ?? 0) >= max) return 'limit' as const;
        const [row] = await tx.insert(quotes).values({
          dealershipId, flowId, orderId: flow.orderId, vehicleId: q.vehicleId, method: q.method, details: stored(q.details),
          paymentCents: q.price.paymentCents, sellingPriceCents: q.price.sellingPriceCents, totalTaxesCents: q.price.totalTaxesCents,
          apr: q.price.apr, numberOfPayments: q.price.numberOfPayments, quoteExpiry: q.quoteExpiry, createdAt: at, updatedAt: at,
        }).returning({ id: quotes.id });
        return row?.id ?? null;
      });
      return id === null || id === 'limit' ? id : oneQuote(dealershipId, id);
    },
    async updateQuote(dealershipId, id, c: QuoteChange, at) {
      const updated = await db.update(quotes).set({
        ...(c.vehicleId === undefined ? {} : { vehicleId: c.vehicleId }),
        ...(c.method === undefined ? {} : { method: c.method }),
        ...(c.details === undefined ? {} : { details: stored(c.details) }),
        ...(c.price === undefined ? {} : {
          paymentCents: c.price.paymentCents, sellingPriceCents: c.price.sellingPriceCents, totalTaxesCents: c.price.totalTaxesCents,
          apr: c.price.apr, numberOfPayments: c.price.numberOfPayments,
        }),
        ...(c.quoteExpiry === undefined ? {} : { quoteExpiry: c.quoteExpiry }),
        ...(c.touched === undefined ? {} : { touched: c.touched }),
        updatedAt: at,
      }).where(and(eq(quotes.dealershipId, dealershipId), eq(quotes.id, id))).returning({ id: quotes.id });
      return updated.length === 0 ? null : oneQuote(dealershipId, id);
    },
    async deleteQuote(dealershipId, id) {
      return db.transaction(async (tx) => {
        const [row] = await tx.delete(quotes).where(and(eq(quotes.dealershipId, dealershipId), eq(quotes.id, id))).returning({ flowId: quotes.flowId });
        if (row === undefined) return false;
        await tx.update(quoteFlows).set({ primaryQuoteId: null }).where(and(eq(quoteFlows.id, row.flowId), eq(quoteFlows.primaryQuoteId, id)));
        return true;
      });
    },
    async setPrimary(dealershipId, flowId, quoteId, at) {
      return db.transaction(async (tx) => {
        const [row] = await tx.update(quoteFlows).set({ primaryQuoteId: quoteId, status: 'selected', updatedAt: at })
          .where(and(eq(quoteFlows.dealershipId, dealershipId), eq(quoteFlows.id, flowId))).returning();
        if (row === undefined) return null;
        await tx.update(quotes).set({ applied: sql`${quotes.id} = ${quoteId}`, updatedAt: at }).where(eq(quotes.flowId, flowId));
        return flowOf(row);
      });
    },
  };
}
