/**
 * Which column of a file holds which field: a dictionary of fields with their names in English and
 * French (and a provider's own, such as Google's attribute names), the guess from a file's headers,
 * and a saved mapping resolved against a file. Generic: the inventory feed and the customer import
 * each bring their dictionary.
 */

export interface FieldSpec {
  /** Header names that mean this field, in any case, accents or punctuation. */
  readonly synonyms: readonly string[];
  /** Whether several columns may feed it (photo 1, photo 2…): their values are joined in order. */
  readonly many?: boolean;
}

export type FieldDictionary<F extends string> = Readonly<Record<F, FieldSpec>>;

/** Field → the header names that feed it, in order. Saved per store: headers, not positions, so a reordered file still reads. */
export type ColumnMapping<F extends string> = Partial<Readonly<Record<F, readonly string[]>>>;

/** How headers compare: lower case, no accents, letters and digits only ("Prix de détail" → "prixdedetail"). */
export function headerKey(header: string): string {
  return header.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().replace(/[^a-z0-9]/g, '');
}

/** A numbered column of a many-column field ("Photo 3", "image_12") without its number. */
const numberless = (key: string): string => key.replace(/\d+$/, '');

/**
 * The guess: each field takes the headers whose key is one of its synonyms' keys (a `many` field also
 * takes numbered ones: "Photo 1", "Photo 2"), in the dictionary's order; a header feeds one field only.
 * Total: any headers give a mapping, possibly empty.
 */
export function guessMapping<F extends string>(headers: readonly string[], dictionary: FieldDictionary<F>): ColumnMapping<F> {
  const taken = new Set<number>();
  const mapping: Partial<Record<F, readonly string[]>> = {};
  for (const field of Object.keys(dictionary) as F[]) {
    const spec = dictionary[field];
    const keys = new Set(spec.synonyms.map(headerKey));
    const matches: string[] = [];
    headers.forEach((header, index) => {
      if (taken.has(index) || (!spec.many && matches.length > 0)) return;
      const key = headerKey(header);
      if (key === '' || !(keys.has(key) || (spec.many === true && keys.has(numberless(key))))) return;
      taken.add(index);
      matches.push(header);
    });
    if (matches.length > 0) mapping[field] = matches;
  }
  return mapping;
}

/** A saved mapping's problem with a file: a header it names is not in the file, or two fields share one. */
export type MappingProblem =
  | { readonly code: 'mapping.column_missing'; readonly field: string; readonly column: string }
  | { readonly code: 'mapping.column_twice'; readonly field: string; readonly column: string }
  | { readonly code: 'mapping.field_unknown'; readonly field: string; readonly column: string };

export interface ResolvedMapping<F extends string> {
  /** Field → the positions of its columns in the file, in order. */
  readonly columns: Partial<Readonly<Record<F, readonly number[]>>>;
  readonly problems: readonly MappingProblem[];
}

/** A mapping against a file's headers: the positions of each field's columns, and what does not fit. */
export function resolveMapping<F extends string>(headers: readonly string[], mapping: ColumnMapping<F>, dictionary: FieldDictionary<F>): ResolvedMapping<F> {
  const positions = new Map<string, number>();
  headers.forEach((header, index) => { if (!positions.has(header)) positions.set(header, index); });
  const used = new Set<number>();
  const columns: Partial<Record<F, readonly number[]>> = {};
  const problems: MappingProblem[] = [];
  for (const [field, names] of Object.entries(mapping) as [string, readonly string[] | undefined][]) {
    if (names === undefined) continue;
    if (!Object.hasOwn(dictionary, field)) {
      problems.push({ code: 'mapping.field_unknown', field, column: names[0] ?? '' });
      continue;
    }
    const found: number[] = [];
    for (const name of names) {
      const at = positions.get(name);
      if (at === undefined) problems.push({ code: 'mapping.column_missing', field, column: name });
      else if (used.has(at)) problems.push({ code: 'mapping.column_twice', field, column: name });
      else { used.add(at); found.push(at); }
    }
    if (found.length > 0) columns[field as F] = found;
  }
  return { columns, problems };
}
