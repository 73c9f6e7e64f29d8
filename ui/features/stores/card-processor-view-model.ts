import * as E from 'fp-ts/Either';
import { BehaviorSubject, type Observable } from 'rxjs';
import type { CardProcessorStatusBody } from '../../../adapters/http/contract/stores/card-processor';
import { submitCall, TECHNICAL, toFailure, type FormProblem } from '../../shared/form-problem';
import { problemOf } from '../../shared/problem-of';
import type { CardProcessorPort } from './card-processor-port';
import type { LoadFailed, Loading } from '../../shared/load-state';

/** How the last connect attempt ended, as the callback told the store page (?card_processor=…&reason=…). */
export type ConnectOutcome = { readonly kind: 'connected' } | { readonly kind: 'failed'; readonly reason: 'state' | 'processor' | 'declined' | 'forbidden' | 'other' };

export function outcomeOf(params: URLSearchParams): ConnectOutcome | null {
  const result = params.get('card_processor');
  if (result === 'connected') return { kind: 'connected' };
  if (result !== 'failed') return null;
  const reason = params.get('reason');
  return { kind: 'failed', reason: reason === 'state' || reason === 'processor' || reason === 'declined' || reason === 'forbidden' ? reason : 'other' };
}

export type CardProcessorState =
  | Loading
  | LoadFailed
  | {
      readonly kind: 'ready';
      readonly status: CardProcessorStatusBody;
      readonly busy: 'connecting' | 'disconnecting' | null;
      /** The processor refused to disconnect: the page says so in the user's language (its own English words stay in the problem's detail, for support). */
      readonly refused: boolean;
      readonly problem: FormProblem | null;
      readonly outcome: ConnectOutcome | null;
    };

type Ready = Extract<CardProcessorState, { kind: 'ready' }>;

/** The card-processor section of the store page: the account, connect (leaves for the processor), disconnect (the page confirms first). */
export function createCardProcessorViewModel(port: CardProcessorPort) {
  const state = new BehaviorSubject<CardProcessorState>({ kind: 'loading' });
  const set = (next: CardProcessorState) => { if (!state.closed) state.next(next); };
  const ready = (): Ready | null => (state.value.kind === 'ready' && state.value.busy === null ? state.value : null);

  const load = async (outcome: ConnectOutcome | null) => {
    set({ kind: 'loading' });
    const answer = await submitCall(() => port.status());
    if (E.isLeft(answer)) return set({ kind: 'failed', problem: problemOf(answer.left) });
    set({ kind: 'ready', status: answer.right, busy: null, refused: false, problem: null, outcome });
  };

  return {
    state$: state.asObservable() as Observable<CardProcessorState>,
    start: (outcome: ConnectOutcome | null = null) => load(outcome),
    retry: () => load(null),
    async connect(): Promise<void> {
      const now = ready();
      if (now === null) return;
      set({ ...now, busy: 'connecting', problem: null, refused: false, outcome: null });
      const answer = await submitCall(() => port.startConnect());
      const after = state.value;
      if (after.kind !== 'ready') return;
      if (E.isLeft(answer)) return set({ ...after, busy: null, problem: problemOf(answer.left) });
      port.leave(answer.right.url);
    },
    /** True when the account is gone. */
    async disconnect(): Promise<boolean> {
      const now = ready();
      if (now === null || !now.status.has_stripe_account) return false;
      set({ ...now, busy: 'disconnecting', problem: null, refused: false, outcome: null });
      // A refusal is read from the answer's code, which a form failure does not keep.
      const answer = await port.disconnect().catch(() => null);
      const after = state.value;
      if (after.kind !== 'ready') return false;
      if (answer !== null && E.isRight(answer)) {
        set({ ...after, busy: null, status: answer.right });
        return true;
      }
      if (answer !== null && answer.left.code === 'card_processor_refused') {
        set({ ...after, busy: null, refused: true });
      } else {
        set({ ...after, busy: null, problem: answer === null ? TECHNICAL : problemOf(toFailure(answer.left)) });
      }
      return false;
    },
    dismissOutcome(): void {
      const now = state.value;
      if (now.kind === 'ready') set({ ...now, outcome: null });
    },
    dispose(): void {
      state.complete();
    },
  };
}

export type CardProcessorViewModel = ReturnType<typeof createCardProcessorViewModel>;
