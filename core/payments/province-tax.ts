import * as E from 'fp-ts/Either';
import type { Either } from 'fp-ts/Either';
import { compareRatio, parseDecimalRatio, ratio } from './engine/ratio';
import { defaultTaxTable, type TaxTable } from './engine/tax-table';
import { taxComponents, type JurisdictionTax, type TaxComponent, type TaxComponentRate, type TaxFlag } from './engine/tax-jurisdiction';
import { ratioText } from './engine/ratio';
import type { FieldErrors } from '../shared/validation';
import type { StoredTaxRate } from './pricing-inputs';

/** The seed of province_taxes: core/payments' table, one row per province or state, with its sources. */
export function defaultTaxRows(): readonly Omit<StoredTaxRate, 'updatedAt'>[] {
  return Object.values(defaultTaxTable).map((j) => {
    const percent = (c: TaxComponent) => {
      const found = j.components.find((x) => x.component === c);
      return found === undefined ? '0' : ratioText(found.percent);
    };
    return { region: j.code, country: j.country, gst: percent('gst'), pst: percent('pst'), hst: percent('hst'), qst: percent('qst'), state: percent('state'), source: j.sources.join(' | ') };
  });
}

const trim = (text: string) => (text.includes('.') ? text.replace(/0+$/, '').replace(/\.$/, '') : text);

/**
 * The engine's tax table with the dealer's stored rates over core/payments' own: a component whose
 * stored rate equals the built-in one (a state's first tax) keeps its rules and its companions
 * (British Columbia's price bands; a state's second tax, lease rate, floor or ceiling); a changed
 * rate replaces it (flat); a rate set where the built-in table has none adds the component; 0 removes it.
 */
export function taxTableOf(rows: readonly StoredTaxRate[]): TaxTable {
  if (rows.length === 0) return defaultTaxTable;
  const table: Record<string, JurisdictionTax> = { ...defaultTaxTable };
  for (const row of rows) {
    const base = defaultTaxTable[row.region];
    if (base === undefined) continue;
    const components: TaxComponentRate[] = [];
    for (const c of taxComponents) {
      const percent = parseDecimalRatio(trim(row[c]), 6);
      if (percent === null || percent.num === 0) continue;
      const builtIns = base.components.filter((x) => x.component === c);
      const builtIn = builtIns[0];
      if (builtIn !== undefined && compareRatio(builtIn.percent, percent) === 0) components.push(...builtIns);
      else components.push({ component: c, percent, tradeInCredit: builtIn?.tradeInCredit ?? true });
    }
    table[row.region] = { ...base, components };
  }
  return table;
}

export type TaxRateChange = Partial<Pick<StoredTaxRate, TaxFlag | 'source'>>;
export type TaxErrorCode = 'rate.invalid' | 'rate.out_of_range' | 'text.invalid' | 'rate.not_in_country';

/** PUT province-tax/{region}/: each rate a decimal text from 0 to 100 with at most 6 decimals; Canada has no state rate, the USA only one. */
export function parseTaxChange(raw: Readonly<Record<string, unknown>>, country: 'CA' | 'US'): Either<FieldErrors<TaxErrorCode>, TaxRateChange> {
  const errors: Record<string, [TaxErrorCode]> = {};
  const change: Record<string, string> = {};
  for (const c of taxComponents) {
    if (!Object.hasOwn(raw, c)) continue;
    const value = raw[c];
    const parsed = typeof value === 'string' ? parseDecimalRatio(value.trim(), 6) : null;
    if (parsed === null) errors[c] = [typeof value === 'string' && /^\s*-/.test(value) ? 'rate.out_of_range' : 'rate.invalid'];
    else if (compareRatio(parsed, ratio(100)) > 0) errors[c] = ['rate.out_of_range'];
    else if (parsed.num !== 0 && ((country === 'CA' && c === 'state') || (country === 'US' && c !== 'state'))) errors[c] = ['rate.not_in_country'];
    else change[c] = ratioText(parsed);
  }
  if (Object.hasOwn(raw, 'source')) {
    if (typeof raw.source === 'string' && raw.source.length <= 2000) change.source = raw.source; else errors.source = ['text.invalid'];
  }
  return Object.keys(errors).length > 0 ? E.left(errors) : E.right(change as TaxRateChange);
}
