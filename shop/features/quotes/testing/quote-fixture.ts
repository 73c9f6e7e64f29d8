import type { FlowQuotesResponse, QuoteResponse } from '../../../../adapters/http/contract/quotes/quotes';

/** A quote and a flow as the server sends them, for the view tests. */
export const quote = (id: number, over: Partial<QuoteResponse> = {}): QuoteResponse => ({
  id, praq_flow: 1, order: 9, inventory: 4, vehicle: { id: 4, year: 2024, make: 'Honda', model: 'Civic', trim: 'Sport', stock_number: 'A1', stock_status: 'I', listing_price: '31999.00', image: null },
  method: 'finance', term: 60, down_payment: '1000.00', trade_in_credit: '0.00', trade_in_owing: '0.00', distance_allowance: null, payment_frequency: 'monthly',
  include_tax: true, postal_code: null, accessories: [], install_accessories_ids: [], protections: [], options_code_list: [], options_price: '0.00',
  payment: '620.00', selling_price: '31999.00', total_taxes: '4159.87', apr: '5.99', number_of_payments: 60, applied: false, touched: false, quote_expiry: null, updated: '',
  ...over,
});
export const flowOf = (results: QuoteResponse[], over: Partial<FlowQuotesResponse> = {}): FlowQuotesResponse => ({
  id: 1, order: 9, status: 'submitted', quote_expiry: null, primary_quote: null, message: null, submitted_at: null, results, count: results.length,
  quotes_with_available_vehicle_count: results.length, has_identical_quotes: false, has_quotes_touched: false, has_quotes_expire_date_set: false,
  is_max_number_of_quotes_reached: results.length >= 3, max_number_of_quotes: 3, today: '2026-06-01', ...over,
});
