/**
 * A cell a spreadsheet would run as a formula (`=HYPERLINK(…)`, `+cmd|…`, `@SUM(…)`) is never
 * evaluated here: it is kept as the text it is and reported, so a person sees it before it reaches a
 * spreadsheet again (exports defuse it too: `shared/csv.ts`). A signed number (`-5`, `+1 514 555 0100`)
 * is not a formula.
 */
const FORMULA_START = /^[=+\-@\t\r]/;
const SIGNED_NUMBER = /^[+-][\d\s().,-]*$/;

export function isFormulaCell(text: string): boolean {
  return FORMULA_START.test(text) && !SIGNED_NUMBER.test(text);
}

/** A cell's text as the import reads it: trimmed, with whether it looks like a formula. */
export function readCell(raw: string | undefined): { readonly text: string; readonly formula: boolean } {
  const text = (raw ?? '').trim();
  return { text, formula: isFormulaCell(raw ?? '') };
}
