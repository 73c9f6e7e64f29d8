import type { DealerNotifications, Language } from '@dealer-panel/core/access/dealer-user';
import { defaultNotifications } from '@dealer-panel/core/access/dealer-user';
import type { Country } from '@dealer-panel/core/access/dealership';

// Columns are plain text in the database; these narrow them to core's unions at the edge.

const LANGUAGES: ReadonlySet<string> = new Set<Language>(['en_CA', 'en_US', 'fr_CA']);

export function isLanguage(value: string): value is Language {
  return LANGUAGES.has(value);
}

/** A language column; anything unexpected reads as the column default (en_CA) rather than failing a sign-in. */
export function toLanguage(value: string): Language {
  return isLanguage(value) ? value : 'en_CA';
}

/** The country column holds 'CA' or 'US'; the schema default for stores is Canada. */
export function toCountry(value: string): Country {
  return value === 'US' ? 'US' : 'CA';
}

/** Stored flags over the defaults: a flag never written keeps its default, a non-boolean is ignored. */
export function toNotifications(stored: Readonly<Record<string, unknown>>): DealerNotifications {
  const flag = (key: keyof DealerNotifications): boolean => {
    const value = stored[key];
    return typeof value === 'boolean' ? value : defaultNotifications[key];
  };
  return {
    customer_creates_account: flag('customer_creates_account'),
    customer_submits_trade_in: flag('customer_submits_trade_in'),
    customer_submits_credit_app: flag('customer_submits_credit_app'),
    customer_paid_deposit: flag('customer_paid_deposit'),
    customer_submits_appointment: flag('customer_submits_appointment'),
    customer_opens_tokenized_link: flag('customer_opens_tokenized_link'),
  };
}

/**
 * Human order for names ("Bélanger" before "Bergeron", "Côté" before "Cyr"), whatever the
 * database's collation: PGlite and a PostgreSQL server built with the C locale sort by bytes.
 */
const collator = new Intl.Collator('en-CA', { sensitivity: 'base', numeric: true });

export function compareNames(a: string, b: string): number {
  return collator.compare(a, b);
}

/** Stored permission flags: only booleans are kept (a hand-edited row cannot grant with "yes"). */
export function toPermissions(stored: Readonly<Record<string, unknown>>): Readonly<Record<string, boolean>> {
  const out: Record<string, boolean> = {};
  for (const [key, value] of Object.entries(stored)) if (typeof value === 'boolean') out[key] = value;
  return out;
}
