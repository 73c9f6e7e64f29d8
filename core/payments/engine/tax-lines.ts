import type { Cents } from '../../shared/money';
import { code, line, money, percent, type BreakdownInput, type BreakdownLine } from './breakdown';
import type { ComponentTax } from './sales-tax';
import type { TaxComponent } from './tax-jurisdiction';
import type { QuoteTax } from './quote';

/** The code inputs of the tax lines, made once (frozen: shared by every quote). */
const SCOPE_CODES: Readonly<Record<QuoteTax['scope'], BreakdownInput>> = { sale: frozenCode('sale'), upfront: frozenCode('upfront'), per_payment: frozenCode('per_payment') };
const COMPONENT_CODES: Readonly<Record<TaxComponent, BreakdownInput>> = {
  gst: frozenCode('gst'), hst: frozenCode('hst'), pst: frozenCode('pst'), qst: frozenCode('qst'), state: frozenCode('state'), local: frozenCode('local'),
};
function frozenCode(value: string): BreakdownInput {
  return Object.freeze(code(value));
}

/**
 * The breakdown lines of computed taxes, added to `lines`: one per component and rate, with its base and credit;
 * labelled with the tax's name on the buyer's paperwork when the table gives one (EN, FR), else
 * with the component's code.
 */
export function addTaxLines(lines: BreakdownLine[], taxes: readonly ComponentTax[], scope: QuoteTax['scope']): void {
  const scopeCode = SCOPE_CODES[scope];
  for (const t of taxes) lines.push(line(t.code, t.amount, {
    component: COMPONENT_CODES[t.component],
    scope: scopeCode,
    percent: percent(t.percent),
    gross_base: money(t.grossBase),
    trade_in_credit: money(t.tradeInCredit),
    base: money(t.base),
  }, t.name?.en ?? t.component, t.name?.fr));
}

/** The quote's taxes of a scope, added to `out`. */
export function addScoped(out: QuoteTax[], taxes: readonly ComponentTax[], scope: QuoteTax['scope']): QuoteTax[] {
  for (const t of taxes) out.push({
    scope, component: t.component, code: t.code, percent: t.percent, grossBase: t.grossBase, tradeInCredit: t.tradeInCredit,
    base: t.base, amount: t.amount, allocations: t.allocations, name: t.name,
  });
  return out;
}

export function sumOf(amounts: readonly { readonly amount: Cents }[]): number {
  let sum = 0;
  for (const x of amounts) sum += x.amount;
  return sum;
}
