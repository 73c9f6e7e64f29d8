import { lazy, useCallback, useState, type ComponentType } from 'react';

/**
 * A part of a page that is not drawn at first (a dialog, a panel opened by a button) in a file of
 * its own (issue 34 item 2): downloaded once, when a person shows intent (`prefetch` on hover or
 * focus of what opens it) or when it is drawn; a failed download is asked again the next time.
 */
export interface LazyPart<M> {
  readonly load: () => Promise<M>;
  /** Starts the download, if not started; for onPointerEnter / onFocus of what opens the part. */
  readonly prefetch: () => void;
}

export function lazyPart<M>(importer: () => Promise<M>): LazyPart<M> {
  let pending: Promise<M> | null = null;
  const load = () => {
    pending ??= importer().catch((error: unknown) => {
      pending = null;
      throw error;
    });
    return pending;
  };
  return { load, prefetch: () => void load().catch(() => undefined) };
}

/** One component of a lazy part, for React.lazy (drawn under a Suspense boundary). */
export function lazyComponent<M, P extends object>(part: LazyPart<M>, pick: (module: M) => ComponentType<P>): ComponentType<P> {
  return lazy(async () => ({ default: pick(await part.load()) }));
}

/**
 * A button drawn at once that gives way to the part's own once pressed (the user menu, the bell):
 * `intent` starts the download on hover or focus, `press` asks for the part. Swapped when a hover's
 * download ended, the button could change between a press and its release, and the click was lost
 * (seen under load); swapped on the press, the part opens already open.
 */
export function usePartOnPress(part: LazyPart<unknown>) {
  const [pressed, setPressed] = useState(false);
  const press = useCallback(() => setPressed(true), []);
  return { pressed, press, intent: { onPointerEnter: part.prefetch, onFocus: part.prefetch } } as const;
}
