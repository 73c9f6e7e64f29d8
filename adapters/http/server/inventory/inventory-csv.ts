import type { Vehicle } from '@dealer-panel/core/inventory/vehicle';
import { csvLine, csvSeparator, UTF8_BOM } from '@dealer-panel/core/shared/csv';
import { formatMoney } from '@dealer-panel/core/shared/money-text';
import enCA from '../../../../locales/en-CA/stores.json';
import enUS from '../../../../locales/en-US/stores.json';
import frCA from '../../../../locales/fr-CA/stores.json';

type Words = typeof enCA.feeds.csv;
const byLanguage: Readonly<Record<string, Words>> = { en_CA: enCA.feeds.csv, en_US: enUS.feeds.csv, fr_CA: frCA.feeds.csv };
const COLUMNS = [
  'stock_number', 'vin', 'stock_status', 'year', 'make', 'model', 'trim', 'condition', 'price', 'msrp', 'odometer', 'exterior_color', 'interior_color',
  'body_type', 'fuel_type', 'transmission', 'drivetrain', 'arrival_date', 'photos',
] as const;

/**
 * The store's inventory as a CSV file for its staff: headers in the session's language
 * (locales/<lang>/stores.json feeds.csv), ";" and decimal commas in French, the BOM first, formulas
 * defused (core/shared/csv.ts: a cell starting with = + - @ is quoted with '), photos one per line
 * of their cell. Statuses, conditions and body types are the inventory's codes, as a feed writes them.
 */
export function inventoryCsv(language: string) {
  const words = byLanguage[language.replace('-', '_')] ?? enCA.feeds.csv;
  const separator = csvSeparator(language);
  const money = (cents: number | null) => {
    if (cents === null) return '';
    const text = formatMoney(cents);
    return separator === ';' ? text.replace('.', ',') : text;
  };
  return {
    fileName: (day: string) => `${words.file_name}-${day}.csv`,
    header: (): string => `${UTF8_BOM}${csvLine(COLUMNS.map((c) => words[c]), separator)}`,
    rows: (vehicles: readonly Vehicle[]): string => vehicles.map((v) => csvLine([
      v.stockNumber, v.vin, v.stockStatus, String(v.year), v.make, v.model, v.trim, v.condition, money(v.listingPriceCents), money(v.msrpCents),
      String(v.odometer), v.exteriorColor, v.interiorColor, v.bodyType, v.fuelType, v.transmission, v.drivetrain, v.arrivalDate, v.images.join('\n'),
    ], separator)).join(''),
  };
}
