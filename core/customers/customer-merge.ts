import type { CustomerFields } from './customer';

/**
 * What a merge of two customers keeps (issue 18 item 4, docs/decisions/customers.md "Duplicate
 * customers and merge"). The kept record wins every field it has; each blank of it is filled by the other's
 * value; the notes are joined so that no note is lost. Pure: the preview shows exactly this.
 */

export const MERGE_FIELDS = [
  'firstName', 'lastName', 'email', 'phone', 'addressLine1', 'addressLine2', 'city', 'provinceCode', 'postalCode', 'salesRepId', 'note',
] as const satisfies readonly (keyof CustomerFields)[];
export type MergeField = (typeof MERGE_FIELDS)[number];

/** Where the merged value comes from. */
export type MergeSource = 'kept' | 'merged' | 'both';

export interface MergedField {
  readonly field: MergeField;
  readonly kept: string | number | null;
  readonly merged: string | number | null;
  readonly result: string | number | null;
  readonly source: MergeSource;
}

const blank = (v: string | number | null): boolean => v === null || (typeof v === 'string' && v.trim() === '');

/** Joins two notes (kept's first); one of them alone when the other is blank or the same. */
export function joinNotes(kept: string, merged: string): string {
  if (merged.trim() === '' || merged.trim() === kept.trim()) return kept;
  if (kept.trim() === '') return merged;
  return `${kept}\n\n${merged}`;
}

/**
 * The kept record's fields after the merge, field by field: a non-blank value of the kept record
 * always stays. The second address line is filled only with the first (another address's line 2
 * is never glued to the kept record's line 1).
 */
export function mergeFields(kept: CustomerFields, merged: CustomerFields): readonly MergedField[] {
  const takeAddress = blank(kept.addressLine1) && !blank(merged.addressLine1);
  return MERGE_FIELDS.map((field): MergedField => {
    const k = kept[field];
    const m = merged[field];
    if (field === 'note') {
      const result = joinNotes(kept.note, merged.note);
      return { field, kept: k, merged: m, result, source: result === kept.note ? 'kept' : result === merged.note ? 'merged' : 'both' };
    }
    if (field === 'addressLine2') {
      return takeAddress && blank(k) && !blank(m) ? { field, kept: k, merged: m, result: m, source: 'merged' } : { field, kept: k, merged: m, result: k, source: 'kept' };
    }
    return blank(k) && !blank(m) ? { field, kept: k, merged: m, result: m, source: 'merged' } : { field, kept: k, merged: m, result: k, source: 'kept' };
  });
}

/** The merged fields as a record the repository writes on the kept customer. */
export function mergedCustomerFields(kept: CustomerFields, merged: CustomerFields): CustomerFields {
  const out: Record<string, string | number | null> = {};
  for (const f of mergeFields(kept, merged)) out[f.field] = f.result;
  return { ...kept, ...(out as unknown as CustomerFields) };
}
