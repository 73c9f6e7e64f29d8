import type { DayHours, Weekday } from '@dealer-panel/core/stores/store-settings';
import type { DemoStore, StoreKey } from './demo-stores';

const open = (start: string, end: string): DayHours => ({ start, end });
/** A dealership's usual week: long Thursday evening, short Saturday; Sunday closed unless said. */
const week = (sunday: DayHours, thursdayEnd = '21:00'): Record<Weekday, DayHours> => ({
  MONDAY: open('09:00', '18:00'), TUESDAY: open('09:00', '18:00'), WEDNESDAY: open('09:00', '18:00'),
  THURSDAY: open('09:00', thursdayEnd), FRIDAY: open('09:00', '18:00'), SATURDAY: open('10:00', '16:00'), SUNDAY: sunday,
});

/** The home-dealership settings of each demo store (issue 13): hours, inventory links, deposit, systems. No disclosures. */
const SETTINGS: Readonly<Record<StoreKey, { hours: Record<Weekday, DayHours>; depositCents: number | null; depositPackage: string | null; tradeInSystem: string; creditApplicationSystem: string; discountNameEn: string; discountNameFr: string }>> = {
  qc: { hours: week(null), depositCents: 50_000, depositPackage: 'Dépôt standard', tradeInSystem: 'cbb', creditApplicationSystem: 'dealertrack', discountNameEn: 'Dealer discount', discountNameFr: 'Rabais du concessionnaire' },
  on: { hours: week(open('11:00', '17:00')), depositCents: 100_000, depositPackage: 'Standard deposit', tradeInSystem: 'autotrader_ico', creditApplicationSystem: 'routeone', discountNameEn: 'Dealer discount', discountNameFr: 'Rabais du concessionnaire' },
  vt: { hours: week(null, '19:00'), depositCents: 25_000, depositPackage: null, tradeInSystem: 'black_book', creditApplicationSystem: 'routeone', discountNameEn: 'Dealer discount', discountNameFr: '' },
};

/** The dealerships columns a demo store's settings fill. */
export function demoStoreSettings(s: DemoStore) {
  const settings = SETTINGS[s.key];
  return { ...settings, newCarsLink: `${s.website}/new`, usedCarsLink: `${s.website}/used` };
}
