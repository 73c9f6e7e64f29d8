import * as E from 'fp-ts/Either';
import { BehaviorSubject } from 'rxjs';
import type { CustomerDocumentListResponse } from '../../../adapters/http/contract/documents/documents';
import { IDLE_UPLOAD, uploadChoice, type UploadState } from '../../../ui/shared/document-upload';
import { submitCall, type FormProblem } from '../../../ui/shared/form-problem';
import { problemOf } from '../../../ui/shared/problem-of';
import type { ShopDocumentsPort } from './documents-port';
import type { LoadFailed, Loading } from '../../../ui/shared/load-state';

export type ShopDocumentsState =
  | Loading
  | LoadFailed
  | {
    readonly kind: 'ready';
    readonly list: CustomerDocumentListResponse;
    readonly upload: UploadState;
    /** The document being taken back. */
    readonly busy: number | null;
    readonly problem: FormProblem | null;
    /** The name of the file last sent, for the page's confirmation line. */
    readonly sent: string | null;
  };
type Ready = Extract<ShopDocumentsState, { kind: 'ready' }>;

/**
 * The customer's documents task: the documents they sent, one more (a kind and a file, progress as
 * it goes, each field's error beside it and the choice kept), and taking one back (the page asks
 * first). Each answer updates the list in place; the step becomes the dealership's after a send.
 */
export function createShopDocumentsViewModel(port: ShopDocumentsPort, token: string, orderId: number) {
  const state = new BehaviorSubject<ShopDocumentsState>({ kind: 'loading' });
  const set = (next: ShopDocumentsState) => { if (!state.closed) state.next(next); };
  const ready = (): Ready | null => (state.value.kind === 'ready' ? state.value : null);
  const patch = (change: (now: Ready) => Ready) => { const now = ready(); if (now !== null) set(change(now)); };

  async function load(): Promise<void> {
    const r = await submitCall(() => port.list(token, orderId));
    set(E.isRight(r) ? { kind: 'ready', list: r.right, upload: IDLE_UPLOAD, busy: null, problem: null, sent: null } : { kind: 'failed', problem: problemOf(r.left) });
  }

  return {
    state$: state.asObservable(),
    load,
    retry: () => { set({ kind: 'loading' }); return load(); },
    /** Sends one file of a kind; true when stored. A missing kind or file is named without a call. */
    async upload(kind: string | null, file: File | null): Promise<boolean> {
      const now = ready();
      if (now === null || now.upload.progress !== null) return false;
      const choice = uploadChoice(kind, file);
      if ('errors' in choice) { set({ ...now, upload: { ...IDLE_UPLOAD, errors: choice.errors }, sent: null }); return false; }
      set({ ...now, upload: { ...IDLE_UPLOAD, progress: 0 }, problem: null, sent: null });
      const r = await submitCall(() => port.upload(token, orderId, choice.kind, choice.file, (fraction) => patch((n) => ({ ...n, upload: { ...n.upload, progress: fraction } }))));
      if (E.isLeft(r)) {
        patch((n) => ({ ...n, upload: { progress: null, errors: r.left.fieldErrors, problem: r.left.handled ? null : r.left.problem } }));
        return false;
      }
      patch((n) => ({
        ...n, upload: IDLE_UPLOAD, sent: r.right.file_name,
        list: { ...n.list, results: [...n.list.results, r.right], step: n.list.step === 'completed' ? 'completed' : 'awaiting-dealer' },
      }));
      return true;
    },
    /** Takes back one of the customer's documents (after the page's confirmation); true when gone. */
    async remove(id: number): Promise<boolean> {
      const now = ready();
      if (now === null || now.busy !== null) return false;
      set({ ...now, busy: id, problem: null, sent: null });
      const r = await submitCall(() => port.remove(token, orderId, id));
      patch((n) => (E.isLeft(r) ? { ...n, busy: null, problem: problemOf(r.left) }
        : { ...n, busy: null, list: { ...n.list, results: n.list.results.filter((d) => d.id !== id) } }));
      return E.isRight(r);
    },
    dispose: () => state.complete(),
  };
}
export type ShopDocumentsViewModel = ReturnType<typeof createShopDocumentsViewModel>;
