import type { Language } from '../access/dealer-user';
import type { Dealership } from '../access/dealership';

/** The days of the week as the wire writes them (dealership_hours_{DAY}_start), Monday first. */
export const WEEKDAYS = ['MONDAY', 'TUESDAY', 'WEDNESDAY', 'THURSDAY', 'FRIDAY', 'SATURDAY', 'SUNDAY'] as const;
export type Weekday = (typeof WEEKDAYS)[number];

/** A working day's opening hours ("09:00" to "18:00", 24-hour clock); null when the store is closed. */
export type DayHours = { readonly start: string; readonly end: string } | null;
export type WeeklyHours = Readonly<Record<Weekday, DayHours>>;

export const STORE_LANGUAGES: readonly Language[] = ['en_CA', 'en_US', 'fr_CA'];

/** The trade-in and credit-application systems a store may choose (static_data/ lists them). */
export const TRADE_IN_SYSTEMS = ['none', 'autotrader_ico', 'cbb', 'black_book', 'trade_pending', 'vauto', 'rapid'] as const;
export const CREDIT_APPLICATION_SYSTEMS = ['dealertrack', 'routeone', 'vw_finance'] as const;

export type BilingualText = { readonly en: string; readonly fr: string };

/**
 * Every field of a store the home-dealership screen reads (spec 000 section 3 "Home dealership"):
 * the dealership every session knows (access), and the rest of its settings.
 */
export interface StoreSettings extends Omit<Dealership, 'enableSalesManagerFeeDiscounts'> {
  readonly addressLine1: string;
  readonly addressLine2: string;
  readonly phone: string;
  readonly email: string;
  readonly website: string;
  readonly newCarsLink: string;
  readonly usedCarsLink: string;
  readonly cname: string;
  /** Deposit asked of customers, in cents; null when the store takes none. */
  readonly depositCents: number | null;
  readonly depositPackage: string | null;
  readonly hours: WeeklyHours;
  /** The zone the hours are in and the length of a visit (issue 14, appointments). */
  readonly calendar: CalendarSettings;
  readonly allowedLanguages: readonly Language[];
  readonly logoMediaId: string | null;
  readonly disclaimerPackage: readonly { readonly disclaimer_type: string; readonly disclaimer_superscript: string }[];
  readonly customCopy: Readonly<Record<string, BilingualText>>;
  readonly tradeInSystem: string;
  readonly creditApplicationSystem: string;
  readonly hasCardProcessorAccount: boolean;
  readonly isEtiEnabled: boolean;
  readonly isActivixUser: boolean;
  readonly useAddonsRecommendation: boolean;
  readonly usePostalCode: boolean;
  readonly mandatoryNames: boolean;
  readonly compulsoryLogin: boolean;
  readonly samlLoginUrl: string;
  readonly discountNameEn: string;
  readonly discountNameFr: string;
}

/** The fields a store's admins may write (spec 000 section 3 "Dealership write fields", disclosures aside). */
export type StoreValues = Pick<StoreSettings,
  | 'name' | 'country' | 'provinceCode' | 'city' | 'postalCode' | 'addressLine1' | 'addressLine2' | 'phone' | 'email'
  | 'website' | 'newCarsLink' | 'usedCarsLink' | 'depositCents' | 'depositPackage' | 'hours' | 'calendar' | 'allowedLanguages'
  | 'tradeInSystem' | 'creditApplicationSystem' | 'useAddonsRecommendation' | 'usePostalCode' | 'mandatoryNames'
  | 'compulsoryLogin' | 'samlLoginUrl' | 'customCopy' | 'discountNameEn' | 'discountNameFr'>;

export type StoreField = keyof StoreValues;

/**
 * The "calendar fields" of spec 000's dealership write fields, as built (core/appointments): the
 * zone the hours are in (null: the default of the province or state) and how long a visit lasts.
 */
export interface CalendarSettings {
  readonly timeZone: string | null;
  readonly appointmentMinutes: number;
}

/** Closed every day: what a store with no hours stored reads as. */
export const CLOSED_WEEK: WeeklyHours = Object.fromEntries(WEEKDAYS.map((d) => [d, null])) as Record<Weekday, DayHours>;
