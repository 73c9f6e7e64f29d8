import type { PricingReportRow } from '@dealer-panel/core/analytics/pricing-report';
import { csvLine, csvSeparator, UTF8_BOM } from '@dealer-panel/core/shared/csv';
import { formatMoney } from '@dealer-panel/core/shared/money-text';
import enCA from '../../../../locales/en-CA/pricing.json';
import enUS from '../../../../locales/en-US/pricing.json';
import frCA from '../../../../locales/fr-CA/pricing.json';

type Words = typeof enCA;
const byLanguage: Readonly<Record<string, Words>> = { en_CA: enCA, en_US: enUS, fr_CA: frCA };
const COLUMNS = ['stock_number', 'vin', 'year', 'make', 'model', 'trim', 'condition', 'price', 'msrp', 'cost', 'days_in_stock', 'last_change'] as const;

/** The report as CSV: headers in the session's language (locales/<lang>/pricing.json csv.*), ";" in French, money as plain decimals. */
export function pricingCsv(language: string, rows: readonly (PricingReportRow & { readonly daysInStock: number })[]): string {
  const words = byLanguage[language.replace('-', '_')] ?? enCA;
  const separator = csvSeparator(language);
  const decimal = (cents: number | null): string => {
    if (cents === null) return '';
    const text = formatMoney(cents);
    return separator === ';' ? text.replace('.', ',') : text;
  };
  const lines = [csvLine(COLUMNS.map((c) => words.csv[c]), separator)];
  for (const r of rows) {
    lines.push(csvLine([
      r.stockNumber, r.vin, String(r.year), r.make, r.model, r.trim, r.condition, decimal(r.listingPriceCents), decimal(r.msrpCents), decimal(r.costCents),
      String(r.daysInStock), r.lastChange === null ? '' : r.lastChange.at.toISOString().slice(0, 10),
    ], separator));
  }
  return `${UTF8_BOM}${lines.join('')}`;
}
