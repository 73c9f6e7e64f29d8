import * as E from 'fp-ts/Either';
import { BehaviorSubject, type Observable } from 'rxjs';
import type { LocalTaxRateBody } from '../../../adapters/http/contract/payments/local-tax-rates';
import { submitCall, type FieldErrorMap, type FormProblem } from '../../shared/form-problem';
import type { LoadFailed, Loading } from '../../shared/load-state';
import { problemOf } from '../../shared/problem-of';
import type { LocalTaxesPort } from './local-taxes-port';

/** A refused line of an imported file: its number as a spreadsheet shows it, the column and the reason's code. */
export interface FileRefusal { readonly line: number; readonly field: string; readonly code: string }

export type LocalTaxesState =
  | Loading
  | LoadFailed
  | {
      readonly kind: 'ready';
      readonly rows: readonly LocalTaxRateBody[];
      /** The new row being typed: kept as typed on a refusal. */
      readonly draft: LocalTaxRateBody;
      /** Errors of the new row by field (zip_prefix, rate, effective_from). */
      readonly errors: FieldErrorMap;
      /** The ZIP the list is narrowed to (a state's table can hold thousands of rows). */
      readonly filter: string;
      readonly busy: 'saving' | 'importing' | { readonly removing: string } | null;
      /** The file's own problem (empty, not a table, columns missing) and its refused lines. */
      readonly fileErrors: readonly string[];
      readonly fileRefusals: readonly FileRefusal[];
      readonly problem: FormProblem | null;
    };

type Ready = Extract<LocalTaxesState, { kind: 'ready' }>;

/** The rows a screen lists at once; the filter finds the others. */
export const LOCAL_TAX_ROWS_SHOWN = 100;
const EMPTY: LocalTaxRateBody = { zip_prefix: '', rate: '', effective_from: '' };
export const rowKey = (r: LocalTaxRateBody): string => `${r.zip_prefix}|${r.effective_from}`;

/** The rows the filter keeps: those whose prefix begins the typed ZIP, or that the typed digits begin. */
export function filteredRows(rows: readonly LocalTaxRateBody[], filter: string): readonly LocalTaxRateBody[] {
  const digits = filter.replace(/\D/g, '');
  return digits === '' ? rows : rows.filter((r) => digits.startsWith(r.zip_prefix) || r.zip_prefix.startsWith(digits));
}

/** rows.0.rate → rate: the one row the form sends. */
function draftErrors(errors: FieldErrorMap): FieldErrorMap {
  return Object.fromEntries(Object.entries(errors).map(([k, v]) => [k.replace(/^rows\.\d+\./, ''), v]));
}

/** rows.12.rate → line 12, rate; file and columns.* → the file's own. */
function fileProblems(errors: FieldErrorMap): { readonly fileErrors: string[]; readonly fileRefusals: FileRefusal[] } {
  const fileErrors: string[] = [];
  const fileRefusals: FileRefusal[] = [];
  for (const [key, codes] of Object.entries(errors)) {
    const m = /^rows\.(\d+)\.(\w+)$/.exec(key);
    if (m !== null) for (const code of codes) fileRefusals.push({ line: Number(m[1]), field: m[2] ?? '', code });
    else if (key.startsWith('columns.')) fileErrors.push(`columns_missing.${key.slice('columns.'.length)}`);
    else for (const code of codes) fileErrors.push(code);
  }
  // The missing columns are named one by one: the general line would only repeat them.
  if (fileErrors.some((e) => e.startsWith('columns_missing.'))) return { fileErrors: fileErrors.filter((e) => e !== 'local_tax.columns_missing'), fileRefusals };
  fileRefusals.sort((a, b) => a.line - b.line);
  return { fileErrors, fileRefusals };
}

/**
 * "Local tax rates" on the store page (issue 32 item 3, US stores): the store's rates by ZIP
 * prefix and date, a new row, a row removed (the page confirms first), a file imported whole or not
 * at all with each refused line named.
 */
export function createLocalTaxesViewModel(port: LocalTaxesPort) {
  const state = new BehaviorSubject<LocalTaxesState>({ kind: 'loading' });
  const set = (next: LocalTaxesState) => { if (!state.closed) state.next(next); };
  const ready = (): Ready | null => (state.value.kind === 'ready' ? state.value : null);
  const idle = (): Ready | null => { const now = ready(); return now !== null && now.busy === null ? now : null; };
  const noFileProblems = { fileErrors: [], fileRefusals: [] } as const;

  const load = async () => {
    set({ kind: 'loading' });
    const answer = await submitCall(() => port.list());
    if (E.isLeft(answer)) return set({ kind: 'failed', problem: problemOf(answer.left) });
    set({ kind: 'ready', rows: answer.right.results, draft: EMPTY, errors: {}, filter: '', busy: null, ...noFileProblems, problem: null });
  };

  return {
    state$: state.asObservable() as Observable<LocalTaxesState>,
    start: load,
    retry: load,
    edit(field: keyof LocalTaxRateBody, value: string): void {
      const now = ready();
      if (now === null) return;
      const { [field]: _dropped, ...errors } = now.errors;
      set({ ...now, draft: { ...now.draft, [field]: value }, errors });
    },
    setFilter(filter: string): void {
      const now = ready();
      if (now !== null) set({ ...now, filter });
    },
    /** True when the row is saved (the form then empties). */
    async add(): Promise<boolean> {
      const now = idle();
      if (now === null) return false;
      const draft = { zip_prefix: now.draft.zip_prefix.trim(), rate: now.draft.rate.trim().replace(',', '.'), effective_from: now.draft.effective_from.trim() };
      set({ ...now, busy: 'saving', errors: {}, problem: null });
      const answer = await submitCall(() => port.save([draft]));
      const after = ready();
      if (after === null) return false;
      if (E.isLeft(answer)) {
        set({ ...after, busy: null, errors: draftErrors(answer.left.fieldErrors), problem: answer.left.handled || Object.keys(answer.left.fieldErrors).length > 0 ? null : answer.left.problem });
        return false;
      }
      set({ ...after, busy: null, rows: answer.right.results, draft: EMPTY, errors: {} });
      return true;
    },
    /** True when the row is gone. */
    async remove(row: LocalTaxRateBody): Promise<boolean> {
      const now = idle();
      if (now === null) return false;
      set({ ...now, busy: { removing: rowKey(row) }, problem: null });
      const answer = await submitCall(() => port.remove(row));
      const after = ready();
      if (after === null) return false;
      if (E.isLeft(answer)) {
        set({ ...after, busy: null, problem: problemOf(answer.left) });
        return false;
      }
      set({ ...after, busy: null, rows: answer.right.results });
      return true;
    },
    /** True when the whole file is saved; else its problems are listed and nothing changed. */
    async importFile(file: Blob, effectiveFrom: string): Promise<boolean> {
      const now = idle();
      if (now === null) return false;
      set({ ...now, busy: 'importing', ...noFileProblems, problem: null });
      const answer = await submitCall(() => port.importFile(file, effectiveFrom.trim()));
      const after = ready();
      if (after === null) return false;
      if (E.isLeft(answer)) {
        const fields = answer.left.fieldErrors;
        const named = Object.keys(fields).length > 0;
        set({ ...after, busy: null, ...(named ? fileProblems(fields) : noFileProblems), problem: named || answer.left.handled ? null : answer.left.problem });
        return false;
      }
      set({ ...after, busy: null, rows: answer.right.results });
      return true;
    },
    dispose(): void {
      state.complete();
    },
  };
}

export type LocalTaxesViewModel = ReturnType<typeof createLocalTaxesViewModel>;
