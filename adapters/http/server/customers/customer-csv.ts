import type { Country } from '@dealer-panel/core/access/dealership';
import type { CustomerListItem } from '@dealer-panel/core/customers/customer-repository';
import { formattedName } from '@dealer-panel/core/inventory/vehicle';
import { csvLine, csvSeparator, UTF8_BOM } from '@dealer-panel/core/shared/csv';
import enCA from '../../../../locales/en-CA/common.json';
import enUS from '../../../../locales/en-US/common.json';
import frCA from '../../../../locales/fr-CA/common.json';
import { fullName } from '@dealer-panel/core/shared/person-name';

type Common = typeof enCA;
const byLanguage: Readonly<Record<string, Common>> = { en_CA: enCA, en_US: enUS, fr_CA: frCA };
const COLUMNS = ['name', 'status', 'email', 'phone', 'vehicle', 'payment_type', 'steps', 'awaiting', 'rep', 'created'] as const;

/** The words of the file in the session's language (the interface's own texts, locales/<lang>/common.json). */
const wordsOf = (language: string): Common => byLanguage[language.replace('-', '_')] ?? enCA;

/** A stored phone (10 digits) as each country writes it, like the list shows it. */
function phoneText(digits: string, country: Country): string {
  const m = /^(\d{3})(\d{3})(\d{4})$/.exec(digits);
  if (!m) return digits;
  return country === 'CA' ? `(${m[1]}) ${m[2]}-${m[3]}` : `${m[1]}-${m[2]}-${m[3]}`;
}

/**
 * The customer list as a CSV file, written as the list screen's export did (ui/features/customers/display.ts
 * csvTable): the table's columns with the e-mail and phone apart, headers and values in the session's
 * language, ";" in French, the BOM first, formulas defused (core/shared/csv.ts). With deal filters the
 * vehicle, payment and steps are those of the deal that met them, as on the screen. Dates are ISO (2026-03-05, UTC).
 */
export function customerCsv(language: string, country: Country) {
  const words = wordsOf(language);
  const separator = csvSeparator(language);
  const s = words.customers;
  return {
    fileName: (day: string) => `${words.customers.export.file_name}-${day}.csv`,
    header: (): string => `${UTF8_BOM}${csvLine(COLUMNS.map((c) => s.columns[c]), separator)}`,
    rows: (customers: readonly CustomerListItem[]): string => customers.map((c) => {
      const order = c.matchingOrder ?? c.currentOrder;
      const done = order ? Object.values(order.steps).filter((status) => status === 'completed').length : 0;
      return csvLine([
        fullName(c),
        s.archive_status[c.archiveStatus],
        c.email,
        phoneText(c.phone, country),
        order?.vehicle ? formattedName(order.vehicle) : '',
        order ? words.orders.payment_type[order.paymentType] : '',
        order ? `${done}/${Object.keys(order.steps).length}` : '',
        c.awaiting === null ? '' : s.awaiting[c.awaiting],
        c.salesRep ? fullName(c.salesRep) : '',
        c.createdAt.toISOString().slice(0, 10),
      ], separator);
    }).join(''),
  };
}
