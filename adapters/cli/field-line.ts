import type { FieldErrors } from '@dealer-panel/core/shared/validation';
import validation from '../../locales/en-CA/validation.json';

type Messages = { readonly [key: string]: string | Messages };

/** The panel's English message for a validation code (`email.invalid` → rule.email.invalid), or undefined. */
function panelMessage(code: string): string | undefined {
  let node: string | Messages | undefined = validation.rule as Messages;
  for (const part of code.split('.')) node = typeof node === 'object' ? node[part] : undefined;
  return typeof node === 'string' ? node : undefined;
}

/**
 * Every bad field on one line, named by its flag: `--province: not a … (province.invalid); --email: …`.
 * A code reads as the command's own words when it has them, else as the panel's English message, the
 * code kept in brackets for a script or a bug report; `required` reads as itself.
 */
export function fieldLine(errors: FieldErrors, flags: Readonly<Record<string, string>>, words: Readonly<Record<string, string>> = {}): string {
  const word = (code: string) => {
    if (code === 'required') return code;
    const text = words[code] ?? panelMessage(code);
    return text === undefined ? code : `${text} (${code})`;
  };
  return Object.entries(errors).map(([field, codes]) => `${flags[field] ?? field}: ${codes.map(word).join(', ')}`).join('; ');
}
