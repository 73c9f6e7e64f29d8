import type { BreakdownInput, BreakdownLine } from '@dealer-panel/core/payments/engine/breakdown';
import type { Quote, QuoteTax } from '@dealer-panel/core/payments/engine/quote';
import { ratioText, type Ratio } from '@dealer-panel/core/payments/engine/ratio';
import { formatMoney as dollars } from '@dealer-panel/core/shared/money-text';

function input(value: BreakdownInput): string | number {
  switch (value.kind) {
    case 'money': return dollars(value.cents);
    case 'percent': case 'factor': return ratioText(value.value);
    case 'count': case 'code': return value.value;
  }
}

function breakdownLine(l: BreakdownLine) {
  const inputs = Object.fromEntries(Object.entries(l.inputs).map(([k, v]) => [k, input(v)]));
  return l.label === undefined ? { code: l.code, amount: dollars(l.amount), inputs } : { code: l.code, label: l.label, amount: dollars(l.amount), inputs };
}

function tax(t: QuoteTax) {
  return {
    scope: t.scope, component: t.component, code: t.code, percent: ratioText(t.percent), gross_base: dollars(t.grossBase),
    trade_in_credit: dollars(t.tradeInCredit), base: dollars(t.base), amount: dollars(t.amount),
  };
}

const optionalMoney = (key: string, value: number | null) => (value === null ? {} : { [key]: dollars(value) });
const optionalRatio = (key: string, value: Ratio | null) => (value === null ? {} : { [key]: ratioText(value) });

/**
 * A quote as the CLI prints it (docs/payments.md): money as decimal strings in dollars, rates as
 * exact decimal strings, what does not apply to the method left out (payment_frequency is null
 * for cash).
 */
export function quoteJson(q: Quote): Record<string, unknown> {
  return {
    method: q.method,
    tax_region: q.taxRegion,
    payment: dollars(q.payment),
    payment_frequency: q.paymentFrequency,
    payment_before_tax: dollars(q.paymentBeforeTax),
    ...(q.numberOfPayments === null ? {} : { number_of_payments: q.numberOfPayments }),
    ...(q.term === null ? {} : { term: q.term }),
    ...optionalRatio('rate', q.apr),
    ...optionalRatio('money_factor', q.moneyFactor),
    selling_price: dollars(q.sellingPrice),
    total_taxes: dollars(q.totalTaxes),
    ...optionalMoney('amount_financed', q.amountFinanced),
    ...optionalMoney('total_interest', q.totalInterest),
    ...optionalMoney('capitalized_cost', q.capitalizedCost),
    ...optionalMoney('residual', q.residual),
    ...optionalMoney('due_at_signing', q.dueAtSigning),
    ...optionalMoney('total_due', q.totalDue),
    taxes: q.taxes.map(tax),
    breakdown: q.breakdown.map(breakdownLine),
  };
}
