import { cents } from '../../shared/money';
import { pct, type JurisdictionTax } from './tax-jurisdiction';

/**
 * US states: the STATE-LEVEL general sales tax rate only. Local (county, city, district) rates are
 * NOT included: a dealer adds them by editing its copy of the table (/api/dealer/province-tax/).
 * Nor are motor-vehicle taxes that some states levy instead of or on top of the sales tax (for
 * example Georgia's title ad valorem tax, North Carolina's highway use tax, Virginia's motor
 * vehicle sales and use tax, Maryland's excise titling tax): where one applies, the dealer sets
 * the state's row to it.
 *
 * Source of the rates: Tax Foundation, "State and Local Sales Tax Rates, 2025" (J. Walczak,
 * Feb. 2025), state rate column (Utah's and Virginia's include their mandatory statewide local
 * add-ons, as that table does; Louisiana 5.00 % from Jan. 1, 2025).
 *
 * Vehicle rules, where verified (other states keep the common rule: the trade-in's credit reduces
 * the taxable amount and each lease payment is taxed — not verified state by state):
 * - Vermont: 6 % Motor Vehicle Purchase and Use Tax (32 V.S.A. ch. 219) on the purchase price
 *   less the trade-in's value; on a lease, due at registration on the original acquisition cost
 *   less the lease-end value (Vermont DMV, "Tax" and "Leased Vehicles", form VD-147); the
 *   documentation fee is part of the taxed price.
 * - California: no trade-in credit (sales tax on the full selling price; CDTFA Publication 34).
 * - Illinois: the trade-in credit is capped at $10,000 since January 1, 2020.
 */
const RATES: readonly (readonly [string, string, string])[] = [
  ['AL', 'Alabama', '4'], ['AK', 'Alaska', '0'], ['AZ', 'Arizona', '5.6'], ['AR', 'Arkansas', '6.5'],
  ['CA', 'California', '7.25'], ['CO', 'Colorado', '2.9'], ['CT', 'Connecticut', '6.35'], ['DE', 'Delaware', '0'],
  ['DC', 'District of Columbia', '6'], ['FL', 'Florida', '6'], ['GA', 'Georgia', '4'], ['HI', 'Hawaii', '4'],
  ['ID', 'Idaho', '6'], ['IL', 'Illinois', '6.25'], ['IN', 'Indiana', '7'], ['IA', 'Iowa', '6'],
  ['KS', 'Kansas', '6.5'], ['KY', 'Kentucky', '6'], ['LA', 'Louisiana', '5'], ['ME', 'Maine', '5.5'],
  ['MD', 'Maryland', '6'], ['MA', 'Massachusetts', '6.25'], ['MI', 'Michigan', '6'], ['MN', 'Minnesota', '6.875'],
  ['MS', 'Mississippi', '7'], ['MO', 'Missouri', '4.225'], ['MT', 'Montana', '0'], ['NE', 'Nebraska', '5.5'],
  ['NV', 'Nevada', '6.85'], ['NH', 'New Hampshire', '0'], ['NJ', 'New Jersey', '6.625'], ['NM', 'New Mexico', '4.875'],
  ['NY', 'New York', '4'], ['NC', 'North Carolina', '4.75'], ['ND', 'North Dakota', '5'], ['OH', 'Ohio', '5.75'],
  ['OK', 'Oklahoma', '4.5'], ['OR', 'Oregon', '0'], ['PA', 'Pennsylvania', '6'], ['RI', 'Rhode Island', '7'],
  ['SC', 'South Carolina', '6'], ['SD', 'South Dakota', '4.2'], ['TN', 'Tennessee', '7'], ['TX', 'Texas', '6.25'],
  ['UT', 'Utah', '6.1'], ['VT', 'Vermont', '6'], ['VA', 'Virginia', '5.3'], ['WA', 'Washington', '6.5'],
  ['WV', 'West Virginia', '6'], ['WI', 'Wisconsin', '5'], ['WY', 'Wyoming', '4'],
];

const TAX_FOUNDATION = 'Tax Foundation, "State and Local Sales Tax Rates, 2025", state rate; local rates not included';

const SPECIAL: Readonly<Record<string, Partial<JurisdictionTax> & { readonly noTradeInCredit?: boolean }>> = {
  VT: {
    leaseTaxMethod: 'upfront_depreciation',
    sources: [TAX_FOUNDATION, 'Vermont DMV, "Tax" (Purchase and Use Tax, 32 V.S.A.): purchase price minus the trade-in; "Leased Vehicles": Original Acquisition Cost − Lease End Value = Purchase Price'],
  },
  CA: { noTradeInCredit: true, sources: [TAX_FOUNDATION, 'CDTFA Publication 34 "Motor Vehicle Dealers": no deduction for a trade-in'] },
  IL: { tradeInCreditCap: cents(1_000_000), sources: [TAX_FOUNDATION, 'Illinois Public Act 101-0031: trade-in credit capped at $10,000 from January 1, 2020'] },
};

export const usStateTaxes: readonly JurisdictionTax[] = RATES.map(([code, name, rate]) => {
  const { noTradeInCredit, ...special } = SPECIAL[code] ?? {};
  return {
    code,
    name,
    country: 'US',
    components: [{ component: 'state', percent: pct(rate), tradeInCredit: noTradeInCredit !== true }],
    leaseTaxMethod: 'payment',
    leaseLienUntaxed: false,
    sources: [TAX_FOUNDATION],
    ...special,
  };
});
