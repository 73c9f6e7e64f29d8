import type { Cents } from '../../shared/money';
import { code, line, money, percent, type BreakdownLine } from './breakdown';
import type { ComponentTax } from './sales-tax';
import type { QuoteTax } from './quote';

/**
 * The breakdown lines of computed taxes: one per component and rate, with its base and credit;
 * labelled with the tax's name on the buyer's paperwork when the table gives one (EN, FR), else
 * with the component's code.
 */
export function taxLines(taxes: readonly ComponentTax[], scope: QuoteTax['scope']): BreakdownLine[] {
  return taxes.map((t) => line(t.code, t.amount, {
    component: code(t.component),
    scope: code(scope),
    percent: percent(t.percent),
    gross_base: money(t.grossBase),
    trade_in_credit: money(t.tradeInCredit),
    base: money(t.base),
  }, t.name?.en ?? t.component, t.name?.fr));
}

export function scoped(taxes: readonly ComponentTax[], scope: QuoteTax['scope']): QuoteTax[] {
  return taxes.map((t) => ({
    scope, component: t.component, code: t.code, percent: t.percent, grossBase: t.grossBase, tradeInCredit: t.tradeInCredit,
    base: t.base, amount: t.amount, allocations: t.allocations, name: t.name,
  }));
}

export const sumOf = (amounts: readonly { readonly amount: Cents }[]): number => amounts.reduce((a, x) => a + x.amount, 0);
