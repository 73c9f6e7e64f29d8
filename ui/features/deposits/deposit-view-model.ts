import * as E from 'fp-ts/Either';
import { BehaviorSubject, type Observable } from 'rxjs';
import type { DepositBody } from '../../../adapters/http/contract/deposits/deposits';
import type { Answer } from '../../shared/answer';
import { fieldErrors, submitCall, type FieldErrorMap, type FormFailure, type FormProblem } from '../../shared/form-problem';
import { problemOf } from '../../shared/problem-of';
import type { LoadFailed, Loading } from '../../shared/load-state';
import { actionsOf, centsOfInput, inputOfCents, type DepositRights, type DepositUiAction } from './deposit-actions';
import type { DepositsPort, NamedReason, TransferableOrder } from './deposits-port';

/** What the open modal holds: an amount (refund, ask, change), a reason, a target deal, a mode. */
export interface DepositForm {
  readonly amount: string;
  /** Refund: everything the deposit holds (no amount sent). */
  readonly full: boolean;
  /** A reason's id as text, 'other' for the dealer's own words, '' when none is picked. */
  readonly reason: string;
  readonly other: string;
  readonly target: string;
  readonly mode: 'hold' | 'capture';
}

/** One dealer's intent: the action, its form and its Idempotency-Key. */
export interface DepositIntent {
  readonly action: DepositUiAction;
  readonly form: DepositForm;
  readonly key: string;
  /** The request last sent with `key`: the same request again reuses it, a changed one takes a new key. */
  readonly sent: string | null;
}

export type DepositState =
  | Loading
  | LoadFailed
  | {
      readonly kind: 'ready';
      readonly deposit: DepositBody | null;
      readonly actions: readonly DepositUiAction[];
      readonly intent: DepositIntent | null;
      readonly reasons: readonly NamedReason[];
      readonly orders: readonly TransferableOrder[];
      readonly busy: boolean;
      readonly errors: FieldErrorMap;
      readonly problem: FormProblem | null;
      /** The last action that went through (the page says so), until the next one. */
      readonly done: DepositUiAction | null;
    };
type Ready = Extract<DepositState, { kind: 'ready' }>;

/** The form an intent opens with: the amount asked (ask, change) or what the deposit holds (refund). */
const blankForm = (deposit: DepositBody | null, action: DepositUiAction): DepositForm =>
  ({ amount: deposit === null ? '' : inputOfCents(action === 'refund' ? deposit.paid_cents : deposit.amount_cents), full: true, reason: '', other: '', target: '', mode: deposit?.mode ?? 'hold' });

/** The request an intent sends, or the client's own field errors (the reason and amount checks). */
function requestOf(action: DepositUiAction, f: DepositForm): E.Either<FieldErrorMap, Record<string, unknown>> {
  const amount = centsOfInput(f.amount);
  const reasonOf = (idField: string, otherField: string) => f.reason === 'other'
    ? { [idField]: null, [otherField]: f.other.trim() }
    : { [idField]: f.reason === '' ? null : Number(f.reason) };
  const reasonErrors = (idField: string, otherField: string) => ({
    [idField]: f.reason === '' ? 'deposit.reason_required' : null,
    [otherField]: f.reason === 'other' && f.other.trim() === '' ? 'required' : null,
  });
  const checked = (checks: Record<string, string | null>, body: Record<string, unknown>) => {
    const errors = fieldErrors(checks);
    return Object.keys(errors).length > 0 ? E.left(errors) : E.right(body);
  };
  switch (action) {
    case 'refund':
      return checked(
        { ...reasonErrors('refund_reason_id', 'other_refund_reason'), amount_cents: !f.full && (amount === null || amount === 0) ? 'deposit.invalid_amount' : null },
        { ...reasonOf('refund_reason_id', 'other_refund_reason'), ...(f.full ? {} : { amount_cents: amount }) });
    case 'transfer':
      return checked(
        { ...reasonErrors('transfer_reason_id', 'other_transfer_reason'), transferred_order_id: f.target === '' ? 'required' : null },
        { transferred_order_id: Number(f.target), ...reasonOf('transfer_reason_id', 'other_transfer_reason') });
    case 'ask': case 'change':
      return checked({ amount_cents: amount === null || amount === 0 ? 'deposit.invalid_amount' : null }, { amount_cents: amount, mode: f.mode });
    default:
      return E.right({});
  }
}

/**
 * The deposit page: the deal's deposit, the actions its state and the user's rights allow, one at
 * a time, each behind a confirmation that opens an intent with a new Idempotency-Key. A retry of
 * the same request reuses the key (the server answers the first result, never twice the money); a
 * changed request takes a new one. A refusal keeps what was typed and the server's field errors;
 * a success reloads the deposit.
 */
