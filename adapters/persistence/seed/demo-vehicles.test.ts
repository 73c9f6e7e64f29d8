import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { STORES } from './demo-stores';
import { demoCostCents, demoVehicles } from './demo-vehicles';

const now = new Date('2026-04-15T14:30:00.000Z');

describe('the demo vehicles\' cost', () => {
  const all = STORES.flatMap((s) => demoVehicles(s, now));

  it('is plausible: a new vehicle\'s invoice is 91–95 % of its MSRP, a used one 80–88 % of its listing, some used ones unknown', () => {
    for (const v of all) {
      if (v.condition === 'New') {
        expect(v.costCents).not.toBeNull();
        expect(v.costCents! / v.msrpCents!).toBeGreaterThanOrEqual(0.909);
        expect(v.costCents! / v.msrpCents!).toBeLessThanOrEqual(0.951);
      } else if (v.costCents !== null) {
        expect(v.costCents / v.listingPriceCents).toBeGreaterThanOrEqual(0.799);
        expect(v.costCents / v.listingPriceCents).toBeLessThanOrEqual(0.881);
      }
      if (v.costCents !== null) expect(v.costCents % 100).toBe(0);
    }
    const unknown = all.filter((v) => v.costCents === null).length;
    expect(unknown).toBeGreaterThan(0);
    expect(unknown).toBeLessThan(all.length / 5);
  });

  it('is the same for the same stock number, and varies between vehicles', () => {
    expect(demoCostCents('LMN10001', 40_000, 39_500)).toBe(demoCostCents('LMN10001', 40_000, 39_500));
    expect(new Set(all.filter((v) => v.condition === 'New').map((v) => v.costCents! / v.msrpCents!)).size).toBeGreaterThan(50);
  });

  it('draws nothing from the seeded generator: every other field is what it was before costs existed', () => {
    // The fingerprints of session 11's inventory (before cost_cents), same stores, same `now`, without
    // the VIN: session 16 gave demo VINs a letter at position 7 (model years of the 2010s) and kept the
    // rest (these are the values session 14's code gives without its VINs, and session 16's).
    const before: Record<string, string> = { qc: '1827df4a6b1f8335', on: 'ca2b0d43ddb40949', vt: '077f0b1648ae1c6c' };
    for (const s of STORES) {
      const rest = demoVehicles(s, now).map(({ costCents: _cost, vin: _vin, ...v }) => v);
      expect(createHash('sha256').update(JSON.stringify(rest)).digest('hex').slice(0, 16), s.key).toBe(before[s.key]);
    }
  });
});
