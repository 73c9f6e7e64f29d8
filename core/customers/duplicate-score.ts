import { digitsOf, nameSortKey } from '../shared/search-text';

/**
 * How alike two customers of a store are (issue 18 item 4; weights in docs/decisions/customers.md
 * "Duplicate customers and merge"). Pure: the database finds the candidate pairs by index, this
 * decides their score and reasons, the same way in the server and the browser.
 */

/** The fields a duplicate is judged on. */
export interface DuplicateProbe {
  readonly id: number;
  readonly firstName: string;
  readonly lastName: string;
  readonly email: string;
  readonly phone: string;
  readonly postalCode: string;
}

export const DUPLICATE_REASONS = ['email', 'phone', 'name_postal_code', 'name'] as const;
export type DuplicateReason = (typeof DUPLICATE_REASONS)[number];

/** Points per reason; the score is their sum, capped at MAX_DUPLICATE_SCORE. */
export const DUPLICATE_WEIGHTS: Readonly<Record<DuplicateReason, number>> = {
  email: 50,
  phone: 40,
  name_postal_code: 40,
  name: 20,
};
export const MAX_DUPLICATE_SCORE = 100;
/** A pair at or above this is listed as a likely duplicate (a shared name alone is not enough). */
export const DUPLICATE_THRESHOLD = 40;

/** Trimmed, lower case; '' when there is no e-mail. */
export function normalEmail(email: string): string {
  return email.trim().toLowerCase();
}

/** The digits, without the North American leading 1; '' when fewer than 7 digits remain (not a phone to match on). */
export function normalPhone(phone: string): string {
  const digits = digitsOf(phone);
  const national = digits.length === 11 && digits.startsWith('1') ? digits.slice(1) : digits;
  return national.length >= 7 ? national : '';
}

/**
 * Accent- and case-folded "last first": exactly the stored `sort_name` key (search-text.ts), so the
 * database's index finds the same pairs this function scores ("Éloïse TREMBLAY" = "eloise tremblay").
 */
export function normalName(firstName: string, lastName: string): string {
  return nameSortKey(lastName, firstName);
}

/** Upper case without spaces or hyphens ("h2x 1y4" = "H2X1Y4"). */
export function normalPostalCode(postalCode: string): string {
  return postalCode.toUpperCase().replace(/[\s-]/g, '');
}

export interface DuplicateScore {
  /** 0 to MAX_DUPLICATE_SCORE. */
  readonly score: number;
  /** In DUPLICATE_REASONS order; `name` only when `name_postal_code` is not given. */
  readonly reasons: readonly DuplicateReason[];
}

/** The score of a pair: symmetric, bounded, and 0 for a record with itself. */
export function scorePair(a: DuplicateProbe, b: DuplicateProbe): DuplicateScore {
  if (a.id === b.id) return { score: 0, reasons: [] };
  const reasons: DuplicateReason[] = [];
  const email = normalEmail(a.email);
  if (email !== '' && email === normalEmail(b.email)) reasons.push('email');
  const phone = normalPhone(a.phone);
  if (phone !== '' && phone === normalPhone(b.phone)) reasons.push('phone');
  const name = normalName(a.firstName, a.lastName);
  if (name !== '' && name === normalName(b.firstName, b.lastName)) {
    const postal = normalPostalCode(a.postalCode);
    reasons.push(postal !== '' && postal === normalPostalCode(b.postalCode) ? 'name_postal_code' : 'name');
  }
  const sum = reasons.reduce((total, r) => total + DUPLICATE_WEIGHTS[r], 0);
  return { score: Math.min(MAX_DUPLICATE_SCORE, sum), reasons };
}

/** Whether a scored pair is listed. */
export const isLikelyDuplicate = (s: DuplicateScore): boolean => s.score >= DUPLICATE_THRESHOLD;
