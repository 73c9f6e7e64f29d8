type Flags = Readonly<Record<string, unknown>>;
const isFlags = (v: unknown): v is Flags => typeof v === 'object' && v !== null && !Array.isArray(v) && !('en' in v && 'fr' in v);

/**
 * The lines of a change: a field, or, for a set of flags (permissions, notifications), each flag
 * that changed in it: one reads "Permissions · Export the customer list: No → Yes", not two objects.
 */
export function changeLines(before: Flags, after: Flags): { readonly path: readonly string[]; readonly before: unknown; readonly after: unknown }[] {
  const keys = [...new Set([...Object.keys(before), ...Object.keys(after)])];
  return keys.flatMap((key) => {
    const [b, a] = [before[key], after[key]];
    if (!isFlags(b) || !isFlags(a)) return [{ path: [key], before: b, after: a }];
    return changeLines(b, a).filter((line) => JSON.stringify(line.before) !== JSON.stringify(line.after)).map((line) => ({ ...line, path: [key, ...line.path] }));
  });
}
