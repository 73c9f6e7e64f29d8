import * as E from 'fp-ts/Either';
import type { Either } from 'fp-ts/Either';
import { BehaviorSubject, type Observable } from 'rxjs';
import type { HttpProblem } from '../../../adapters/di/tokens';
import type { MarketscanMappingBody, MarketscanRowBody } from '../../../adapters/http/contract/fees/marketscan';
import { submitCall, type FieldErrorMap, type FormProblem } from '../../shared/form-problem';
import { problemOf } from '../../shared/problem-of';
import type { LoadFailed, Loading } from '../../shared/load-state';

export interface MarketscanDeps {
  readonly load: () => Promise<Either<HttpProblem, MarketscanMappingBody>>;
  readonly save: (mappings: Readonly<Record<string, string | null>>) => Promise<Either<HttpProblem, MarketscanMappingBody>>;
}

export interface MarketscanReady {
  readonly kind: 'ready';
  readonly types: readonly string[];
  readonly rows: readonly MarketscanRowBody[];
  /** What each row's select shows: the saved type, or what the user picked since. */
  readonly values: Readonly<Record<number, string | null>>;
  /** By row id: the server's (or the check's) codes for that row's type. */
  readonly errors: Readonly<Record<number, readonly string[]>>;
  readonly saving: boolean;
  readonly problem: FormProblem | null;
}

export type MarketscanState = Loading | LoadFailed | MarketscanReady;

const valuesOf = (rows: readonly MarketscanRowBody[]) => Object.fromEntries(rows.map((r) => [r.id, r.marketscan_type]));

/** The rows whose picked type differs from the saved one, as the PUT's `mappings`. */
export function changesOf(state: MarketscanReady): Record<string, string | null> {
  return Object.fromEntries(state.rows.filter((r) => (state.values[r.id] ?? null) !== r.marketscan_type).map((r) => [String(r.id), state.values[r.id] ?? null]));
}

/** `mappings.<id>` of a problem's field errors, by row id (other fields are not a row's). */
function rowErrors(errors: FieldErrorMap): Record<number, readonly string[]> {
  const out: Record<number, readonly string[]> = {};
  for (const [field, codes] of Object.entries(errors)) {
    const id = /^mappings\.(\d+)$/.exec(field)?.[1];
    if (id !== undefined) out[Number(id)] = codes;
  }
  return out;
}

/**
 * /marketscan: the store's global fees and discounts with a MarketScan type each. The user picks
 * types, then saves the changed rows at once (the server takes all or none); a row the server
 * refuses shows its code beside its select and keeps what was picked.
 */
export function createMarketscanViewModel(deps: MarketscanDeps) {
  const state = new BehaviorSubject<MarketscanState>({ kind: 'loading' });
  const set = (next: MarketscanState) => { if (!state.closed) state.next(next); };
  const ready = (): MarketscanReady | null => (state.value.kind === 'ready' ? state.value : null);

  const load = async () => {
    set({ kind: 'loading' });
    const answer = await submitCall(deps.load);
    if (E.isLeft(answer)) return set({ kind: 'failed', problem: problemOf(answer.left) });
    set({ kind: 'ready', types: answer.right.types, rows: answer.right.results, values: valuesOf(answer.right.results), errors: {}, saving: false, problem: null });
  };

  return {
    state$: state.asObservable() as Observable<MarketscanState>,
    start: load,
    retry: load,
    /** Picks a row's type (null: none); a type off the list is flagged at once, as the server would. */
    change(id: number, value: string | null): void {
      const now = ready();
      if (now === null || now.saving) return;
      const { [id]: _dropped, ...errors } = now.errors;
      const off = value !== null && !now.types.includes(value);
      set({ ...now, values: { ...now.values, [id]: value }, errors: off ? { ...errors, [id]: ['choice.invalid'] } : errors, problem: null });
    },
    /** Puts every select back to its saved type. */
    reset(): void {
      const now = ready();
      if (now === null || now.saving) return;
      set({ ...now, values: valuesOf(now.rows), errors: {}, problem: null });
    },
    dirty(): boolean {
      const now = ready();
      return now !== null && Object.keys(changesOf(now)).length > 0;
    },
    /** Sends the changed rows; true when saved. */
    async save(): Promise<boolean> {
      const now = ready();
      if (now === null || now.saving) return false;
      if (Object.keys(now.errors).length > 0) return false;
      const mappings = changesOf(now);
      if (Object.keys(mappings).length === 0) return true;
      set({ ...now, saving: true, problem: null });
      const answer = await submitCall(() => deps.save(mappings));
      const after = ready();
      if (after === null) return false;
      if (E.isLeft(answer)) {
        const errors = rowErrors(answer.left.fieldErrors);
        set({ ...after, saving: false, errors, problem: Object.keys(errors).length > 0 ? null : problemOf(answer.left) });
        return false;
      }
      set({ kind: 'ready', types: answer.right.types, rows: answer.right.results, values: valuesOf(answer.right.results), errors: {}, saving: false, problem: null });
      return true;
    },
    dispose(): void {
      state.complete();
    },
  };
}

export type MarketscanViewModel = ReturnType<typeof createMarketscanViewModel>;
