import type { Clock } from '@dealer-panel/core/shared/ports/clock';
import type { Condition } from '@dealer-panel/core/trade-ins/condition';
import {
  VALUATION_ERRORS, VALUATION_VENDORS, type ValuationError, type ValuationRequest, type ValuationResult, type ValuationVendor, type VendorName,
} from '@dealer-panel/core/trade-ins/valuation';

/**
 * Simulated valuation vendors (demo and tests; docs/decisions/trade-ins.md "Trade-ins: vendors…"). Each answers the same
 * estimate for the same vehicle, from year, make, model, trim, odometer and condition, with its own
 * bias (an instant cash offer is below a guide book). Nothing is sent anywhere.
 *
 * How to make a vendor fail: a failure plan maps a vendor to one of the spec's error codes
 * (missing_cat_id, disabled, not_available, user_update_failed, auth_failed, unknown), to `throw`
 * (the adapter breaks its contract: core answers unknown) or to `hang` (never answers: the
 * per-vendor timeout answers unknown/timeout). The server reads the plan from
 * VALUATION_SIMULATE="cbb=auth_failed,rapid=hang"; tests change the Map they pass.
 */
export type FailureMode = ValuationError | 'throw' | 'hang';
export type FailurePlan = Map<VendorName, FailureMode>;

const BIAS_BP: Readonly<Record<VendorName, number>> = {
  autotrader_ico: 9_600, cbb: 10_000, black_book: 10_100, trade_pending: 9_850, vauto: 10_050, rapid: 9_950,
};
const PREFIX: Readonly<Record<VendorName, string>> = { autotrader_ico: 'ICO', cbb: 'CBB', black_book: 'BB', trade_pending: 'TP', vauto: 'VA', rapid: 'RP' };
const CONDITION_BP: Readonly<Record<Condition, number>> = { excellent: 10_600, good: 10_000, fair: 9_000, poor: 7_500 };

/** FNV-1a, 32 bits: a stable number from a text (the same vehicle, the same price). */
function hash(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193) >>> 0;
  }
  return h;
}

const bp = (amount: number, points: number): number => Math.round((amount * points) / 10_000);
/** Dealers' books round to $25. */
const to25 = (c: number): number => Math.max(50_000, Math.round(c / 2_500) * 2_500);

/** The simulated value in cents: a new price from the name, less age, mileage beyond 20,000 km a year, condition and the vendor's bias. */
export function simulatedValueCents(vendor: VendorName, r: ValuationRequest, currentYear: number): number {
  const name = `${r.make}|${r.model}|${r.trim}`.toLowerCase().trim();
  const newPrice = 2_200_000 + (hash(name) % 3_800_000);
  const age = Math.max(0, currentYear - r.year);
  let value = bp(newPrice, age === 0 ? 9_000 : 8_500);
  for (let y = 1; y < age; y++) value = bp(value, 8_800);
  value = Math.max(value, bp(newPrice, 800));
  const expectedKm = Math.max(1, age) * 20_000;
  const extraKm = r.odometerKm - expectedKm;
  const mileage = extraKm > 0 ? -extraKm * 6 : -extraKm * 4; // 6¢ a km beyond, 4¢ a km under
  value += Math.max(-bp(value, 2_500), Math.min(bp(value, 2_500), mileage));
  return to25(bp(bp(value, CONDITION_BP[r.condition]), BIAS_BP[vendor]));
}

export function simulatedVendor(name: VendorName, clock: Clock, plan: FailurePlan): ValuationVendor {
  return {
    name,
    estimate(request): Promise<ValuationResult> {
      const failure = plan.get(name);
      if (failure === 'hang') return new Promise<ValuationResult>(() => undefined);
      if (failure === 'throw') return Promise.reject(new Error(`${name} simulated outage`));
      if (failure !== undefined) return Promise.resolve({ ok: false, code: failure, reason: null });
      const value = simulatedValueCents(name, request, clock.now().getUTCFullYear());
      const key = `${request.year}|${request.make}|${request.model}|${request.trim}`.toLowerCase();
      return Promise.resolve({
        ok: true, catId: `${PREFIX[name]}-${hash(key).toString(36)}`,
        estimateId: `${PREFIX[name]}-${hash(`${key}|${request.odometerKm}|${request.condition}|${request.region}`).toString(36)}`,
        valueCents: value, rangeMinCents: to25(bp(value, 9_400)), rangeMaxCents: to25(bp(value, 10_600)),
      });
    },
  };
}

/** The six vendors of static data (`none` is no vendor), simulated, sharing one failure plan. */
export function simulatedValuationVendors(clock: Clock, plan: FailurePlan = new Map()): readonly ValuationVendor[] {
  return VALUATION_VENDORS.map((name) => simulatedVendor(name, clock, plan));
}

/** VALUATION_SIMULATE ("cbb=auth_failed,rapid=hang"): the plan, or the entries it could not read. */
export function parseFailurePlan(text: string | undefined): { plan: FailurePlan; problems: readonly string[] } {
  const plan: FailurePlan = new Map();
  const problems: string[] = [];
  for (const part of (text ?? '').split(',').map((s) => s.trim()).filter((s) => s !== '')) {
    const [vendor, mode] = part.split('=').map((s) => s.trim());
    const modes: readonly string[] = [...VALUATION_ERRORS, 'throw', 'hang'];
    if ((VALUATION_VENDORS as readonly string[]).includes(vendor ?? '') && modes.includes(mode ?? '')) plan.set(vendor as VendorName, mode as FailureMode);
    else problems.push(`VALUATION_SIMULATE: "${part}" is not <vendor>=<${modes.join('|')}>`);
  }
  return { plan, problems };
}
