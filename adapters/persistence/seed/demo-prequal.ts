import { prequalJson, type PrequalJson } from '../customers/prequal-json';
import type { DemoDeal } from './demo-deals';
import type { StoreKey } from './demo-stores';
import { mulberry32 } from './prng';

const LENDERS: Readonly<Record<StoreKey, readonly string[]>> = {
  qc: ['Desjardins', 'Banque Nationale', 'Toyota Services Financiers', 'Hyundai Capital'],
  on: ['TD Auto Finance', 'RBC', 'Volkswagen Finance', 'Honda Financial Services'],
  vt: ['Ally Financial', 'Vermont Federal Credit Union', 'Subaru Motors Finance', 'Ford Credit'],
};
const SEEDS: Readonly<Record<StoreKey, number>> = { qc: 0x51_f00d, on: 0x41_f00d, vt: 0x80_f00d };
const DAY = 86_400_000;

/** A soft-check pre-qualification for about a third of the customers with a finance or lease deal. */
export function demoPrequal(store: StoreKey, deals: readonly DemoDeal[], now: Date): { customerId: number; prequal: PrequalJson }[] {
  const rng = mulberry32(SEEDS[store]);
  const customers = [...new Set(deals.filter((d) => d.paymentType !== 'cash').map((d) => d.customerId))];
  return customers.filter(() => rng.chance(0.35)).map((customerId) => {
    const status = rng.weighted([['approved', 78], ['pending', 12], ['declined', 10]] as const);
    const offers = status !== 'approved' ? [] : Array.from({ length: rng.int(1, 3) }, () => ({
      lender: rng.pick(LENDERS[store]),
      paymentType: rng.chance(0.7) ? 'finance' as const : 'lease' as const,
      termMonths: rng.pick([48, 60, 72, 84]),
      rateBasisPoints: rng.int(449, 1199),
      maxAmountCents: rng.int(15, 70) * 100_000,
    }));
    return { customerId, prequal: prequalJson({ status, checkedAt: new Date(now.getTime() - rng.int(1, 60) * DAY), offers }) };
  });
}
