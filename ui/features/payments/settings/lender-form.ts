import type { LenderBody } from '../../../../adapters/http/contract/payments/payments';

export interface RateRowForm { readonly key: string; readonly term_from: string; readonly term_to: string; readonly min_credit_score: string; readonly rate: string }
export interface ResidualRowForm { readonly key: string; readonly term: string; readonly distance_allowance: string; readonly residual: string }

/** A lender as the form holds it: every cell as typed; rows keep a key of their own for React. */
export interface LenderForm {
  readonly id: number | null;
  readonly name: string;
  readonly kind: 'bank' | 'oem';
  readonly active: boolean;
  readonly finance_rates: readonly RateRowForm[];
  readonly lease_rates: readonly RateRowForm[];
  readonly residuals: readonly ResidualRowForm[];
}

export type ProgramTable = 'finance_rates' | 'lease_rates' | 'residuals';

let next = 0;
export const rowKey = (): string => `row-${(next += 1)}`;

export const EMPTY_LENDER: LenderForm = { id: null, name: '', kind: 'bank', active: true, finance_rates: [], lease_rates: [], residuals: [] };

export function lenderForm(b: LenderBody): LenderForm {
  const rate = (r: LenderBody['finance_rates'][number]): RateRowForm => ({
    key: rowKey(), term_from: String(r.term_from), term_to: String(r.term_to), min_credit_score: r.min_credit_score === null ? '' : String(r.min_credit_score), rate: r.rate,
  });
  return {
    id: b.id, name: b.name, kind: b.kind, active: b.active, finance_rates: b.finance_rates.map(rate), lease_rates: b.lease_rates.map(rate),
    residuals: b.residuals.map((r) => ({ key: rowKey(), term: String(r.term), distance_allowance: r.distance_allowance === null ? '' : String(r.distance_allowance), residual: r.residual })),
  };
}

export function emptyRow(table: 'finance_rates' | 'lease_rates'): RateRowForm;
export function emptyRow(table: 'residuals'): ResidualRowForm;
export function emptyRow(table: ProgramTable): RateRowForm | ResidualRowForm;
export function emptyRow(table: ProgramTable): RateRowForm | ResidualRowForm {
  return table === 'residuals'
    ? { key: rowKey(), term: '', distance_allowance: '', residual: '' }
    : { key: rowKey(), term_from: '', term_to: '', min_credit_score: '', rate: '' };
}

/** Digits go as numbers; blank optional cells as null; anything else as typed, for the server to name the cell. */
const whole = (text: string): number | string | null => {
  const v = text.trim();
  if (v === '') return null;
  return /^\d{1,9}$/.test(v) ? Number(v) : v;
};

/** A decimal as typed in either language: "5,99" is sent as "5.99". */
export const decimalText = (text: string): string => text.trim().replace(/^(\d*),(\d+)$/, '$1.$2');

/** The body of POST or PUT lenders/: the whole lender, its programs replacing the stored rows. */
export function lenderBody(f: LenderForm): Record<string, unknown> {
  return {
    name: f.name.trim(), kind: f.kind, active: f.active,
    finance_rates: f.finance_rates.map((r) => ({ term_from: whole(r.term_from), term_to: whole(r.term_to), min_credit_score: whole(r.min_credit_score), rate: decimalText(r.rate) })),
    lease_rates: f.lease_rates.map((r) => ({ term_from: whole(r.term_from), term_to: whole(r.term_to), min_credit_score: whole(r.min_credit_score), rate: decimalText(r.rate) })),
    residuals: f.residuals.map((r) => ({ term: whole(r.term), distance_allowance: whole(r.distance_allowance), residual: decimalText(r.residual) })),
  };
}

/** The same lender without its row keys: what decides whether the form is dirty. */
export function lenderSignature(f: LenderForm): string {
  return JSON.stringify(lenderBody(f));
}
