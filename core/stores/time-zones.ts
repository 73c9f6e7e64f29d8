import type { Country } from '../access/dealership';

/**
 * The IANA zone a store keeps its hours in when it has not chosen one: its province's or state's
 * main zone (decision, docs/decisions/appointments.md "Appointments"). Provinces and states split
 * across zones (ON's far west, ID's north, the Florida panhandle…) take the zone most of their
 * people live in; such a store picks its own zone on the dealership page.
 */
const CA_ZONES: Readonly<Record<string, string>> = {
  ON: 'America/Toronto', QC: 'America/Toronto', BC: 'America/Vancouver', AB: 'America/Edmonton', MB: 'America/Winnipeg',
  SK: 'America/Regina', NS: 'America/Halifax', NB: 'America/Halifax', PE: 'America/Halifax', NL: 'America/St_Johns',
  YT: 'America/Whitehorse', NT: 'America/Yellowknife', NU: 'America/Iqaluit',
};

const US_BY_ZONE: Readonly<Record<string, readonly string[]>> = {
  'America/New_York': ['CT', 'DE', 'DC', 'FL', 'GA', 'ME', 'MD', 'MA', 'NH', 'NJ', 'NY', 'NC', 'OH', 'PA', 'RI', 'SC', 'VT', 'VA', 'WV'],
  'America/Detroit': ['MI'],
  'America/Indiana/Indianapolis': ['IN'],
  'America/Kentucky/Louisville': ['KY'],
  'America/Chicago': ['AL', 'AR', 'IL', 'IA', 'KS', 'LA', 'MN', 'MS', 'MO', 'NE', 'ND', 'OK', 'SD', 'TN', 'TX', 'WI'],
  'America/Denver': ['CO', 'MT', 'NM', 'UT', 'WY', 'ID'],
  'America/Phoenix': ['AZ'],
  'America/Los_Angeles': ['CA', 'NV', 'OR', 'WA'],
  'America/Anchorage': ['AK'],
  'Pacific/Honolulu': ['HI'],
  'America/Puerto_Rico': ['PR', 'VI'],
};
const US_ZONES: Readonly<Record<string, string>> = Object.fromEntries(Object.entries(US_BY_ZONE).flatMap(([zone, states]) => states.map((s) => [s, zone])));

/** The default zone of a store in `country`/`provinceCode`; Toronto (the first market) for a code not listed. */
export function defaultTimeZone(country: Country, provinceCode: string): string {
  const table = country === 'US' ? US_ZONES : CA_ZONES;
  return table[provinceCode.toUpperCase()] ?? (country === 'US' ? 'America/New_York' : 'America/Toronto');
}

/** Whether the runtime knows `zone` as an IANA time zone (Intl refuses unknown names). */
export function isTimeZone(zone: string): boolean {
  if (!/^[A-Za-z]+(\/[A-Za-z0-9_+-]+){0,2}$/.test(zone) && zone !== 'UTC') return false;
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}
