import type { NonEmptyArray } from 'fp-ts/NonEmptyArray';
import type { Language } from '../access/dealer-user';
import type { Country } from '../access/dealership';
import { REGION_CODES } from '../shared/regions';
import { parseMoney } from '../shared/money-text';
import { city as cityRule } from '../shared/validation/city';
import { email as emailRule } from '../shared/validation/email';
import { phone as phoneRule } from '../shared/validation/phone';
import { normalizePostalCode, postalCode as postalRule } from '../shared/validation/postal-code';
import { url as urlRule } from '../shared/validation/url';
import { checkAppointmentMinutes, checkTimeZone } from './calendar-settings';
import { changedFields as changedFieldsOf, type FieldChanges } from '../shared/changed-fields';
import {
  CREDIT_APPLICATION_SYSTEMS, STORE_LANGUAGES, TRADE_IN_SYSTEMS, WEEKDAYS,
  type BilingualText, type DayHours, type StoreValues, type Weekday,
} from './store-settings';

export const STORE_NAME_MAX_LENGTH = 120;
export const STORE_TEXT_MAX_LENGTH = 200;
export const CUSTOM_COPY_MAX_LENGTH = 2000;
/** The largest deposit accepted: $100,000.00 (a typo guard). */
export const DEPOSIT_MAX_CENTS = 10_000_000;

/** A day's hours as sent: each side a "HH:MM" time or null (closed); a side not sent keeps its value. */
export type DayHoursInput = { readonly start?: string | null; readonly end?: string | null };

/** What a client sent, already type-checked by the contract; every field optional (PATCH sends what changes). */
export interface StoreInput {
  readonly name?: string;
  readonly country?: string;
  readonly provinceCode?: string;
  readonly city?: string;
  readonly postalCode?: string;
  readonly addressLine1?: string;
  readonly addressLine2?: string;
  readonly phone?: string;
  readonly email?: string;
  readonly website?: string;
  readonly newCarsLink?: string;
  readonly usedCarsLink?: string;
  /** Dollars as a decimal string; null or "" = no deposit. */
  readonly deposit?: string | null;
  readonly depositPackage?: string | null;
  readonly hours?: Readonly<Partial<Record<Weekday, DayHoursInput>>>;
  /** IANA zone name; null or "" = the province's or state's default. */
  readonly timeZone?: string | null;
  /** Minutes a visit lasts (15 to 240, by 5). */
  readonly appointmentLength?: number;
  readonly allowedLanguages?: readonly string[];
  readonly tradeInSystem?: string;
  readonly creditApplicationSystem?: string;
  readonly useAddonsRecommendation?: boolean;
  readonly usePostalCode?: boolean;
  readonly mandatoryNames?: boolean;
  readonly compulsoryLogin?: boolean;
  readonly samlLoginUrl?: string;
  readonly customCopy?: Readonly<Record<string, BilingualText>>;
  readonly discountNameEn?: string;
  readonly discountNameFr?: string;
}

type Errors = Record<string, NonEmptyArray<string>>;
export type StoreCheck = { readonly ok: true; readonly values: StoreValues } | { readonly ok: false; readonly errors: Errors };

const TIME = /^([01]\d|2[0-3]):([0-5]\d)$/;
/** The wire name of one side of a day's hours: dealership_hours_MONDAY_start. */
export const hoursField = (day: Weekday, side: 'start' | 'end'): string => `dealership_hours_${day}_${side}`;
const length = (s: string): number => [...s].length;

