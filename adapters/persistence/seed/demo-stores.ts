import type { Country } from '@dealer-panel/core/access/dealership';
import type { Language } from '@dealer-panel/core/access/dealer-user';

export const DEMO_ORGANIZATION = 'Groupe Auto Démo';

export type StoreKey = 'qc' | 'on' | 'vt';

/** A place customers live: the city, and the postal prefixes (Canadian FSA) or ZIP codes there. */
export interface Locality {
  readonly city: string;
  readonly provinceCode: string;
  readonly postal: readonly string[];
}

export interface DemoStore {
  readonly key: StoreKey;
  readonly name: string;
  readonly country: Country;
  readonly provinceCode: string;
  readonly city: string;
  readonly postalCode: string;
  readonly addressLine1: string;
  readonly phone: string;
  readonly email: string;
  readonly website: string;
  readonly defaultLanguage: Language;
  readonly allowedLanguages: readonly Language[];
  readonly enableSalesManagerFeeDiscounts: boolean;
  /** Customers' area codes (staff phones use them too). */
  readonly areaCodes: readonly string[];
  readonly localities: readonly Locality[];
  readonly streets: readonly string[];
  readonly customerLanguages: readonly (readonly [Language, number])[];
}

// Canadian postal codes never use D, F, I, O, Q, U; the first letter is the province's
// (H Montréal and Laval, J the rest of southern Québec, M Toronto, L the rest of the GTA).
export const STORES: readonly DemoStore[] = [
  {
    key: 'qc', name: 'Automobiles Saint-Laurent', country: 'CA', provinceCode: 'QC', city: 'Montréal', postalCode: 'H2X 1Y4',
    addressLine1: '3550, boulevard Saint-Laurent', phone: '514-555-0100', email: 'ventes@automobiles-saint-laurent.test',
    website: 'https://automobiles-saint-laurent.test', defaultLanguage: 'fr_CA', allowedLanguages: ['fr_CA', 'en_CA'],
    enableSalesManagerFeeDiscounts: false, areaCodes: ['514', '438'],
    localities: [
      { city: 'Montréal', provinceCode: 'QC', postal: ['H2X', 'H2T', 'H2J', 'H2L', 'H1V', 'H3H', 'H4A', 'H2G', 'H1Y', 'H3S'] },
      { city: 'Laval', provinceCode: 'QC', postal: ['H7N', 'H7T', 'H7G', 'H7V'] },
      { city: 'Longueuil', provinceCode: 'QC', postal: ['J4H', 'J4K', 'J4J'] },
      { city: 'Brossard', provinceCode: 'QC', postal: ['J4W', 'J4Z', 'J4Y'] },
      { city: 'Saint-Lambert', provinceCode: 'QC', postal: ['J4P', 'J4R'] },
    ],
    streets: [
      'rue Saint-Denis', 'boulevard Saint-Laurent', 'avenue du Mont-Royal Est', "rue de l'École", 'rue Sherbrooke Est',
      'avenue Papineau', 'rue Beaubien Est', 'boulevard René-Lévesque Ouest', 'rue Notre-Dame Ouest', 'avenue des Érables',
      'chemin de la Côte-Sainte-Catherine', 'rue Saint-Hubert', "rue de l'Église", 'boulevard des Laurentides', 'rue Fleury Est',
      "montée de l'École", 'rue Jean-Talon Est', 'avenue Christophe-Colomb', 'rue Masson', 'boulevard Taschereau',
    ],
    customerLanguages: [['fr_CA', 85], ['en_CA', 15]],
  },
  {
    key: 'on', name: 'Lakeshore Motors', country: 'CA', provinceCode: 'ON', city: 'Toronto', postalCode: 'M8V 1A5',
    addressLine1: '2250 Lake Shore Blvd W', phone: '416-555-0100', email: 'sales@lakeshore-motors.test',
    website: 'https://lakeshore-motors.test', defaultLanguage: 'en_CA', allowedLanguages: ['en_CA', 'fr_CA'],
    enableSalesManagerFeeDiscounts: true, areaCodes: ['416', '647'],
    localities: [
      { city: 'Toronto', provinceCode: 'ON', postal: ['M4C', 'M5V', 'M6K', 'M6P', 'M8V', 'M4L', 'M1P', 'M2N', 'M9W', 'M3C'] },
      { city: 'Mississauga', provinceCode: 'ON', postal: ['L5B', 'L5M', 'L4Z', 'L5N'] },
      { city: 'Brampton', provinceCode: 'ON', postal: ['L6Y', 'L6P', 'L6R'] },
      { city: 'Markham', provinceCode: 'ON', postal: ['L3R', 'L6C'] },
      { city: 'Oakville', provinceCode: 'ON', postal: ['L6H', 'L6J'] },
    ],
    streets: [
      'Queen St W', 'King St E', 'Lake Shore Blvd W', 'Dundas St W', 'Bloor St W', 'Yonge St', 'Danforth Ave', 'Kingston Rd',
      'Eglinton Ave E', 'Sheppard Ave E', 'Hurontario St', 'Main St N', 'Lakeshore Rd E', 'Bayview Ave', 'Sherbourne St',
      'Islington Ave', 'Steeles Ave W', 'Finch Ave E', 'Gerrard St E', 'Roncesvalles Ave',
    ],
    customerLanguages: [['en_CA', 92], ['fr_CA', 8]],
  },
  {
    key: 'vt', name: 'Green Mountain Auto', country: 'US', provinceCode: 'VT', city: 'Burlington', postalCode: '05401',
    addressLine1: '450 Pine St', phone: '802-555-0100', email: 'sales@green-mountain-auto.test',
    website: 'https://green-mountain-auto.test', defaultLanguage: 'en_US', allowedLanguages: ['en_US'],
    enableSalesManagerFeeDiscounts: false, areaCodes: ['802'],
    localities: [
      { city: 'Burlington', provinceCode: 'VT', postal: ['05401', '05408'] },
      { city: 'South Burlington', provinceCode: 'VT', postal: ['05403'] },
      { city: 'Winooski', provinceCode: 'VT', postal: ['05404'] },
      { city: 'Essex Junction', provinceCode: 'VT', postal: ['05452'] },
      { city: 'Colchester', provinceCode: 'VT', postal: ['05446'] },
      { city: 'Shelburne', provinceCode: 'VT', postal: ['05482'] },
      { city: 'Williston', provinceCode: 'VT', postal: ['05495'] },
      { city: 'Milton', provinceCode: 'VT', postal: ['05468'] },
    ],
    streets: [
      'Church St', 'Pine St', 'North Ave', 'Shelburne Rd', 'Williston Rd', 'Main St', 'College St', 'Colchester Ave',
      'Pearl St', 'Dorset St', 'Maple St', 'Spear St', 'Hinesburg Rd', 'Lake St', 'Flynn Ave', 'Riverside Ave',
    ],
    customerLanguages: [['en_US', 1]],
  },
];

export function store(key: StoreKey): DemoStore {
  const found = STORES.find((s) => s.key === key);
  if (!found) throw new Error(`no demo store ${key}`);
  return found;
}
