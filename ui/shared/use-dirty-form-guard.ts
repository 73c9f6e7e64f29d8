import { useEffect, useRef } from 'react';
import { useBeforeUnload, useBlocker } from 'react-router';
import { useConfirm } from './confirm';

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

  useBeforeUnload((event) => {
    if (dirty) event.preventDefault();
  });
}
