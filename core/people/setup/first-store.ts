import type { NonEmptyArray } from 'fp-ts/NonEmptyArray';
import type { Language } from '../../access/dealer-user';
import type { Country, Dealership } from '../../access/dealership';
import { checkTimeZone } from '../../stores/calendar-settings';
import { defaultTimeZone } from '../../stores/time-zones';
import { REGION_CODES } from '../../shared/regions';
import { STORE_NAME_MAX_LENGTH } from '../../stores/store-form';
import { STORE_LANGUAGES } from '../../stores/store-settings';
import { city as cityRule } from '../../shared/validation/city';
import { email as emailRule } from '../../shared/validation/email';
import { name as nameRule } from '../../shared/validation/name';
import { normalizePostalCode, postalCode as postalRule } from '../../shared/validation/postal-code';
import type { FieldErrors } from '../../shared/validation';

/** What the operator asked for (`npm run cli -- setup …`): text as typed, checked by `checkFirstStore`. */
export interface FirstStoreCommand {
  readonly organization: string;
  readonly store: string;
  /** A Canadian province or territory, or a US state (DC too): the store's taxes, postal codes and time zone follow it. */
  readonly province: string;
  /** Optional: read from the province when absent; when given it must agree with it. */
  readonly country: string | null;
  /** The store's default language and the admin's; absent: fr_CA in Québec, en_CA elsewhere in Canada, en_US in the USA. */
  readonly language: string | null;
  /** An IANA zone; absent: the province's or state's (stored as null so that it follows a later change of province). */
  readonly timeZone: string | null;
  readonly city: string;
  readonly postalCode: string;
  readonly adminEmail: string;
  readonly adminFirstName: string;
  readonly adminLastName: string;
  /** Create a new organization even though the database already holds others. */
  readonly another: boolean;
}

/** The checked command: what will be written. */
export interface FirstStorePlan {
  readonly organization: string;
  readonly store: Pick<Dealership, 'name' | 'country' | 'provinceCode' | 'city' | 'postalCode' | 'defaultLanguage'> & {
    readonly allowedLanguages: readonly Language[];
    readonly timeZone: string | null;
  };
  readonly admin: { readonly email: string; readonly firstName: string; readonly lastName: string; readonly language: Language };
}

const countryOf = (province: string): Country | null =>
  REGION_CODES.CA.includes(province) ? 'CA' : REGION_CODES.US.includes(province) ? 'US' : null;

const defaultLanguage = (country: Country, province: string): Language =>
  country === 'US' ? 'en_US' : province === 'QC' ? 'fr_CA' : 'en_CA';

/** A Canadian store serves both official languages; a US store English, plus the default when it is another. */
const allowedLanguages = (country: Country, language: Language): readonly Language[] =>
  [...new Set<Language>([language, ...(country === 'US' ? ['en_US' as const] : ['en_CA' as const, 'fr_CA' as const])])];

const isLanguage = (s: string): s is Language => (STORE_LANGUAGES as readonly string[]).includes(s);

/** Checks every field at once (codes under the field names the CLI maps to its flags); pure. */
export function checkFirstStore(command: FirstStoreCommand): { readonly ok: true; readonly plan: FirstStorePlan } | { readonly ok: false; readonly errors: FieldErrors } {
  const errors: Record<string, NonEmptyArray<string>> = {};
  const add = (field: string, code: string | null): void => { if (code !== null) errors[field] ??= [code]; };
  const text = (field: string, value: string): string => {
    const trimmed = value.trim();
    add(field, trimmed === '' ? 'required' : [...trimmed].length > STORE_NAME_MAX_LENGTH ? 'text.too_long' : null);
    return trimmed;
  };
  const organization = text('organization', command.organization);
  const store = text('store', command.store);

  const province = command.province.trim().toUpperCase();
  const fromProvince = countryOf(province);
  add('province', province === '' ? 'required' : fromProvince === null ? 'province.invalid' : null);
  const countryText = command.country?.trim().toUpperCase() ?? null;
  if (countryText !== null && countryText !== 'CA' && countryText !== 'US') add('country', 'choice.invalid');
  else if (countryText !== null && fromProvince !== null && countryText !== fromProvince) add('country', 'country.province_mismatch');
  const country: Country = fromProvince ?? (countryText === 'US' ? 'US' : 'CA');

  const languageText = command.language?.trim() ?? null;
  if (languageText !== null && !isLanguage(languageText)) add('language', 'choice.invalid');
  const language = languageText !== null && isLanguage(languageText) ? languageText : defaultLanguage(country, province);

  const zone = checkTimeZone(command.timeZone);
  if (!zone.ok) add('time_zone', zone.code);
  const city = command.city.trim();
  if (city !== '') add('city', cityRule(city));
  const postal = command.postalCode.trim();
  if (postal !== '') add('postal_code', postalRule(postal, { country }));

  const email = command.adminEmail.trim();
  add('admin_email', email === '' ? 'required' : emailRule(email));
  const firstName = command.adminFirstName.trim();
  add('admin_first', firstName === '' ? 'required' : nameRule(firstName));
  const lastName = command.adminLastName.trim();
  add('admin_last', lastName === '' ? 'required' : nameRule(lastName));

  if (Object.keys(errors).length > 0) return { ok: false, errors };
  return {
    ok: true,
    plan: {
      organization,
      store: {
        name: store, country, provinceCode: province, city, postalCode: postal === '' ? '' : normalizePostalCode(postal, country),
        defaultLanguage: language, allowedLanguages: allowedLanguages(country, language), timeZone: zone.ok ? zone.value : null,
      },
      admin: { email, firstName, lastName, language },
    },
  };
}

/** The zone the store's hours are in once set up (its own, else its province's). */
export const planTimeZone = (plan: FirstStorePlan): string => plan.store.timeZone ?? defaultTimeZone(plan.store.country, plan.store.provinceCode);
