/** Why an amount field did not take what was typed or pasted (issue 35.2): the field says so beside it. */
export type AmountRefusal = 'minus' | 'characters' | 'decimals' | 'whole';

export interface AmountRules {
  readonly allowNegative: boolean;
  /** Decimals kept; undefined: any. */
  readonly decimalScale: number | undefined;
  readonly allowDecimal: boolean;
  readonly decimalSeparator: string;
  readonly thousandSeparator: string | undefined;
}

/** Signs and spaces the field writes itself around a number ("$", " %", French's no-break spaces). */
const DECORATION = /[\s\u00a0\u202f$%]/g;

/**
 * What the field would refuse in `candidate` (its text as it would be after the keystroke or paste),
 * or null when it takes it all. The field (react-number-format) drops what it refuses silently;
 * this tells the person why instead of leaving them to wonder where the minus sign or the letters went.
 */
export function amountRefusal(candidate: string, rules: AmountRules): AmountRefusal | null {
  let text = candidate.replace(DECORATION, '');
  if (!rules.allowNegative && text.includes('-')) return 'minus';
  text = text.replace(/^-/, '');
  if (rules.thousandSeparator !== undefined && rules.thousandSeparator.trim() !== '') text = text.split(rules.thousandSeparator).join('');
  const marks = new Set([rules.decimalSeparator, '.']);
  if ([...text].some((c) => !/\d/.test(c) && !marks.has(c))) return 'characters';
  const at = Math.max(...[...marks].map((m) => text.lastIndexOf(m)));
  if (at < 0) return null;
  if (!rules.allowDecimal) return 'whole';
  if (rules.decimalScale !== undefined && text.length - at - 1 > rules.decimalScale) return 'decimals';
  return null;
}
