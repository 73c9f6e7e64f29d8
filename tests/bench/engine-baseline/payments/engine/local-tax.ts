import { cents } from '../../shared/money';
import { code, line, percent, type BreakdownLine } from './breakdown';
import type { LocalTaxRate } from './deal';
import type { JurisdictionTax, TaxComponentRate } from './tax-jurisdiction';

const LOCAL_NAME = { en: 'Local sales tax', fr: 'Taxe de vente locale' } as const;

/**
 * A US deal's jurisdiction with the store's local rate for the buyer's ZIP as a `local` component
 * (its own line, apart from the state's), on the same base and trade-in rule as the state's first
 * tax, on at most the state's local base cap (Florida $5,000, Tennessee $1,600); and the breakdown
 * line that says which local rate was used — or that the state rate alone was, and why. Canada: as is.
 */
export function withLocalTax(jurisdiction: JurisdictionTax, local: LocalTaxRate | null | undefined): { readonly jurisdiction: JurisdictionTax; readonly note: BreakdownLine | null } {
  if (jurisdiction.country !== 'US') return { jurisdiction, note: null };
  if (jurisdiction.noLocalTax === true) {
    return { jurisdiction, note: line('state_rate_only', cents(0), { reason: code('no_local_tax_on_vehicles') }) };
  }
  if (local === null || local === undefined || local.percent.num === 0) {
    return { jurisdiction, note: line('state_rate_only', cents(0), { reason: code('no_local_rate') }) };
  }
  const component: { -readonly [K in keyof TaxComponentRate]: TaxComponentRate[K] } = {
    component: 'local', percent: local.percent, tradeInCredit: jurisdiction.components[0]?.tradeInCredit ?? true, name: LOCAL_NAME,
  };
  if (jurisdiction.localBaseCap !== undefined) component.slice = { from: cents(0), upTo: jurisdiction.localBaseCap };
  return {
    jurisdiction: { ...jurisdiction, components: [...jurisdiction.components, component] },
    note: line('local_tax_rate', cents(0), { zip_prefix: code(local.zipPrefix), effective_from: code(local.effectiveFrom), percent: percent(local.percent) }),
  };
}
