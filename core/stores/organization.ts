import type { NonEmptyArray } from 'fp-ts/NonEmptyArray';
import type { Language } from '../access/dealer-user';
import type { Country } from '../access/dealership';
import { DEFAULT_CALENDAR } from './calendar-settings';
import type { FieldErrors } from '../shared/validation';
import { checkStoreInput, STORE_NAME_MAX_LENGTH, type StoreInput } from './store-form';
import { CLOSED_WEEK, type StoreValues } from './store-settings';

/** A group that owns stores (spec 000: "organizations that own several dealerships"). */
export interface Organization {
  readonly id: number;
  readonly name: string;
}

/** One store as the organizations screen lists it. */
export interface OrganizationStore {
  readonly id: number;
  readonly name: string;
  readonly country: Country;
  readonly provinceCode: string;
  readonly city: string;
}

export interface OrganizationWithStores extends Organization {
  readonly stores: readonly OrganizationStore[];
}

/** A new store's values: the settings form's, and the language its customers and staff start in. */
export interface NewStore extends StoreValues {
  readonly defaultLanguage: Language;
}

/** The fields a new store is created with; the rest of its settings are edited afterwards on its own screen. */
export type NewStoreInput = Pick<StoreInput, 'name' | 'country' | 'provinceCode' | 'city' | 'postalCode' | 'addressLine1' | 'addressLine2' | 'phone' | 'email' | 'website'>;

/** What a store starts from: nothing typed, the house defaults (built-in systems, closed all week, English and French). */
const BLANK_STORE: StoreValues = {
  name: '', country: 'CA', provinceCode: '', city: '', postalCode: '', addressLine1: '', addressLine2: '', phone: '', email: '',
  website: '', newCarsLink: '', usedCarsLink: '', depositCents: null, depositPackage: null, hours: CLOSED_WEEK, calendar: DEFAULT_CALENDAR,
  allowedLanguages: ['en_CA', 'fr_CA'], tradeInSystem: 'internal', creditApplicationSystem: 'internal', useAddonsRecommendation: false,
  usePostalCode: true, mandatoryNames: false, compulsoryLogin: false, samlLoginUrl: '', customCopy: {}, discountNameEn: '', discountNameFr: '',
};

export type Checked<A> = { readonly ok: true; readonly value: A } | { readonly ok: false; readonly errors: FieldErrors };

/** An organization's name: trimmed, required, at most as long as a store's. */
export function checkOrganizationName(name: string): Checked<string> {
  const trimmed = name.trim();
  if (trimmed === '') return { ok: false, errors: { name: ['required'] } };
  if ([...trimmed].length > STORE_NAME_MAX_LENGTH) return { ok: false, errors: { name: ['text.too_long'] } };
  return { ok: true, value: trimmed };
}

/**
 * A new store, checked by the same rules as its settings form (name, province or state of the
 * country, city, postal or ZIP code, phone, e-mail, website). The country must be said: a store
 * is never put in Canada by default. Languages follow the place: Québec starts in French, the
 * rest of Canada in English (both offered), the United States in American English.
 */
export function checkNewStore(input: NewStoreInput): Checked<NewStore> {
  const checked = checkStoreInput(BLANK_STORE, input);
  const countryMissing = input.country === undefined || input.country.trim() === '';
  if (!checked.ok || countryMissing) {
    const errors: Record<string, NonEmptyArray<string>> = { ...(checked.ok ? {} : checked.errors) };
    if (countryMissing) errors.country = ['required'];
    return { ok: false, errors };
  }
  const v = checked.values;
  if (v.country === 'US') return { ok: true, value: { ...v, allowedLanguages: ['en_US'], defaultLanguage: 'en_US' } };
  return { ok: true, value: { ...v, defaultLanguage: v.provinceCode === 'QC' ? 'fr_CA' : 'en_CA' } };
}

/** The same name, whatever its case and surrounding spaces: what "already taken" compares. */
export const sameName = (a: string, b: string): boolean => a.trim().toLocaleLowerCase('en-CA') === b.trim().toLocaleLowerCase('en-CA');
