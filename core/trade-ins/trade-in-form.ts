import * as E from 'fp-ts/Either';
import type { Country } from '../access/dealership';
import { parseMoney } from '../shared/money-text';
import { collectFieldErrors, type FieldErrors } from '../shared/validation';
import { ODOMETER_MAX, odometerUnitOf } from './odometer';
import { TRANSMISSIONS, YES_NO_FIELDS, type Answer, type TradeInFields, type Transmission, type YesNoField } from './trade-in';
import { CONDITIONS, type Condition } from './condition';
import { checkVin } from '../inventory/vin';
import { checkAnswers } from './question-answers';
import type { QuestionNode } from './questions';

type Check<A> = E.Either<[string, ...string[]], A>;
type Raw = Readonly<Record<string, unknown>>;

const MAX_ANSWERS = 100;
const ANSWER_MAX = 500;
/** The oldest model year taken: the first with a 17-character VIN. */
export const OLDEST_YEAR = 1981;

const obj = (v: unknown): Raw => (typeof v === 'object' && v !== null && !Array.isArray(v) ? v as Raw : {});

function text(v: unknown, max: number, required: boolean): Check<string> {
  if (v === undefined || v === null) return required ? E.left(['required']) : E.right('');
  if (typeof v !== 'string') return E.left(['type.string']);
  const s = v.trim();
  if (required && s === '') return E.left(['required']);
  return s.length > max ? E.left(['text.too_long']) : E.right(s);
}

function int(v: unknown, min: number, max: number, required: boolean): Check<number | null> {
  if (v === undefined || v === null || v === '') return required ? E.left(['required']) : E.right(null);
  const n = typeof v === 'string' && /^\d{1,9}$/.test(v.trim()) ? Number(v) : v;
  if (typeof n !== 'number' || !Number.isInteger(n)) return E.left(['number.integer']);
  if (n < min) return E.left(['number.too_small']);
  return n > max ? E.left(['number.too_large']) : E.right(n);
}

function money(v: unknown, required: boolean): Check<number | null> {
  if (v === undefined || v === null || v === '') return required ? E.left(['required']) : E.right(null);
  const c = typeof v === 'string' ? parseMoney(v) : typeof v === 'number' ? parseMoney(String(v)) : null;
  if (c === null) return E.left(['money.invalid']);
  return c > 100_000_000 ? E.left(['money.too_large']) : E.right(c);
}

function oneOf<T extends string>(v: unknown, values: readonly T[], fallback: T | null): Check<T | null> {
  if (v === undefined || v === null || v === '') return E.right(fallback);
  return typeof v === 'string' && (values as readonly string[]).includes(v) ? E.right(v as T) : E.left(['choice.invalid']);
}

export function parseAnswers(v: unknown): Check<Readonly<Record<string, Answer>>> {
  if (v === undefined || v === null) return E.right({});
  if (typeof v !== 'object' || Array.isArray(v)) return E.left(['type.object']);
  const entries = Object.entries(v as Raw);
  if (entries.length > MAX_ANSWERS) return E.left(['answers.too_many']);
  const out: Record<string, Answer> = {};
  for (const [key, a] of entries) {
    if (key.length > 64 || key === '') return E.left(['answers.invalid']);
    if (typeof a === 'boolean') out[key] = a;
    else if (typeof a === 'string' && a.length <= ANSWER_MAX) out[key] = a.trim();
    else if (Array.isArray(a) && a.length <= 50 && a.every((x) => typeof x === 'string' && x.length <= ANSWER_MAX)) out[key] = [...(a as string[])];
    else return E.left(['answers.invalid']);
  }
  return E.right(out);
}

/**
 * The record's writable fields as sent (PUT trade_in/), read against the store's country (the
 * odometer's unit) and today's year; every bad field named (`vehicle.vin`, `lease_amount_due`…).
 */
export function parseTradeIn(raw: Raw, country: Country, today: Date): E.Either<FieldErrors, TradeInFields> {
  const v = obj(raw['vehicle']);
  const newest = today.getUTCFullYear() + 1;
  const vin = ((): Check<string | null> => {
    const t = text(v['vin'], 40, false);
    if (E.isLeft(t) || t.right === '') return E.isLeft(t) ? t : E.right(null);
    const checked = checkVin(t.right);
    return E.isLeft(checked) ? E.left([checked.left]) : E.right(checked.right);
  })();
  const yesNo = Object.fromEntries(YES_NO_FIELDS.map((f) => {
    const b = raw[f];
    return [f, b === undefined || b === null ? E.right(false) : typeof b === 'boolean' ? E.right(b) : E.left(['type.boolean'])];
  })) as Record<YesNoField, Check<boolean>>;
  const checked = collectFieldErrors<string, string, unknown>({
    'vehicle.year': int(v['year'], OLDEST_YEAR, newest, true),
    'vehicle.make': text(v['make'], 40, true),
    'vehicle.model': text(v['model'], 60, true),
    'vehicle.trim': text(v['trim'], 60, false),
    'vehicle.color': text(v['color'], 30, false),
    'vehicle.transmission': oneOf<Transmission>(v['transmission'], TRANSMISSIONS, null),
    'vehicle.odometer': int(v['odometer'], 0, ODOMETER_MAX, true),
    'vehicle.vin': vin,
    condition: oneOf<Condition>(raw['condition'], CONDITIONS, 'good'),
    answers: parseAnswers(raw['answers']),
    finance_amount_due: money(raw['finance_amount_due'], false),
    lease_amount_due: money(raw['lease_amount_due'], false),
    payments_left: int(raw['payments_left'], 0, 120, false),
    residual_value: money(raw['residual_value'], false),
    ...yesNo,
  });
  return E.map((x: Record<string, unknown>): TradeInFields => ({
    vehicle: {
      year: x['vehicle.year'] as number, make: x['vehicle.make'] as string, model: x['vehicle.model'] as string, trim: x['vehicle.trim'] as string,
      color: x['vehicle.color'] as string, transmission: x['vehicle.transmission'] as Transmission | null, odometer: x['vehicle.odometer'] as number,
      odometerUnit: odometerUnitOf(country), vin: x['vehicle.vin'] as string | null,
    },
    condition: x['condition'] as Condition,
    answers: x['answers'] as Record<string, Answer>,
    financeAmountDueCents: (x['finance_amount_due'] as number | null) ?? 0,
    leaseAmountDueCents: (x['lease_amount_due'] as number | null) ?? 0,
    paymentsLeft: x['payments_left'] as number | null,
    residualValueCents: x['residual_value'] as number | null,
    yesNo: Object.fromEntries(YES_NO_FIELDS.map((f) => [f, x[f] as boolean])) as Record<YesNoField, boolean>,
  }))(checked);
}

/**
 * The record as sent, its answers also checked against the store's questionnaire (issue 16 item 4):
 * every bad field at once, the record's and the answers' (`answers.<question id>`); the answers
 * kept are those checkAnswers cleans.
 */
export function parseTradeInFor(raw: Raw, country: Country, today: Date, questions: readonly QuestionNode[]): E.Either<FieldErrors, TradeInFields> {
  const fields = parseTradeIn(raw, country, today);
  const given = parseAnswers(raw['answers']);
  const checked = E.isLeft(given) ? E.right({}) : checkAnswers(questions, given.right);
  if (E.isLeft(fields)) return E.left({ ...fields.left, ...(E.isLeft(checked) ? checked.left : {}) });
  if (E.isLeft(checked)) return E.left(checked.left);
  return E.right({ ...fields.right, answers: checked.right });
}
