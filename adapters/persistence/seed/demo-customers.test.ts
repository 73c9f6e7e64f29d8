import { describe, expect, it } from 'vitest';
import { email } from '@dealer-panel/core/shared/validation/email';
import { name } from '@dealer-panel/core/shared/validation/name';
import { ARCHIVE_STATUSES, CUSTOMERS_PER_STORE, demoCustomers, LEAD_TYPES } from './demo-customers';
import { store } from './demo-stores';

const now = new Date('2026-04-15T14:30:00.000Z');
const reps = [{ id: 11, weight: 1 }, { id: 12, weight: 1 }, { id: 13, weight: 0.3 }];

describe('demoCustomers', () => {
  it('is reproducible: the same store, reps and time give the same customers', () => {
    expect(demoCustomers(store('qc'), reps, now)).toEqual(demoCustomers(store('qc'), reps, now));
    expect(demoCustomers(store('qc'), reps, now)).not.toEqual(demoCustomers(store('on'), reps, now));
  });

  it('gives no two customers of a store the same phone digits (likely duplicates are seeded on purpose, not by chance)', () => {
    for (const key of ['qc', 'on', 'vt'] as const) {
      const digits = demoCustomers(store(key), reps, now).map((c) => c.phone.replace(/\D/g, '')).filter((d) => d !== '');
      expect(digits.length, key).toBeGreaterThan(90);
      expect(new Set(digits).size, key).toBe(digits.length);
      expect(digits.every((d) => /^\d{3}55501\d{2}$/.test(d)), key).toBe(true);
    }
  });

  it('moves with `now`: every date shifts by the same amount', () => {
    const later = new Date(now.getTime() + 86_400_000);
    const [a, b] = [demoCustomers(store('on'), reps, now), demoCustomers(store('on'), reps, later)];
    expect(b.map((c) => c.createdAt.getTime() - a[b.indexOf(c)]!.createdAt.getTime())).toEqual(b.map(() => 86_400_000));
  });

  it('writes French names with their accents for the Québec store, and valid names and e-mails everywhere', () => {
    const quebec = demoCustomers(store('qc'), reps, now);
    expect(quebec).toHaveLength(CUSTOMERS_PER_STORE);
    expect(quebec.filter((c) => /[À-ÿ]/.test(c.firstName + c.lastName)).length).toBeGreaterThan(30);
    expect(quebec.filter((c) => c.language === 'fr_CA').length).toBeGreaterThan(70);
    for (const key of ['qc', 'on', 'vt'] as const) {
      for (const c of demoCustomers(store(key), reps, now)) {
        expect(name(c.firstName), c.firstName).toBeNull();
        expect(name(c.lastName), c.lastName).toBeNull();
        expect(email(c.email), c.email).toBeNull();
        expect(c.email).toMatch(/^$|^[a-z0-9._-]+@example\.(com|net|org)$/);
      }
    }
  });

  it('uses every lead type and status, leaves some customers unassigned and gives the excluded rep fewer', () => {
    const all = (['qc', 'on', 'vt'] as const).flatMap((key) => demoCustomers(store(key), reps, now));
    expect(new Set(all.map((c) => c.leadType))).toEqual(new Set(LEAD_TYPES));
    expect(new Set(all.map((c) => c.archiveStatus))).toEqual(new Set(ARCHIVE_STATUSES));
    const byRep = (id: number | null) => all.filter((c) => c.salesRepId === id).length;
    expect(byRep(null)).toBeGreaterThan(10);
    expect(byRep(13)).toBeLessThan(byRep(11));
    expect(byRep(13)).toBeGreaterThan(0);
  });

  it('keeps US customers in Vermont with 5-digit ZIP codes and the 802 area code', () => {
    for (const c of demoCustomers(store('vt'), reps, now)) {
      expect(c.provinceCode).toBe('VT');
      expect(c.postalCode).toMatch(/^05\d{3}$/);
      expect(c.phone).toMatch(/^$|^802/);
      expect(c.language).toBe('en_US');
    }
  });
});
