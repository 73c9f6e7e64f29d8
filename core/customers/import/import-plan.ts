import * as E from 'fp-ts/Either';
import type { Customer, CustomerFields } from '../customer';
import { isLikelyDuplicate, normalEmail, normalName, normalPhone, normalPostalCode, scorePair, type DuplicateProbe, type DuplicateReason } from '../duplicate-score';
import type { ImportedCustomer, RowRefusal } from './customer-row';

/** An existing customer a row may match (the duplicates engine's probe, with the fields a match may fill). */
export type ExistingCustomer = Pick<Customer, 'id' | 'updatedAt'> & CustomerFields & { readonly emailConsentAt: string | null };

/** The fields a match may fill when the existing customer has them empty (never overwritten). */
export const FILLABLE_FIELDS = ['email', 'phone', 'addressLine1', 'addressLine2', 'city', 'provinceCode', 'postalCode', 'note'] as const;
export type FillableField = (typeof FILLABLE_FIELDS)[number];
export type Fill = Partial<Record<FillableField, string>> & { readonly salesRepId?: number };

export type RowPlan =
  | { readonly outcome: 'created'; readonly row: number; readonly customer: ImportedCustomer; readonly repId: number | null; readonly warnings: readonly string[] }
  | { readonly outcome: 'matched'; readonly row: number; readonly customerId: number; readonly reasons: readonly DuplicateReason[]; readonly fill: Fill; readonly consent: ImportedCustomer['consent']; readonly warnings: readonly string[] }
  | { readonly outcome: 'refused'; readonly row: number; readonly refusals: readonly RowRefusal[] };

/** What earlier rows of the same file gave (normal e-mail or phone → its row): a file never creates one person twice. */
export interface FileSeen { readonly emails: Map<string, number>; readonly phones: Map<string, number> }
export const emptySeen = (): FileSeen => ({ emails: new Map(), phones: new Map() });

export interface ReadRow { readonly row: number; readonly read: E.Either<readonly RowRefusal[], ImportedCustomer>; readonly emailColumn: string; readonly phoneColumn: string }

/**
 * The keys a pair must share to reach the duplicates threshold: the e-mail, the phone, or the name
 * with the postal code (a name alone scores 20, under 40; duplicate-score.ts). A pair sharing none
 * is never a match, so a row is scored only against the candidates sharing one of its keys.
 */
function matchKeys(p: DuplicateProbe): string[] {
  const keys: string[] = [];
  const email = normalEmail(p.email);
  if (email !== '') keys.push(`e ${email}`);
  const phone = normalPhone(p.phone);
  if (phone !== '') keys.push(`p ${phone}`);
  const name = normalName(p.firstName, p.lastName);
  const postal = normalPostalCode(p.postalCode);
  if (name !== '' && postal !== '') keys.push(`n ${name} ${postal}`);
  return keys;
}

/** The candidates by key, read once per batch (scoring every row against every candidate was the re-import's cost: 500 × 500 pairs a batch). */
function byKey(existing: readonly ExistingCustomer[]): Map<string, ExistingCustomer[]> {
  const index = new Map<string, ExistingCustomer[]>();
  for (const c of existing) {
    for (const k of matchKeys(c)) {
      const same = index.get(k);
      if (same === undefined) index.set(k, [c]); else same.push(c);
    }
  }
  return index;
}

/**
 * Each read row's fate (pure; docs/decisions/customers.md "Customers from another CRM"):
 * refused when it does not read, or when an earlier row of the file has its e-mail or phone;
 * matched when the duplicates engine (duplicate-score.ts) finds an existing customer at or above
 * its threshold (the strongest wins, the oldest id on a tie): only the customer's EMPTY fields are
 * filled, nothing is overwritten; created otherwise. A rep's e-mail that is no user of the store
 * leaves the customer unassigned with a warning, never a user invented.
 */
export function planRows(rows: readonly ReadRow[], existing: readonly ExistingCustomer[], reps: ReadonlyMap<string, number>, seen: FileSeen): RowPlan[] {
  const index = byKey(existing);
  return rows.map((r): RowPlan => {
    if (E.isLeft(r.read)) return { outcome: 'refused', row: r.row, refusals: r.read.left };
    const c = r.read.right;
    const email = normalEmail(c.fields.email);
    const phone = normalPhone(c.fields.phone);
    const twin = (email !== '' ? seen.emails.get(email) : undefined);
    if (twin !== undefined) return { outcome: 'refused', row: r.row, refusals: [{ column: r.emailColumn, reason: 'import.duplicate_in_file' }] };
    const phoneTwin = (phone !== '' ? seen.phones.get(phone) : undefined);
    if (phoneTwin !== undefined) return { outcome: 'refused', row: r.row, refusals: [{ column: r.phoneColumn, reason: 'import.duplicate_in_file' }] };
    if (email !== '') seen.emails.set(email, r.row);
    if (phone !== '') seen.phones.set(phone, r.row);
    const warnings: string[] = [];
    const repId = c.repEmail === '' ? null : (reps.get(c.repEmail) ?? null);
    if (c.repEmail !== '' && repId === null) warnings.push('import.rep_not_a_user');
    const probe = { id: -r.row, ...c.fields };
    let best: { readonly customer: ExistingCustomer; readonly score: number; readonly reasons: readonly DuplicateReason[] } | null = null;
    const near = new Set(matchKeys(probe).flatMap((k) => index.get(k) ?? []));
    for (const candidate of near) {
      const s = scorePair(probe, candidate);
      if (!isLikelyDuplicate(s)) continue;
      if (best === null || s.score > best.score || (s.score === best.score && candidate.id < best.customer.id)) best = { customer: candidate, score: s.score, reasons: s.reasons };
    }
    if (best === null) return { outcome: 'created', row: r.row, customer: c, repId, warnings };
    const fill: Record<string, string | number> = {};
    for (const field of FILLABLE_FIELDS) if (best.customer[field] === '' && c.fields[field] !== '') fill[field] = c.fields[field];
    if (best.customer.salesRepId === null && repId !== null) fill['salesRepId'] = repId;
    const consent = best.customer.emailConsentAt === null ? c.consent : null;
    return { outcome: 'matched', row: r.row, customerId: best.customer.id, reasons: best.reasons, fill: fill as Fill, consent, warnings };
  });
}

/** The lookups that find a batch's candidates by index: e-mails, phone digits, and folded name with postal code. */
export function candidateKeys(rows: readonly ReadRow[]): { readonly emails: string[]; readonly phones: string[]; readonly names: { readonly firstName: string; readonly lastName: string; readonly postalCode: string }[] } {
  const emails: string[] = [];
  const phones: string[] = [];
  const names: { firstName: string; lastName: string; postalCode: string }[] = [];
  for (const r of rows) {
    if (E.isLeft(r.read)) continue;
    const f = r.read.right.fields;
    if (f.email !== '') emails.push(normalEmail(f.email));
    if (normalPhone(f.phone) !== '') phones.push(normalPhone(f.phone));
    names.push({ firstName: f.firstName, lastName: f.lastName, postalCode: f.postalCode });
  }
  return { emails, phones, names };
}
