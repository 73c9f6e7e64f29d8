import * as E from 'fp-ts/Either';
import { pipe } from 'fp-ts/function';
import { cents, type Cents } from '../shared/money';
import type { FieldErrors } from '../shared/validation';
import type {
  Deal, DealAccessory, DealDiscount, DealFee, DealIncentive, DealProtection, LeaseRateMethod, LenderProgram, PaymentMethod, ProtectionKind, RateProgramRow, ResidualProgramRow,
} from './engine/deal';
import { tradeInTypes } from './engine/deal';
import type { DealErrorCode } from './engine/deal-error-codes';
import { allOf, at, eachOf, type Validated } from './engine/field-validation';
import { paymentFrequencies, type FrequencyMethod } from './engine/frequency';
import { crossChecks, distance, postal, province } from './engine/parse-deal';
import { score, term } from './engine/parse-deal-items';
import type { Ratio } from './engine/ratio';
import { taxComponents, type Country } from './engine/tax-jurisdiction';
import type { TaxTable } from './engine/tax-table';
import { fail, flag, money, oneOf, rate, residualPercent, text, wholeNumber, type FieldResult } from './engine/wire-values';
import type { FeeOrDiscount } from '../fees/fee-or-discount';
import { feeNameIn } from '../fees/fee-form';
import type { AccessoryRecord, IncentiveRecord, LenderRecord, RateRow, ResidualRow } from './pricing-inputs';

/** "6.990000" → "6.99": stored numerics carry trailing zeros the engine's rate text does not accept. */
export function trimDecimal(text: string): string {
  return text.includes('.') ? text.replace(/0+$/, '').replace(/\.$/, '') : text;
}

/** The rows a request chose (ids checked): what the deal carries besides its own values. */
export interface ChosenItems {
  readonly fees: readonly FeeOrDiscount[];
  readonly discounts: readonly FeeOrDiscount[];
  readonly incentives: readonly IncentiveRecord[];
  readonly accessories: readonly { readonly accessory: AccessoryRecord; readonly installed: boolean }[];
  /** Each plan with its price for the deal's term and the taxes that apply where the deal is taxed. */
  readonly protections: readonly {
    readonly name: string; readonly nameFr?: string; readonly priceCents: number; readonly taxes: Readonly<Record<string, boolean>>;
    /** A service contract or GAP (a US state's rule on it wins over `taxes`); absent = other. */
    readonly kind?: ProtectionKind;
  }[];
}

/**
 * The deal's own values: the body's when it gives them, else the payment type record's, as the
 * body names them. What the body gave is still unchecked (`unknown`) and is read with the wire's
 * rules and codes (docs/payments.md); what the database gave is typed already.
 */
export interface DealInputs {
  readonly method: PaymentMethod;
  readonly region: string;
  readonly country: Country;
  readonly postalCode: unknown;
  readonly vehiclePriceCents: number;
  readonly msrpCents: number | null;
  /** The body's options price, else undefined: the order's `storedOptionsCents`. */
  readonly optionsPrice: unknown;
  readonly storedOptionsCents: number;
  /** undefined when the body does not say (amounts then make the trade-in owned). */
  readonly tradeInType: unknown;
  readonly tradeInCredit: unknown;
  readonly tradeInOwing: unknown;
  readonly downPayment: unknown;
  readonly term: unknown;
  readonly rate: unknown;
  readonly paymentFrequency: unknown;
  readonly distanceAllowance: unknown;
  readonly creditScore: unknown;
  readonly includeTax: unknown;
  readonly frequencyMethod: FrequencyMethod;
  readonly leaseRateMethod: LeaseRateMethod;
  readonly lender: LenderRecord | null;
}

/** Cents from the database, held to the wire's bounds (0 to $999,999,999.99) with its codes. */
function stored(value: number): FieldResult<Cents> {
  if (value < 0) return fail('money.negative');
  return value > 99_999_999_999 ? fail('money.too_large') : E.right(cents(value));
}

/** An item's French name when it has one (blank: none), held to the name rule. */
function frenchName(nameFr: string | undefined, path: string): Validated<{ readonly nameFr?: string }> {
  if (nameFr === undefined || nameFr.trim() === '') return E.right({});
  return pipe(at(`${path}.name_fr`, text(nameFr)), E.map((value) => ({ nameFr: value })));
}

function named<A extends object>(item: Validated<A>, nameFr: string | undefined, path: string): Validated<A & { readonly nameFr?: string }> {
  return pipe(allOf({ item, french: frenchName(nameFr, path) }), E.map(({ item: value, french }) => ({ ...value, ...french })));
}

const scopeOf = (r: { readonly isCash: boolean; readonly isFinance: boolean; readonly isLease: boolean }) => ({ cash: r.isCash, finance: r.isFinance, lease: r.isLease });

