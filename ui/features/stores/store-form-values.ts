import type { Language } from '@dealer-panel/core/access/dealer-user';
import { checkStoreInput, type StoreInput } from '@dealer-panel/core/stores/store-form';
import { CLOSED_WEEK, WEEKDAYS, type DayHours, type StoreValues, type Weekday } from '@dealer-panel/core/stores/store-settings';
import { parseMoney } from '@dealer-panel/core/shared/money-text';
import type { HomeDealershipBody, UpdateDealershipRequest } from '../../../adapters/http/contract/stores/stores';
import type { FieldErrorMap } from '../../shared/form-problem';

/** One weekday's row of the form: the open switch and its two times ("HH:MM"). */
export interface DayRow { readonly open: boolean; readonly start: string; readonly end: string }

/** What the /dealerships form holds: text as typed, switches as booleans, hours per weekday. */
export interface StoreFormValues {
  readonly name: string;
  readonly country: 'CA' | 'US';
  readonly province_code: string;
  readonly city: string;
  readonly postal_code: string;
  readonly address_line_1: string;
  readonly address_line_2: string;
  readonly phone: string;
  readonly email: string;
  readonly website: string;
  readonly new_cars_link: string;
  readonly used_cars_link: string;
  readonly deposit: string;
  readonly depositpackage: string;
  readonly hours: Readonly<Record<Weekday, DayRow>>;
  /** The zone of the hours; '' = the province's or state's default. */
  readonly time_zone: string;
  /** Minutes a visit lasts, as typed. */
  readonly appointment_length: string;
  readonly allowed_languages: readonly Language[];
  readonly trade_in_system: string;
  readonly credit_application_system: string;
  readonly use_addons_recommendation: boolean;
  readonly use_postal_code: boolean;
  readonly mandatory_names: boolean;
  readonly compulsory_login: boolean;
  readonly saml_login_url: string;
  readonly discount_name_en: string;
  readonly discount_name_fr: string;
}

/** A closed day's row keeps usual times ready for when it opens. */
const DEFAULT_DAY: DayRow = { open: false, start: '09:00', end: '17:00' };

export function formOf(b: HomeDealershipBody): StoreFormValues {
  const hours = Object.fromEntries(WEEKDAYS.map((day) => {
    const h = b.daywise_operating_hours.find((d) => d.day === day);
    return [day, h?.is_working ? { open: true, start: h.start ?? '', end: h.end ?? '' } : DEFAULT_DAY];
  })) as Record<Weekday, DayRow>;
  return {
    name: b.name, country: b.country, province_code: b.province_code, city: b.city, postal_code: b.postal_code,
    address_line_1: b.address_line_1, address_line_2: b.address_line_2, phone: b.phone, email: b.email, website: b.website,
    new_cars_link: b.new_cars_link, used_cars_link: b.used_cars_link, deposit: b.deposit ?? '', depositpackage: b.depositpackage ?? '',
    hours, time_zone: b.time_zone_is_default ? '' : b.time_zone, appointment_length: String(b.appointment_length),
    allowed_languages: b.allowed_languages, trade_in_system: b.trade_in_system, credit_application_system: b.credit_application_system,
    use_addons_recommendation: b.use_addons_recommendation, use_postal_code: b.use_postal_code, mandatory_names: b.mandatory_names,
    compulsory_login: b.compulsory_login, saml_login_url: b.saml_login_url, discount_name_en: b.discount_name_en, discount_name_fr: b.discount_name_fr,
  };
}

/** The visit length as typed, as a number (what is not a whole number reads as NaN: the check names it). */
const lengthOf = (text: string): number => (/^\s*\d+\s*$/.test(text) ? Number(text) : Number.NaN);

