/**
 * The state of a US ZIP code from its first three digits (USPS's sectional center facility
 * prefixes, as listed in USPS Publication 65 / the "ZIP Code prefixes" table). Ranges inclusive;
 * prefixes of military mail (090–099, 340, 962–966), Puerto Rico and the territories map to no
 * state. A few prefixes serve one facility in another state (005 Holtsville NY, 055 Andover MA):
 * the table follows the prefix's state of the facility.
 */
const RANGES: readonly (readonly [number, number, string])[] = [
  [5, 5, 'NY'], [10, 27, 'MA'], [28, 29, 'RI'], [30, 38, 'NH'], [39, 49, 'ME'], [50, 54, 'VT'], [55, 55, 'MA'],
  [56, 59, 'VT'], [60, 69, 'CT'], [70, 89, 'NJ'], [100, 149, 'NY'], [150, 196, 'PA'], [197, 199, 'DE'],
  [200, 200, 'DC'], [201, 201, 'VA'], [202, 205, 'DC'], [206, 219, 'MD'], [220, 246, 'VA'], [247, 268, 'WV'],
  [270, 289, 'NC'], [290, 299, 'SC'], [300, 319, 'GA'], [320, 339, 'FL'], [341, 349, 'FL'], [350, 369, 'AL'],
  [370, 385, 'TN'], [386, 397, 'MS'], [398, 399, 'GA'], [400, 427, 'KY'], [430, 459, 'OH'], [460, 479, 'IN'],
  [480, 499, 'MI'], [500, 528, 'IA'], [530, 549, 'WI'], [550, 567, 'MN'], [569, 569, 'DC'], [570, 577, 'SD'],
  [580, 588, 'ND'], [590, 599, 'MT'], [600, 629, 'IL'], [630, 658, 'MO'], [660, 679, 'KS'], [680, 693, 'NE'],
  [700, 714, 'LA'], [716, 729, 'AR'], [730, 732, 'OK'], [733, 733, 'TX'], [734, 749, 'OK'], [750, 799, 'TX'],
  [800, 816, 'CO'], [820, 831, 'WY'], [832, 838, 'ID'], [840, 847, 'UT'], [850, 865, 'AZ'], [870, 884, 'NM'],
  [885, 885, 'TX'], [889, 898, 'NV'], [900, 961, 'CA'], [967, 968, 'HI'], [970, 979, 'OR'], [980, 994, 'WA'],
  [995, 999, 'AK'],
];

/** The state of a five-digit ZIP (or ZIP+4), or null when it is not one or its prefix names no state. */
export function stateOfZip(zip: string): string | null {
  const match = /^(\d{3})\d{2}(-\d{4})?$/.exec(zip.trim());
  if (match === null) return null;
  const prefix = Number(match[1]);
  for (const [from, to, state] of RANGES) if (prefix >= from && prefix <= to) return state;
  return null;
}
