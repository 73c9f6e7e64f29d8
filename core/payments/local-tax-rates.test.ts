import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import * as E from 'fp-ts/Either';
import { ratioText } from './engine/ratio';
import { parseLocalTaxRow, pickLocalRate, type LocalTaxRow } from './local-tax-rates';

const row = (zipPrefix: string, percent: string, effectiveFrom: string): LocalTaxRow => ({ zipPrefix, percent, effectiveFrom });

describe("a store's local rates by ZIP", () => {
  const rows = [row('3', '1', '2024-01-01'), row('331', '1.5', '2024-01-01'), row('331', '2', '2025-07-01'), row('33101', '2.5', '2026-01-01')];
  it('picks the longest matching prefix, then the latest effective date on or before the deal', () => {
    const picked = pickLocalRate(rows, '33102', '2025-06-30');
    expect(picked).toMatchObject({ zipPrefix: '331', effectiveFrom: '2024-01-01' });
    expect(picked === null ? null : ratioText(picked.percent)).toBe('1.5');
    expect(pickLocalRate(rows, '33102', '2025-07-01')).toMatchObject({ zipPrefix: '331', effectiveFrom: '2025-07-01' });
    expect(pickLocalRate(rows, '33101-1234', '2026-01-01')).toMatchObject({ zipPrefix: '33101' });
    // the whole ZIP's row is not in force yet: the prefix's applies
    expect(pickLocalRate(rows, '33101', '2025-12-31')).toMatchObject({ zipPrefix: '331', effectiveFrom: '2025-07-01' });
    expect(pickLocalRate(rows, '34000', '2025-01-01')).toMatchObject({ zipPrefix: '3' });
    expect(pickLocalRate(rows, '90210', '2025-01-01')).toBeNull();
    expect(pickLocalRate(rows, '33101', '2023-12-31')).toBeNull();
  });
  it('never picks a row after the deal date, nor one whose prefix does not begin the ZIP', () => {
    const arbRow = fc.record({ zipPrefix: fc.stringMatching(/^\d{1,5}$/), percent: fc.constantFrom('0.5', '1', '2.25'), effectiveFrom: fc.constantFrom('2024-01-01', '2025-01-01', '2026-01-01') });
    fc.assert(fc.property(fc.array(arbRow, { maxLength: 12 }), fc.stringMatching(/^\d{5}$/), fc.constantFrom('2024-06-01', '2025-06-01', '2026-06-01'), (rs, zip, date) => {
      const picked = pickLocalRate(rs, zip, date);
      const eligible = rs.filter((r) => zip.startsWith(r.zipPrefix) && r.effectiveFrom <= date);
      if (picked === null) { expect(eligible).toHaveLength(0); return; }
      expect(zip.startsWith(picked.zipPrefix) && picked.effectiveFrom <= date).toBe(true);
      expect(eligible.every((r) => r.zipPrefix.length <= picked.zipPrefix.length)).toBe(true);
    }));
  });
  it('checks a row field by field, every error at once', () => {
    expect(parseLocalTaxRow({ zip_prefix: ' 331 ', rate: '1.50', effective_from: '2025-07-01' })).toEqual(E.right(row('331', '1.5', '2025-07-01')));
    expect(parseLocalTaxRow({ zip_prefix: '33A', rate: '-1', effective_from: '2025-02-30' })).toEqual(E.left({
      zip_prefix: ['zip_prefix.invalid'], rate: ['rate.out_of_range'], effective_from: ['date.invalid'],
    }));
    expect(parseLocalTaxRow({})).toEqual(E.left({ zip_prefix: ['required'], rate: ['required'], effective_from: ['required'] }));
    expect(parseLocalTaxRow({ zip_prefix: '123456', rate: '25', effective_from: 20250101 })).toEqual(E.left({
      zip_prefix: ['zip_prefix.invalid'], rate: ['rate.out_of_range'], effective_from: ['date.invalid'],
    }));
  });
});
