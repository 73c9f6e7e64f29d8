import { cents } from '../../shared/money';
import { pct, type JurisdictionTax, type TaxComponentRate } from './tax-jurisdiction';
import { usStateTaxes } from './us-state-tax-table';

/**
 * Sales taxes on a vehicle deal, per Canadian province and territory and per US state. Data, with
 * its sources beside it; the dealer's copy is editable through /api/dealer/province-tax/ and reaches
 * the engine as the `taxTable` argument of `priceDeal`. Rates as of 2025.
 *
 * Rules common to Canada (sources below):
 * - GST/HST: a registrant dealer who accepts a trade-in charges GST/HST on the price less the
 *   trade-in's value (Excise Tax Act s. 153(4)); the lien paid off on the trade-in is not part of it.
 * - QST: the same in Québec (Revenu Québec, "Sale of a road vehicle": taxes on the price less the
 *   trade-in's value).
 * - A lease is taxed on each payment, computed with the trade-in's credit, plus what is paid at the
 *   end (Revenu Québec, "Lease of a Road Vehicle by a Dealer", worked example $20,000 − $5,000
 *   trade − $8,000 residual over 48 months = $145.83 + GST $7.29 + QST $14.55 = $167.67).
 */

const gst: TaxComponentRate = { component: 'gst', percent: pct('5'), tradeInCredit: true };
const hst = (percent: string): TaxComponentRate => ({ component: 'hst', percent: pct(percent), tradeInCredit: true });
const pst = (percent: string): TaxComponentRate => ({ component: 'pst', percent: pct(percent), tradeInCredit: true });

const CRA_RATES = 'CRA, "GST/HST calculator (and rates)", canada.ca: GST 5 %; HST ON 13 %, NB/NL/PE 15 %, NS 14 % from April 1, 2025';
const NS_2025 = 'Nova Scotia Finance and Treasury Board, HST reduction to 14 % effective April 1, 2025 (news release, Jan. 3, 2025)';

const canada = (code: string, name: string, components: readonly TaxComponentRate[], sources: readonly string[], extra: Partial<JurisdictionTax> = {}): JurisdictionTax => ({
  code, name, country: 'CA', components, leaseTaxMethod: 'payment', leaseLienUntaxed: false, sources: [CRA_RATES, ...sources], ...extra,
});

export const canadianTaxes: readonly JurisdictionTax[] = [
  canada('ON', 'Ontario', [hst('13')], ['ETA s. 153(4): trade-in reduces GST/HST']),
  canada('NS', 'Nova Scotia', [hst('14')], [NS_2025]),
  canada('NB', 'New Brunswick', [hst('15')], []),
  canada('NL', 'Newfoundland and Labrador', [hst('15')], []),
  canada('PE', 'Prince Edward Island', [hst('15')], []),
  canada('QC', 'Québec', [gst, { component: 'qst', percent: pct('9.975'), tradeInCredit: true }], [
    'Revenu Québec, "Sale of a road vehicle" and "Lease of a Road Vehicle by a Dealer": GST 5 % and QST 9.975 %, each on the price less the trade-in; a lease is taxed per payment, disregarding any loan on the vehicle traded in',
  ], { leaseLienUntaxed: true }),
  canada('BC', 'British Columbia', [gst, {
    ...pst('7'),
    // Passenger vehicles from a dealer: the rate is set by the purchase price BEFORE the trade-in
    // (the "designated purchase price"), then applied to the price less the trade-in.
    vehicleBands: [
      { from: cents(0), percent: pct('7'), gstOnPst: false },
      { from: cents(5_500_000), percent: pct('8'), gstOnPst: false },
      { from: cents(5_600_000), percent: pct('9'), gstOnPst: false },
      { from: cents(5_700_000), percent: pct('10'), gstOnPst: false },
      { from: cents(12_500_000), percent: pct('15'), gstOnPst: true },
      { from: cents(15_000_000), percent: pct('20'), gstOnPst: true },
    ],
  }], [
    'BC Ministry of Finance, Bulletin PST 308 "PST on Vehicles" (rev. Sept. 2023): 7 % under $55,000; 8 % $55,000–55,999.99; 9 % $56,000–56,999.99; 10 % $57,000–124,999.99; 15 % $125,000–149,999.99; 20 % $150,000 and over; trade-in deducted',
    'BC Notice 2018-003 "PST Rate Change for Passenger Vehicles Worth $125,000 or More": at 15 % and 20 % the PST is included in the consideration subject to GST',
    'Bulletin PST 116 "Motor Vehicle Dealers and Leasing Companies": the same rates on leases',
  ]),
  canada('SK', 'Saskatchewan', [gst, pst('6')], [
    'Saskatchewan Information Notice 2018-07 "Provincial Sales Tax on Vehicles": from April 11, 2018 PST 6 % applies to the selling price net of the trade-in (the trade-in allowance removed on April 1, 2017 was restored); Bulletin PST-18 "Motor Dealers and Leasing Companies"',
  ]),
  canada('MB', 'Manitoba', [gst, pst('7')], [
    'Manitoba Finance, RST Bulletin No. 012 "Motor Vehicle and Trailer Dealers": RST 7 % on the net selling price after any dealer discount or trade-in (a vehicle of the same general kind); a manufacturer\'s cash rebate does not reduce it',
  ]),
  canada('AB', 'Alberta', [gst], ['No provincial sales tax']),
  canada('NT', 'Northwest Territories', [gst], ['No territorial sales tax']),
  canada('NU', 'Nunavut', [gst], ['No territorial sales tax']),
  canada('YT', 'Yukon', [gst], ['No territorial sales tax']),
];

/** Every jurisdiction by its code ("ON", "QC", "VT"…). */
export type TaxTable = Readonly<Record<string, JurisdictionTax>>;

export const defaultTaxTable: TaxTable = Object.fromEntries([...canadianTaxes, ...usStateTaxes].map((j) => [j.code, j]));
