import * as E from 'fp-ts/Either';
import type { Either } from 'fp-ts/Either';
import type { FieldErrors } from '../../shared/validation';
import type { DeskPricer, DeskVariant } from './desk-pricer';

/** What the target payment is reached by changing. */
export const SOLVE_FOR = ['down_payment', 'term', 'selling_price'] as const;
export type SolveFor = (typeof SOLVE_FOR)[number];

/**
 * exact: the solved value prices to the target to the cent. nearest: the closest the value can
 * come (down payment and selling price: a one-cent step moves the payment by more than a cent, so
 * the payment is the target less one cent; term: the shortest term whose payment is under the
 * target). not_reachable: the target is outside what the value can reach; the value is the bound.
 */
export type TargetOutcome = 'exact' | 'nearest' | 'not_reachable';

export interface TargetSolution {
  readonly solveFor: SolveFor;
  /** Cents (down payment, selling price) or months (term). */
  readonly value: number;
  /** The payment of the deal at that value, priced again by the engine. */
  readonly paymentCents: number;
  readonly outcome: TargetOutcome;
}

export interface TargetRequest {
  readonly targetCents: number;
  readonly solveFor: SolveFor;
  /** The candidate terms (solving for the term), any order. */
  readonly terms: readonly number[];
  /** The deal's selling price as it stands (the price search starts there). */
  readonly vehiclePriceCents: number;
  /** Kept fixed while the other value is searched (the lender, or the term when solving for a price). */
  readonly fixed?: DeskVariant;
}

/** The largest price searched (the largest amount the wire carries, $999,999,999.99): a target above every payment below it is not reachable. */
export const MAX_PRICE_CENTS = 99_999_999_999;

type Pay = (value: number) => Either<FieldErrors, number>;

/** The first x of [lo, hi] where `ok` holds, `ok` false then true along the range; null when it never holds. */
function firstTrue(lo: number, hi: number, ok: (x: number) => boolean): number | null {
  if (!ok(hi)) return null;
  let a = lo;
  let b = hi;
  while (a < b) {
    const m = a + Math.floor((b - a) / 2);
    if (ok(m)) b = m; else a = m + 1;
  }
  return a;
}

/**
 * Down payment and selling price, solved to the cent: within a cent is exact or nearest. Further off, the payment jumped past the target between two
 * cents of the value (BC's PST rises by tiers with the price: 7 % to 8 % at $55,000 moves the payment
 * by dollars), so no value reaches it: not_reachable, with the value that comes closest from below.
 */
const outcomeOf = (payment: number, target: number): TargetOutcome =>
  (payment === target ? 'exact' : Math.abs(target - payment) <= 1 ? 'nearest' : 'not_reachable');

/**
 * Down payment: the payment never rises with the down payment, so the answer is the smallest down
 * payment (in cents) whose payment is at most the target, found by bisection over cents. A down
 * payment the engine refuses (more than the deal owes) counts as below every payment.
 */
function solveDown(pay: Pay, target: number, hi: number): Either<FieldErrors, TargetSolution> {
  const at = (v: number, outcome: TargetOutcome) => E.map((p: number): TargetSolution => ({ solveFor: 'down_payment', value: v, paymentCents: p, outcome }))(pay(v));
  const ok = (d: number) => { const p = pay(d); return E.isLeft(p) || p.right <= target; };
  const x = firstTrue(0, hi, ok);
  if (x === null) return at(hi, 'not_reachable');
  const p = pay(x);
  if (E.isLeft(p)) return x === 0 ? p : at(x - 1, 'not_reachable');
  if (x === 0 && p.right < target) return at(0, 'not_reachable');
  return at(x, outcomeOf(p.right, target));
}

/**
 * Selling price: the payment never falls as the price rises, so the answer is the largest price (in
 * cents) whose payment is at most the target: the upper bound doubles from the deal's price, then
 * bisection over cents. A price the engine refuses (below what is owed on it) counts as below every payment.
 */
function solvePrice(pay: Pay, target: number, start: number): Either<FieldErrors, TargetSolution> {
  const at = (v: number, outcome: TargetOutcome) => E.map((p: number): TargetSolution => ({ solveFor: 'selling_price', value: v, paymentCents: p, outcome }))(pay(v));
  const fits = (v: number) => { const p = pay(v); return E.isLeft(p) || p.right <= target; };
  let hi = Math.max(start, 100_000);
  while (hi < MAX_PRICE_CENTS && fits(hi)) hi = Math.min(MAX_PRICE_CENTS, hi * 2);
  if (fits(hi)) return at(hi, 'not_reachable');
  // The first price above the target's, less one: the largest that fits.
  const over = firstTrue(1, hi, (v) => !fits(v));
  if (over === null || over === 1) return at(1, 'not_reachable');
  const x = over - 1;
  const p = pay(x);
  if (E.isLeft(p)) return at(over, 'not_reachable');
  return at(x, outcomeOf(p.right, target));
}

/** Term: each candidate priced; the shortest whose payment is at most the target, else the longest that prices. */
function solveTerm(price: DeskPricer, fixed: DeskVariant, target: number, terms: readonly number[]): Either<FieldErrors, TargetSolution> {
  const priced = [...new Set(terms)].sort((a, b) => a - b).map((term) => ({ term, q: price({ ...fixed, term }) }));
  const ok = priced.flatMap((c) => (E.isRight(c.q) ? [{ term: c.term, payment: c.q.right.payment as number }] : []));
  const first = priced[0];
  if (ok.length === 0) return first !== undefined && E.isLeft(first.q) ? E.left(first.q.left) : E.left({ terms: ['required'] });
  const fitting = ok.find((c) => c.payment <= target);
  const chosen = fitting ?? ok[ok.length - 1]!;
  return E.right({ solveFor: 'term', value: chosen.term, paymentCents: chosen.payment, outcome: fitting === undefined ? 'not_reachable' : chosen.payment === target ? 'exact' : 'nearest' });
}

/**
 * The value of the deal (down payment, term or selling price) whose payment is the target,
 * everything else as it stands; each answer is the engine's own price of the solved deal. The
 * rule is written in docs/payments.md ("Target payment").
 */
export function solveTargetPayment(price: DeskPricer, request: TargetRequest): Either<FieldErrors, TargetSolution> {
  const fixed = request.fixed ?? {};
  const target = request.targetCents;
  switch (request.solveFor) {
    case 'term': return solveTerm(price, fixed, target, request.terms);
    case 'down_payment': {
      const base = price({ ...fixed, downPaymentCents: 0 });
      if (E.isLeft(base)) return base;
      // Twice what the deal comes to with no down payment: far past where its payment reaches zero.
      const hi = 2 * (base.right.sellingPrice + base.right.totalTaxes) + 100;
      return solveDown((d) => E.map((q: { payment: number }) => q.payment)(price({ ...fixed, downPaymentCents: d })), target, hi);
    }
    case 'selling_price': {
      const base = price({ ...fixed, vehiclePriceCents: request.vehiclePriceCents });
      if (E.isLeft(base)) return base;
      return solvePrice((v) => E.map((q: { payment: number }) => q.payment)(price({ ...fixed, vehiclePriceCents: v })), target, request.vehiclePriceCents);
    }
  }
}
