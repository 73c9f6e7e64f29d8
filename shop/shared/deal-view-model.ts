import * as E from 'fp-ts/Either';
import { BehaviorSubject } from 'rxjs';
import type { CustomerTasksResponse } from '../../adapters/http/contract/customers/shop';
import { submitCall, type FieldErrorMap, type FormProblem } from '../../ui/shared/form-problem';
import { problemOf } from '../../ui/shared/problem-of';
import type { DealPort } from './deal-port';

/** The customer's sign-in (compulsory_login): the code asked for (sent to a masked address), its errors, what is on its way. */
export interface SignInState {
  readonly kind: 'sign_in';
  /** The store's name and city, from the link (the header says who asks). */
  readonly store: { readonly name: string; readonly city: string } | null;
  readonly sentTo: string | null;
  readonly busy: 'send' | 'verify' | null;
  readonly errors: FieldErrorMap;
  readonly problem: FormProblem | null;
}

/** The deal the app is on: loading, not found (bad or replaced link), sign-in asked, failed (retry), or ready. */
export type DealState =
  | { readonly kind: 'loading' }
  | { readonly kind: 'not_found' }
  | SignInState
  | { readonly kind: 'failed'; readonly problem: FormProblem | null }
  | { readonly kind: 'ready'; readonly token: string; readonly deal: CustomerTasksResponse };

/** 401 and 404 both mean "this link does not open a deal" to the customer: the link is the credential. */
const isGone = (code: string): boolean => code === 'not_found' || code === 'customer_token_required';
const SIGN_IN: SignInState = { kind: 'sign_in', store: null, sentTo: null, busy: null, errors: {}, problem: null };

/**
 * Opens the deal a link names: the link's facts (its deal id), then the deal's tasks. When the
 * dealership asks customers to sign in, the code is sent and checked here, then the deal opens.
 * `reload` reads the tasks again (after the customer picked a quote or sent the credit application).
 */
export function createDealViewModel(port: DealPort, token: string) {
  const state = new BehaviorSubject<DealState>({ kind: 'loading' });
  const set = (next: DealState) => { if (!state.closed) state.next(next); };
  const signIn = (): SignInState | null => (state.value.kind === 'sign_in' ? state.value : null);
  let orderId: number | null = null;
  let store: SignInState['store'] = null;

  async function load(): Promise<void> {
    if (orderId === null) {
      const link = await submitCall(() => port.link('deal', token));
      if (E.isLeft(link)) return set(isGone(link.left.code) ? { kind: 'not_found' } : { kind: 'failed', problem: link.left.problem });
      if (link.right.order === null) return set({ kind: 'not_found' });
      orderId = link.right.order;
      store = { name: link.right.dealership_name, city: link.right.dealership_city };
    }
    const tasks = await submitCall(() => port.tasks(token, orderId ?? 0));
    if (E.isLeft(tasks)) {
      if (tasks.left.code === 'customer_sign_in_required') return set(signIn() ?? { ...SIGN_IN, store });
      return set(isGone(tasks.left.code) ? { kind: 'not_found' } : { kind: 'failed', problem: tasks.left.problem });
    }
    set({ kind: 'ready', token, deal: tasks.right });
  }

  /** E-mails the code (again). */
  async function sendCode(): Promise<void> {
    const s = signIn();
    if (s === null || s.busy !== null) return;
    set({ ...s, busy: 'send', problem: null, errors: {} });
    const r = await submitCall(() => port.sendCode(token));
    const now = signIn() ?? s;
    set(E.isRight(r) ? { ...now, busy: null, sentTo: r.right.sent_to } : { ...now, busy: null, problem: problemOf(r.left) });
  }

  /** Checks the code; the deal opens once it is right, the error shows by the field otherwise (what was typed stays with the page). */
  async function verify(code: string): Promise<void> {
    const s = signIn();
    if (s === null || s.busy !== null) return;
    if (!/^\d{6}$/.test(code.trim())) return set({ ...s, errors: { code: [code.trim() === '' ? 'required' : 'otp.invalid'] }, problem: null });
    set({ ...s, busy: 'verify', problem: null, errors: {} });
    const r = await submitCall(() => port.verifyCode(token, code.trim()));
    if (E.isLeft(r)) {
      const now = signIn() ?? s;
      return set({ ...now, busy: null, errors: r.left.fieldErrors, problem: Object.keys(r.left.fieldErrors).length > 0 ? null : problemOf(r.left) });
    }
    await load();
  }

  return {
    state$: state.asObservable(),
    load,
    sendCode,
    verify,
    /** After a failure, from the start; once ready, the tasks again (the page stays as it is meanwhile). */
    retry: () => { if (state.value.kind !== 'ready') set({ kind: 'loading' }); return load(); },
    reload: () => load(),
    dispose: () => state.complete(),
  };
}
export type DealViewModel = ReturnType<typeof createDealViewModel>;
