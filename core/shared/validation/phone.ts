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
const FORMS: Readonly<Record<Country, RegExp>> = {
  CA: new RegExp(
    `^(?:\\(${AREA}\\) ${EXCHANGE}-${LINE}|${AREA}-${EXCHANGE}-${LINE}|${AREA} ${EXCHANGE} ${LINE}|${AREA}${EXCHANGE}${LINE})$`,
  ),
  US: new RegExp(`^(?:${AREA}-${EXCHANGE}-${LINE}|${AREA}${EXCHANGE}${LINE})$`),
};

/** `phone`: a North American number in one of the country's accepted forms. */
export function phone(value: string, params: { readonly country: Country }): ValidationCode | null {
  if (isBlank(value)) return null;
  return FORMS[params.country].test(value) ? null : 'phone.invalid';
}
