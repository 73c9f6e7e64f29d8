import * as E from 'fp-ts/Either';
import { BehaviorSubject } from 'rxjs';
import type { DocumentBody, DocumentListResponse } from '../../../adapters/http/contract/documents/documents';
import { IDLE_UPLOAD, uploadChoice, type UploadState } from '../../shared/document-upload';
import { submitCall, type FormProblem } from '../../shared/form-problem';
import { problemOf } from '../../shared/problem-of';
import type { DocumentsPort } from './documents-port';
import type { LoadFailed, Loading } from '../../shared/load-state';


export type DocumentsState =
  | Loading
  | LoadFailed
  | {
      readonly kind: 'ready';
      readonly list: DocumentListResponse;
      readonly upload: UploadState;
      /** The document a download or delete is running for. */
      readonly busy: number | null;
      readonly problem: FormProblem | null;
    };

const IDLE = IDLE_UPLOAD;

/**
 * The deal's documents: loads them, uploads one (progress as it goes, field errors kept by the
 * fields), asks a short-lived link for a download and hands it to `open`, deletes (the page asks
 * for confirmation first). Each answer updates the list in place.
 */
export function createDocumentsViewModel(port: DocumentsPort, orderId: number, open: (url: string) => void) {
  const state = new BehaviorSubject<DocumentsState>({ kind: 'loading' });
  const set = (next: DocumentsState) => { if (!state.closed) state.next(next); };
  const ready = () => (state.value.kind === 'ready' ? state.value : null);
  const patch = (change: (now: Extract<DocumentsState, { kind: 'ready' }>) => DocumentsState) => { const now = ready(); if (now !== null) set(change(now)); };

  const load = async (): Promise<void> => {
    set({ kind: 'loading' });
    const answer = await submitCall(() => port.list(orderId));
    if (E.isLeft(answer)) return set({ kind: 'failed', problem: problemOf(answer.left) });
    set({ kind: 'ready', list: answer.right, upload: IDLE, busy: null, problem: null });
  };

  const withResults = (now: Extract<DocumentsState, { kind: 'ready' }>, results: readonly DocumentBody[]) => ({ ...now, list: { ...now.list, results: [...results] } });

  return {
    state$: state.asObservable(),
    load,
    /** Sends one file of a kind; true when stored. A missing kind or file is named without a call. */
    async upload(kind: string | null, file: File | null): Promise<boolean> {
      const now = ready();
      if (now === null || now.upload.progress !== null) return false;
      const choice = uploadChoice(kind, file);
      if ('errors' in choice) { set({ ...now, upload: { ...IDLE, errors: choice.errors } }); return false; }
      set({ ...now, upload: { ...IDLE, progress: 0 } });
      const answer = await submitCall(() => port.upload(orderId, choice.kind, choice.file, (fraction) => patch((n) => ({ ...n, upload: { ...n.upload, progress: fraction } }))));
      if (E.isLeft(answer)) {
        patch((n) => ({ ...n, upload: { progress: null, errors: answer.left.fieldErrors, problem: answer.left.handled ? null : answer.left.problem } }));
        return false;
      }
      patch((n) => ({ ...withResults(n, [...n.list.results, answer.right]), upload: IDLE }));
      return true;
    },
    /** Asks a fresh link (they last minutes) and opens it: the browser saves the file. */
    async download(id: number): Promise<void> {
      const now = ready();
      if (now === null || now.busy !== null) return;
      set({ ...now, busy: id, problem: null });
      const answer = await submitCall(() => port.link(id));
      if (E.isRight(answer)) open(answer.right.url);
      patch((n) => ({ ...n, busy: null, problem: E.isLeft(answer) ? problemOf(answer.left) : null }));
    },
    /** Deletes a document (after the page's confirmation); true when gone. */
    async remove(id: number): Promise<boolean> {
      const now = ready();
      if (now === null || now.busy !== null) return false;
      set({ ...now, busy: id, problem: null });
      const answer = await submitCall(() => port.remove(id));
      patch((n) => E.isLeft(answer) ? { ...n, busy: null, problem: problemOf(answer.left) } : { ...withResults(n, n.list.results.filter((d) => d.id !== id)), busy: null });
      return E.isRight(answer);
    },
    dispose(): void {
      state.complete();
    },
  };
}

export type DocumentsViewModel = ReturnType<typeof createDocumentsViewModel>;