/** The PUT body (spec 000 section 5): hours as dealership_hours_{DAY}_start/_end, null when closed; an empty deposit null. */
export function requestOf(v: StoreFormValues): UpdateDealershipRequest {
  const hours = Object.fromEntries(WEEKDAYS.flatMap((day) => {
    const row = v.hours[day];
    return [[`dealership_hours_${day}_start`, row.open ? row.start : null], [`dealership_hours_${day}_end`, row.open ? row.end : null]];
  }));
  const { hours: _rows, deposit, depositpackage, allowed_languages, time_zone, appointment_length, ...rest } = v;
  return { ...rest, ...hours, time_zone: time_zone === '' ? null : time_zone, appointment_length: lengthOf(appointment_length), allowed_languages: [...allowed_languages], deposit: deposit.trim() === '' ? null : deposit.trim(), depositpackage: depositpackage.trim() === '' ? null : depositpackage };
}

/** The stored values a body stands for: what the server's check starts from. */
function storeValuesOf(b: HomeDealershipBody): StoreValues {
  const hours = Object.fromEntries(WEEKDAYS.map((day) => {
    const h = b.daywise_operating_hours.find((d) => d.day === day);
    return [day, h?.is_working && h.start !== null && h.end !== null ? { start: h.start, end: h.end } : null];
  })) as Record<Weekday, DayHours>;
  return {
    name: b.name, country: b.country, provinceCode: b.province_code, city: b.city, postalCode: b.postal_code, addressLine1: b.address_line_1,
    addressLine2: b.address_line_2, phone: b.phone, email: b.email, website: b.website, newCarsLink: b.new_cars_link, usedCarsLink: b.used_cars_link,
    depositCents: b.deposit === null ? null : parseMoney(b.deposit), depositPackage: b.depositpackage, hours: { ...CLOSED_WEEK, ...hours },
    calendar: { timeZone: b.time_zone_is_default ? null : b.time_zone, appointmentMinutes: b.appointment_length },
    allowedLanguages: b.allowed_languages, tradeInSystem: b.trade_in_system, creditApplicationSystem: b.credit_application_system,
    useAddonsRecommendation: b.use_addons_recommendation, usePostalCode: b.use_postal_code, mandatoryNames: b.mandatory_names,
    compulsoryLogin: b.compulsory_login, samlLoginUrl: b.saml_login_url, customCopy: b.custom_copy, discountNameEn: b.discount_name_en, discountNameFr: b.discount_name_fr,
  };
}

/** The form as the server's input, so that the browser runs the server's own rules (core/stores/store-form.ts) before sending. */
function inputOf(v: StoreFormValues): StoreInput {
  const hours = Object.fromEntries(WEEKDAYS.map((day) => {
    const row = v.hours[day];
    return [day, row.open ? { start: row.start, end: row.end } : { start: null, end: null }];
  }));
  return {
    name: v.name, country: v.country, provinceCode: v.province_code, city: v.city, postalCode: v.postal_code, addressLine1: v.address_line_1,
    addressLine2: v.address_line_2, phone: v.phone, email: v.email, website: v.website, newCarsLink: v.new_cars_link, usedCarsLink: v.used_cars_link,
    deposit: v.deposit, depositPackage: v.depositpackage, hours, timeZone: v.time_zone === '' ? null : v.time_zone,
    appointmentLength: lengthOf(v.appointment_length), allowedLanguages: v.allowed_languages, tradeInSystem: v.trade_in_system,
    creditApplicationSystem: v.credit_application_system, useAddonsRecommendation: v.use_addons_recommendation, usePostalCode: v.use_postal_code,
    mandatoryNames: v.mandatory_names, compulsoryLogin: v.compulsory_login, samlLoginUrl: v.saml_login_url,
    discountNameEn: v.discount_name_en, discountNameFr: v.discount_name_fr,
  };
}

/** Every error the server would answer for this form, by wire field name. */
export function checkStoreForm(saved: HomeDealershipBody, v: StoreFormValues): FieldErrorMap {
  const r = checkStoreInput(storeValuesOf(saved), inputOf(v));
  return r.ok ? {} : r.errors;
}
