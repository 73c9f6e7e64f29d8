import type { Cents } from '../../shared/money';
import type { Deal, DealFee } from './deal';
import { planTaxes, type DealItems } from './deal-items';
import type { JurisdictionTax, TaxComponent } from './tax-jurisdiction';

/**
 * An amount financed in a lease's capitalized cost, with how each payment's share of it is taxed:
 * `all` (the vehicle, taxable fees), some components (a plan's flags), or none (an untaxed fee, a
 * disbursement, a capitalized tax, Québec's trade-in lien). `general`: a separate supply (a plan).
 */
export interface CapItem {
  readonly key: string;
  readonly code: string;
  readonly label?: string;
  readonly labelFr?: string;
  /** A capitalized fee's MarketScan type (its breakdown line shows it). */
  readonly marketscanType?: string;
  readonly amount: Cents;
  readonly residualized: boolean;
  readonly taxes: 'all' | readonly TaxComponent[];
  readonly general: boolean;
}

const item = (key: string, code: string, amount: Cents, taxes: CapItem['taxes'], label?: string, residualized = false, general = false, labelFr?: string): CapItem =>
  label === undefined ? { key, code, amount, residualized, taxes, general }
    : labelFr === undefined ? { key, code, label, amount, residualized, taxes, general } : { key, code, label, labelFr, amount, residualized, taxes, general };

/** No tax applies: one shared empty list. */
const UNTAXED: readonly TaxComponent[] = Object.freeze([]);

/** What a lease capitalizes, before any capitalized tax: the vehicle first. */
export function leaseCapItems(deal: Deal, items: DealItems, capFees: readonly DealFee[], jurisdiction: JurisdictionTax): CapItem[] {
  const cap: CapItem[] = [item('vehicle', 'vehicle_selling_price', items.vehicleSellingPrice, 'all')];
  for (let i = 0; i < capFees.length; i += 1) {
    const f = capFees[i]!;
    const fee = item(`fee.${i}`, 'capitalized_fee', f.amount, f.taxable ? 'all' : UNTAXED, f.name, f.residualize, false, f.nameFr);
    cap.push(f.marketscanType === undefined ? fee : { ...fee, marketscanType: f.marketscanType });
  }
  items.protections.forEach((p, i) => cap.push(item(`protection.${i}`, 'protection', p.price, planTaxes(p) ?? 'all', p.name, false, true, p.nameFr)));
  deal.leaseDisbursements.forEach((d, i) => {
    if (d.capCost) cap.push(item(`disbursement.${i}`, 'lease_disbursement', d.amount, UNTAXED, d.name));
  });
  if (deal.tradeIn.owing > 0) cap.push(item('trade_in_owing', 'trade_in_owing', deal.tradeIn.owing, jurisdiction.leaseLienUntaxed ? UNTAXED : 'all'));
  return cap;
}

export function capitalizedTax(amount: Cents): CapItem {
  return item('capitalized_tax', 'capitalized_tax', amount, UNTAXED);
}
