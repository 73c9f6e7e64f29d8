import { ARCHIVE_REASONS } from '@dealer-panel/core/customers/archive-reasons';
import { MARKETSCAN_TYPES } from '@dealer-panel/core/fees/fee-or-discount';
import { CREDIT_APPLICATION_SYSTEMS, TRADE_IN_SYSTEMS } from '@dealer-panel/core/stores/store-settings';
import type { StaticAccessFlags } from '@dealer-panel/core/access/actor';
import type { StaticDataResponse } from '../../contract/access/access';

const CA: readonly [string, string][] = [
  ['AB', 'Alberta'], ['BC', 'British Columbia'], ['MB', 'Manitoba'], ['NB', 'New Brunswick'],
  ['NL', 'Newfoundland and Labrador'], ['NS', 'Nova Scotia'], ['NT', 'Northwest Territories'], ['NU', 'Nunavut'],
  ['ON', 'Ontario'], ['PE', 'Prince Edward Island'], ['QC', 'Quebec'], ['SK', 'Saskatchewan'], ['YT', 'Yukon'],
];
const US: readonly [string, string][] = [
  ['AL', 'Alabama'], ['AK', 'Alaska'], ['AZ', 'Arizona'], ['AR', 'Arkansas'], ['CA', 'California'], ['CO', 'Colorado'],
  ['CT', 'Connecticut'], ['DE', 'Delaware'], ['DC', 'District of Columbia'], ['FL', 'Florida'], ['GA', 'Georgia'],
  ['HI', 'Hawaii'], ['ID', 'Idaho'], ['IL', 'Illinois'], ['IN', 'Indiana'], ['IA', 'Iowa'], ['KS', 'Kansas'],
  ['KY', 'Kentucky'], ['LA', 'Louisiana'], ['ME', 'Maine'], ['MD', 'Maryland'], ['MA', 'Massachusetts'],
  ['MI', 'Michigan'], ['MN', 'Minnesota'], ['MS', 'Mississippi'], ['MO', 'Missouri'], ['MT', 'Montana'],
  ['NE', 'Nebraska'], ['NV', 'Nevada'], ['NH', 'New Hampshire'], ['NJ', 'New Jersey'], ['NM', 'New Mexico'],
  ['NY', 'New York'], ['NC', 'North Carolina'], ['ND', 'North Dakota'], ['OH', 'Ohio'], ['OK', 'Oklahoma'],
  ['OR', 'Oregon'], ['PA', 'Pennsylvania'], ['RI', 'Rhode Island'], ['SC', 'South Carolina'], ['SD', 'South Dakota'],
  ['TN', 'Tennessee'], ['TX', 'Texas'], ['UT', 'Utah'], ['VT', 'Vermont'], ['VA', 'Virginia'], ['WA', 'Washington'],
  ['WV', 'West Virginia'], ['WI', 'Wisconsin'], ['WY', 'Wyoming'],
];

/** static_data/: codes only; the interface translates them (province names stay as the post office writes them). */
export function staticData(flags: StaticAccessFlags): StaticDataResponse {
  return {
    provinceList: [
      ...CA.map(([code, name]) => ({ code, name, country: 'CA' })),
      ...US.map(([code, name]) => ({ code, name, country: 'US' })),
    ],
    tradeInSystems: [...TRADE_IN_SYSTEMS],
    creditApplicationSystems: [...CREDIT_APPLICATION_SYSTEMS],
    frequency_choices: ['monthly', 'semimonthly', 'biweekly', 'weekly'],
    // Reason codes (core/customers/archive-reasons.ts): the archive dialogs offer them, translated.
    archive_reasons: [...ARCHIVE_REASONS],
    // The one list: fee forms and the /marketscan page are checked against it (core/fees/fee-or-discount.ts).
    marketscanFeeTypes: [...MARKETSCAN_TYPES],
    enableAnalyticsDashboard: flags.enableAnalyticsDashboard,
  };
}
