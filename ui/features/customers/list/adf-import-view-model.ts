import * as E from 'fp-ts/Either';
import { BehaviorSubject } from 'rxjs';
import type { AdfImportResponse } from '../../../../adapters/http/contract/leads/leads';
import type { Answer } from '../../../shared/answer';
import { submitCall, type FieldErrorMap, type FormProblem } from '../../../shared/form-problem';
import { problemOf } from '../../../shared/problem-of';

/** Sends one ADF file to POST leads/adf/ (multipart, field `file`). */
export type ImportAdf = (file: File) => Answer<AdfImportResponse>;

export type AdfImportState =
  | { readonly kind: 'choosing'; readonly file: File | null; readonly errors: FieldErrorMap; readonly problem: FormProblem | null }
  | { readonly kind: 'importing'; readonly file: File }
  | { readonly kind: 'done'; readonly file: File; readonly report: AdfImportResponse };

/** Largest file sent (the server refuses over 1 MB with the same message). */
export const ADF_MAX_BYTES = 1024 * 1024;

/**
 * The "Import ADF leads" dialog: a file is chosen (checked here for its name and size first), sent,
 * and its report kept (each prospect created, matched or refused); a refused document's reason is
 * kept by the file field with the file still chosen, so a corrected one can be sent.
 */
export function createAdfImportViewModel(importAdf: ImportAdf) {
  const state = new BehaviorSubject<AdfImportState>({ kind: 'choosing', file: null, errors: {}, problem: null });
  const set = (next: AdfImportState) => { if (!state.closed) state.next(next); };
  return {
    state$: state.asObservable(),
    choose(file: File | null): void {
      if (state.value.kind === 'importing') return;
      set({ kind: 'choosing', file, errors: {}, problem: null });
    },
    /** Sends the chosen file; true when the server answered a report. */
    async send(): Promise<boolean> {
      const now = state.value;
      if (now.kind !== 'choosing') return false;
      const file = now.file;
      const local = file === null ? 'required' : !/\.xml$/i.test(file.name) ? 'adf.not_xml_file' : file.size > ADF_MAX_BYTES ? 'adf.xml_too_large' : null;
      if (local !== null || file === null) { set({ ...now, errors: { file: [local ?? 'required'] }, problem: null }); return false; }
      set({ kind: 'importing', file });
      const answer = await submitCall(() => importAdf(file));
      if (E.isLeft(answer)) {
        const byField = Object.keys(answer.left.fieldErrors).length > 0;
        set({ kind: 'choosing', file, errors: answer.left.fieldErrors, problem: byField ? null : problemOf(answer.left) });
        return false;
      }
      set({ kind: 'done', file, report: answer.right });
      return true;
    },
    /** Back to an empty dialog (another file). */
    reset(): void { set({ kind: 'choosing', file: null, errors: {}, problem: null }); },
    dispose(): void { state.complete(); },
  };
}
export type AdfImportViewModel = ReturnType<typeof createAdfImportViewModel>;
