import { formatMoney } from '@dealer-panel/core/shared/money-text';
import type { DayHoursInput, StoreInput } from '@dealer-panel/core/stores/store-form';
import { storeTimeZone } from '@dealer-panel/core/stores/calendar-settings';
import { WEEKDAYS, type StoreSettings, type Weekday } from '@dealer-panel/core/stores/store-settings';
import type { HomeDealershipBody, UpdateDealershipRequest } from '../../contract/stores/stores';
import { mediaUrl } from '../addons/addon-body';

/** home_dealership/: the wire form of a store's settings. */
export function homeDealershipBody(s: StoreSettings): HomeDealershipBody {
  return {
    id: s.id, organization: s.organizationId, name: s.name, country: s.country, province_code: s.provinceCode, city: s.city,
    postal_code: s.postalCode, address_line_1: s.addressLine1, address_line_2: s.addressLine2, phone: s.phone, email: s.email,
    website: s.website, used_cars_link: s.usedCarsLink, new_cars_link: s.newCarsLink, cname: s.cname,
    deposit: s.depositCents === null ? null : formatMoney(s.depositCents), depositpackage: s.depositPackage,
    daywise_operating_hours: WEEKDAYS.map((day) => {
      const h = s.hours[day];
      return { day, is_working: h !== null, start: h?.start ?? null, end: h?.end ?? null };
    }),
    time_zone: storeTimeZone(s), time_zone_is_default: s.calendar.timeZone === null, appointment_length: s.calendar.appointmentMinutes,
    default_language: s.defaultLanguage, allowed_languages: [...s.allowedLanguages],
    theme: { logo: s.logoMediaId === null ? null : mediaUrl(s.logoMediaId) },
    disclaimer_package: s.disclaimerPackage.map((d) => ({ ...d })), custom_copy: { ...s.customCopy },
    trade_in_system: s.tradeInSystem, credit_application_system: s.creditApplicationSystem,
    has_stripe_account: s.hasCardProcessorAccount, is_eti_enabled: s.isEtiEnabled, is_trs_enabled: s.isTrsEnabled,
    is_activix_user: s.isActivixUser, use_activix_crm: s.useActivixCrm, use_addons_recommendation: s.useAddonsRecommendation,
    use_postal_code: s.usePostalCode, mandatory_names: s.mandatoryNames, compulsory_login: s.compulsoryLogin,
    saml_login_url: s.samlLoginUrl, discount_name_en: s.discountNameEn, discount_name_fr: s.discountNameFr,
  };
}

/** The wire's write fields in core's names; a field not sent stays undefined (PATCH keeps it). */
export function storeInput(b: UpdateDealershipRequest): StoreInput {
  const hours: Partial<Record<Weekday, DayHoursInput>> = {};
  for (const day of WEEKDAYS) {
    const start = b[`dealership_hours_${day}_start`];
    const end = b[`dealership_hours_${day}_end`];
    if (start !== undefined || end !== undefined) hours[day] = { ...(start === undefined ? {} : { start }), ...(end === undefined ? {} : { end }) };
  }
  const pairs: [keyof StoreInput, unknown][] = [
    ['name', b.name], ['country', b.country], ['provinceCode', b.province_code], ['city', b.city], ['postalCode', b.postal_code],
    ['addressLine1', b.address_line_1], ['addressLine2', b.address_line_2], ['phone', b.phone], ['email', b.email],
    ['website', b.website], ['newCarsLink', b.new_cars_link], ['usedCarsLink', b.used_cars_link], ['deposit', b.deposit],
    ['depositPackage', b.depositpackage], ['timeZone', b.time_zone], ['appointmentLength', b.appointment_length], ['allowedLanguages', b.allowed_languages], ['tradeInSystem', b.trade_in_system],
    ['creditApplicationSystem', b.credit_application_system], ['useAddonsRecommendation', b.use_addons_recommendation],
    ['usePostalCode', b.use_postal_code], ['mandatoryNames', b.mandatory_names], ['compulsoryLogin', b.compulsory_login],
    ['samlLoginUrl', b.saml_login_url], ['customCopy', b.custom_copy], ['discountNameEn', b.discount_name_en], ['discountNameFr', b.discount_name_fr],
  ];
  const input = Object.fromEntries(pairs.filter(([, v]) => v !== undefined)) as StoreInput;
  return Object.keys(hours).length > 0 ? { ...input, hours } : input;
}
