import { useEffect, useRef } from 'react';
import { useBeforeUnload, useBlocker } from 'react-router-dom';
import { useConfirm } from './confirm';

/** The guarded forms with unsaved changes now, for what leaves the app (signing out asks first). */
const dirtyForms = new Set<symbol>();
let leaving = false;

/** True while a form on the page has unsaved changes. */
export function hasDirtyForm(): boolean {
  return dirtyForms.size > 0;
}

/** The user already chose to leave (signing out): the browser's own prompt is not shown again. */
export function leaveWithoutPrompt(): void {
  leaving = true;
}

/**
 * The dirty-form guard of spec 000 section 4: while `dirty`, leaving the page asks "Discard
 * changes?". Proceeding lets the navigation go (the form unmounts, so its dirty flag goes with
 * it); cancelling keeps the user here and runs `onCancel`, the reverse action. Closing or
 * reloading the tab gets the browser's own prompt.
 */
export function useDirtyFormGuard(dirty: boolean, onCancel?: () => void): void {
  const confirm = useConfirm();
  const blocker = useBlocker(({ currentLocation, nextLocation }) => dirty && currentLocation.pathname !== nextLocation.pathname);
  const cancel = useRef(onCancel);
  cancel.current = onCancel;

  useEffect(() => {
    if (blocker.state !== 'blocked') return;
    let active = true;
    void confirm('discard').then((discard) => {
      if (!active || blocker.state !== 'blocked') return;
      if (discard) blocker.proceed();
      else {
        blocker.reset();
        cancel.current?.();
      }
    });
    return () => {
      active = false;
    };
  }, [blocker, confirm]);

  useEffect(() => {
    if (!dirty) return;
    const form = Symbol('dirty form');
    dirtyForms.add(form);
    return () => {
      dirtyForms.delete(form);
    };
  }, [dirty]);

  useBeforeUnload((event) => {
    if (dirty && !leaving) event.preventDefault();
  });
}
