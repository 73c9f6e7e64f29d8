import type { ValidationCode } from './codes';
import type { Country } from './country';
import { isBlank } from './required';

/** North American numbering: area code and exchange each start with 2-9, then 4 digits. */
const AREA = '[2-9]\\d{2}';
const EXCHANGE = '[2-9]\\d{2}';
const LINE = '\\d{4}';

/**
 * Decision (spec: "US form dashed only; CA form allows parentheses, dash, space"; masks
 * (###) ###-#### and ###-###-####):
 * - CA accepts (514) 555-0123, 514-555-0123, 514 555 0123 and 5145550123.
 * - US accepts 212-555-0123 and 2125550123.
 * Plain digits are accepted in both countries because a masked input may hand over its raw
 * digits, and a pasted number without separators is the same number. A leading 1 or +1 country
 * code is refused: both masks hold exactly 10 digits.
 */
function forms(area: string, exchange: string): Readonly<Record<Country, RegExp>> {
  return {
    CA: new RegExp(`^(?:\\(${area}\\) ${exchange}-${LINE}|${area}-${exchange}-${LINE}|${area} ${exchange} ${LINE}|${area}${exchange}${LINE})$`),
    US: new RegExp(`^(?:${area}-${exchange}-${LINE}|${area}${exchange}${LINE})$`),
  };
}
const FORMS = forms(AREA, EXCHANGE);
/** The same forms with any digits: a number in one of them fails only by a part starting with 0 or 1, which the message names. */
const SHAPES = forms('\\d{3}', '\\d{3}');

/**
 * `phone`: a North American number in one of the country's accepted forms. A number in an accepted
 * form whose area code (`phone.area_code`) or exchange (`phone.exchange`) starts with 0 or 1 is told
 * so, rather than asked for "10 digits" it already has (issue 29 item 5).
 */
export function phone(value: string, params: { readonly country: Country }): ValidationCode | null {
  if (isBlank(value)) return null;
  if (FORMS[params.country].test(value)) return null;
  if (!SHAPES[params.country].test(value)) return 'phone.invalid';
  const digits = value.replace(/\D/g, '');
  return /^[01]/.test(digits) ? 'phone.area_code' : 'phone.exchange';
}
