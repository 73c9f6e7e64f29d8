import * as E from 'fp-ts/Either';
import type { Either } from 'fp-ts/Either';
import { BehaviorSubject, type Observable } from 'rxjs';
import type { HttpProblem } from '../../../adapters/di/tokens';
import type { StoreLanguage } from '@dealer-panel/core/fees/fee-form';
import type { FeeKind } from '@dealer-panel/core/fees/fee-or-discount';
import { submitCall, type FieldErrorMap, type FormProblem } from '../../shared/form-problem';
import { problemOf } from '../../shared/problem-of';
import { checkFeeForm, EMPTY_FEE_FORM, errorsAfterChange, formOf, requestOf, type FeeFormValues } from './fee-form-values';
import type { GlobalRow } from './wire-types';
import type { LoadFailed, Loading } from '../../shared/load-state';

export interface GlobalFeesDeps {
  readonly list: () => Promise<Either<HttpProblem, readonly GlobalRow[]>>;
  readonly create: (body: Record<string, unknown>) => Promise<Either<HttpProblem, GlobalRow>>;
  readonly update: (id: number, body: Record<string, unknown>) => Promise<Either<HttpProblem, GlobalRow>>;
  readonly remove: (id: number) => Promise<Either<HttpProblem, unknown>>;
}

export type GlobalListState =
  | Loading
  | LoadFailed
  | { readonly kind: 'ready'; readonly rows: readonly GlobalRow[]; readonly deleting: number | null; readonly problem: FormProblem | null };

/** The add or edit form of one global row (a modal). */
export interface GlobalEditor {
  /** null: adding. */
  readonly id: number | null;
  readonly values: FeeFormValues;
  readonly errors: FieldErrorMap;
  readonly saving: boolean;
  readonly problem: FormProblem | null;
  readonly dirty: boolean;
}

/**
 * The global fees (or discounts) of the dealership: the list, the add/edit form with the server's
 * rules checked before sending and the server's field errors beside the fields (what was typed
 * stays), and delete.
 */
export function createGlobalFeesViewModel(deps: GlobalFeesDeps, kind: FeeKind, storeLanguage: StoreLanguage = 'en') {
  const list = new BehaviorSubject<GlobalListState>({ kind: 'loading' });
  const editor = new BehaviorSubject<GlobalEditor | null>(null);
  const setList = (next: GlobalListState) => { if (!list.closed) list.next(next); };
  const setEditor = (next: GlobalEditor | null) => { if (!editor.closed) editor.next(next); };

  const load = async () => {
    setList({ kind: 'loading' });
    const answer = await submitCall(deps.list);
    if (E.isLeft(answer)) return setList({ kind: 'failed', problem: problemOf(answer.left) });
    setList({ kind: 'ready', rows: answer.right, deleting: null, problem: null });
  };

  const replaceRow = (row: GlobalRow) => {
    const now = list.value;
    if (now.kind !== 'ready') return;
    const exists = now.rows.some((r) => r.id === row.id);
    // An edit's answer does not count the open deals carrying the row (it reads 0): the listed count stays.
    setList({ ...now, rows: exists ? now.rows.map((r) => (r.id === row.id ? { ...row, open_orders_count: r.open_orders_count } : r)) : [...now.rows, row] });
  };

  return {
    kind,
    list$: list.asObservable() as Observable<GlobalListState>,
    editor$: editor.asObservable() as Observable<GlobalEditor | null>,
    start: load,
    retry: load,
    openNew(): void {
      setEditor({ id: null, values: EMPTY_FEE_FORM, errors: {}, saving: false, problem: null, dirty: false });
    },
    openEdit(row: GlobalRow): void {
      setEditor({ id: row.id, values: formOf(row), errors: {}, saving: false, problem: null, dirty: false });
    },
    change<K extends keyof FeeFormValues>(field: K, value: FeeFormValues[K]): void {
      const current = editor.value;
      if (current === null || current.saving) return;
      const values = { ...current.values, [field]: value };
      setEditor({ ...current, values, errors: errorsAfterChange(kind, 'global', values, current.errors, field, storeLanguage), dirty: true });
    },
    close(): void {
      setEditor(null);
    },
    /** Checks, then creates or replaces (PUT); true when saved (the form closes). */
    async submit(): Promise<boolean> {
      const current = editor.value;
      if (current === null || current.saving) return false;
      const errors = checkFeeForm(kind, 'global', current.values, storeLanguage);
      if (Object.keys(errors).length > 0) {
        setEditor({ ...current, errors, problem: null });
        return false;
      }
      setEditor({ ...current, saving: true, problem: null, errors: {} });
      const body = requestOf(kind, 'global', current.values);
      const answer = await submitCall(() => (current.id === null ? deps.create(body) : deps.update(current.id, body)));
      const after = editor.value;
      if (after === null) return false;
      if (E.isLeft(answer)) {
        const failure = answer.left;
        setEditor({ ...after, saving: false, errors: failure.fieldErrors, problem: Object.keys(failure.fieldErrors).length > 0 ? null : problemOf(failure) });
        return false;
      }
      replaceRow(answer.right);
      setEditor(null);
      return true;
    },
    /** Deletes a row (the page asks first); true when it is gone. */
    async remove(id: number): Promise<boolean> {
      const now = list.value;
      if (now.kind !== 'ready' || now.deleting !== null) return false;
      setList({ ...now, deleting: id, problem: null });
      const answer = await submitCall(() => deps.remove(id));
      const after = list.value;
      if (after.kind !== 'ready') return false;
      if (E.isLeft(answer)) {
        setList({ ...after, deleting: null, problem: problemOf(answer.left) });
        return false;
      }
      setList({ ...after, deleting: null, rows: after.rows.filter((r) => r.id !== id) });
      return true;
    },
    dispose(): void {
      list.complete();
      editor.complete();
    },
  };
}

export type GlobalFeesViewModel = ReturnType<typeof createGlobalFeesViewModel>;
