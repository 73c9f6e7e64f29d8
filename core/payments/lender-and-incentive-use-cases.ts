import * as E from 'fp-ts/Either';
import type { NonEmptyArray } from 'fp-ts/NonEmptyArray';
import type * as TE from 'fp-ts/TaskEither';
import type { DealershipContext } from '../access/dealership-context';
import { lender as parseProgram } from './engine/parse-deal-items';
import { compareRatio, ratio, ratioText } from './engine/ratio';
import { CANADA_CRIMINAL_RATE_APR } from './engine/rate-ceiling';
import { flag, money, text } from './engine/wire-values';
import { forbidden, invalidInput, notFound, type Forbidden, type InvalidInput, type NotFound } from '../shared/errors';
import type { IncentiveRecord, LenderRecord } from './pricing-inputs';
import type { IncentiveFields, LenderFields, PaymentsRepository } from './payments-repository';

/** Lenders and incentives live in the payments repository. */
type LenderDeps = { readonly payments: PaymentsRepository };

type Task<A> = TE.TaskEither<InvalidInput | Forbidden | NotFound, A>;
type Raw = Readonly<Record<string, unknown>>;
type Errors = Record<string, NonEmptyArray<string>>;

const denied = (ctx: DealershipContext) => (ctx.actor.isSuperAdmin ? null : forbidden('manage_payment_settings'));

/**
 * A lender from a body: name, kind (bank | oem), active, and its programs (docs/payments.md "lender":
 * rate rows by term range and, in the USA only, credit score; residual rows by term and distance).
 * On an update, what is not sent stays as it was.
 */
export function parseLender(raw: Raw, current: LenderRecord | null, country: 'CA' | 'US', leaseRatesAreFactors: boolean): E.Either<Errors, LenderFields> {
  const errors: Errors = {};
  const name = raw.name === undefined && current !== null ? E.right(current.name) : text(raw.name);
  if (E.isLeft(name)) errors.name = name.left;
  const kind = raw.kind === undefined ? current?.kind ?? 'bank' : raw.kind;
  if (kind !== 'bank' && kind !== 'oem') errors.kind = ['kind.invalid'];
  const active = flag(raw.active, current?.active ?? true);
  if (E.isLeft(active)) errors.active = active.left;
  const program = parseProgram({
    finance_rates: raw.finance_rates ?? [], lease_rates: raw.lease_rates ?? [], residuals: raw.residuals ?? [],
  }, leaseRatesAreFactors);
  if (E.isLeft(program)) for (const [k, v] of Object.entries(program.left)) errors[k.replace(/^lender\./, '')] = v;
  const rows = E.isRight(program) && program.right !== null ? program.right : null;
  const rateRows = (key: 'finance_rates' | 'lease_rates', given: LenderRecord['financeRates'] | undefined) => {
    if (raw[key] === undefined) return given ?? [];
    const list = rows === null ? [] : key === 'finance_rates' ? rows.financeRates : rows.leaseRates;
    list.forEach((r, i) => {
      if (r.termFrom > r.termTo) errors[`${key}.${i}.term_to`] = ['term.before_start'];
      if (country === 'CA' && r.minCreditScore !== null) errors[`${key}.${i}.min_credit_score`] = ['credit_score.not_in_canada'];
      // Canada's criminal rate binds the lender's program too (issue 10.2); a lease money factor is compared as its APR.
      const apr = key === 'lease_rates' && leaseRatesAreFactors ? ratio(r.rate.num * 2400, r.rate.den) : r.rate;
      if (country === 'CA' && compareRatio(apr, CANADA_CRIMINAL_RATE_APR) > 0) errors[`${key}.${i}.rate`] = ['rate.over_criminal_rate'];
    });
    return list.map((r) => ({ termFrom: r.termFrom, termTo: r.termTo, minCreditScore: r.minCreditScore, rate: ratioText(r.rate) }));
  };
  const financeRates = rateRows('finance_rates', current?.financeRates);
  const leaseRates = rateRows('lease_rates', current?.leaseRates);
  const residuals = raw.residuals === undefined ? current?.residuals ?? []
    : (rows?.residuals ?? []).map((r) => ({ term: r.term, distanceAllowance: r.distanceAllowance, residual: ratioText(r.residual) }));
  if (Object.keys(errors).length > 0) return E.left(errors);
  return E.right({
    name: E.isRight(name) ? name.right : '', kind: kind as 'bank' | 'oem', active: E.isRight(active) ? active.right : true,
    financeRates, leaseRates, residuals,
  });
}

const DATE = /^\d{4}-\d{2}-\d{2}$/;

