import * as E from 'fp-ts/Either';
import { VirtualTimeScheduler } from 'rxjs';
import { describe, expect, it } from 'vitest';
import type { FlowQuotesResponse, QuoteRequest, QuoteResponse } from '../../../adapters/http/contract/quotes/quotes';
import { createQuoteBuilderViewModel, QUOTE_DEBOUNCE_MS, sameValue, type QuoteBuilderState, type ReadyState } from './quote-builder-view-model';
import type { QuotesPort } from './quotes-port';

const settle = async () => { for (let i = 0; i < 5; i += 1) await new Promise((r) => setTimeout(r, 0)); };
const quote = (id: number, term: number, payment: string): QuoteResponse => ({
  id, praq_flow: 1, order: 9, inventory: 4, vehicle: { id: 4, year: 2024, make: 'Honda', model: 'Civic', trim: 'Sport', stock_number: 'A1', stock_status: 'I', listing_price: '31999.00', image: null },
  method: 'finance', term, down_payment: '1000.00', trade_in_credit: '0.00', trade_in_owing: '0.00', distance_allowance: null, payment_frequency: 'monthly',
  include_tax: true, postal_code: null, accessories: [], install_accessories_ids: [], protections: [], options_code_list: [], options_price: '0.00',
  payment, selling_price: '31999.00', total_taxes: '4159.87', apr: '5.99', number_of_payments: term, applied: false, touched: false, quote_expiry: null, updated: '',
});
const flowOf = (results: QuoteResponse[]): FlowQuotesResponse => ({
  id: 1, order: 9, status: 'active', quote_expiry: null, primary_quote: null, message: null, submitted_at: null, results, count: results.length,
  quotes_with_available_vehicle_count: results.length, has_identical_quotes: false, has_quotes_touched: false, has_quotes_expire_date_set: false,
  is_max_number_of_quotes_reached: results.length >= 3, max_number_of_quotes: 3, today: '2026-06-01',
});
const refused = { status: 400, code: 'invalid_input', detail: null, errors: { term: ['term.invalid'] }, retryAfterSeconds: null, handled: false };

function setup(failUpdates = false) {
  const scheduler = new VirtualTimeScheduler();
  let current = flowOf([quote(1, 60, '620.00')]);
  const updates: { id: number; body: QuoteRequest }[] = [];
  const port: QuotesPort = {
    upsert: async () => E.right(current), flow: async () => E.right(current), quote: async (id) => E.right(quote(id, 60, '620.00')), activate: async () => E.right(current),
    create: async () => E.left({ ...refused, status: 409, code: 'quote_limit_reached', errors: {} }),
    update: async (id, body) => {
      updates.push({ id, body });
      if (failUpdates) return E.left(refused);
      const q = { ...quote(id, Number(body.term), '750.00'), touched: true };
      current = flowOf([q]);
      return E.right(q);
    },
    remove: async () => E.right(null), reset: async (id) => E.right(quote(id, 60, '620.00')),
    difference: async (id) => E.right({ quote: id, payment: '620.00', reference_quote: null, reference_payment: null, difference: null }),
    updateExpiry: async () => E.right(current), submit: async () => E.right({ ...current, status: 'submitted' }), searchVehicles: async () => E.right({ results: [] }),
  };
  const vm = createQuoteBuilderViewModel(port, 9, scheduler);
  let state: QuoteBuilderState = { kind: 'loading' };
  vm.state$.subscribe((s) => { state = s; });
  return { vm, scheduler, updates, ready: () => state as ReadyState };
}

describe('quote builder view model', () => {
  it('ignores a value equal to the quote\'s (money compared as amounts)', async () => {
    const { vm, scheduler, updates, ready } = setup();
    await vm.start();
    vm.change(1, 'term', 60);
    vm.change(1, 'down_payment', '1000');
    scheduler.flush();
    await settle();
    expect(updates).toEqual([]);
    expect(ready().pending[1] ?? {}).toEqual({});
    expect(sameValue(quote(1, 60, '1'), 'down_payment', '1000.0')).toBe(true);
  });

  it('prices once, 500 ms after the last change, with the last value', async () => {
    const { vm, scheduler, updates, ready } = setup();
    await vm.start();
    vm.change(1, 'term', 48);
    scheduler.maxFrames = QUOTE_DEBOUNCE_MS - 1;
    scheduler.flush();
    vm.change(1, 'term', 72);
    expect(ready().pending[1]).toEqual({ term: 72 });
    expect(updates).toEqual([]);
    scheduler.maxFrames = Infinity;
    scheduler.flush();
    await settle();
    expect(updates).toEqual([{ id: 1, body: { term: 72 } }]);
    expect(ready().flow.results[0]).toMatchObject({ term: 72, payment: '750.00' });
    expect(ready().pending[1]).toEqual({});
  });

  it('a refusal restores the old value and says why by the field', async () => {
    const { vm, scheduler, ready } = setup(true);
    await vm.start();
    vm.change(1, 'term', 84);
    scheduler.flush();
    await settle();
    expect(ready().pending[1]).toEqual({});
    expect(ready().flow.results[0]?.term).toBe(60);
    expect(ready().errors[1]).toEqual({ term: ['term.invalid'] });
  });

  it('a 4th quote refused by the server shows the named problem', async () => {
    const { vm, ready } = setup();
    await vm.start();
    expect(await vm.add(null, 'cash')).toBe(false);
    expect(ready().problem).toEqual({ code: 'quote_limit_reached', retryAfterSeconds: null });
  });
});
