import type { Condition, StockStatus } from '../inventory/vehicle';
import { CONDITIONS } from '../inventory/vehicle';
import { paramReader, parseOrdering, type RawQuery, type QueryParamCode } from '../shared/query-params';
import type { FieldErrors } from '../shared/validation';

/** The report's sortable columns; `days` sorts by days in stock (the arrival date, reversed). */
export const REPORT_ORDER_FIELDS = ['price', 'cost', 'days', 'last_change', 'year', 'make', 'stock_number'] as const;
export type ReportOrderField = (typeof REPORT_ORDER_FIELDS)[number];

export const REPORT_PAGE_SIZE = 25;
/** The CSV holds at most this many vehicles (the first ones in the report's order); the answer says when it stopped. */
export const REPORT_EXPORT_CAP = 20_000;

/** The filters of /pricing-report (the URL's query), every one optional. */
export interface PricingReportQuery {
  readonly page: number;
  readonly make: string | null;
  readonly model: string | null;
  readonly condition: Condition | null;
  readonly yearMin: number | null;
  readonly yearMax: number | null;
  readonly daysMin: number | null;
  readonly daysMax: number | null;
  /** A stock number or VIN prefix, or words of the vehicle's name. */
  readonly search: string;
  readonly ordering: { readonly field: ReportOrderField; readonly descending: boolean };
}

/** One vehicle of the report as SQL reads it (not sold), money in cents. */
export interface PricingReportRow {
  readonly vehicleId: number;
  readonly stockNumber: string;
  readonly vin: string;
  readonly year: number;
  readonly make: string;
  readonly model: string;
  readonly trim: string;
  readonly condition: Condition;
  readonly stockStatus: StockStatus;
  readonly listingPriceCents: number;
  readonly msrpCents: number | null;
  readonly costCents: number | null;
  /** YYYY-MM-DD */
  readonly arrivalDate: string;
  readonly lastChange: { readonly at: Date; readonly oldCents: number; readonly newCents: number } | null;
}

/** One entry of a vehicle's price history: an apply or an undo of a price profile. */
export interface PriceHistoryEntry {
  readonly at: Date;
  readonly kind: 'apply' | 'undo';
  readonly batchId: number;
  readonly profileName: string;
  readonly oldCents: number;
  readonly newCents: number;
  readonly by: string | null;
}

/**
 * The report's reads. Contract: scoped to `dealershipId`, sold vehicles left out, filtering,
 * sorting (ties by id), counting and paging in the database; `today` (YYYY-MM-DD) is the day days
 * in stock count to.
 */
export interface PricingReportReader {
  page(dealershipId: number, query: PricingReportQuery, today: string, limit: number): Promise<{ readonly count: number; readonly rows: readonly PricingReportRow[] }>;
  /** At most `cap` rows in the report's order, from the first. */
  exportRows(dealershipId: number, query: PricingReportQuery, today: string, cap: number): Promise<readonly PricingReportRow[]>;
  /** The vehicle's price changes, newest first; null when the vehicle is not the dealership's. */
  history(dealershipId: number, vehicleId: number): Promise<readonly PriceHistoryEntry[] | null>;
}

/** The report's query from the URL: every bad parameter is named (400), none throws. */
export function parseReportQuery(raw: RawQuery): { readonly ok: true; readonly query: PricingReportQuery } | { readonly ok: false; readonly errors: FieldErrors<QueryParamCode> } {
  const r = paramReader(raw);
  const page = r.integer('page', 1, 1, 100_000, 'list.page_invalid');
  const condition = r.choices<Condition>('condition', CONDITIONS);
  if (condition !== null && condition.length > 1) r.fail('condition', 'list.too_long');
  const yearMin = r.integer('year_min', 0, 1900, 2100);
  const yearMax = r.integer('year_max', 0, 1900, 2100);
  const daysMin = r.integer('days_min', -1, 0, 100_000);
  const daysMax = r.integer('days_max', -1, 0, 100_000);
  const orderingText = r.text('ordering', 20);
  const ordering = orderingText === '' ? { field: 'stock_number' as const, descending: false } : parseOrdering(orderingText, REPORT_ORDER_FIELDS);
  if (ordering === null) r.fail('ordering', 'list.ordering_invalid');
  const make = r.text('make', 60);
  const model = r.text('model', 60);
  const search = r.text('search', 60);
  const errors = r.failed();
  if (errors !== null || ordering === null) return { ok: false, errors: errors ?? { ordering: ['list.ordering_invalid'] } };
  return {
    ok: true,
    query: {
      page, make: make === '' ? null : make, model: model === '' ? null : model, condition: condition?.[0] ?? null,
      yearMin: yearMin === 0 ? null : yearMin, yearMax: yearMax === 0 ? null : yearMax,
      daysMin: daysMin < 0 ? null : daysMin, daysMax: daysMax < 0 ? null : daysMax, search, ordering,
    },
  };
}
