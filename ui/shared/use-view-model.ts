import { useEffect, useRef, useState } from 'react';

export interface Disposable {
  dispose(): void;
}

/**
 * Owns a view model for the life of a component: created on first render, disposed on unmount.
 * `start` (a page's "on open" work, such as sending the one-time code) runs once the component is
 * really mounted: it is deferred a tick so that StrictMode's mount-unmount-mount in development
 * neither starts twice nor leaves the page on a disposed view model.
 */
export function useViewModel<VM extends Disposable>(create: () => VM, start?: (vm: VM) => void): VM {
  const [vm, setVm] = useState(create);
  const live = useRef({ vm, disposed: false });
  useEffect(() => {
    if (live.current.disposed) {
      live.current = { vm: create(), disposed: false };
      setVm(live.current.vm);
    }
    const mine = live.current;
    const handle = setTimeout(() => start?.(mine.vm), 0);
    return () => {
      clearTimeout(handle);
      mine.disposed = true;
      mine.vm.dispose();
    };
    // Created once per mount on purpose: a view model is not rebuilt on each render.
  }, []);
  return vm;
}