/** A day's hours after the input: both sides null = closed; one side alone, a bad time or an end not after the start is an error. */
function checkDay(day: Weekday, current: DayHours, input: DayHoursInput, add: (field: string, code: string) => void): DayHours {
  const start = input.start === undefined ? current?.start ?? null : input.start;
  const end = input.end === undefined ? current?.end ?? null : input.end;
  if (start === null && end === null) return null;
  let ok = true;
  for (const [side, value] of [['start', start], ['end', end]] as const) {
    if (value === null || value === '') { add(hoursField(day, side), 'required'); ok = false; } else if (!TIME.test(value)) { add(hoursField(day, side), 'time.invalid'); ok = false; }
  }
  if (!ok || start === null || end === null) return current;
  if (end <= start) { add(hoursField(day, 'end'), 'hours.end_before_start'); return current; }
  return { start, end };
}

/** The calendar fields after the input: time_zone and appointment_length. */
function checkCalendar(base: StoreValues, input: StoreInput, add: (field: string, code: string) => void): StoreValues['calendar'] {
  let { timeZone, appointmentMinutes } = base.calendar;
  if (input.timeZone !== undefined) {
    const zone = checkTimeZone(input.timeZone);
    if (zone.ok) timeZone = zone.value; else add('time_zone', zone.code);
  }
  if (input.appointmentLength !== undefined) {
    const error = checkAppointmentMinutes(input.appointmentLength);
    if (error === null) appointmentMinutes = input.appointmentLength; else add('appointment_length', error);
  }
  return { timeZone, appointmentMinutes };
}

function checkText(field: string, value: string, max: number, add: (field: string, code: string) => void): string {
  const trimmed = value.trim();
  if (length(trimmed) > max) add(field, 'text.too_long');
  return trimmed;
}

/**
 * The values of a store after `input` is applied over `base` (its current values), checked as a
 * whole: every bad field reported at once under its wire name; on any error the caller stores
 * nothing. A choice (trade-in or credit-application system) already stored stays acceptable even
 * when no longer listed, so that sending the form back unchanged never fails.
 */
