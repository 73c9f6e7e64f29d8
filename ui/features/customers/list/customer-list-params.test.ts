import { describe, expect, it } from 'vitest';
import type { CustomerListParams } from './customer-list-params';
import { activeFilterCount, apiQuery, DEFAULT_LIST_PARAMS, parseListParams, toggledOrdering, toSearchString } from './customer-list-params';

const view: CustomerListParams = {
  page: 3,
  search: 'gagné',
  ordering: 'name',
  awaiting: 'dealer',
  filters: { archive_status: ['Lost', 'Sold'], payment_type: ['finance'], make: ['Honda', 'Toyota'], sales_rep: ['4', 'none'], trade_in_step: ['awaiting-dealer'] },
};

describe('the list URL', () => {
  it('is empty for the default view, so the plain list stays /customers', () => {
    expect(toSearchString(DEFAULT_LIST_PARAMS)).toBe('');
    expect(parseListParams('')).toEqual(DEFAULT_LIST_PARAMS);
  });

  it('round-trips a view through its query string', () => {
    const search = toSearchString(view);
    expect(search).toBe('search=gagn%C3%A9&awaiting=dealer&archive_status=Lost%2CSold&sales_rep=4%2Cnone&payment_type=finance&make=Honda%2CToyota&trade_in_step=awaiting-dealer&ordering=name&page=3');
    expect(parseListParams(search)).toEqual(view);
    expect(parseListParams(`?${search}`)).toEqual(view);
  });

  it('keeps the archive reason filter in the URL, and drops a reason it does not know', () => {
    const search = toSearchString({ ...DEFAULT_LIST_PARAMS, filters: { archive_status: ['Lost'], archive_reason: ['bought_elsewhere', 'price'] } });
    expect(search).toBe('archive_status=Lost&archive_reason=bought_elsewhere%2Cprice');
    expect(parseListParams(search).filters).toEqual({ archive_status: ['Lost'], archive_reason: ['bought_elsewhere', 'price'] });
    expect(parseListParams('archive_reason=moved,price').filters).toEqual({ archive_reason: ['price'] });
    expect(apiQuery(parseListParams(search))).toMatchObject({ archive_reason: 'bought_elsewhere,price' });
  });

  it('reads repeated parameters and comma lists alike, dropping empty values and duplicates', () => {
    expect(parseListParams('make=Honda&make=Toyota,,Honda&model=').filters).toEqual({ make: ['Honda', 'Toyota'] });
  });

  it('drops what a hand-typed or old link gets wrong instead of failing the page', () => {
    expect(parseListParams('page=0&ordering=-password&awaiting=everyone&payment_type=bitcoin,cash&sales_rep=abc&year=99&colour=red')).toEqual({
      ...DEFAULT_LIST_PARAMS,
      filters: { payment_type: ['cash'] },
    });
    expect(parseListParams('page=2.5').page).toBe(1);
    expect(parseListParams(`search=${'x'.repeat(150)}`).search).toHaveLength(100);
  });

  it('is what the API is sent, with the page always given', () => {
    expect(apiQuery(DEFAULT_LIST_PARAMS)).toEqual({ page: 1 });
    expect(apiQuery(view, 7)).toMatchObject({ page: 7, search: 'gagné', make: 'Honda,Toyota', ordering: 'name' });
  });

  it('counts the filters set, search aside', () => {
    expect(activeFilterCount(view)).toBe(6);
    expect(activeFilterCount({ ...DEFAULT_LIST_PARAMS, search: 'x' })).toBe(0);
  });
});

describe('sorting by a column header', () => {
  it('goes ascending, then descending, then ascending again', () => {
    expect(toggledOrdering('-created', 'name')).toBe('name');
    expect(toggledOrdering('name', 'name')).toBe('-name');
    expect(toggledOrdering('-name', 'name')).toBe('name');
  });

  it('starts the created column newest first, the default', () => {
    expect(toggledOrdering('name', 'created')).toBe('-created');
    expect(toggledOrdering('-created', 'created')).toBe('created');
  });
});
