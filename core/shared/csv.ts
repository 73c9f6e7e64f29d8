/** U+FEFF: tells Excel the file is UTF-8, so "Gagné" does not open as "GagnÃ©". */
export const UTF8_BOM = '\ufeff';

/**
 * The list separator Excel expects in the user's language. Decision: French (Canada) Windows
 * uses ";" as its list separator (the comma is its decimal mark), so a comma file would open in
 * one column there; English uses ",".
 */
export function csvSeparator(language: string): ',' | ';' {
  return language.startsWith('fr') ? ';' : ',';
}

/** Cells a spreadsheet would run as a formula ("=HYPERLINK(…)" typed as a name) start with a quote instead. */
const FORMULA_START = /^[=+\-@\t\r]/;

function cell(value: string, separator: string): string {
  const safe = FORMULA_START.test(value) ? `'${value}` : value;
  return safe.includes('"') || safe.includes(separator) || /[\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

/** One RFC 4180 line with its CRLF: quoted cells where needed, formulas defused. */
export function csvLine(cells: readonly string[], separator: ',' | ';'): string {
  return `${cells.map((value) => cell(value, separator)).join(separator)}\r\n`;
}

/** RFC 4180 text: a header row, CRLF line ends, quoted cells where needed, the BOM first. */
export function toCsv(header: readonly string[], rows: readonly (readonly string[])[], separator: ',' | ';'): string {
  return `${UTF8_BOM}${[header, ...rows].map((cells) => csvLine(cells, separator)).join('')}`;
}
