import * as E from 'fp-ts/Either';
import { pipe } from 'fp-ts/function';
import { cents } from '../../shared/money';
import { protectionKinds, type DealAccessory, type DealDiscount, type DealFee, type DealIncentive, type DealProtection, type LeaseDisbursement, type LenderProgram, type PaymentScope, type ProtectionKind, type RateProgramRow, type ResidualProgramRow } from './deal';
import { allOf, at, listOf, type Validated } from './field-validation';
import type { Ratio } from './ratio';
import { taxComponents } from './tax-jurisdiction';
import { MARKETSCAN_TYPES } from '../../fees/fee-or-discount';
import { fail, flag, money, rate, residualPercent, text, wholeNumber, isRecord, type FieldResult } from './wire-values';

type Raw = Readonly<Record<string, unknown>>;

/** is_cash / is_finance / is_lease, each true unless set (spec 002: the default of a new row). */
function scope(raw: Raw, path: string): Validated<PaymentScope> {
  return allOf({ cash: at(`${path}.is_cash`, flag(raw.is_cash, true)), finance: at(`${path}.is_finance`, flag(raw.is_finance, true)), lease: at(`${path}.is_lease`, flag(raw.is_lease, true)) });
}

/** name_fr: the item's French name, optional (absent, null or blank: none); it labels the breakdown line in French. */
function frenchName(raw: Raw, path: string): Validated<{ readonly nameFr?: string }> {
  const value = raw.name_fr;
  if (value === undefined || value === null || (typeof value === 'string' && value.trim() === '')) return E.right({});
  return pipe(at(`${path}.name_fr`, text(value)), E.map((nameFr) => ({ nameFr })));
}

/** An item with its French name when it has one. */
function named<A extends object>(item: Validated<A>, raw: Raw, path: string): Validated<A & { readonly nameFr?: string }> {
  return pipe(allOf({ item, french: frenchName(raw, path) }), E.map(({ item: value, french }) => ({ ...value, ...french })));
}

/** On the deal: `selected` when given, else include_by_default when given, else yes (it was listed). */
function included(raw: Raw, path: string): Validated<boolean> {
  return pipe(
    allOf({ selected: at(`${path}.selected`, flag(raw.selected, true)), byDefault: at(`${path}.include_by_default`, flag(raw.include_by_default, true)) }),
    E.map(({ selected, byDefault }) => (raw.selected === undefined ? byDefault : selected)),
  );
}

/** marketscan_type: optional (absent or null: none), one of the MarketScan types; metadata of the line. */
function marketscanType(raw: Raw, path: string): Validated<{ readonly marketscanType?: string }> {
  const value = raw.marketscan_type;
  if (value === undefined || value === null) return E.right({});
  return typeof value === 'string' && (MARKETSCAN_TYPES as readonly string[]).includes(value) ? E.right({ marketscanType: value }) : at(`${path}.marketscan_type`, fail('text.invalid'));
}

/** An item with its MarketScan type when it has one. */
function typed<A extends object>(item: Validated<A>, raw: Raw, path: string): Validated<A & { readonly marketscanType?: string }> {
  return pipe(allOf({ item, type: marketscanType(raw, path) }), E.map(({ item: value, type }) => ({ ...value, ...type })));
}

export function fee(raw: Raw, path: string): Validated<DealFee> {
  return typed(named(pipe(
    allOf({
      name: at(`${path}.name`, text(raw.name)), amount: at(`${path}.amount`, money(raw.amount, null)),
      taxable: at(`${path}.taxability`, flag(raw.taxability, true)), capCost: at(`${path}.cap_cost`, flag(raw.cap_cost, false)),
      residualize: at(`${path}.residualize`, flag(raw.residualize, false)), taxInCap: at(`${path}.tax_in_cap`, flag(raw.tax_in_cap, false)),
      scope: scope(raw, path), included: included(raw, path),
    }),
    E.chain((f) => (f.residualize && !f.capCost ? E.left({ [`${path}.residualize`]: ['residualize.requires_cap_cost' as const] }) : E.right(f))),
  ), raw, path), raw, path);
}

export function discount(raw: Raw, path: string): Validated<DealDiscount> {
  return typed(named(allOf({
    name: at(`${path}.name`, text(raw.name)), amount: at(`${path}.amount`, money(raw.amount, null)),
    taxable: at(`${path}.taxability`, flag(raw.taxability, true)), scope: scope(raw, path), included: included(raw, path),
  }), raw, path), raw, path);
}

export function incentive(raw: Raw, path: string): Validated<DealIncentive> {
  return named(allOf({
    name: at(`${path}.name`, text(raw.name)), amount: at(`${path}.amount`, money(raw.amount, null)),
    beforeTax: at(`${path}.before_tax`, flag(raw.before_tax, false)), scope: scope(raw, path),
  }), raw, path);
}

