import { describe, expect, it } from 'vitest';
import type { ValuationRequest } from '@dealer-panel/core/trade-ins/valuation';
import { parseFailurePlan, simulatedValuationVendors, simulatedValueCents, type FailurePlan } from './simulated-valuation-vendors';
import { timedVendor } from './timed-vendor';

const clock = { now: () => new Date('2026-11-28T12:00:00Z') };
const civic: ValuationRequest = { year: 2020, make: 'Honda', model: 'Civic', trim: 'EX', odometerKm: 64_000, condition: 'good', vin: null, region: 'ON' };

describe('simulated valuation vendors', () => {
  it('answer the same estimate for the same vehicle, in whole cents, less for more kilometres, an older year or a worse condition', async () => {
    const [ico, cbb] = simulatedValuationVendors(clock);
    const a = await cbb!.estimate(civic);
    expect(a).toEqual(await cbb!.estimate({ ...civic }));
    if (!a.ok) throw new Error('refused');
    expect(Number.isSafeInteger(a.valueCents) && a.rangeMinCents <= a.valueCents && a.valueCents <= a.rangeMaxCents).toBe(true);
    expect(a.valueCents % 2_500).toBe(0);
    const ico1 = await ico!.estimate(civic);
    expect(ico1.ok && ico1.valueCents < a.valueCents).toBe(true);
    const v = (r: Partial<ValuationRequest>) => simulatedValueCents('cbb', { ...civic, ...r }, 2026);
    expect(v({ odometerKm: 150_000 })).toBeLessThan(v({}));
    expect(v({ year: 2016 })).toBeLessThan(v({}));
    expect(v({ condition: 'poor' })).toBeLessThan(v({ condition: 'fair' }));
    expect(v({ condition: 'fair' })).toBeLessThan(v({ condition: 'excellent' }));
  });

  it('fail as the plan says, and a hanging vendor is cut by its own timeout without holding the others', async () => {
    const plan: FailurePlan = new Map([['cbb', 'auth_failed'], ['vauto', 'hang'], ['rapid', 'throw']]);
    const vendors = simulatedValuationVendors(clock, plan).map((v) => timedVendor(v, 20));
    const answers = Object.fromEntries(await Promise.all(vendors.map(async (v) => [v.name, await v.estimate(civic)] as const)));
    expect(answers['cbb']).toEqual({ ok: false, code: 'auth_failed', reason: null });
    expect(answers['vauto']).toEqual({ ok: false, code: 'unknown', reason: 'timeout' });
    expect(answers['rapid']).toEqual({ ok: false, code: 'unknown', reason: null });
    expect(answers['black_book']).toMatchObject({ ok: true });
  });

  it('read VALUATION_SIMULATE', () => {
    expect(parseFailurePlan('cbb=disabled, rapid=hang').plan).toEqual(new Map([['cbb', 'disabled'], ['rapid', 'hang']]));
    expect(parseFailurePlan('kbb=disabled,cbb=broken').problems).toHaveLength(2);
    expect(parseFailurePlan(undefined).plan.size).toBe(0);
  });
});
