import type { StockStatus } from './vehicle';

/**
 * Whether a vehicle is still on its way: in transit (T), or its arrival date after `today` (both
 * YYYY-MM-DD, the store's day). Its arrival date is then when it is expected, not when it arrived,
 * and it has no days in stock yet.
 */
export function isExpected(v: { readonly arrivalDate: string; readonly stockStatus: StockStatus }, today: string): boolean {
  return v.stockStatus === 'T' || v.arrivalDate > today;
}