export function accessory(raw: Raw, path: string): Validated<DealAccessory> {
  return named(pipe(
    allOf({
      name: at(`${path}.name`, text(raw.name)), price: at(`${path}.price`, money(raw.price, null)),
      installation: at(`${path}.installation`, money(raw.installation, cents(0))), installed: at(`${path}.installed`, flag(raw.installed, true)),
    }),
    // Installed unless said otherwise: an installation charge on the deal is meant to be charged.
    E.map((a) => ({ ...a, installed: a.installed && a.installation > 0 })),
  ), raw, path);
}

/** kind: optional (absent or null: any other plan), service_contract or gap; a US state's rule on the plan's tax follows it. */
function protectionKind(raw: Raw, path: string): Validated<{ readonly kind?: ProtectionKind }> {
  if (raw.kind === undefined || raw.kind === null) return E.right({});
  const kind = protectionKinds.find((k) => k === raw.kind);
  return kind === undefined ? at(`${path}.kind`, fail('text.invalid')) : E.right({ kind });
}

/** A plan's taxes: its gst/hst/pst/qst (and state) flags when any is given, else taxability (all or none); its kind. */
export function protection(raw: Raw, path: string): Validated<DealProtection> {
  const flags = taxComponents.filter((c) => raw[c] !== undefined);
  const flagResults = Object.fromEntries(flags.map((c) => [c, at(`${path}.${c}`, flag(raw[c], false))]));
  return named(pipe(
    allOf({
      name: at(`${path}.name`, text(raw.name)), price: at(`${path}.price`, money(raw.price, null)), taxable: at(`${path}.taxability`, flag(raw.taxability, true)),
      flags: allOf({ none: E.right(null), ...flagResults }), kind: protectionKind(raw, path),
    }),
    E.map(({ name, price, taxable, flags: values, kind }): DealProtection => {
      if (flags.length === 0) return { name, price, taxes: taxable ? 'all' : [], ...kind };
      return { name, price, taxes: flags.filter((c) => (values as Record<string, unknown>)[c] === true), ...kind };
    }),
  ), raw, path);
}

export function disbursement(raw: Raw, path: string): Validated<LeaseDisbursement> {
  return allOf({ name: at(`${path}.name`, text(raw.name)), amount: at(`${path}.amount`, money(raw.amount, null)), capCost: at(`${path}.cap_cost`, flag(raw.cap_cost, true)) });
}

export const term = (value: unknown): FieldResult<number> => pipe(wholeNumber(value, 'term.not_a_number'), E.chain((n): FieldResult<number> => (n === null ? fail('required') : n < 12 || n > 96 ? fail('term.out_of_range') : E.right(n))));
export const score = (value: unknown): FieldResult<number | null> => pipe(wholeNumber(value, 'credit_score.invalid'), E.chain((n): FieldResult<number | null> => (n !== null && (n < 300 || n > 900) ? fail('credit_score.invalid') : E.right(n))));
const requiredRate = (value: unknown, asMoneyFactor: boolean): FieldResult<Ratio> =>
  pipe(rate(value, asMoneyFactor), E.chain((r): FieldResult<Ratio> => (r === null ? fail('required') : E.right(r))));

function rateRow(asMoneyFactor: boolean) {
  return (raw: Raw, path: string): Validated<RateProgramRow> => allOf({
    termFrom: at(`${path}.term_from`, term(raw.term_from)), termTo: at(`${path}.term_to`, term(raw.term_to)),
    minCreditScore: at(`${path}.min_credit_score`, score(raw.min_credit_score)), rate: at(`${path}.rate`, requiredRate(raw.rate, asMoneyFactor)),
  });
}

function residualRow(raw: Raw, path: string): Validated<ResidualProgramRow> {
  const distance = pipe(wholeNumber(raw.distance_allowance, 'distance_allowance.invalid'), E.chain((n): FieldResult<number | null> => (n !== null && n <= 0 ? fail('distance_allowance.invalid') : E.right(n))));
  return allOf({
    term: at(`${path}.term`, term(raw.term)), distanceAllowance: at(`${path}.distance_allowance`, distance),
    residual: pipe(at(`${path}.residual`, residualPercent(raw.residual, true)), E.map((r) => r ?? { num: 0, den: 1 })),
  });
}

/** A lender's programs: finance rates and lease rates by term (and US credit score), residuals by term and distance. */
export function lender(value: unknown, leaseRateIsMoneyFactor: boolean): Validated<LenderProgram | null> {
  if (value === undefined || value === null) return E.right(null);
  if (!isRecord(value)) return E.left({ lender: ['item.invalid'] });
  return allOf({
    financeRates: listOf('lender.finance_rates', value.finance_rates, rateRow(false)),
    leaseRates: listOf('lender.lease_rates', value.lease_rates, rateRow(leaseRateIsMoneyFactor)),
    residuals: listOf('lender.residuals', value.residuals, residualRow),
  });
}
