import { useMemo, useSyncExternalStore } from 'react';
import type { Observable } from 'rxjs';

/**
 * The latest value of an observable, re-rendering on each new one. Made for view-model state$
 * streams, which are hot and replay their current value on subscribe (BehaviorSubject): that
 * synchronous first value is read once up front, so the first render is already right; `initial`
 * is only used by a stream that has not emitted yet.
 */
export function useObservable<T>(source: Observable<T>, initial: T): T {
  const store = useMemo(() => {
    let current = initial;
    source.subscribe((value) => (current = value)).unsubscribe();
    return {
      subscribe(onChange: () => void) {
        const subscription = source.subscribe((value) => {
          current = value;
          onChange();
        });
        return () => subscription.unsubscribe();
      },
      getSnapshot: () => current,
    };
    // `initial` is a first value only; a new one must not restart the subscription.
  }, [source]);
  return useSyncExternalStore(store.subscribe, store.getSnapshot, store.getSnapshot);
}
