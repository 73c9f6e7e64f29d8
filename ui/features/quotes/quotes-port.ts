import type { DifferenceResponse, FlowQuotesResponse, QuoteRequest, QuoteResponse } from '../../../adapters/http/contract/quotes/quotes';
import type { VehicleBody } from '../../../adapters/http/contract/inventory/inventory';
import type { Answer } from '../../shared/answer';

/** A deal's quote flow over HTTP (bound in quotes-module.ts). */
export interface QuotesPort {
  /** The deal's flow (made on first read). */
  upsert(orderId: number): Answer<FlowQuotesResponse>;
  flow(flowId: number): Answer<FlowQuotesResponse>;
  /** One quote of the store. */
  quote(id: number): Answer<QuoteResponse>;
  activate(flowId: number): Answer<FlowQuotesResponse>;
  create(flowId: number, body: QuoteRequest): Answer<QuoteResponse>;
  update(id: number, body: QuoteRequest): Answer<QuoteResponse>;
  remove(id: number): Answer<unknown>;
  reset(id: number): Answer<QuoteResponse>;
  difference(id: number): Answer<DifferenceResponse>;
  updateExpiry(flowId: number, date: string | null): Answer<FlowQuotesResponse>;
  submit(flowId: number, message: string): Answer<FlowQuotesResponse>;
  /** The store's vehicles matching words (first page). */
  searchVehicles(search: string): Answer<{ readonly results: readonly VehicleBody[] }>;
}
