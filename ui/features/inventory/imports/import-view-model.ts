import * as E from 'fp-ts/Either';
import { BehaviorSubject, type Observable } from 'rxjs';
import type { FormFailure } from '../../../shared/form-problem';
import { choiceOf, mappingOf, repeatedFields, type ColumnChoice } from './column-mapping';
import type { HistoryItem, ImportDriver, Opened, Outcome, Undone } from './import-driver';

/** Where the screen is: choose a file, map its columns, dry run, import, read the report. */
export type ImportStep = 'choose' | 'map' | 'checked' | 'report';
export type Busy = 'reading' | 'checking' | 'importing' | 'saving' | 'undoing' | 'opening' | null;

/** The screen's state: the opened file (its header, first rows, fields and kind) and where the user is. */
export interface ImportState extends Omit<Opened, 'mapping'> {
  readonly step: ImportStep;
  readonly fileName: string | null;
  readonly choice: ColumnChoice;
  readonly mappingSaved: boolean;
  readonly busy: Busy;
  /** The last refusal (a 400 naming the file or the mapping, a 409…); the file and the mapping stay. */
  readonly failure: FormFailure | null;
  /** Fields given to two columns that take one (said before the server is asked). */
  readonly repeated: readonly string[];
  /** The dry run of the current file and mapping; cleared when the mapping changes. */
  readonly check: Outcome | null;
  /** Rows done of rows while an import runs. */
  readonly progress: { readonly done: number; readonly total: number } | null;
  /** The import just run, or the one opened from the history. */
  readonly report: Outcome | null;
  readonly undone: Undone | null;
  /** One page of the history, newest first. */
  readonly history: readonly HistoryItem[] | null;
  readonly historyPage: { readonly page: number; readonly last: number };
  readonly historyFailure: FormFailure | null;
  /** A page of refused rows that could not be read (the page shown stays). */
  readonly refusalsFailure: FormFailure | null;
}

export const INITIAL_IMPORT_STATE: ImportState = {
  step: 'choose', fileName: null, headers: [], rows: [], fields: [], many: [], choice: [], kind: 'full', savedDidNotFit: false, mappingSaved: false,
  busy: null, failure: null, repeated: [], check: null, progress: null, report: null, undone: null, history: null, historyPage: { page: 1, last: 1 }, historyFailure: null,
  refusalsFailure: null,
};

/** Runs `fn` every `ms` until the returned function is called (setInterval in the browser, a hand-cranked clock in tests). */
export type Every = (ms: number, fn: () => void) => () => void;
const realEvery: Every = (ms, fn) => {
  const handle = setInterval(fn, ms);
  return () => clearInterval(handle);
};

export const POLL_MS = 1000;

/**
 * One import screen (vehicles or customers, by its driver): the chosen file and its first rows, the
 * field per column (pre-set to the saved mapping when it fits the file, else the server's guess),
 * the dry run, the import with its progress read from the history while the upload's answer is
 * awaited, the report, undo, and the history. A refusal keeps the file and the mapping.
 */
