import { DEFAULT_CALENDAR } from '../calendar-settings';
import { CLOSED_WEEK, type StoreValues } from '../store-settings';

/** A valid Toronto store's values, open weekdays 9 to 6: what the form tests start from. */
export const SAMPLE_STORE_VALUES: StoreValues = {
  name: 'Toronto Motors', country: 'CA', provinceCode: 'ON', city: 'Toronto', postalCode: 'M5V 2T6', addressLine1: '100 King St W',
  addressLine2: '', phone: '416-555-0100', email: 'sales@toronto.example', website: 'https://toronto.example',
  newCarsLink: '', usedCarsLink: '', depositCents: null, depositPackage: null,
  hours: { ...CLOSED_WEEK, MONDAY: { start: '09:00', end: '18:00' }, TUESDAY: { start: '09:00', end: '18:00' } },
  calendar: DEFAULT_CALENDAR,
  allowedLanguages: ['en_CA', 'fr_CA'], tradeInSystem: 'internal', creditApplicationSystem: 'internal',
  useAddonsRecommendation: false, usePostalCode: true, mandatoryNames: false, compulsoryLogin: false, samlLoginUrl: '',
  customCopy: {}, discountNameEn: '', discountNameFr: '',
};
