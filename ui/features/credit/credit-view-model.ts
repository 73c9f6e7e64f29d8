import * as E from 'fp-ts/Either';
import { BehaviorSubject, type Observable } from 'rxjs';
import type { DealerCreditResponse } from '../../../adapters/http/contract/credit/credit';
import { submitCall, type FieldErrorMap, type FormFailure, type FormProblem } from '../../shared/form-problem';
import type { LoadFailed, Loading } from '../../shared/load-state';
import { problemOf } from '../../shared/problem-of';
import type { CreditPort } from './credit-port';

/** The acts behind a confirmation: approving, and sending the application back with comments. */
export type CreditDecision = 'approve' | 'further_verification';
/** What went through last (the page says so). */
export type CreditDone = CreditDecision | 'revealed';

export type CreditState =
  | Loading
  | LoadFailed
  | {
      readonly kind: 'ready';
      readonly data: DealerCreditResponse;
      /** The confirmation open, if any. */
      readonly confirming: CreditDecision | null;
      readonly comments: string;
      readonly busy: boolean;
      readonly errors: FieldErrorMap;
      readonly problem: FormProblem | null;
      readonly done: CreditDone | null;
    };
type Ready = Extract<CreditState, { kind: 'ready' }>;

/** Whether the dealer may decide now: the right, and an application awaiting the dealer. */
export const decidable = (data: DealerCreditResponse): boolean => data.may_decide && data.application?.status_name === 'awaiting_dealer';

/**
 * The credit application page: the deal's application (masked), a reveal for users with
 * show_credit_application, and the two decisions, each behind a confirmation. A refusal keeps the
 * comments typed and shows the server's field errors beside them.
 */
export function createCreditViewModel(port: CreditPort, orderId: number) {
  const state = new BehaviorSubject<CreditState>({ kind: 'loading' });
  const set = (next: CreditState) => { if (!state.closed) state.next(next); };
  const ready = (): Ready | null => { const s = state.value; return s.kind === 'ready' ? s : null; };
  const fresh = (data: DealerCreditResponse, done: CreditDone | null): Ready =>
    ({ kind: 'ready', data, confirming: null, comments: '', busy: false, errors: {}, problem: null, done });
  const failed = (now: Ready, f: FormFailure): Ready => ({ ...now, busy: false, errors: f.fieldErrors, problem: f.handled ? null : f.problem });

  const load = async () => {
    if (ready() === null) set({ kind: 'loading' });
    const answer = await submitCall(() => port.load(orderId));
    if (E.isLeft(answer)) return set({ kind: 'failed', problem: problemOf(answer.left) });
    set(fresh(answer.right, null));
  };

  return {
    state$: state.asObservable() as Observable<CreditState>,
    start: () => load(),
    retry: () => load(),
    /** Shows the sensitive answers (the server audits it); they stay shown until the page is left. */
    async reveal(): Promise<void> {
      const now = ready();
      if (now === null || now.busy || !now.data.may_reveal) return;
      set({ ...now, busy: true, problem: null, done: null });
      const answer = await submitCall(() => port.reveal(orderId));
      const after = ready();
      if (after === null) return;
      set(E.isLeft(answer) ? failed(after, answer.left) : fresh(answer.right, 'revealed'));
    },
    open(decision: CreditDecision): void {
      const now = ready();
      if (now === null || now.busy || !decidable(now.data)) return;
      set({ ...now, confirming: decision, comments: '', errors: {}, problem: null, done: null });
    },
    close(): void {
      const now = ready();
      if (now === null || now.busy) return;
      set({ ...now, confirming: null, errors: {}, problem: null });
    },
    setComments(comments: string): void {
      const now = ready();
      if (now === null || now.busy) return;
      set({ ...now, comments, errors: {} });
    },
    /** Sends the open decision; true when it went through (the application is shown as it now stands). */
    async confirm(): Promise<boolean> {
      const now = ready();
      if (now?.confirming == null || now.busy) return false;
      const decision = now.confirming;
      if (decision === 'further_verification' && now.comments.trim() === '') {
        set({ ...now, errors: { verify_request_comments: ['required'] } });
        return false;
      }
      set({ ...now, busy: true, errors: {}, problem: null });
      const answer = await submitCall(() => (decision === 'approve' ? port.approve(orderId) : port.furtherVerification(orderId, now.comments.trim())));
      const after = ready();
      if (after === null) return false;
      if (E.isLeft(answer)) { set(failed(after, answer.left)); return false; }
      set(fresh(answer.right, decision));
      return true;
    },
    dispose(): void { state.complete(); },
  };
}

export type CreditViewModel = ReturnType<typeof createCreditViewModel>;
