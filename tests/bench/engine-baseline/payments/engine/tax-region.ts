import { postalCode } from '../../shared/validation/postal-code';
import type { JurisdictionTax } from './tax-jurisdiction';
import type { TaxTable } from './tax-table';
import { stateOfZip } from './us-zip-state';

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
 * Where a deal is taxed. Decision: the buyer's postal code or ZIP (a calculation key and a
 * re-pricing trigger of the spec) names the province or state whose taxes apply — a vehicle is
 * taxed where it is registered, and a dealer collects the buyer's state's motor-vehicle tax (issue
 * 32); without one, or when it names no province or state of the table, the dealership's. A code
 * of the other country is ignored (the dealership's region applies).
 */
export function taxJurisdiction(table: TaxTable, dealerRegion: string, buyerPostalCode: string | null): JurisdictionTax | null {
  const dealer = table[dealerRegion];
  if (dealer === undefined) return null;
  if (buyerPostalCode === null) return dealer;
  const region = dealer.country === 'CA' ? provinceOfPostalCode(buyerPostalCode) : stateOfZip(buyerPostalCode);
  const buyer = region === null ? undefined : table[region];
  return buyer !== undefined && buyer.country === dealer.country ? buyer : dealer;
}