/** The row's MarketScan type on the deal's item (none: left out). */
const withMarketscan = <A extends object>(item: Validated<A>, type: string | null): Validated<A & { readonly marketscanType?: string }> =>
  (type === null ? item : pipe(item, E.map((value) => ({ ...value, marketscanType: type }))));

function fee(f: FeeOrDiscount, path: string): Validated<DealFee> {
  const residualize = f.residualize && f.capCost;
  return withMarketscan(named(allOf({
    name: at(`${path}.name`, text(feeNameIn(f, 'en'))), amount: at(`${path}.amount`, stored(f.amountCents)),
    taxable: E.right(f.taxability), capCost: E.right(f.capCost), residualize: E.right(residualize), taxInCap: E.right(f.taxInCap),
    scope: E.right(scopeOf(f)), included: E.right(true),
  }), f.nameFr, path), f.marketscanType);
}

function discount(d: FeeOrDiscount, path: string): Validated<DealDiscount> {
  return withMarketscan(named(allOf({
    name: at(`${path}.name`, text(feeNameIn(d, 'en'))), amount: at(`${path}.amount`, stored(d.amountCents)),
    taxable: E.right(d.taxability), scope: E.right(scopeOf(d)), included: E.right(true),
  }), d.nameFr, path), d.marketscanType);
}

function incentive(i: IncentiveRecord, path: string): Validated<DealIncentive> {
  return named(allOf({
    name: at(`${path}.name`, text(i.name)), amount: at(`${path}.amount`, stored(i.amountCents)), beforeTax: E.right(i.beforeTax), scope: E.right(scopeOf(i)),
  }), i.nameFr, path);
}

function accessory({ accessory: a, installed }: ChosenItems['accessories'][number], path: string): Validated<DealAccessory> {
  return named(allOf({
    name: at(`${path}.name`, text(a.name)), price: at(`${path}.price`, stored(a.priceCents)), installation: at(`${path}.installation`, stored(a.installationCents)),
    // Installed only when it has a charge: an installation charge on the deal is meant to be charged.
    installed: E.right(installed && a.installationCents > 0),
  }), a.nameFr, path);
}

function protection(p: ChosenItems['protections'][number], path: string): Validated<DealProtection> {
  const taxes = taxComponents.filter((c) => p.taxes[c] === true);
  const kind = p.kind === undefined ? {} : { kind: p.kind };
  return named(pipe(allOf({ name: at(`${path}.name`, text(p.name)), price: at(`${path}.price`, stored(p.priceCents)), taxes: E.right(taxes) }), E.map((x) => ({ ...x, ...kind }))), p.nameFr, path);
}

function rateRow(asMoneyFactor: boolean) {
  return (r: RateRow, path: string): Validated<RateProgramRow> => allOf({
    termFrom: at(`${path}.term_from`, term(r.termFrom)), termTo: at(`${path}.term_to`, term(r.termTo)),
    minCreditScore: at(`${path}.min_credit_score`, score(r.minCreditScore)),
    rate: at(`${path}.rate`, pipe(rate(trimDecimal(r.rate), asMoneyFactor), E.chain((x): FieldResult<Ratio> => (x === null ? fail('required') : E.right(x))))),
  });
}

function residualRow(r: ResidualRow, path: string): Validated<ResidualProgramRow> {
  const allowance = pipe(wholeNumber(r.distanceAllowance, 'distance_allowance.invalid'), E.chain((n): FieldResult<number | null> => (n !== null && n <= 0 ? fail('distance_allowance.invalid') : E.right(n))));
  return allOf({
    term: at(`${path}.term`, term(r.term)), distanceAllowance: at(`${path}.distance_allowance`, allowance),
    residual: pipe(at(`${path}.residual`, residualPercent(trimDecimal(r.residual), true)), E.map((x) => x ?? { num: 0, den: 1 })),
  });
}

/** The lender's program; a Canadian deal ignores the credit-score rows (Canada has no credit scores). */
function program(lender: LenderRecord, country: Country, leaseRatesAreFactors: boolean): Validated<LenderProgram> {
  const rows = (list: readonly RateRow[]) => (country === 'CA' ? list.filter((r) => r.minCreditScore === null) : list);
  return allOf({
    financeRates: eachOf('lender.finance_rates', rows(lender.financeRates), rateRow(false)),
    leaseRates: eachOf('lender.lease_rates', rows(lender.leaseRates), rateRow(leaseRatesAreFactors)),
    residuals: eachOf('lender.residuals', lender.residuals, residualRow),
  });
}

/**
 * The lender's program checked once per lender record and kind of deal (issue 34.4: the rate and
 * residual rows were checked again on every price). The check is a function of the record alone,
 * and a record is never changed in place: the store's cache answers the same object until a write
 * replaces it, and another object is checked afresh.
 */
