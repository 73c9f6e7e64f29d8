/**
 * Search that a Québec desk can trust: text is compared accent- and case-folded ("Gagné" and
 * "GAGNE" both read "gagne"), phones by their digits whatever the format typed. A repository
 * stores a folded search text beside each row (`customerSearchText`, `vehicleSearchText`) and matches every token of `searchTokens`
 * against it with LIKE, so folding happens once on write and the database does the filtering.
 */

const LIGATURES: Readonly<Record<string, string>> = { œ: 'oe', æ: 'ae', ß: 'ss', ø: 'o', đ: 'd', ł: 'l' };

/** Lower case, no accents, typographic apostrophe as the plain one: "Côté D’Amours" → "cote d'amours". */
export function foldText(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[œæßøđł]/g, (c) => LIGATURES[c] ?? c)
    .replace(/[’‘`´]/g, "'")
    .replace(/\s+/g, ' ')
    .trim();
}

export function digitsOf(text: string): string {
  return text.replace(/\D/g, '');
}

/** Digits and the marks people put in phone numbers, with at least 3 digits. */
const PHONE_LIKE = /^[\d\s().+-]+$/;

/** Sort key for "last name, first name" in human order whatever the database collation. */
export function nameSortKey(first: string, second: string): string {
  return `${foldText(first)} ${foldText(second)}`.trim();
}

export const MAX_SEARCH_LENGTH = 100;
const MAX_TOKENS = 8;

/**
 * What to look for: each token must appear in the search text. A term that looks like a phone
 * number ("(514) 555-0123", "514.555") becomes one token of its digits; otherwise the folded term
 * is split on spaces, and a token of digits and phone marks inside it ("555-0123") keeps its digits.
 */
export function searchTokens(term: string): readonly string[] {
  const trimmed = term.trim();
  if (trimmed === '') return [];
  if (PHONE_LIKE.test(trimmed) && digitsOf(trimmed).length >= 3) return [digitsOf(trimmed)];
  const tokens = foldText(trimmed).split(' ').map((token) => (PHONE_LIKE.test(token) && /\d/.test(token) ? digitsOf(token) : token));
  return [...new Set(tokens.filter((t) => /[\p{L}\p{N}]/u.test(t)))].slice(0, MAX_TOKENS);
}
