import type { Country } from '@dealer-panel/core/access/dealership';

/**
 * A stored phone (10 digits, +1 and 10 digits as a text message is addressed, or written with dashes,
 * spaces or parentheses, as a staff member's) as each country
 * writes it (core/shared/validation/phone.ts): Canada "(416) 555-0101", the USA "416-555-0101".
 * Anything else (a masked number, another country's) is shown as stored.
 */
export function formatPhone(stored: string, country: Country): string {
  const m = /^(?:\+?1)?(\d{3})(\d{3})(\d{4})$/.exec(stored.replace(/[\s().-]/g, ''));
  if (!m) return stored;
  return country === 'CA' ? `(${m[1]}) ${m[2]}-${m[3]}` : `${m[1]}-${m[2]}-${m[3]}`;
}
