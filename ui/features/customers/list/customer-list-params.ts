import { AWAITING_FILTERS, CUSTOMER_ORDER_FIELDS } from '@dealer-panel/core/customers/customer-list-query';
import type { AwaitingFilter } from '@dealer-panel/core/customers/customer-list-query';
import { DEFAULT_CUSTOMER_ORDERING } from '@dealer-panel/core/customers/parse-customer-list-query';
import { MAX_SEARCH_LENGTH } from '@dealer-panel/core/shared/search-text';
import { listValues, parseOrdering, singleValue } from '@dealer-panel/core/shared/query-params';
import type { QueryParams } from '../../../../adapters/di/tokens';
import { FILTER_KEYS, knownFilterValues } from './list-filters';
import type { FilterKey } from './list-filters';

/** Everything that decides which customers the list shows: the URL's query string, parsed. */
export interface CustomerListParams {
  /** 1-based. */
  readonly page: number;
  readonly search: string;
  /** `created`, `-created`, `name`…: a minus means descending. */
  readonly ordering: string;
  readonly awaiting: AwaitingFilter;
  /** Only the filters with values; absent means "not filtered" (archive_status: Active). */
  readonly filters: Readonly<Partial<Record<FilterKey, readonly string[]>>>;
}

export const DEFAULT_LIST_PARAMS: CustomerListParams = { page: 1, search: '', ordering: DEFAULT_CUSTOMER_ORDERING, awaiting: 'all', filters: {} };

const MAX_PAGE = 100_000;

/**
 * Reads a query string leniently: a link may be old or typed by hand, so an unknown parameter or
 * value is dropped rather than failing the whole page (the server would answer 400 naming it).
 * The names and the comma-joined lists are the API's own, so the URL is the list query.
 */
export function parseListParams(search: string | URLSearchParams): CustomerListParams {
  const query = typeof search === 'string' ? new URLSearchParams(search) : search;
  const raw: Record<string, string[]> = {};
  for (const [key, value] of query) (raw[key] ??= []).push(value);
  const page = Number(singleValue(raw, 'page') ?? '1');
  const ordering = singleValue(raw, 'ordering') ?? DEFAULT_CUSTOMER_ORDERING;
  const awaiting = singleValue(raw, 'awaiting') as AwaitingFilter | undefined;
  const filters: Partial<Record<FilterKey, readonly string[]>> = {};
  for (const key of FILTER_KEYS) {
    const values = [...new Set(listValues(raw, key))].filter((value) => knownFilterValues(key, value));
    if (values.length > 0) filters[key] = values;
  }
  return {
    page: Number.isSafeInteger(page) && page >= 1 && page <= MAX_PAGE ? page : 1,
    search: [...(singleValue(raw, 'search') ?? '')].slice(0, MAX_SEARCH_LENGTH).join(''),
    ordering: parseOrdering(ordering, CUSTOMER_ORDER_FIELDS) === null ? DEFAULT_CUSTOMER_ORDERING : ordering,
    awaiting: awaiting !== undefined && (AWAITING_FILTERS as readonly string[]).includes(awaiting) ? awaiting : 'all',
    filters,
  };
}

/**
 * The query of a view, defaults left out (page 1, no search, newest first, everybody): the plain
 * list is `/customers` and every other view has a short, stable URL (keys in a fixed order).
 */
export function listQuery(params: CustomerListParams): Readonly<Record<string, string>> {
  const out: Record<string, string> = {};
  if (params.search.trim() !== '') out['search'] = params.search.trim();
  if (params.awaiting !== 'all') out['awaiting'] = params.awaiting;
  for (const key of FILTER_KEYS) {
    const values = params.filters[key];
    if (values && values.length > 0) out[key] = values.join(',');
  }
  if (params.ordering !== DEFAULT_CUSTOMER_ORDERING) out['ordering'] = params.ordering;
  if (params.page !== 1) out['page'] = String(params.page);
  return out;
}

/** The query string of a view, without "?" ('' for the default view). */
export function toSearchString(params: CustomerListParams): string {
  return new URLSearchParams(listQuery(params)).toString();
}

/** What GET customer/ is sent: the same names and values, the page always given. */
export function apiQuery(params: CustomerListParams, page = params.page): QueryParams {
  return { ...listQuery(params), page };
}

export function sameParams(a: CustomerListParams, b: CustomerListParams): boolean {
  return toSearchString(a) === toSearchString(b);
}

/** How many filters are set (the filter button's badge); search and paging are not filters. */
export function activeFilterCount(params: CustomerListParams): number {
  return Object.values(params.filters).filter((values) => values.length > 0).length + (params.awaiting === 'all' ? 0 : 1);
}

/** The next ordering when a column header is clicked: ascending first, then descending. */
export function toggledOrdering(current: string, field: string): string {
  if (current === field) return `-${field}`;
  if (current === `-${field}`) return field;
  return field === 'created' ? '-created' : field;
}
