import * as t from 'io-ts';
import { WEEKDAYS, type Weekday } from '@dealer-panel/core/stores/store-settings';
import { Locale, MoneyText, Nullable } from '../common';
import { oneOf } from '../enums';

/**
 * The home dealership (spec 000 section 3): every field the screens read. Money is a decimal
 * string in dollars ("500.00") like every amount of the contract; the database holds cents.
 */
const Bilingual = t.type({ en: t.string, fr: t.string }, 'bilingual');
export const DayHoursBody = t.type({ day: oneOf(WEEKDAYS), is_working: t.boolean, start: Nullable(t.string), end: Nullable(t.string) });
export type DayHoursBody = t.TypeOf<typeof DayHoursBody>;

export const HomeDealershipBody = t.type({
  id: t.number, organization: Nullable(t.number), name: t.string, country: oneOf(['CA', 'US'] as const), province_code: t.string,
  city: t.string, postal_code: t.string, address_line_1: t.string, address_line_2: t.string, phone: t.string, email: t.string,
  website: t.string, used_cars_link: t.string, new_cars_link: t.string, cname: t.string,
  /** Null when the store asks no deposit. */
  deposit: Nullable(MoneyText), depositpackage: Nullable(t.string),
  daywise_operating_hours: t.array(DayHoursBody),
  /** The calendar fields: the IANA zone the hours are in (the store's, else its province's or state's), whether it is that default, minutes a visit lasts. */
  time_zone: t.string, time_zone_is_default: t.boolean, appointment_length: t.number,
  default_language: Locale, allowed_languages: t.array(Locale),
  /** The logo's URL (/api/media/{id}/), null when none. */
  theme: t.type({ logo: Nullable(t.string) }),
  disclaimer_package: t.array(t.type({ disclaimer_type: t.string, disclaimer_superscript: t.string })),
  custom_copy: t.record(t.string, Bilingual),
  trade_in_system: t.string, credit_application_system: t.string,
  has_stripe_account: t.boolean, is_eti_enabled: t.boolean, is_trs_enabled: t.boolean, is_activix_user: t.boolean, use_activix_crm: t.boolean,
  use_addons_recommendation: t.boolean, use_postal_code: t.boolean, mandatory_names: t.boolean, compulsory_login: t.boolean,
  saml_login_url: t.string, discount_name_en: t.string, discount_name_fr: t.string,
});
export type HomeDealershipBody = t.TypeOf<typeof HomeDealershipBody>;

const hourFields = Object.fromEntries(WEEKDAYS.flatMap((day: Weekday) => [
  [`dealership_hours_${day}_start`, Nullable(t.string)], [`dealership_hours_${day}_end`, Nullable(t.string)],
])) as Record<`dealership_hours_${Weekday}_${'start' | 'end'}`, t.UnionC<[t.StringC, t.NullC]>>;

/**
 * The dealership write fields (spec 000 sections 3 and 5): every field optional; PUT sends the
 * whole form, PATCH what changes. Hours per weekday as dealership_hours_{DAY}_start/_end, null when
 * closed; an empty deposit is null. A field not listed here is refused (field.unknown).
 */
export const UpdateDealershipProps = {
  name: t.string, country: t.string, province_code: t.string, city: t.string, postal_code: t.string,
  address_line_1: t.string, address_line_2: t.string, phone: t.string, email: t.string, website: t.string,
  new_cars_link: t.string, used_cars_link: t.string, deposit: Nullable(t.string), depositpackage: Nullable(t.string),
  /** IANA zone of the hours (America/Toronto); null or "" = the province's or state's default. */
  time_zone: Nullable(t.string),
  /** Minutes a visit lasts: 15 to 240, by 5. */
  appointment_length: t.number,
  allowed_languages: t.array(t.string), trade_in_system: t.string, credit_application_system: t.string,
  use_addons_recommendation: t.boolean, use_postal_code: t.boolean, mandatory_names: t.boolean, compulsory_login: t.boolean,
  saml_login_url: t.string, custom_copy: t.record(t.string, Bilingual), discount_name_en: t.string, discount_name_fr: t.string,
  ...hourFields,
};
export const UpdateDealershipRequest = t.partial(UpdateDealershipProps);
export type UpdateDealershipRequest = t.TypeOf<typeof UpdateDealershipRequest>;

export const SupportServiceBody = t.type({ phone_number: t.string, email: t.string });
export type SupportServiceBody = t.TypeOf<typeof SupportServiceBody>;

/** The store's own interface copy (key → English and French), readable by every role. */
export const CustomCopyBody = t.type({ custom_copy: t.record(t.string, Bilingual) });
export type CustomCopyBody = t.TypeOf<typeof CustomCopyBody>;

/** One store of the organization overview (organization roles and super admins). */
export const OrganizationStoreBody = t.type({ id: t.number, name: t.string, city: t.string, province_code: t.string, open_deals: t.number, users: t.number, current: t.boolean });
export type OrganizationStoreBody = t.TypeOf<typeof OrganizationStoreBody>;
export const OrganizationStoresResponse = t.array(OrganizationStoreBody);