const checkedPrograms = new WeakMap<LenderRecord, Map<string, Validated<LenderProgram>>>();
function programOf(lender: LenderRecord, country: Country, leaseRatesAreFactors: boolean): Validated<LenderProgram> {
  let byKind = checkedPrograms.get(lender);
  if (byKind === undefined) { byKind = new Map(); checkedPrograms.set(lender, byKind); }
  const key = `${country}:${leaseRatesAreFactors ? 'factor' : 'rate'}`;
  let checked = byKind.get(key);
  if (checked === undefined) { checked = program(lender, country, leaseRatesAreFactors); byKind.set(key, checked); }
  return checked;
}

/**
 * The engine's deal, typed and in cents, from the rows chosen and the deal's own values: every value
 * held to the rules `parseDeal` holds a deal to, with the same codes at the same keys (the body's
 * names: "down_payment", "fees.0.amount"), all errors together; a value the server could not
 * decode (`refused`) is answered with its code where it would be checked. Then the rules between fields.
 */
export function typedDeal(v: DealInputs, items: ChosenItems, table: TaxTable, refused: FieldErrors<DealErrorCode> = {}): Validated<Deal> {
  const credit = v.method !== 'cash';
  const leaseRatesAreFactors = v.leaseRateMethod === 'money_factor';
  /** A body key's value checked, or the code the server refused it with (where the value would be checked). */
  const field = <A>(key: string, check: () => FieldResult<A>): Validated<A> => {
    const codes = refused[key];
    return codes === undefined ? at(key, check()) : E.left({ [key]: codes });
  };
  return pipe(
    allOf({
      region: at('province', province(v.region, table)),
      postalCode: field('postal_code', () => postal(v.postalCode)),
      vehiclePrice: at('vehicle_price', stored(v.vehiclePriceCents)),
      msrp: v.msrpCents === null ? E.right(null) : at('msrp', stored(v.msrpCents)),
      optionsPrice: field('options_price', () => (v.optionsPrice === undefined ? stored(v.storedOptionsCents) : money(v.optionsPrice, cents(0)))),
      accessories: eachOf('accessories', items.accessories, accessory),
      protections: eachOf('protections', items.protections, protection),
      fees: eachOf('fees', items.fees, fee),
      discounts: eachOf('discounts', items.discounts, discount),
      incentives: eachOf('incentives', items.incentives, incentive),
      tradeInType: field('trade_in_type', () => oneOf(v.tradeInType, tradeInTypes, 'none', 'trade_in_type.invalid')),
      credit: field('trade_in_credit', () => money(v.tradeInCredit, cents(0))),
      owing: field('trade_in_owing', () => money(v.tradeInOwing, cents(0))),
      downPayment: field('down_payment', () => money(v.downPayment, cents(0))),
      // Cash has no term, rate or frequency, and only a lease a distance: the body's are not read.
      term: credit ? field('term', () => (v.term === undefined || v.term === null || v.term === '' ? E.right(null) : term(v.term))) : E.right(null),
      rate: credit ? field('rate_overwritten', () => rate(v.rate, leaseRatesAreFactors && v.method === 'lease')) : E.right(null),
      paymentFrequency: credit ? field('payment_frequency', () => oneOf(v.paymentFrequency, paymentFrequencies, 'monthly', 'payment_frequency.invalid')) : E.right('monthly' as const),
      distanceAllowance: v.method === 'lease' ? field('distance_allowance', () => distance(v.distanceAllowance)) : E.right(null),
      creditScore: field('credit_score', () => score(v.creditScore)),
      includeTax: field('include_tax', () => flag(v.includeTax, true)),
      lender: v.lender === null || !credit ? E.right(null) : programOf(v.lender, v.country, leaseRatesAreFactors),
      optionsCodes: field('options_code_list', () => E.right(null)),
    }),
    E.map((x): Deal => ({
      method: v.method, region: x.region, postalCode: x.postalCode, vehiclePrice: x.vehiclePrice, msrp: x.msrp, optionsPrice: x.optionsPrice,
      accessories: x.accessories, protections: x.protections, fees: x.fees, discounts: x.discounts, incentives: x.incentives, leaseDisbursements: [],
      tradeIn: { type: x.tradeInType === 'none' && (x.credit > 0 || x.owing > 0) && v.tradeInType === undefined ? 'owned' : x.tradeInType, credit: x.credit, owing: x.owing },
      downPayment: x.downPayment, term: x.term, paymentFrequency: x.paymentFrequency, distanceAllowance: x.distanceAllowance, creditScore: x.creditScore,
      includeTax: x.includeTax, rate: x.rate, residualPercent: null, lender: x.lender,
      settings: { frequencyMethod: v.frequencyMethod, leaseRateMethod: v.leaseRateMethod },
    })),
    E.chain((deal) => crossChecks(deal, table)),
  );
}
