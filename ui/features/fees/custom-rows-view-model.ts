import * as E from 'fp-ts/Either';
import type { Either } from 'fp-ts/Either';
import { BehaviorSubject, type Observable } from 'rxjs';
import type { HttpProblem } from '../../../adapters/di/tokens';
import type { StoreLanguage } from '@dealer-panel/core/fees/fee-form';
import type { FeeKind } from '@dealer-panel/core/fees/fee-or-discount';
import { submitCall, type FieldErrorMap, type FormProblem } from '../../shared/form-problem';
import { problemOf } from '../../shared/problem-of';
import { checkFeeForm, EMPTY_FEE_FORM, errorsAfterChange, formOf, requestOf, type FeeFormValues } from './fee-form-values';
import type { CustomRow } from './wire-types';
import type { LoadFailed, Loading } from '../../shared/load-state';

const BASE36 = '0123456789abcdefghijklmnopqrstuvwxyz';

/** A row not saved yet: an underscore and 9 random base-36 characters (spec 002 section 3). */
export function temporaryId(random: () => number = Math.random): string {
  let id = '_';
  for (let i = 0; i < 9; i += 1) id += BASE36[Math.floor(random() * 36) % 36];
  return id;
}

export const isTemporaryId = (id: string): boolean => /^_[0-9a-z]{9}$/.test(id);

/** One inline row: its values as typed, its last saved values, and its own errors and loading. */
export interface CustomFeeRowState {
  /** A temporary id until saved, then the server's id as a string. */
  readonly id: string;
  readonly values: FeeFormValues;
  readonly saved: FeeFormValues | null;
  readonly errors: FieldErrorMap;
  readonly problem: FormProblem | null;
  readonly loading: boolean;
  readonly editable: boolean;
}

export type CustomRowsState =
  | Loading
  | LoadFailed
  | { readonly kind: 'ready'; readonly rows: readonly CustomFeeRowState[] };

export interface CustomRowsDeps {
  readonly list: (orderId: number) => Promise<Either<HttpProblem, readonly CustomRow[]>>;
  readonly create: (body: Record<string, unknown>) => Promise<Either<HttpProblem, CustomRow>>;
  readonly update: (id: number, body: Record<string, unknown>) => Promise<Either<HttpProblem, CustomRow>>;
  readonly remove: (id: number) => Promise<Either<HttpProblem, unknown>>;
  /** Where a failed save is logged (spec 002 section 8: logged, and the row shows it). */
  readonly log?: (message: string, error: unknown) => void;
  readonly random?: () => number;
}

const savedRow = (row: CustomRow): CustomFeeRowState => {
  const values = formOf(row);
  return { id: String(row.id), values, saved: values, errors: {}, problem: null, loading: false, editable: false };
};

/**
 * The custom fees (or discounts) of one deal as inline rows (spec 002 sections 3, 4 and 8): a new
 * row has a temporary id and the defaults (cash, finance, lease on; not included by default); save
 * creates it when the id is temporary and updates it otherwise; a failed save shows the server's
 * errors on the row and stops its loading; nothing typed is lost.
 */
export function createCustomRowsViewModel(deps: CustomRowsDeps, kind: FeeKind, orderId: number, storeLanguage: StoreLanguage = 'en') {
  const state = new BehaviorSubject<CustomRowsState>({ kind: 'loading' });
  const set = (next: CustomRowsState) => { if (!state.closed) state.next(next); };
  const rowsOf = () => (state.value.kind === 'ready' ? state.value.rows : null);
  const patchRow = (id: string, change: (row: CustomFeeRowState) => CustomFeeRowState | null) => {
    const rows = rowsOf();
    if (rows === null) return;
    set({ kind: 'ready', rows: rows.flatMap((r) => { if (r.id !== id) return [r]; const next = change(r); return next === null ? [] : [next]; }) });
  };
  const find = (id: string) => rowsOf()?.find((r) => r.id === id) ?? null;

  const load = async () => {
    set({ kind: 'loading' });
    const answer = await submitCall(() => deps.list(orderId));
    if (E.isLeft(answer)) return set({ kind: 'failed', problem: problemOf(answer.left) });
    set({ kind: 'ready', rows: answer.right.map(savedRow) });
  };

  return {
    kind,
    orderId,
    storeLanguage,
    state$: state.asObservable() as Observable<CustomRowsState>,
    start: load,
    retry: load,
    /** A new editable row with a temporary id and the spec's defaults; its id. */
    add(): string | null {
      const rows = rowsOf();
      if (rows === null) return null;
      const id = temporaryId(deps.random);
      set({ kind: 'ready', rows: [...rows, { id, values: EMPTY_FEE_FORM, saved: null, errors: {}, problem: null, loading: false, editable: true }] });
      return id;
    },
    edit(id: string): void {
      patchRow(id, (r) => ({ ...r, editable: true }));
    },
    change<K extends keyof FeeFormValues>(id: string, field: K, value: FeeFormValues[K]): void {
      patchRow(id, (r) => {
        if (r.loading) return r;
        const values = { ...r.values, [field]: value };
        return { ...r, values, errors: errorsAfterChange(kind, 'custom', values, r.errors, field, storeLanguage) };
      });
    },
    /** Drops an unsaved row, or puts a saved one back as it was. */
    cancel(id: string): void {
      patchRow(id, (r) => (r.saved === null ? null : { ...r, values: r.saved, errors: {}, problem: null, editable: false }));
    },
    /** Creates (temporary id) or updates (PUT) the row; true when saved. */
    async save(id: string): Promise<boolean> {
      const row = find(id);
      if (row === null || row.loading) return false;
      const errors = checkFeeForm(kind, 'custom', row.values, storeLanguage);
      if (Object.keys(errors).length > 0) {
        patchRow(id, (r) => ({ ...r, errors, problem: null }));
        return false;
      }
      patchRow(id, (r) => ({ ...r, loading: true, errors: {}, problem: null }));
      const body = { ...requestOf(kind, 'custom', row.values), order: orderId };
      const answer = await submitCall(() => (isTemporaryId(id) ? deps.create(body) : deps.update(Number(id), body)));
      if (E.isLeft(answer)) {
        deps.log?.(`custom ${kind} ${isTemporaryId(id) ? 'create' : 'update'} failed`, answer.left);
        const failure = answer.left;
        const hasFields = Object.keys(failure.fieldErrors).length > 0;
        patchRow(id, (r) => ({ ...r, loading: false, errors: failure.fieldErrors, problem: hasFields ? null : problemOf(failure) }));
        return false;
      }
      const saved = savedRow(answer.right);
      patchRow(id, () => saved);
      return true;
    },
    /** Deletes a saved row (the component asks first) or drops an unsaved one; true when gone. */
    async remove(id: string): Promise<boolean> {
      const row = find(id);
      if (row === null || row.loading) return false;
      if (isTemporaryId(id)) {
        patchRow(id, () => null);
        return true;
      }
      patchRow(id, (r) => ({ ...r, loading: true, problem: null }));
      const answer = await submitCall(() => deps.remove(Number(id)));
      if (E.isLeft(answer)) {
        patchRow(id, (r) => ({ ...r, loading: false, problem: problemOf(answer.left) }));
        return false;
      }
      patchRow(id, () => null);
      return true;
    },
    dispose(): void {
      state.complete();
    },
  };
}

export type CustomRowsViewModel = ReturnType<typeof createCustomRowsViewModel>;
