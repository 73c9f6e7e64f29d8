import * as E from 'fp-ts/Either';
import type { Either } from 'fp-ts/Either';
import type { NonEmptyArray } from 'fp-ts/NonEmptyArray';
import type { FieldErrors } from '../../shared/validation';
import { money, wholeNumber } from '../engine/wire-values';
import { GRID_LIMITS, type GridAxes } from './desking-grid';
import { SOLVE_FOR, type SolveFor } from './target-payment';

/** The terms a target-payment search tries when none are sent (the usual grid of a sales desk). */
export const DEFAULT_TERMS: readonly number[] = [24, 36, 48, 60, 72, 84, 96];

/** A grid request as the contract decoded it: lists of the right JSON types, values still unchecked. */
export interface GridRequestFields {
  readonly terms: readonly unknown[];
  readonly down_payments: readonly unknown[];
  readonly lender_ids?: readonly number[] | null;
}

export interface TargetRequestFields {
  readonly target_payment: unknown;
  readonly solve_for: unknown;
  readonly terms?: readonly unknown[] | null;
  readonly lender_id?: number | null;
}

export interface TargetCommand {
  readonly targetCents: number;
  readonly solveFor: SolveFor;
  readonly terms: readonly number[];
  readonly lenderId: number | null;
}

type Errors = Record<string, NonEmptyArray<string>>;

/** Terms of 12 to 96 months (the engine's range), at most `GRID_LIMITS.terms`, each refused at its index. */
function terms(key: string, raw: readonly unknown[], errors: Errors): number[] {
  if (raw.length === 0) { errors[key] = ['required']; return []; }
  if (raw.length > GRID_LIMITS.terms) { errors[key] = ['list.too_long']; return []; }
  return raw.flatMap((v, i) => {
    const n = wholeNumber(v, 'term.not_a_number');
    if (E.isLeft(n)) { errors[`${key}.${i}`] = n.left; return []; }
    if (n.right === null) { errors[`${key}.${i}`] = ['required']; return []; }
    if (n.right < 12 || n.right > 96) { errors[`${key}.${i}`] = ['term.out_of_range']; return []; }
    return [n.right];
  });
}

const lenderIdsOf = (key: string, ids: readonly number[], known: ReadonlySet<number>, errors: Errors): number[] => {
  ids.forEach((id, i) => { if (!known.has(id)) errors[`${key}.${i}`] = ['lender.unknown']; });
  return [...ids];
};

/** The grid's axes, every field's codes at once: 1–8 terms of 12–96 months, 1–8 down payments, up to 4 of the dealership's lenders. */
export function parseGridAxes(raw: GridRequestFields, knownLenders: ReadonlySet<number>): Either<FieldErrors, GridAxes> {
  const errors: Errors = {};
  const t = terms('terms', raw.terms, errors);
  let downs: number[] = [];
  if (raw.down_payments.length === 0) errors.down_payments = ['required'];
  else if (raw.down_payments.length > GRID_LIMITS.downPayments) errors.down_payments = ['list.too_long'];
  else downs = raw.down_payments.flatMap((v, i) => {
    const m = money(v, null);
    if (E.isLeft(m)) { errors[`down_payments.${i}`] = m.left; return []; }
    return [m.right as number];
  });
  const ids = raw.lender_ids ?? [];
  if (ids.length > GRID_LIMITS.lenders) errors.lender_ids = ['list.too_long'];
  const lenderIds = ids.length > GRID_LIMITS.lenders ? [] : lenderIdsOf('lender_ids', ids, knownLenders, errors);
  return Object.keys(errors).length > 0 ? E.left(errors) : E.right({ terms: t, downPaymentsCents: downs, lenderIds });
}

/** A target-payment request: a payment in money text, what to solve for, the candidate terms (default DEFAULT_TERMS), a lender. */
export function parseTargetRequest(raw: TargetRequestFields, knownLenders: ReadonlySet<number>): Either<FieldErrors, TargetCommand> {
  const errors: Errors = {};
  const target = money(raw.target_payment, null);
  if (E.isLeft(target)) errors.target_payment = target.left;
  else if (target.right === 0) errors.target_payment = ['target_payment.zero'];
  const solveFor = SOLVE_FOR.find((s) => s === raw.solve_for);
  if (solveFor === undefined) errors.solve_for = [raw.solve_for === undefined || raw.solve_for === null ? 'required' : 'solve_for.invalid'];
  const t = raw.terms === undefined || raw.terms === null ? [...DEFAULT_TERMS] : terms('terms', raw.terms, errors);
  const lenderId = raw.lender_id ?? null;
  if (lenderId !== null && !knownLenders.has(lenderId)) errors.lender_id = ['lender.unknown'];
  if (Object.keys(errors).length > 0 || E.isLeft(target) || solveFor === undefined) return E.left(errors);
  return E.right({ targetCents: target.right, solveFor, terms: t, lenderId });
}