export function checkStoreInput(base: StoreValues, input: StoreInput): StoreCheck {
  const errors: Errors = {};
  const add = (field: string, code: string): void => { errors[field] ??= [code]; };

  const name = checkText('name', input.name ?? base.name, STORE_NAME_MAX_LENGTH, add);
  if (name === '') add('name', 'required');
  const countryText = input.country ?? base.country;
  const country: Country = countryText === 'US' ? 'US' : 'CA';
  if (countryText !== 'CA' && countryText !== 'US') add('country', 'choice.invalid');
  const provinceCode = (input.provinceCode ?? base.provinceCode).trim().toUpperCase();
  if (!REGION_CODES[country].includes(provinceCode)) add('province_code', provinceCode === '' ? 'required' : 'province.invalid');
  const city = checkText('city', input.city ?? base.city, STORE_TEXT_MAX_LENGTH, add);
  const cityError = city === '' ? 'required' : cityRule(city);
  if (cityError !== null) add('city', cityError);
  const postalText = (input.postalCode ?? base.postalCode).trim();
  const postalError = postalText === '' ? 'required' : postalRule(postalText, { country });
  if (postalError !== null) add('postal_code', postalError);
  const addressLine1 = checkText('address_line_1', input.addressLine1 ?? base.addressLine1, STORE_TEXT_MAX_LENGTH, add);
  const addressLine2 = checkText('address_line_2', input.addressLine2 ?? base.addressLine2, STORE_TEXT_MAX_LENGTH, add);
  const phone = (input.phone ?? base.phone).trim();
  const phoneError = phoneRule(phone, { country });
  if (phoneError !== null) add('phone', phoneError);
  const email = (input.email ?? base.email).trim();
  const emailError = emailRule(email);
  if (emailError !== null) add('email', emailError);
  const links = { website: input.website ?? base.website, new_cars_link: input.newCarsLink ?? base.newCarsLink, used_cars_link: input.usedCarsLink ?? base.usedCarsLink, saml_login_url: input.samlLoginUrl ?? base.samlLoginUrl };
  for (const [field, value] of Object.entries(links)) {
    const error = urlRule(value.trim());
    if (error !== null) add(field, error);
  }

  let depositCents = base.depositCents;
  if (input.deposit !== undefined) {
    const text = input.deposit === null ? '' : input.deposit.trim();
    const parsed = text === '' ? null : parseMoney(text);
    if (text !== '' && parsed === null) add('deposit', 'money.invalid');
    else if (parsed !== null && parsed > DEPOSIT_MAX_CENTS) add('deposit', 'money.too_large');
    else depositCents = parsed;
  }
  const packageText = input.depositPackage === undefined ? base.depositPackage : input.depositPackage === null ? null : input.depositPackage.trim();
  const depositPackage = packageText === null || packageText === '' ? null : checkText('depositpackage', packageText, STORE_TEXT_MAX_LENGTH, add);

  const hours = Object.fromEntries(WEEKDAYS.map((day) => {
    const given = input.hours?.[day];
    return [day, given === undefined ? base.hours[day] : checkDay(day, base.hours[day], given, add)];
  })) as Record<Weekday, DayHours>;

  const calendar = checkCalendar(base, input, add);

  const languages = input.allowedLanguages ?? base.allowedLanguages;
  const allowedLanguages = STORE_LANGUAGES.filter((l) => languages.includes(l));
  if (languages.some((l) => !(STORE_LANGUAGES as readonly string[]).includes(l))) add('allowed_languages', 'choice.invalid');
  else if (allowedLanguages.length === 0) add('allowed_languages', 'required');

  const choice = (field: string, value: string, current: string, list: readonly string[]): string => {
    if (value !== current && !list.includes(value)) add(field, 'choice.invalid');
    return value;
  };
  const tradeInSystem = choice('trade_in_system', input.tradeInSystem ?? base.tradeInSystem, base.tradeInSystem, TRADE_IN_SYSTEMS);
  const creditApplicationSystem = choice('credit_application_system', input.creditApplicationSystem ?? base.creditApplicationSystem, base.creditApplicationSystem, CREDIT_APPLICATION_SYSTEMS);

  const customCopy = input.customCopy ?? base.customCopy;
  for (const [key, text] of Object.entries(customCopy)) {
    if (!/^[a-z][a-z0-9_.]{0,63}$/.test(key)) add('custom_copy', 'choice.invalid');
    else if (length(text.en) > CUSTOM_COPY_MAX_LENGTH || length(text.fr) > CUSTOM_COPY_MAX_LENGTH) add('custom_copy', 'text.too_long');
  }
  const discountNameEn = checkText('discount_name_en', input.discountNameEn ?? base.discountNameEn, STORE_TEXT_MAX_LENGTH, add);
  const discountNameFr = checkText('discount_name_fr', input.discountNameFr ?? base.discountNameFr, STORE_TEXT_MAX_LENGTH, add);

  if (Object.keys(errors).length > 0) return { ok: false, errors };
  return {
    ok: true,
    values: {
      name, country, provinceCode, city, postalCode: normalizePostalCode(postalText, country), addressLine1, addressLine2, phone, email,
      website: links.website.trim(), newCarsLink: links.new_cars_link.trim(), usedCarsLink: links.used_cars_link.trim(), samlLoginUrl: links.saml_login_url.trim(),
      depositCents, depositPackage, hours, calendar, allowedLanguages: allowedLanguages as Language[], tradeInSystem, creditApplicationSystem,
      useAddonsRecommendation: input.useAddonsRecommendation ?? base.useAddonsRecommendation,
      usePostalCode: input.usePostalCode ?? base.usePostalCode,
      mandatoryNames: input.mandatoryNames ?? base.mandatoryNames,
      compulsoryLogin: input.compulsoryLogin ?? base.compulsoryLogin,
      customCopy, discountNameEn, discountNameFr,
    },
  };
}

/** The fields whose value differs, before and after (the audit trail keeps only those). */
export function changedFields(before: StoreValues, after: StoreValues): FieldChanges {
  return changedFieldsOf({ ...before }, { ...after });
}
