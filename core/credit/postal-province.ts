/**
 * The province of a Canadian postal code by its first letter (Canada Post's forward sortation
 * areas): null when the code is not a Canadian postal code. X serves both territories: X0A–X0C
 * are Nunavut, the rest the Northwest Territories. US ZIP codes answer null (a ZIP crosses no
 * single rule of its first digits; the customer picks the state).
 */
const BY_LETTER: Readonly<Record<string, string>> = {
  A: 'NL', B: 'NS', C: 'PE', E: 'NB', G: 'QC', H: 'QC', J: 'QC', K: 'ON', L: 'ON', M: 'ON', N: 'ON', P: 'ON',
  R: 'MB', S: 'SK', T: 'AB', V: 'BC', Y: 'YT',
};

export function provinceOfPostalCode(postalCode: string): string | null {
  const code = postalCode.replace(/[ -]/g, '').toUpperCase();
  if (!/^[A-Z]\d[A-Z]\d[A-Z]\d$/.test(code)) return null;
  if (code.startsWith('X')) return /^X0[ABC]/.test(code) ? 'NU' : 'NT';
  return BY_LETTER[code.charAt(0)] ?? null;
}
