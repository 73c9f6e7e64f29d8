import type { Country } from '../access/dealership';
import { storeTimeZone } from '../stores/calendar-settings';
import { defaultTimeZone } from '../stores/time-zones';
import { localDateTime } from '../shared/zoned-time';
import type { Clock } from '../shared/ports/clock';
import type { StoreRepository } from '../stores/store-repository';

export interface PricingDateDeps {
  readonly clock: Clock;
  /** The store's settings, for its own time zone; absent: the zone of its province or state. */
  readonly stores?: Pick<StoreRepository, 'settings'>;
}

/**
 * The pricing date (YYYY-MM-DD) that picks a local tax rate and says whether an incentive is in
 * force: the store's own date, in its time zone (the dealership page's `time_zone`, else its
 * province's or state's main zone, as its appointments use), never UTC's. A Los Angeles store at
 * 17:00 on December 31 prices with December 31, not with the UTC date of January 1 (issue 32).
 */
export async function storeToday(deps: PricingDateDeps, store: { readonly id: number; readonly country: Country; readonly provinceCode: string }): Promise<string> {
  const settings = deps.stores === undefined ? null : await deps.stores.settings(store.id);
  const zone = settings === null ? defaultTimeZone(store.country, store.provinceCode) : storeTimeZone(settings);
  return dateIn(deps.clock.now(), zone);
}

/**
 * The date in `zone` at `now`, remembered per zone for the UTC minute it was read in: a zone's date
 * turns on a whole minute (every offset in force today is a whole number of minutes), so the same
 * minute gives the same date (issue 34.4: formatting it was 3 % of a price's CPU).
 */
const lastDates = new Map<string, { readonly minute: number; readonly date: string }>();
function dateIn(now: Date, zone: string): string {
  const minute = Math.floor(now.getTime() / 60_000);
  const known = lastDates.get(zone);
  if (known !== undefined && known.minute === minute) return known.date;
  const { date } = localDateTime(now, zone);
  if (lastDates.size >= 1_000) lastDates.clear();
  lastDates.set(zone, { minute, date });
  return date;
}
