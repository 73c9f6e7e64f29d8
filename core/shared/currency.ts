import type { Country } from './validation/country';

/** The two currencies the product deals in: a store's country says which dollar it is. */
export const CURRENCIES = ['CAD', 'USD'] as const;
export type Currency = (typeof CURRENCIES)[number];

/** The currency a store of this country deals in (the UI's `currencyOf` says the same). */
export function currencyOfCountry(country: Country): Currency {
  return country === 'US' ? 'USD' : 'CAD';
}

export function isCurrency(s: unknown): s is Currency {
  return typeof s === 'string' && (CURRENCIES as readonly string[]).includes(s);
}