/** An incentive from a body; on an update what is not sent stays. */
export function parseIncentive(raw: Raw, current: (IncentiveRecord & { nameFr: string }) | null): E.Either<Errors, IncentiveFields> {
  const errors: Errors = {};
  const out: Record<string, unknown> = {};
  const keep = (key: string, field: string, fallback: unknown, check: (v: unknown) => E.Either<NonEmptyArray<string>, unknown>) => {
    const value = raw[key];
    if (value === undefined) { out[field] = current === null ? fallback : (current as unknown as Record<string, unknown>)[field]; return; }
    const r = check(value);
    if (E.isLeft(r)) errors[key] = r.left; else out[field] = r.right;
  };
  keep('name', 'name', undefined, (v) => text(v));
  if (current === null && raw.name === undefined) errors.name = ['required'];
  keep('name_fr', 'nameFr', '', (v) => (v === '' ? E.right('') : text(v)));
  keep('amount', 'amountCents', undefined, (v) => money(v, null));
  if (current === null && raw.amount === undefined) errors.amount = ['required'];
  for (const [key, field, fallback] of [
    ['before_tax', 'beforeTax', false], ['is_cash', 'isCash', true], ['is_finance', 'isFinance', true], ['is_lease', 'isLease', true],
    ['is_conditional', 'isConditional', false], ['applicable_new', 'applicableNew', true], ['applicable_used', 'applicableUsed', false], ['active', 'active', true],
  ] as const) keep(key, field, fallback, (v) => flag(v, fallback));
  const optionalText = (v: unknown) => (v === null || v === '' ? E.right(null) : text(v));
  keep('make', 'make', null, optionalText);
  keep('model', 'model', null, optionalText);
  const year = (v: unknown) => (v === null ? E.right(null) : typeof v === 'number' && Number.isInteger(v) && v >= 1900 && v <= 2100 ? E.right(v) : E.left<NonEmptyArray<string>>(['year.invalid']));
  keep('year_from', 'yearFrom', null, year);
  keep('year_to', 'yearTo', null, year);
  const date = (v: unknown) => (v === null || v === '' ? E.right(null) : typeof v === 'string' && DATE.test(v) && !Number.isNaN(Date.parse(v)) ? E.right(v) : E.left<NonEmptyArray<string>>(['date.invalid']));
  keep('starts_on', 'startsOn', null, date);
  keep('ends_on', 'endsOn', null, date);
  if (errors.year_to === undefined && typeof out.yearFrom === 'number' && typeof out.yearTo === 'number' && out.yearTo < out.yearFrom) errors.year_to = ['year.before_start'];
  if (errors.ends_on === undefined && typeof out.startsOn === 'string' && typeof out.endsOn === 'string' && out.endsOn < out.startsOn) errors.ends_on = ['date.before_start'];
  if (Object.keys(errors).length > 0) return E.left(errors);
  return E.right(out as unknown as IncentiveFields);
}

export const listLenders = (deps: LenderDeps) => async (ctx: DealershipContext, query: Raw): Promise<readonly LenderRecord[]> => {
  const all = await deps.payments.lenders(ctx.dealership.id);
  const one = (k: string) => { const v = query[k]; return typeof v === 'string' ? v : Array.isArray(v) && typeof v[0] === 'string' ? v[0] : null; };
  const kind = one('kind');
  const active = one('active');
  const search = one('search')?.trim().toLowerCase() ?? '';
  return all.filter((l) => (kind === null || l.kind === kind) && (active === null || String(l.active) === active) && (search === '' || l.name.toLowerCase().includes(search)));
};

export const getLender = (deps: LenderDeps) => (ctx: DealershipContext, id: number): Task<LenderRecord> => async () => {
  const l = await deps.payments.lender(ctx.dealership.id, id);
  return l === null ? E.left(notFound) : E.right(l);
};

export const saveLender = (deps: LenderDeps) => (ctx: DealershipContext, id: number | null, raw: Raw): Task<LenderRecord> => async () => {
  const current = id === null ? null : await deps.payments.lender(ctx.dealership.id, id);
  if (id !== null && current === null) return E.left(notFound);
  const no = denied(ctx);
  if (no) return E.left(no);
  const settings = await deps.payments.settings(ctx.dealership.id);
  const fields = parseLender(raw, current, ctx.dealership.country === 'US' ? 'US' : 'CA', settings.leaseRateCalculationMethod === 'money_factor');
  if (E.isLeft(fields)) return E.left(invalidInput(fields.left));
  return E.right(await deps.payments.saveLender(ctx.dealership.id, id, fields.right));
};

export const deleteLender = (deps: LenderDeps) => (ctx: DealershipContext, id: number): Task<null> => async () => {
  if ((await deps.payments.lender(ctx.dealership.id, id)) === null) return E.left(notFound);
  const no = denied(ctx);
  if (no) return E.left(no);
  await deps.payments.deleteLender(ctx.dealership.id, id);
  return E.right(null);
};

export const listIncentives = (deps: LenderDeps) => async (ctx: DealershipContext) => deps.payments.incentives(ctx.dealership.id);

export const saveIncentive = (deps: LenderDeps) => (ctx: DealershipContext, id: number | null, raw: Raw): Task<IncentiveRecord & { nameFr: string }> => async () => {
  const current = id === null ? null : await deps.payments.incentive(ctx.dealership.id, id);
  if (id !== null && current === null) return E.left(notFound);
  const no = denied(ctx);
  if (no) return E.left(no);
  const fields = parseIncentive(raw, current);
  if (E.isLeft(fields)) return E.left(invalidInput(fields.left));
  return E.right(await deps.payments.saveIncentive(ctx.dealership.id, id, fields.right));
};

export const deleteIncentive = (deps: LenderDeps) => (ctx: DealershipContext, id: number): Task<null> => async () => {
  if ((await deps.payments.incentive(ctx.dealership.id, id)) === null) return E.left(notFound);
  const no = denied(ctx);
  if (no) return E.left(no);
  await deps.payments.deleteIncentive(ctx.dealership.id, id);
  return E.right(null);
};