export function createImportViewModel(driver: ImportDriver, every: Every = realEvery) {
  const state = new BehaviorSubject<ImportState>(INITIAL_IMPORT_STATE);
  let file: File | null = null;
  let opening = 0;
  const set = (patch: Partial<ImportState>) => { if (!state.closed) state.next({ ...state.value, ...patch }); };

  /** A page of the history (the one shown when none is given: after an import, page 1 shows it). */
  const loadHistory = async (page: number = state.value.historyPage.page): Promise<void> => {
    const list = await driver.history(page);
    if (E.isLeft(list)) set({ historyFailure: list.left });
    else set({ history: list.right.items, historyPage: { page: list.right.page, last: list.right.last }, historyFailure: null });
  };

  /** Another page of the refused rows of the report shown (or of a kept dry run). */
  const refusalPage = async (page: number): Promise<void> => {
    const key = state.value.step === 'report' ? 'report' : 'check';
    const shown = state.value[key];
    if (shown === null || shown.id === null) return;
    const found = await driver.refusals(shown.id, page);
    const now = state.value[key];
    if (now?.id !== shown.id) return;
    if (E.isLeft(found)) { set({ refusalsFailure: found.left }); return; }
    set({ refusalsFailure: null, [key]: { ...now, refusals: found.right.items, refusalPage: found.right.page, refusalLast: found.right.last } });
  };

  const choose = async (chosen: File | null): Promise<void> => {
    const mine = ++opening;
    if (chosen === null) { file = null; set({ ...INITIAL_IMPORT_STATE, history: state.value.history, historyPage: state.value.historyPage, failure: { code: 'invalid_input', fieldErrors: { file: ['file.required'] }, problem: null, handled: false } }); return; }
    set({ busy: 'reading', failure: null, fileName: chosen.name, check: null, report: null, undone: null, progress: null });
    const opened = await driver.open(chosen);
    if (mine !== opening) return;
    if (E.isLeft(opened)) { set({ busy: null, failure: opened.left, step: file === null ? 'choose' : state.value.step }); return; }
    file = chosen;
    const o = opened.right;
    set({
      step: 'map', busy: null, headers: o.headers, rows: o.rows, fields: o.fields, many: o.many, choice: choiceOf(o.headers, o.mapping, o.fields),
      kind: o.kind, savedDidNotFit: o.savedDidNotFit, mappingSaved: false, repeated: [],
    });
  };

  const pick = (column: number, field: string | null): void => {
    const choice = state.value.choice.map((f, i) => (i === column ? field : f === field && field !== null && !state.value.many.includes(field) ? null : f));
    set({ choice, check: null, mappingSaved: false, failure: null, repeated: repeatedFields(choice, state.value.many), step: state.value.step === 'checked' ? 'map' : state.value.step });
  };

  const setKind = (kind: 'full' | 'partial'): void => set({ kind, check: null, step: state.value.step === 'checked' ? 'map' : state.value.step });

  const mapping = () => mappingOf(state.value.headers, state.value.choice);

  const dryRun = async (): Promise<void> => {
    if (file === null || state.value.busy !== null) return;
    set({ busy: 'checking', failure: null, check: null });
    const done = await driver.run(file, mapping(), state.value.kind, true);
    if (E.isLeft(done)) { set({ busy: null, failure: done.left }); return; }
    set({ busy: null, check: done.right, step: 'checked' });
    if (done.right.id !== null) void loadHistory(1);
  };

  /** The import: its answer comes when every row is done; meanwhile the history gives its rows done. */
  const run = async (): Promise<void> => {
    if (file === null || state.value.busy !== null) return;
    set({ busy: 'importing', failure: null, progress: { done: 0, total: state.value.check?.total ?? 0 }, undone: null });
    let polling = false;
    const stop = every(POLL_MS, () => {
      if (polling) return;
      polling = true;
      void driver.history(1).then((list) => {
        polling = false;
        if (E.isLeft(list) || state.value.busy !== 'importing') return;
        const running = list.right.items.find((i) => i.status === 'running' && !i.dryRun);
        if (running !== undefined) set({ progress: { done: running.done, total: running.total } });
      });
    });
    const done = await driver.run(file, mapping(), state.value.kind, false);
    stop();
    if (E.isLeft(done)) { set({ busy: null, progress: null, failure: done.left }); return; }
    set({ busy: null, progress: null, report: done.right, step: 'report' });
    await loadHistory(1);
  };

  const saveMapping = async (): Promise<void> => {
    if (state.value.busy !== null) return;
    set({ busy: 'saving', failure: null });
    const saved = await driver.saveMapping(mapping(), state.value.kind);
    if (E.isLeft(saved)) set({ busy: null, failure: saved.left });
    else set({ busy: null, mappingSaved: true, savedDidNotFit: false });
  };

  const open = async (id: number): Promise<void> => {
    if (state.value.busy !== null) return;
    set({ busy: 'opening', failure: null, undone: null, refusalsFailure: null });
    const found = await driver.report(id);
    if (E.isLeft(found)) set({ busy: null, failure: found.left });
    else set({ busy: null, report: found.right, step: 'report' });
  };

  /** Undo of the report's import; a refusal (something newer touched its rows) stays on screen with the report. */
  const undo = async (): Promise<void> => {
    const id = state.value.report?.id ?? null;
    if (id === null || state.value.busy !== null) return;
    set({ busy: 'undoing', failure: null });
    const undone = await driver.undo(id);
    if (E.isLeft(undone)) { set({ busy: null, failure: undone.left }); return; }
    const report = state.value.report;
    set({ busy: null, undone: undone.right, report: report === null ? null : { ...report, undone: true } });
    await loadHistory();
  };

  /** Back to choosing a file (the history stays). */
  const reset = (): void => {
    file = null;
    opening++;
    set({ ...INITIAL_IMPORT_STATE, history: state.value.history, historyPage: state.value.historyPage });
  };

  return {
    state$: state.asObservable() as Observable<ImportState>,
    snapshot: () => state.value,
    namespace: driver.namespace,
    hasKind: driver.hasKind,
    loadHistory, refusalPage, choose, pick, setKind, dryRun, run, saveMapping, open, undo, reset,
    dispose: () => state.complete(),
  };
}
export type ImportViewModel = ReturnType<typeof createImportViewModel>;
