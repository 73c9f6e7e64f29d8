import { describe, expect, it } from 'vitest';
import { cents } from '../../shared/money';
import { salesTax, type TaxableLine } from './sales-tax';
import { defaultTaxTable } from './tax-table';
import { provinceOfPostalCode, taxJurisdiction } from './tax-region';

const vehicle = (amount: number): TaxableLine => ({ key: 'vehicle', amount: cents(amount), taxClass: 'vehicle' });
function taxOf(code: string, lines: readonly TaxableLine[], tradeInCredit = 0, price?: number) {
  const jurisdiction = defaultTaxTable[code];
  if (jurisdiction === undefined) throw new Error(code);
  const sum = lines.filter((l) => l.taxClass === 'vehicle').reduce((a, l) => a + l.amount, 0);
  return salesTax(lines, { jurisdiction, tradeInCredit: cents(tradeInCredit), vehiclePurchasePrice: cents(price ?? sum) });
}
const amounts = (r: ReturnType<typeof taxOf>) => r.components.map((c) => [c.component, c.code, c.amount]);

describe('sales taxes per jurisdiction', () => {
  it('Ontario: HST 13 % on the price less the trade-in', () => {
    expect(amounts(taxOf('ON', [vehicle(3_500_000)], 1_000_000))).toEqual([['hst', 'tax', 325_000]]);
  });
  it('Nova Scotia: HST 14 % since April 1, 2025; NB, NL, PE 15 %', () => {
    expect(taxOf('NS', [vehicle(100_000)]).total).toBe(14_000);
    expect(['NB', 'NL', 'PE'].map((p) => taxOf(p, [vehicle(100_000)]).total)).toEqual([15_000, 15_000, 15_000]);
  });
  it('Québec: GST 5 % and QST 9.975 %, each rounded on its own', () => {
    expect(amounts(taxOf('QC', [vehicle(3_000_001)]))).toEqual([['gst', 'tax', 150_000], ['qst', 'tax', 299_250]]);
  });
  it('Alberta and the territories: GST only', () => {
    expect(['AB', 'NT', 'NU', 'YT'].map((p) => amounts(taxOf(p, [vehicle(1_000_000)])))).toEqual(Array(4).fill([['gst', 'tax', 50_000]]));
  });
  it('Saskatchewan 6 % and Manitoba 7 % PST, the trade-in reducing both taxes', () => {
    expect(amounts(taxOf('SK', [vehicle(3_000_000)], 1_000_000))).toEqual([['gst', 'tax', 100_000], ['pst', 'tax', 120_000]]);
    expect(amounts(taxOf('MB', [vehicle(3_000_000)], 1_000_000))).toEqual([['gst', 'tax', 100_000], ['pst', 'tax', 140_000]]);
  });
  it('British Columbia: the PST band follows the price before the trade-in', () => {
    expect(amounts(taxOf('BC', [vehicle(5_499_999)]))).toEqual([['gst', 'tax', 275_000], ['pst', 'tax', 385_000]]);
    expect(amounts(taxOf('BC', [vehicle(5_650_000)], 1_000_000))).toEqual([['gst', 'tax', 232_500], ['pst', 'tax', 418_500]]); // 9 % of 46,500
    expect(amounts(taxOf('BC', [vehicle(8_000_000)]))).toEqual([['gst', 'tax', 400_000], ['pst', 'tax', 800_000]]);
  });
  it('British Columbia over $125,000: 15 % or 20 % PST, and GST on that PST', () => {
    expect(amounts(taxOf('BC', [vehicle(13_000_000)]))).toEqual([['gst', 'tax', 650_000], ['pst', 'tax', 1_950_000], ['gst', 'tax_on_pst', 97_500]]);
    expect(taxOf('BC', [vehicle(15_000_000)]).total).toBe(750_000 + 3_000_000 + 150_000);
  });
  it('British Columbia: a protection plan pays the base 7 % even when the vehicle is in a higher band', () => {
    const r = taxOf('BC', [vehicle(6_000_000), { key: 'plan', amount: cents(200_000), taxClass: 'general', components: ['gst', 'pst'] }]);
    expect(amounts(r)).toEqual([['gst', 'tax', 310_000], ['pst', 'tax', 600_000], ['pst', 'tax', 14_000]]);
  });
  it('Vermont 6 % less the trade-in; California without trade-in credit; Illinois credit capped at $10,000', () => {
    expect(taxOf('VT', [vehicle(3_000_000)], 1_000_000).total).toBe(120_000);
    expect(taxOf('CA', [vehicle(3_000_000)], 1_000_000).total).toBe(217_500);
    expect(taxOf('IL', [vehicle(3_000_000)], 2_500_000).total).toBe(125_000);
  });
  it('a trade-in worth more than the vehicle leaves no tax and never a negative one', () => {
    expect(taxOf('ON', [vehicle(1_000_000)], 5_000_000).total).toBe(0);
  });
  it('a trade-in does not reduce the tax on a protection plan', () => {
    const r = taxOf('ON', [vehicle(1_000_000), { key: 'plan', amount: cents(100_000), taxClass: 'general' }], 5_000_000);
    expect(r.total).toBe(13_000);
  });
  it('a plan taxed only for some components escapes the others', () => {
    const r = taxOf('QC', [vehicle(1_000_000), { key: 'plan', amount: cents(100_000), taxClass: 'general', components: ['qst'] }]);
    expect(amounts(r)).toEqual([['gst', 'tax', 50_000], ['qst', 'tax', 109_725]]);
  });
});

describe('where a deal is taxed', () => {
  it('reads the province of a Canadian postal code', () => {
    expect(['M5V 2T6', 'h2x1y4', 'V6B-1A1', 'X0A 0H0', 'X1A 2P7', 'T2P 1J9', 'B3H 1A1'].map(provinceOfPostalCode)).toEqual(['ON', 'QC', 'BC', 'NU', 'NT', 'AB', 'NS']);
    expect(provinceOfPostalCode('05401')).toBeNull();
  });
  it("taxes a deal in the buyer's province or state (issue 32: a US buyer's ZIP names the state), else the dealer's", () => {
    expect(taxJurisdiction(defaultTaxTable, 'ON', 'H2X 1Y4')?.code).toBe('QC');
    expect(taxJurisdiction(defaultTaxTable, 'ON', null)?.code).toBe('ON');
    expect(taxJurisdiction(defaultTaxTable, 'VT', '10001')?.code).toBe('NY');
    expect(taxJurisdiction(defaultTaxTable, 'VT', '30303')?.code).toBe('GA');
    expect(taxJurisdiction(defaultTaxTable, 'VT', null)?.code).toBe('VT');
    expect(taxJurisdiction(defaultTaxTable, 'VT', '00901')?.code).toBe('VT'); // Puerto Rico: not in the table
    expect(taxJurisdiction(defaultTaxTable, 'VT', 'H2X 1Y4')?.code).toBe('VT'); // a Canadian code: the dealer's state
    expect(taxJurisdiction(defaultTaxTable, 'ZZ', null)).toBeNull();
  });
});
