import type { DateFormat } from './calendar-date';
import { DATE_FORMAT_EXAMPLES, DEFAULT_DATE_FORMAT } from './calendar-date';
import { DEFAULT_DECIMAL_PLACES } from './numbers';
import type { RuleSpec } from './rules';
import { paramsOf, ruleNameOf } from './rules';

/**
 * Layout of `locales/<locale>/validation.json` (nested, so i18next's default "." key separator
 * reads it):
 *   field.<field>.<code>  a message for one field and rule ("field.postal_code.required")
 *   rule.<code>           the message of a code ("rule.name.too_short"); every code has one
 *   default               the last resort
 */
export const DEFAULT_MESSAGE_KEY = 'default';

export function fieldMessageKey(field: string, code: string): string {
  return `field.${field}.${code}`;
}

export function ruleMessageKey(code: string): string {
  return `rule.${code}`;
}

/**
 * The key of the message to show for `code` on `field`, looked up in the order of the spec: by
 * field and rule, then by rule, then any `fallbacks` the caller adds (the credit application
 * passes its own generic message key here), then the default. `knownKeys` is the set of keys the
 * locale holds (see `flattenMessageKeys`). `code` is a string so that codes coming back from the
 * server resolve the same way.
 */
export function messageKeyFor(
  field: string,
  code: string,
  knownKeys: ReadonlySet<string>,
  fallbacks: readonly string[] = [],
): string {
  const candidates = [fieldMessageKey(field, code), ruleMessageKey(code), ...fallbacks];
  return candidates.find((key) => knownKeys.has(key)) ?? DEFAULT_MESSAGE_KEY;
}

/** The dotted keys of every string leaf of a nested message file. */
export function flattenMessageKeys(tree: unknown, prefix = ''): string[] {
  if (typeof tree === 'string') return prefix === '' ? [] : [prefix];
  if (typeof tree !== 'object' || tree === null || Array.isArray(tree)) return [];
  return Object.entries(tree).flatMap(([key, child]) =>
    flattenMessageKeys(child, prefix === '' ? key : `${prefix}.${key}`),
  );
}

/**
 * Interpolation values for the messages of a rule spec: {{max}} (decimal places), {{date}} (a
 * date limit, 'today' resolved to the given day) and {{example}} (a sample date in the expected
 * format). Other messages state their fixed limits in the text, so that a code sent back by the
 * server, which comes without parameters, still reads correctly.
 */
export function messageParams(spec: RuleSpec): Readonly<Record<string, string | number>> {
  const params = (paramsOf(spec) ?? {}) as {
    readonly places?: number;
    readonly date?: string;
    readonly today?: string;
    readonly format?: DateFormat;
  };
  const example = DATE_FORMAT_EXAMPLES[params.format ?? DEFAULT_DATE_FORMAT];
  switch (ruleNameOf(spec)) {
    case 'decimal':
      return { max: params.places ?? DEFAULT_DECIMAL_PLACES };
    case 'valid_date':
      return { example };
    case 'max_date':
    case 'min_date':
      return { date: (params.date === 'today' ? params.today : params.date) ?? '', example };
    default:
      return {};
  }
}
