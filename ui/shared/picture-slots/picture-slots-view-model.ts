import * as E from 'fp-ts/Either';
import { BehaviorSubject } from 'rxjs';
import type { PictureSlotsResponse } from '../../../adapters/http/contract/trade-ins/gallery';
import { submitCall, type FieldErrorMap, type FormProblem } from '../form-problem';
import { problemOf } from '../problem-of';
import type { PictureSlotsPort } from './picture-slots-port';
import type { LoadFailed, Loading } from '../load-state';

export interface SharedLink { readonly url: string; readonly expires: string }

export type PicturesState =
  | Loading
  | LoadFailed
  | {
      readonly kind: 'ready';
      readonly slots: PictureSlotsResponse;
      /** The slot an upload or removal runs for, or 'share' while a link is asked. */
      readonly busy: string | null;
      /** 0 to 1 while a file is sent. */
      readonly progress: number | null;
      /** Each slot's refusal (file, slot), kept beside it until the next try. */
      readonly errors: Readonly<Record<string, FieldErrorMap>>;
      readonly problem: FormProblem | null;
      readonly shared: SharedLink | null;
      readonly done: 'uploaded' | 'removed' | null;
    };

type Ready = Extract<PicturesState, { kind: 'ready' }>;

/**
 * The trade-in's seven picture slots: loads them (with short-lived links), sends a file to a slot
 * (progress as it goes; the server's refusal shown by that slot), removes a slot's picture (the page
 * confirms first), and (the dealer) asks a gallery link to share. After each change the slots are read again
 * (fresh links; what the server stored).
 */
export function createPicturesViewModel(port: PictureSlotsPort) {
  const state = new BehaviorSubject<PicturesState>({ kind: 'loading' });
  const set = (next: PicturesState) => { if (!state.closed) state.next(next); };
  const ready = (): Ready | null => (state.value.kind === 'ready' ? state.value : null);
  const patch = (change: (now: Ready) => Ready) => { const now = ready(); if (now !== null) set(change(now)); };

  const load = async (): Promise<void> => {
    if (ready() === null) set({ kind: 'loading' });
    const answer = await submitCall(() => port.list());
    if (E.isLeft(answer)) {
      if (ready() === null) set({ kind: 'failed', problem: problemOf(answer.left) });
      else patch((n) => ({ ...n, problem: problemOf(answer.left) }));
      return;
    }
    const now = ready();
    set(now === null
      ? { kind: 'ready', slots: answer.right, busy: null, progress: null, errors: {}, problem: null, shared: null, done: null }
      : { ...now, slots: answer.right });
  };

  const withoutErrorsOf = (errors: Ready['errors'], slot: string) => Object.fromEntries(Object.entries(errors).filter(([k]) => k !== slot));

  return {
    state$: state.asObservable(),
    load,
    /** Sends a file to a slot; true when stored. */
    async upload(slot: string, file: File | null): Promise<boolean> {
      const now = ready();
      if (now === null || now.busy !== null) return false;
      if (file === null) { set({ ...now, errors: { ...now.errors, [slot]: { file: ['required'] } } }); return false; }
      set({ ...now, busy: slot, progress: 0, problem: null, done: null, errors: withoutErrorsOf(now.errors, slot) });
      const answer = await submitCall(() => port.upload(slot, file, (fraction) => patch((n) => ({ ...n, progress: fraction }))));
      if (E.isLeft(answer)) {
        const failure = answer.left;
        const errors = Object.keys(failure.fieldErrors).length > 0 ? failure.fieldErrors : null;
        patch((n) => ({ ...n, busy: null, progress: null, problem: errors === null && !failure.handled ? failure.problem : null, errors: errors === null ? n.errors : { ...n.errors, [slot]: errors } }));
        return false;
      }
      await load();
      patch((n) => ({ ...n, busy: null, progress: null, done: 'uploaded' }));
      return true;
    },
    /** Removes a slot's picture (after the page's confirmation); true when gone. */
    async remove(slot: string): Promise<boolean> {
      const now = ready();
      if (now === null || now.busy !== null) return false;
      set({ ...now, busy: slot, problem: null, done: null, errors: withoutErrorsOf(now.errors, slot) });
      const answer = await submitCall(() => port.remove(slot));
      if (E.isLeft(answer)) { patch((n) => ({ ...n, busy: null, problem: problemOf(answer.left) })); return false; }
      await load();
      patch((n) => ({ ...n, busy: null, done: 'removed' }));
      return true;
    },
    /** Asks a new gallery link; the slots come back with it. */
    async share(): Promise<SharedLink | null> {
      const now = ready();
      const share = port.share?.bind(port);
      if (now === null || now.busy !== null || share === undefined) return null;
      set({ ...now, busy: 'share', problem: null, done: null });
      const answer = await submitCall(() => share());
      if (E.isLeft(answer)) { patch((n) => ({ ...n, busy: null, problem: problemOf(answer.left) })); return null; }
      const { token: _token, url, expires, ...slots } = answer.right;
      const shared = { url, expires };
      patch((n) => ({ ...n, busy: null, slots, shared }));
      return shared;
    },
    dispose(): void {
      state.complete();
    },
  };
}

export type PicturesViewModel = ReturnType<typeof createPicturesViewModel>;
