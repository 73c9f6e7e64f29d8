import * as E from 'fp-ts/Either';
import { BehaviorSubject } from 'rxjs';
import type { PublicGalleryResponse } from '../../../../adapters/http/contract/trade-ins/gallery';
import { submitCall, type FormProblem } from '../../../shared/form-problem';
import { problemOf } from '../../../shared/problem-of';
import type { GalleryPort } from './gallery-port';

export type GalleryState =
  | { readonly kind: 'loading' }
  /** Unknown or expired link (the server answers 404 for both). */
  | { readonly kind: 'missing' }
  | { readonly kind: 'failed'; readonly problem: FormProblem | null }
  /** `open`: the picture shown large, by its index, or null. */
  | { readonly kind: 'ready'; readonly gallery: PublicGalleryResponse; readonly open: number | null };

/**
 * The shared gallery (/gallery/:token): loads it once; opens a picture large, steps to the next
 * or previous one (wrapping around, as the arrow keys do) and closes it.
 */
export function createGalleryViewModel(port: GalleryPort, token: string) {
  const state = new BehaviorSubject<GalleryState>({ kind: 'loading' });
  const set = (next: GalleryState) => { if (!state.closed) state.next(next); };
  const move = (change: (open: number, count: number) => number | null) => {
    const now = state.value;
    if (now.kind !== 'ready' || now.open === null) return;
    set({ ...now, open: change(now.open, now.gallery.pictures.length) });
  };
  return {
    state$: state.asObservable(),
    async load(): Promise<void> {
      set({ kind: 'loading' });
      const answer = await submitCall(() => port.load(token));
      if (E.isRight(answer)) return set({ kind: 'ready', gallery: answer.right, open: null });
      set(answer.left.code === 'not_found' ? { kind: 'missing' } : { kind: 'failed', problem: problemOf(answer.left) });
    },
    open(index: number): void {
      const now = state.value;
      if (now.kind === 'ready' && index >= 0 && index < now.gallery.pictures.length) set({ ...now, open: index });
    },
    next(): void { move((open, count) => (open + 1) % count); },
    previous(): void { move((open, count) => (open - 1 + count) % count); },
    close(): void { move(() => null); },
    dispose(): void { state.complete(); },
  };
}
export type GalleryViewModel = ReturnType<typeof createGalleryViewModel>;
