import { postalCode } from '../../shared/validation/postal-code';
import type { JurisdictionTax } from './tax-jurisdiction';
import type { TaxTable } from './tax-table';

/**
 * The first letter of a Canadian postal code names its province or territory (Canada Post's
 * forward sortation areas); X0A–X0C are Nunavut, the rest of X the Northwest Territories.
 */
const PROVINCE_BY_LETTER: Readonly<Record<string, string>> = {
  A: 'NL', B: 'NS', C: 'PE', E: 'NB', G: 'QC', H: 'QC', J: 'QC', K: 'ON', L: 'ON', M: 'ON', N: 'ON', P: 'ON',
  R: 'MB', S: 'SK', T: 'AB', V: 'BC', X: 'NT', Y: 'YT',
};

/** The province of a Canadian postal code, or null when it is not one. */
export function provinceOfPostalCode(code: string): string | null {
  if (postalCode(code, { country: 'CA' }) !== null) return null;
  const upper = code.toUpperCase();
  if (/^X0[ABC]/.test(upper)) return 'NU';
  return PROVINCE_BY_LETTER[upper.charAt(0)] ?? null;
}

/**
 * Where a deal is taxed. Decision: in Canada, the buyer's postal code (a calculation key and a
 * re-pricing trigger of the spec) names the province whose taxes apply — a vehicle is taxed where
 * it is delivered and registered; without a postal code, the dealership's province. In the USA the
 * dealership's state applies: ZIP codes are not mapped to states here, and local rates (which a ZIP
 * would select) are not in the table.
 */
export function taxJurisdiction(table: TaxTable, dealerRegion: string, buyerPostalCode: string | null): JurisdictionTax | null {
  const dealer = table[dealerRegion];
  if (dealer === undefined) return null;
  if (dealer.country !== 'CA' || buyerPostalCode === null) return dealer;
  const province = provinceOfPostalCode(buyerPostalCode);
  return (province === null ? undefined : table[province]) ?? dealer;
}