export function createDepositViewModel(port: DepositsPort, orderId: number, rights: DepositRights, newKey: () => string) {
  const state = new BehaviorSubject<DepositState>({ kind: 'loading' });
  const set = (next: DepositState) => { if (!state.closed) state.next(next); };
  const ready = (): Ready | null => { const s = state.value; return s.kind === 'ready' ? s : null; };

  const readyFrom = (deposit: DepositBody | null, done: DepositUiAction | null, prev: Ready | null): Ready => ({
    kind: 'ready', deposit, actions: actionsOf(deposit, rights), intent: null, reasons: prev?.reasons ?? [], orders: prev?.orders ?? [],
    busy: false, errors: {}, problem: null, done,
  });

  const load = async (done: DepositUiAction | null = null) => {
    const prev = ready();
    if (prev === null) set({ kind: 'loading' });
    const answer = await submitCall(() => port.load(orderId));
    if (E.isLeft(answer)) return set({ kind: 'failed', problem: problemOf(answer.left) });
    set(readyFrom(answer.right.deposit, done, prev));
  };

  /** The reasons or the transferable deals a modal needs, read when it opens (a failure shows as its problem). */
  const choices = async (action: DepositUiAction) => {
    if (action !== 'refund' && action !== 'transfer') return;
    const [reasons, orders] = await Promise.all([
      submitCall(() => (action === 'refund' ? port.refundReasons() : port.transferReasons())),
      action === 'transfer' ? submitCall(() => port.transferable(orderId)) : Promise.resolve(E.right({ results: [] as readonly TransferableOrder[] })),
    ]);
    const now = ready();
    if (now?.intent?.action !== action) return;
    const failure = [reasons, orders].find(E.isLeft);
    set({ ...now, reasons: E.isRight(reasons) ? reasons.right.results : [], orders: E.isRight(orders) ? orders.right.results : [],
      problem: failure === undefined ? now.problem : failure.left.problem });
  };

  const send = (action: DepositUiAction, body: Record<string, unknown>, key: string, depositId: number): Answer<unknown> => {
    switch (action) {
      case 'capture': case 'cancel': case 'mark_paid': return port.act(orderId, action, key);
      case 'refund': return port.refund(orderId, body, key);
      case 'transfer': return port.transfer(orderId, body as { transferred_order_id: number }, key);
      case 'resend_receipt': return port.resendReceipt(orderId);
      case 'ask': return port.ask({ order: orderId, amount_cents: body.amount_cents as number, mode: body.mode as 'hold' | 'capture' });
      case 'change': return port.change(depositId, { amount_cents: body.amount_cents as number, mode: body.mode as 'hold' | 'capture' });
      case 'withdraw': return port.withdraw(depositId);
    }
  };

  const failed = (now: Ready, failure: FormFailure): Ready =>
    ({ ...now, busy: false, errors: failure.fieldErrors, problem: failure.handled ? null : failure.problem });

  return {
    state$: state.asObservable() as Observable<DepositState>,
    start: () => load(),
    retry: () => load(),
    /** Opens the confirmation of an action the page offers: a new intent, a new key. */
    open(action: DepositUiAction): void {
      const now = ready();
      if (now === null || now.busy || !now.actions.includes(action)) return;
      set({ ...now, intent: { action, form: blankForm(now.deposit, action), key: newKey(), sent: null }, errors: {}, problem: null, done: null });
      void choices(action);
    },
    /** Closes the modal: the intent ends (a later one takes another key). */
    close(): void {
      const now = ready();
      if (now === null || now.busy) return;
      set({ ...now, intent: null, errors: {}, problem: null });
    },
    edit(change: Partial<DepositForm>): void {
      const now = ready();
      if (now?.intent == null || now.busy) return;
      set({ ...now, intent: { ...now.intent, form: { ...now.intent.form, ...change } } });
    },
    /** Sends the open intent; true when it went through (the deposit is read again). */
    async confirm(): Promise<boolean> {
      const now = ready();
      if (now?.intent == null || now.busy) return false;
      const intent = now.intent;
      const request = requestOf(intent.action, intent.form);
      if (E.isLeft(request)) { set({ ...now, errors: request.left, problem: null }); return false; }
      const fingerprint = JSON.stringify(request.right);
      const key = intent.sent === null || intent.sent === fingerprint ? intent.key : newKey();
      set({ ...now, busy: true, errors: {}, problem: null, intent: { ...intent, key, sent: fingerprint } });
      const answer = await submitCall(() => send(intent.action, request.right, key, now.deposit?.id ?? 0));
      const after = ready();
      if (after === null) return false;
      if (E.isLeft(answer)) { set(failed(after, answer.left)); return false; }
      set({ ...after, busy: true, intent: null });
      await load(intent.action);
      return true;
    },
    dispose(): void { state.complete(); },
  };
}

export type DepositViewModel = ReturnType<typeof createDepositViewModel>;
