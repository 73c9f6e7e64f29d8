import * as E from 'fp-ts/Either';
import { BehaviorSubject, type Observable } from 'rxjs';
import type { EstimateBody, TradeInResponse } from '../../../adapters/http/contract/trade-ins/trade-ins';
import type { Answer, YesNoField } from '@dealer-panel/core/trade-ins/trade-in';
import { submitCall, type FieldErrorMap, type FormFailure, type FormProblem } from '../../shared/form-problem';
import type { LoadFailed, Loading } from '../../shared/load-state';
import { problemOf } from '../../shared/problem-of';
import { draftOf, requestOf, type TradeInDraft } from './trade-in-draft';
import type { TradeInPageTarget, TradeInPort } from './trade-in-port';

/** One vendor's estimate on the page: not asked yet, asked, answered, or failed with the spec's code. */
export type VendorEstimate =
  | { readonly kind: 'none' }
  | { readonly kind: 'loading' }
  | { readonly kind: 'ok'; readonly estimate: EstimateBody }
  | { readonly kind: 'failed'; readonly code: string; readonly reason: string | null };

export interface OfferDraft { readonly amount: string; readonly comments: string; readonly expiry: string }
export type TradeInDone = 'saved' | 'offered' | 'accepted' | 'declined';

export type TradeInState =
  | Loading
  | LoadFailed
  | {
      readonly kind: 'ready';
      readonly data: TradeInResponse;
      readonly draft: TradeInDraft;
      readonly errors: FieldErrorMap;
      readonly offer: OfferDraft;
      readonly offerErrors: FieldErrorMap;
      readonly estimates: Readonly<Record<string, VendorEstimate>>;
      /** What is being sent: the record, the offer, an answer; null when nothing. */
      readonly busy: 'save' | 'offer' | 'answer' | null;
      readonly problem: FormProblem | null;
      readonly done: TradeInDone | null;
    };
type Ready = Extract<TradeInState, { kind: 'ready' }>;

const estimatesOf = (data: TradeInResponse): Record<string, VendorEstimate> => Object.fromEntries(data.vendors.map((v) => {
  const e = data.trade_in?.estimates.find((x) => x.vendor === v);
  if (e === undefined) return [v, { kind: 'none' }];
  return [v, e.ok ? { kind: 'ok', estimate: e } : { kind: 'failed', code: e.error?.code ?? 'unknown', reason: e.error?.reason ?? null }];
}));

const NO_OFFER: OfferDraft = { amount: '', comments: '', expiry: '' };

/**
 * The deal's trade-in page: the record's form (a refusal keeps what was typed and names each bad
 * field), the six vendors' estimates asked one request each so that each shows as it arrives, the
 * offer form, and the customer's answer recorded by the dealer.
 */
