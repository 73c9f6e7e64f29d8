/**
 * A table as CSV text (RFC 4180): fields with a comma, a quote or a line break are quoted, quotes
 * doubled; a field starting with = + - @ is prefixed with ' so a spreadsheet never runs it as a formula.
 */
export function toCsv(rows: readonly (readonly (string | number | null)[])[]): string {
  const field = (value: string | number | null): string => {
    if (value === null) return '';
    if (typeof value === 'number') return String(value);
    const safe = /^[=+\-@]/.test(value) ? `'${value}` : value;
    return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
  };
  return `${rows.map((row) => row.map(field).join(',')).join('\r\n')}\r\n`;
}

/** Cents as a plain decimal amount for a spreadsheet (12345 → "123.45"). */
export const csvAmount = (cents: number): string => (cents / 100).toFixed(2);
