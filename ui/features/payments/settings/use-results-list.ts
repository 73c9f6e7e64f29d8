import type { Either } from 'fp-ts/Either';
import * as E from 'fp-ts/Either';
import { useCallback, useEffect, useState } from 'react';

export type LoadedList<T> = readonly T[] | 'loading' | 'failed';

/**
 * A list read from a `{results}` endpoint when the panel opens, with `load` to read it again (after a
 * save, or from the failure's retry button). Any failure, answered or thrown, reads as 'failed'.
 */
export function useResultsList<T>(
  fetch: () => Promise<Either<unknown, { readonly results: readonly T[] }>>,
): readonly [LoadedList<T>, () => Promise<void>] {
  const [list, setList] = useState<LoadedList<T>>('loading');
  const load = useCallback(async () => {
    try {
      const r = await fetch();
      setList(E.isLeft(r) ? 'failed' : r.right.results);
    } catch {
      setList('failed');
    }
  }, [fetch]);
  useEffect(() => { void load(); }, [load]);
  return [list, load] as const;
}
