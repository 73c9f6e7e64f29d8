import * as E from 'fp-ts/Either';
import { BehaviorSubject } from 'rxjs';
import type { CustomerTradeInResponse } from '../../../adapters/http/contract/trade-ins/trade-ins';
import { submitCall, type FieldErrorMap, type FormProblem } from '../../../ui/shared/form-problem';
import { problemOf } from '../../../ui/shared/problem-of';
import { draftOf, fieldOf, requestOf, type CustomerQuestion, type ShopTradeInDraft } from './trade-in-draft';
import type { ShopTradeInPort } from './trade-in-port';
import type { Answer } from '@dealer-panel/core/trade-ins/trade-in';
import type { LoadFailed, Loading } from '../../../ui/shared/load-state';

export type TradeInBusy = 'save' | 'accepted' | 'declined' | null;

export type ShopTradeInState =
  | Loading
  | LoadFailed
  | {
    readonly kind: 'ready';
    readonly data: CustomerTradeInResponse;
    readonly draft: ShopTradeInDraft;
    /** The server's refusals by draft field (year, make, odometer…), shown beside each. */
    readonly errors: FieldErrorMap;
    readonly busy: TradeInBusy;
    /** A refusal that is not a field's (409 trade_in_locked, an offer answered meanwhile…). */
    readonly problem: FormProblem | null;
    /** What the customer last did, for the page's confirmation line. */
    readonly done: 'saved' | 'accepted' | 'declined' | null;
  };

/**
 * The customer's trade-in task: their vehicle's form (what they typed is kept through a refusal, each
 * field's error beside it) and the dealer's offer with its answer. One write at a time.
 */
export function createShopTradeInViewModel(port: ShopTradeInPort, token: string, orderId: number) {
  const state = new BehaviorSubject<ShopTradeInState>({ kind: 'loading' });
  const set = (next: ShopTradeInState) => { if (!state.closed) state.next(next); };
  const ready = () => (state.value.kind === 'ready' ? state.value : null);
  const fresh = (data: CustomerTradeInResponse, done: 'saved' | 'accepted' | 'declined' | null): ShopTradeInState =>
    ({ kind: 'ready', data, draft: draftOf(data.trade_in), errors: {}, busy: null, problem: null, done });

  async function load(): Promise<void> {
    const r = await submitCall(() => port.read(token, orderId));
    set(E.isRight(r) ? fresh(r.right, null) : { kind: 'failed', problem: problemOf(r.left) });
  }

  function edit(patch: Partial<Omit<ShopTradeInDraft, 'questions' | 'answers'>>): void {
    const s = ready();
    if (s === null) return;
    const errors = { ...s.errors };
    for (const key of Object.keys(patch)) delete errors[key];
    set({ ...s, draft: { ...s.draft, ...patch }, errors, done: null });
  }

  function toggle(question: CustomerQuestion, value: boolean): void {
    const s = ready();
    if (s === null) return;
    set({ ...s, draft: { ...s.draft, questions: { ...s.draft.questions, [question]: value } }, done: null });
  }

  /** An answer to one of the store's questions; its error goes. */
  function answerQuestion(questionId: number, value: Answer): void {
    const s = ready();
    if (s === null) return;
    const errors = { ...s.errors };
    delete errors[`answers.${questionId}`];
    set({ ...s, draft: { ...s.draft, answers: { ...s.draft.answers, [String(questionId)]: value } }, errors, done: null });
  }

  /** Answers true once stored; on a refusal the draft stays as typed and the errors are by field. */
  async function save(): Promise<boolean> {
    const s = ready();
    if (s === null || s.busy !== null || !s.data.may_edit) return false;
    set({ ...s, busy: 'save', errors: {}, problem: null, done: null });
    const r = await submitCall(() => port.submit(token, orderId, requestOf(s.draft, s.data.trade_in, s.data.questions)));
    const now = ready() ?? s;
    if (E.isLeft(r)) {
      const errors = Object.fromEntries(Object.entries(r.left.fieldErrors).map(([k, codes]) => [fieldOf(k), codes]));
      set({ ...now, busy: null, errors, problem: Object.keys(errors).length > 0 ? null : problemOf(r.left) });
      return false;
    }
    set(fresh(r.right, 'saved'));
    return true;
  }

  /** The customer's answer to the current offer (the page asks for a confirmation first). */
  async function answer(value: 'accepted' | 'declined'): Promise<boolean> {
    const s = ready();
    if (s === null || s.busy !== null || s.data.offer?.status !== 'awaiting') return false;
    set({ ...s, busy: value, problem: null, done: null });
    const r = await submitCall(() => port.answer(token, orderId, { answer: value }));
    const now = ready() ?? s;
    if (E.isLeft(r)) {
      set({ ...now, busy: null, problem: problemOf(r.left) });
      return false;
    }
    set(fresh(r.right, value));
    return true;
  }

  return {
    state$: state.asObservable(),
    load,
    retry: () => { set({ kind: 'loading' }); return load(); },
    edit,
    toggle,
    answerQuestion,
    save,
    answer,
    dispose: () => state.complete(),
  };
}
export type ShopTradeInViewModel = ReturnType<typeof createShopTradeInViewModel>;
