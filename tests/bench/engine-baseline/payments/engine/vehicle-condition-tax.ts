import { cents } from '../../shared/money';
import { line, money, type BreakdownLine } from './breakdown';
import type { Deal, DealProtection } from './deal';
import type { TaxableLine } from './sales-tax';
import type { ItemTaxability, JurisdictionTax } from './tax-jurisdiction';

/**
 * A US deal taxed as its state taxes this vehicle (issue 32): a used vehicle's own rule where the
 * state has one (the row's `used`: Oregon's privilege tax on new vehicles only, Ohio's trade-in
 * credit on new vehicles only, Arkansas' used-vehicle tiers, Oklahoma's used-vehicle excise, the
 * book-value floor of Georgia, DC and Delaware), and the state's rule on a documentation fee (a fee
 * of MarketScan type `doc_fee`), a service contract and GAP over the store's own flags.
 */
export function taxedAsItsState(deal: Deal, jurisdiction: JurisdictionTax): { readonly deal: Deal; readonly jurisdiction: JurisdictionTax } {
  return { deal: withItemTaxability(deal, jurisdiction.itemTaxability), jurisdiction: forCondition(jurisdiction, deal.vehicleCondition ?? 'new') };
}

function forCondition(jurisdiction: JurisdictionTax, condition: 'new' | 'used'): JurisdictionTax {
  const used = jurisdiction.used;
  if (condition === 'new' || used === undefined) return jurisdiction;
  const components = (used.components ?? jurisdiction.components).map((c) => (used.noTradeInCredit === true ? { ...c, tradeInCredit: false } : c));
  return used.bookValueFloor === true ? { ...jurisdiction, components, bookValueFloor: true } : { ...jurisdiction, components };
}

function planRule(plan: DealProtection, rules: ItemTaxability): boolean | undefined {
  if (plan.kind === 'service_contract') return rules.serviceContract;
  return plan.kind === 'gap' ? rules.gap : undefined;
}

function withItemTaxability(deal: Deal, rules: ItemTaxability | undefined): Deal {
  if (rules === undefined) return deal;
  const docFee = rules.docFee;
  const fees = docFee === undefined ? deal.fees : deal.fees.map((f) => (f.marketscanType === 'doc_fee' && f.taxable !== docFee ? { ...f, taxable: docFee } : f));
  const protections = deal.protections.map((p) => {
    const taxed = planRule(p, rules);
    return taxed === undefined ? p : { ...p, taxes: taxed ? 'all' as const : [] };
  });
  return { ...deal, fees, protections };
}

/**
 * Where the base is at least the book value (a used vehicle in Georgia, DC, Delaware): the amount
 * the vehicle's taxable lines (with taxable fees, before rebates and the trade-in) fall short of
 * it, as a taxable line and its breakdown line; null when they do not, or the deal has no book value.
 */
export function bookValueFloor(deal: Deal, jurisdiction: JurisdictionTax, taxable: readonly TaxableLine[]): { readonly taxable: TaxableLine; readonly line: BreakdownLine } | null {
  const book = deal.bookValue;
  if (jurisdiction.bookValueFloor !== true || book === undefined || book === null) return null;
  const selling = taxable.filter((l) => l.taxClass === 'vehicle').reduce((a, l) => a + l.amount, 0);
  if (selling >= book) return null;
  const uplift = cents(book - selling);
  return {
    taxable: { key: 'book_value_floor', amount: uplift, taxClass: 'vehicle' },
    line: line('book_value_floor', uplift, { book_value: money(book), taxable_selling_price: money(cents(selling)) }),
  };
}
