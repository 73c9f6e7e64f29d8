import { describe, expect, it } from 'vitest';
import { fakeClock } from '../access/testing/in-memory-ports';
import type { StoreSettings } from '../stores/store-settings';
import { storeToday } from './pricing-date';

const at = (iso: string) => fakeClock(new Date(iso));
const withZone = (timeZone: string | null) => ({ settings: async () => ({ country: 'US', provinceCode: 'CA', calendar: { timeZone, appointmentMinutes: 60 } }) as unknown as StoreSettings });

describe('the pricing date is the store\'s own', () => {
  it('at a UTC midnight boundary: a store west of UTC is still on the day before', async () => {
    const store = { id: 1, country: 'US' as const, provinceCode: 'CA' };
    expect(await storeToday({ clock: at('2027-01-01T03:00:00Z') }, store)).toBe('2026-12-31'); // Los Angeles, 19:00
    expect(await storeToday({ clock: at('2027-01-01T08:00:00Z') }, store)).toBe('2027-01-01'); // Los Angeles, 00:00
    expect(await storeToday({ clock: at('2027-01-01T04:59:59Z') }, { ...store, provinceCode: 'NY' })).toBe('2026-12-31');
    expect(await storeToday({ clock: at('2027-01-01T05:00:00Z') }, { ...store, provinceCode: 'NY' })).toBe('2027-01-01');
    expect(await storeToday({ clock: at('2027-01-01T03:00:00Z') }, { id: 2, country: 'CA', provinceCode: 'QC' })).toBe('2026-12-31');
  });
  it('the zone of the store\'s page wins over its state\'s; none set, its state\'s', async () => {
    const store = { id: 1, country: 'US' as const, provinceCode: 'CA' };
    expect(await storeToday({ clock: at('2027-01-01T03:00:00Z'), stores: withZone('Asia/Tokyo') }, store)).toBe('2027-01-01');
    expect(await storeToday({ clock: at('2027-01-01T03:00:00Z'), stores: withZone(null) }, store)).toBe('2026-12-31');
  });
});