export function createTradeInViewModel(port: TradeInPort, target: TradeInPageTarget) {
  const state = new BehaviorSubject<TradeInState>({ kind: 'loading' });
  const set = (next: TradeInState) => { if (!state.closed) state.next(next); };
  const ready = (): Ready | null => { const s = state.value; return s.kind === 'ready' ? s : null; };
  const fresh = (data: TradeInResponse, done: TradeInDone | null): Ready => ({
    kind: 'ready', data, draft: draftOf(data.trade_in), errors: {}, offer: NO_OFFER, offerErrors: {}, estimates: estimatesOf(data), busy: null, problem: null, done,
  });
  const failed = (now: Ready, f: FormFailure, offer: boolean): Ready =>
    ({ ...now, busy: null, ...(offer ? { offerErrors: f.fieldErrors } : { errors: f.fieldErrors }), problem: f.handled ? null : f.problem });

  const load = async () => {
    if (ready() === null) set({ kind: 'loading' });
    const answer = await submitCall(() => port.load(target));
    if (E.isLeft(answer)) return set({ kind: 'failed', problem: problemOf(answer.left) });
    set(fresh(answer.right, null));
  };

  /** After a write: the record as the server now has it; what the user typed elsewhere is kept. */
  const settle = (now: Ready, data: TradeInResponse, done: TradeInDone, keepDraft: boolean): Ready =>
    ({ ...fresh(data, done), ...(keepDraft ? { draft: now.draft } : {}) });

  return {
    state$: state.asObservable() as Observable<TradeInState>,
    start: () => load(),
    retry: () => load(),
    edit(change: Partial<Omit<TradeInDraft, 'yesNo'>>): void {
      const now = ready();
      if (now === null) return;
      const cleared = Object.fromEntries(Object.entries(now.errors).filter(([k]) => !Object.keys(change).some((c) => k === c || k === `vehicle.${c}`)));
      set({ ...now, draft: { ...now.draft, ...change }, errors: cleared, done: null });
    },
    toggle(field: YesNoField, value: boolean): void {
      const now = ready();
      if (now === null) return;
      set({ ...now, draft: { ...now.draft, yesNo: { ...now.draft.yesNo, [field]: value } }, done: null });
    },
    /** An answer to one of the store's questions; its error goes. */
    answerQuestion(questionId: number, value: Answer): void {
      const now = ready();
      if (now === null) return;
      const field = `answers.${questionId}`;
      set({ ...now, draft: { ...now.draft, answers: { ...now.draft.answers, [String(questionId)]: value } }, errors: Object.fromEntries(Object.entries(now.errors).filter(([k]) => k !== field)), done: null });
    },
    editOffer(change: Partial<OfferDraft>): void {
      const now = ready();
      if (now === null) return;
      set({ ...now, offer: { ...now.offer, ...change }, offerErrors: {}, done: null });
    },
    async save(): Promise<boolean> {
      const now = ready();
      if (now === null || now.busy !== null) return false;
      set({ ...now, busy: 'save', errors: {}, problem: null, done: null });
      const answer = await submitCall(() => port.save(target, requestOf(now.draft, now.data.questions)));
      const after = ready();
      if (after === null) return false;
      if (E.isLeft(answer)) { set(failed(after, answer.left, false)); return false; }
      set({ ...settle(after, answer.right, 'saved', false), offer: after.offer });
      return true;
    },
    /**
     * Asks each vendor for the saved trade-in, one request each: each estimate (or error) shows as it
     * arrives; `onError` hears every failure but "not available" (the spec's toast).
     */
    async refresh(onError: (vendor: string, code: string) => void = () => undefined): Promise<void> {
      const now = ready();
      const tradeIn = now?.data.trade_in;
      if (now == null || tradeIn == null) return;
      set({ ...now, estimates: Object.fromEntries(now.data.vendors.map((v) => [v, { kind: 'loading' }])) });
      await Promise.all(now.data.vendors.map(async (vendor) => {
        const answer = await submitCall(() => port.refresh(now.data.customer_id, tradeIn.id, vendor));
        const e = E.isRight(answer) ? answer.right.results.find((r) => r.vendor === vendor) : undefined;
        const result: VendorEstimate = e === undefined ? { kind: 'failed', code: 'unknown', reason: null }
          : e.ok ? { kind: 'ok', estimate: e } : { kind: 'failed', code: e.error?.code ?? 'unknown', reason: e.error?.reason ?? null };
        const after = ready();
        if (after === null) return;
        set({ ...after, estimates: { ...after.estimates, [vendor]: result } });
        if (result.kind === 'failed' && result.code !== 'not_available') onError(vendor, result.code);
      }));
      // The record's range and instant cash offer follow the new estimates.
      const reread = await submitCall(() => port.load(target));
      const after = ready();
      if (after !== null && E.isRight(reread)) set({ ...after, data: reread.right });
    },
    async makeOffer(): Promise<boolean> {
      const now = ready();
      const tradeInId = now?.data.trade_in?.id;
      if (now === null || tradeInId === undefined || now.busy !== null) return false;
      if (now.offer.amount.trim() === '') { set({ ...now, offerErrors: { dealer_offer: ['required'] } }); return false; }
      set({ ...now, busy: 'offer', offerErrors: {}, problem: null, done: null });
      const o = now.offer;
      const answer = await submitCall(() => port.makeOffer(target, tradeInId, { dealer_offer: o.amount.trim(), dealer_comments: o.comments, offer_expiry_date: o.expiry === '' ? null : o.expiry }));
      const after = ready();
      if (after === null) return false;
      if (E.isLeft(answer)) { set(failed(after, answer.left, true)); return false; }
      set(settle(after, answer.right, 'offered', true));
      return true;
    },
    /** The customer's answer, told to the dealer (the page confirms first). */
    async answer(answer: 'accepted' | 'declined', declineComments = ''): Promise<boolean> {
      const now = ready();
      const id = now?.data.trade_in?.id;
      if (now == null || id === undefined || now.busy !== null) return false;
      set({ ...now, busy: 'answer', problem: null, done: null });
      const result = await submitCall(() => port.answer(id, { answer, decline_comments: declineComments }));
      const after = ready();
      if (after === null) return false;
      if (E.isLeft(result)) { set(failed(after, result.left, true)); return false; }
      set(settle(after, result.right, answer, true));
      return true;
    },
    dispose(): void { state.complete(); },
  };
}

export type TradeInViewModel = ReturnType<typeof createTradeInViewModel>;
