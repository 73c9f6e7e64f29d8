import * as E from 'fp-ts/Either';
import type { Either } from 'fp-ts/Either';
import { useCallback, useState } from 'react';
import type { FormProblem } from './form-problem';

/** Something read when a person opens it (a popover, a modal), not with the page. */
export type OnDemand<A> =
  | { readonly kind: 'idle' | 'loading' }
  | { readonly kind: 'failed'; readonly problem: FormProblem | null }
  | { readonly kind: 'ready'; readonly value: A };

/** The state of an on-demand read and `fetch`, which (re)reads it; a failure keeps its problem for the retry button. */
export function useLoadOnDemand<A>(load: () => Promise<Either<FormProblem | null, A>>): readonly [OnDemand<A>, () => Promise<void>] {
  const [state, setState] = useState<OnDemand<A>>({ kind: 'idle' });
  const fetch = useCallback(async () => {
    setState({ kind: 'loading' });
    const answer = await load();
    setState(E.isRight(answer) ? { kind: 'ready', value: answer.right } : { kind: 'failed', problem: answer.left });
  }, [load]);
  return [state, fetch] as const;
}
