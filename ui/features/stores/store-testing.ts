import type { HomeDealershipBody } from '../../../adapters/http/contract/stores/stores';

/** A Toronto store as home_dealership/ answers it: open weekdays and Saturday, closed Sunday. */
export function aStore(extra: Partial<HomeDealershipBody> = {}): HomeDealershipBody {
  const open = (day: HomeDealershipBody['daywise_operating_hours'][number]['day'], start: string, end: string) => ({ day, is_working: true, start, end });
  return {
    id: 7, organization: 1, name: 'Lakeshore Motors', country: 'CA', province_code: 'ON', city: 'Toronto', postal_code: 'M8V 1A5',
    address_line_1: '2250 Lake Shore Blvd W', address_line_2: '', phone: '416-555-0100', email: 'sales@lakeshore.test', website: 'https://lakeshore.test',
    used_cars_link: '', new_cars_link: '', cname: '', deposit: '500.00', depositpackage: null,
    time_zone: 'America/Toronto', time_zone_is_default: true, appointment_length: 60,
    daywise_operating_hours: [
      open('MONDAY', '09:00', '18:00'), open('TUESDAY', '09:00', '18:00'), open('WEDNESDAY', '09:00', '18:00'), open('THURSDAY', '09:00', '21:00'),
      open('FRIDAY', '09:00', '18:00'), open('SATURDAY', '10:00', '16:00'), { day: 'SUNDAY', is_working: false, start: null, end: null },
    ],
    default_language: 'en_CA', allowed_languages: ['en_CA', 'fr_CA'], theme: { logo: null }, disclaimer_package: [], custom_copy: {},
    trade_in_system: 'internal', credit_application_system: 'routeone', has_stripe_account: false, is_eti_enabled: false, is_trs_enabled: false,
    is_activix_user: false, use_activix_crm: false, use_addons_recommendation: false, use_postal_code: true, mandatory_names: false,
    compulsory_login: false, saml_login_url: '', discount_name_en: '', discount_name_fr: '', ...extra,
  };
}
