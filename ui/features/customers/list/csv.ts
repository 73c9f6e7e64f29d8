/** The CSV encoding, shared with the server's export (core/shared/csv.ts, GET customer/export/). */
export { csvSeparator, toCsv, UTF8_BOM } from '@dealer-panel/core/shared/csv';
