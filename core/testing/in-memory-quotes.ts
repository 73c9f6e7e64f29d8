import type { PaymentMethod } from '../payments/engine/deal';
import { MAX_QUOTES, type Quote, type QuoteDetails, type QuoteFlow, type QuotePrice, type QuoteVehicle } from '../quotes/quote';
import type { QuoteRepository } from '../quotes/quote-repository';
import type { Vehicle } from '../inventory/vehicle';

/** What a quote put in a flow carries: its vehicle and method, its price; the details default to the plain ones below. */
export interface QuoteInput {
  readonly vehicle: Vehicle;
  readonly method: PaymentMethod;
  readonly price: QuotePrice;
  readonly details?: Partial<QuoteDetails>;
  /** YYYY-MM-DD; null (default): the flow's expiry applies. */
  readonly quoteExpiry?: string | null;
}

/** A flow's quotes in memory: the quote port of `submitQuotes`, with a way to open a flow and put quotes in it. */
export interface InMemoryQuotes extends Pick<QuoteRepository, 'flow' | 'flowOfOrder' | 'quotes' | 'quote' | 'updateFlow'> {
  /** The deal's flow (made on first call), `active` unless told: a draft flow takes no quotes and is not sent. */
  openFlow(dealershipId: number, orderId: number, at: Date, options?: { readonly status?: QuoteFlow['status']; readonly quoteExpiry?: string | null }): QuoteFlow;
  /** Adds a quote to a flow, as the dealer's quote builder would once priced (at most 3 per flow). */
  putQuote(flow: QuoteFlow, input: QuoteInput, at: Date): Quote;
}

const PLAIN_DETAILS: QuoteDetails = {
  term: null, downPaymentCents: 0, tradeInCreditCents: 0, tradeInOwingCents: 0, distanceAllowance: null, paymentFrequency: 'monthly',
  includeTax: true, postalCode: null, accessories: [], installAccessoryIds: [], protections: [], optionsCodeList: [], optionsPriceCents: 0,
};

const quoteVehicle = (v: Vehicle): QuoteVehicle => ({
  id: v.id, year: v.year, make: v.make, model: v.model, trim: v.trim, stockNumber: v.stockNumber, stockStatus: v.stockStatus,
  listingPriceCents: v.listingPriceCents, image: v.images[0] ?? null,
});

/** Quote flows in memory, scoped to the dealership like the app's QuoteRepository (another store's id is null). */
export function inMemoryQuotes(): InMemoryQuotes {
  const flows: QuoteFlow[] = [];
  const quotes: Quote[] = [];
  const flowAt = (dealershipId: number, id: number) => flows.findIndex((f) => f.id === id && f.dealershipId === dealershipId);
  return {
    flow: async (dealershipId, id) => flows[flowAt(dealershipId, id)] ?? null,
    flowOfOrder: async (dealershipId, orderId) => flows.find((f) => f.dealershipId === dealershipId && f.orderId === orderId) ?? null,
    quotes: async (dealershipId, flowId) => quotes.filter((q) => q.dealershipId === dealershipId && q.flowId === flowId),
    quote: async (dealershipId, id) => quotes.find((q) => q.dealershipId === dealershipId && q.id === id) ?? null,
    async updateFlow(dealershipId, id, change, at) {
      const i = flowAt(dealershipId, id);
      const flow = flows[i];
      if (flow === undefined) return null;
      const next = { ...flow, ...change, updatedAt: at };
      flows[i] = next;
      return next;
    },
    openFlow(dealershipId, orderId, at, options = {}) {
      const existing = flows.find((f) => f.dealershipId === dealershipId && f.orderId === orderId);
      if (existing !== undefined) return existing;
      const flow: QuoteFlow = {
        id: flows.length + 1, dealershipId, orderId, status: options.status ?? 'active', quoteExpiry: options.quoteExpiry ?? null,
        primaryQuoteId: null, message: null, submittedAt: null, createdAt: at, updatedAt: at,
      };
      flows.push(flow);
      return flow;
    },
    putQuote(flow, input, at) {
      if (quotes.filter((q) => q.flowId === flow.id).length >= MAX_QUOTES) throw new RangeError(`flow ${flow.id} holds ${MAX_QUOTES} quotes already`);
      if (input.vehicle.dealershipId !== flow.dealershipId) throw new RangeError(`vehicle ${input.vehicle.id} is not of dealership ${flow.dealershipId}`);
      const quote: Quote = {
        id: quotes.length + 1, dealershipId: flow.dealershipId, flowId: flow.id, orderId: flow.orderId, vehicle: quoteVehicle(input.vehicle),
        method: input.method, details: { ...PLAIN_DETAILS, ...input.details }, price: input.price, applied: false, touched: false,
        quoteExpiry: input.quoteExpiry ?? null, createdAt: at, updatedAt: at,
      };
      quotes.push(quote);
      return quote;
    },
  };
}
