import * as E from 'fp-ts/Either';
import { BehaviorSubject } from 'rxjs';
import type { CustomerDepositBody } from '../../../adapters/http/contract/deposits/customer-deposits';
import { submitCall, type FieldErrorMap, type FormProblem } from '../../../ui/shared/form-problem';
import { problemOf } from '../../../ui/shared/problem-of';
import type { ShopDepositPort } from './deposit-port';
import type { LoadFailed, Loading } from '../../../ui/shared/load-state';

export type ShopDepositState =
  | Loading
  | LoadFailed
  | {
    readonly kind: 'ready';
    readonly data: CustomerDepositBody;
    /** What the customer typed (kept through a decline). */
    readonly card: string;
    /** The decline or the refusal of the card, shown by the field. */
    readonly errors: FieldErrorMap;
    readonly busy: boolean;
    readonly problem: FormProblem | null;
    /** The bank's page the customer is being sent to (3-D Secure). */
    readonly redirecting: boolean;
  };

type Ready = Extract<ShopDepositState, { kind: 'ready' }>;

/**
 * The customer's deposit task: the amount and its mode, a card, Pay. One payment attempt keeps one
 * Idempotency-Key until it has an answer (a second click or a retry after a lost answer is the same
 * request, never a second charge); a new card is a new attempt. A card asking for 3-D Secure sends
 * the customer to the bank's page (`go`), which sends them back here: `load(true)` then confirms.
 */
export function createShopDepositViewModel(port: ShopDepositPort, token: string, orderId: number, newKey: () => string) {
  const state = new BehaviorSubject<ShopDepositState>({ kind: 'loading' });
  const set = (next: ShopDepositState) => { if (!state.closed) state.next(next); };
  const ready = (): Ready | null => (state.value.kind === 'ready' ? state.value : null);
  let attempt: { readonly card: string; readonly key: string } | null = null;
  const fresh = (data: CustomerDepositBody, card = ''): Ready => ({ kind: 'ready', data, card, errors: {}, busy: false, problem: null, redirecting: false });

  /** Reads the deposit; after the bank sent the customer back (`returned`), settles the payment first. */
  async function load(returned = false): Promise<void> {
    const r = await submitCall(() => (returned ? port.confirm(token, orderId) : port.read(token, orderId)));
    set(E.isRight(r) ? fresh(r.right) : { kind: 'failed', problem: problemOf(r.left) });
  }

  return {
    state$: state.asObservable(),
    load,
    retry: () => { set({ kind: 'loading' }); return load(); },
    setCard(card: string): void {
      const s = ready();
      if (s === null || s.busy) return;
      set({ ...s, card, errors: {}, problem: null });
    },
    /** Pays with the typed card; answers the bank's page to go to when the card asks for 3-D Secure. */
    async pay(go: (url: string) => void): Promise<void> {
      const s = ready();
      if (s === null || s.busy || s.redirecting) return;
      const card = s.card.trim();
      if (card === '') {
        set({ ...s, errors: { payment_method: ['required'] } });
        return;
      }
      if (attempt === null || attempt.card !== card) attempt = { card, key: newKey() };
      set({ ...s, busy: true, errors: {}, problem: null });
      const r = await submitCall(() => port.pay(token, orderId, card, attempt?.key ?? newKey()));
      const after = ready() ?? s;
      if (E.isLeft(r)) {
        // A technical failure keeps the attempt's key: trying again is the same request. An answer closes the attempt.
        if (r.left.code !== 'technical') attempt = null;
        const fields = Object.keys(r.left.fieldErrors).length > 0;
        // A decline changed the deposit (rejected, its code): read it again, keeping what was typed and the message.
        const data = r.left.code === 'card_declined' ? await port.read(token, orderId).catch(() => null) : null;
        const now = ready() ?? after;
        set({ ...now, ...(data !== null && E.isRight(data) ? { data: data.right } : {}), busy: false, errors: r.left.fieldErrors, problem: fields ? null : problemOf(r.left) });
        return;
      }
      attempt = null;
      const url = r.right.next === 'authenticate' ? r.right.next_action_url : null;
      set({ ...fresh(r.right, url === null ? '' : s.card), redirecting: url !== null });
      if (url !== null) go(url);
    },
    /** The deposit is held or paid (the tasks may be read again). */
    paid: (): boolean => {
      const d = ready()?.data.deposit;
      return d?.state === 'pre_authorized' || d?.state === 'confirmed';
    },
    dispose: () => state.complete(),
  };
}
export type ShopDepositViewModel = ReturnType<typeof createShopDepositViewModel>;
