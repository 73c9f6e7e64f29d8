/** A record's changed fields, as the audit trail keeps them. */
export interface FieldChanges {
  readonly before: Record<string, unknown>;
  readonly after: Record<string, unknown>;
}

/**
 * The fields of `after` whose value differs from `before` (compared as JSON, so lists and nested
 * values count by content), each with its old and new value: what an audit row's before/after hold.
 */
export function changedFields(before: Readonly<Record<string, unknown>>, after: Readonly<Record<string, unknown>>): FieldChanges {
  const out: FieldChanges = { before: {}, after: {} };
  for (const key of Object.keys(after)) {
    if (JSON.stringify(before[key]) !== JSON.stringify(after[key])) {
      out.before[key] = before[key];
      out.after[key] = after[key];
    }
  }
  return out;
}
