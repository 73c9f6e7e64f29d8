import type { FlowChange, NewQuote, Quote, QuoteChange, QuoteFlow } from './quote';

/**
 * The quote flows of deals and their quotes. Contract (tests/conformance/quote-repository.contract.ts,
 * run on both engines): every read is scoped to a dealership
 * (another's ids are null/false); one flow per deal; `addQuote` counts and inserts with the flow's
 * row locked, so that two concurrent creates cannot make a fourth quote.
 */
export interface QuoteRepository {
  /** The deal's flow, created (draft) on first read; null when the deal is not the dealership's. */
  upsertFlow(dealershipId: number, orderId: number): Promise<QuoteFlow | null>;
  flow(dealershipId: number, flowId: number): Promise<QuoteFlow | null>;
  flowOfOrder(dealershipId: number, orderId: number): Promise<QuoteFlow | null>;
  updateFlow(dealershipId: number, flowId: number, change: FlowChange, at: Date): Promise<QuoteFlow | null>;
  /** The flow's quotes, oldest first. */
  quotes(dealershipId: number, flowId: number): Promise<readonly Quote[]>;
  quote(dealershipId: number, id: number): Promise<Quote | null>;
  /** 'limit' when the flow already holds `max` quotes (nothing written). */
  addQuote(dealershipId: number, flowId: number, quote: NewQuote, max: number, at: Date): Promise<Quote | 'limit' | null>;
  updateQuote(dealershipId: number, id: number, change: QuoteChange, at: Date): Promise<Quote | null>;
  deleteQuote(dealershipId: number, id: number): Promise<boolean>;
  /** Makes the quote the flow's primary one (applied; the others not) and the flow `selected`, in one transaction. */
  setPrimary(dealershipId: number, flowId: number, quoteId: number, at: Date): Promise<QuoteFlow | null>;
}

/** The e-mail of submitted quotes, in the customer's language (core never writes sentences). */
export interface QuoteMessages {
  quotesSubmittedEmail(language: string, p: {
    readonly customerName: string; readonly dealershipName: string; readonly message: string; readonly link: string; readonly count: number;
    readonly expiry: string | null;
  }): { readonly subject: string; readonly body: string };
}
