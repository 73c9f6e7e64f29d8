import * as E from 'fp-ts/Either';
import type { FieldErrors } from '../../shared/validation';
import type { DeskPricer } from './desk-pricer';

/** The axes of a grid: terms down the side, down payments across, and optionally one table per lender. */
export interface GridAxes {
  readonly terms: readonly number[];
  readonly downPaymentsCents: readonly number[];
  /** Lender ids; empty: the deal's own lender only. */
  readonly lenderIds: readonly number[];
}

/** One cell: the payment with its term and down payment, or the engine's codes for that combination. */
export type GridCell =
  | { readonly ok: true; readonly term: number; readonly downPaymentCents: number; readonly paymentCents: number; readonly paymentBeforeTaxCents: number; readonly sellingPriceCents: number }
  | { readonly ok: false; readonly term: number; readonly downPaymentCents: number; readonly errors: FieldErrors };

export interface GridTable {
  /** null: the deal's own lender. */
  readonly lenderId: number | null;
  /** rows[i][j]: terms[i] × downPaymentsCents[j]. */
  readonly rows: readonly (readonly GridCell[])[];
}

export interface DeskingGrid {
  readonly axes: GridAxes;
  readonly tables: readonly GridTable[];
}

/** The caps of one request (the benchmark's 7 × 5 fits; 8 × 8 × 4 = 256 prices at most). */
export const GRID_LIMITS = { terms: 8, downPayments: 8, lenders: 4 } as const;

/**
 * The payments for every term × down payment (× lender), each cell priced by `price` alone: a
 * cell is by construction the worksheet's single price of that term and down payment.
 */
export function deskingGrid(price: DeskPricer, axes: GridAxes): DeskingGrid {
  const lenders: readonly (number | null)[] = axes.lenderIds.length === 0 ? [null] : axes.lenderIds;
  const tables = lenders.map((lenderId): GridTable => ({
    lenderId,
    rows: axes.terms.map((term) => axes.downPaymentsCents.map((downPaymentCents): GridCell => {
      const q = price(lenderId === null ? { term, downPaymentCents } : { term, downPaymentCents, lenderId });
      return E.isLeft(q)
        ? { ok: false, term, downPaymentCents, errors: q.left }
        : { ok: true, term, downPaymentCents, paymentCents: q.right.payment, paymentBeforeTaxCents: q.right.paymentBeforeTax, sellingPriceCents: q.right.sellingPrice };
    })),
  }));
  return { axes, tables };
}
