import * as E from 'fp-ts/Either';
import { BehaviorSubject } from 'rxjs';
import type { DealAddonsResponse } from '../../../adapters/http/contract/addons/addons';
import { submitCall, type FieldErrorMap, type FormProblem } from '../../../ui/shared/form-problem';
import type { LoadFailed, Loading } from '../../../ui/shared/load-state';
import { problemOf } from '../../../ui/shared/problem-of';
import type { ShopDealAddonsPort } from './deal-addons-port';

export type DealAddonsState =
  | Loading
  | LoadFailed
  | {
    readonly kind: 'ready';
    /** The server's view: the offer, the pick, every payment as the engine priced it. */
    readonly data: DealAddonsResponse;
    readonly busy: boolean;
    /** The server refused the pick: per field (an add-on no longer offered)… */
    readonly errors: FieldErrorMap;
    /** …or as a whole (the dealer holds the price, the link stopped working, the network). */
    readonly problem: FormProblem | null;
  };

type Ready = Extract<DealAddonsState, { kind: 'ready' }>;
export type AddonKind = 'accessories' | 'protections';

const pickOf = (data: DealAddonsResponse) => ({
  accessories: data.accessories.filter((a) => a.selected).map((a) => a.id),
  protections: data.protection_plans.filter((p) => p.selected).map((p) => p.id),
});

/**
 * The customer's add-ons on their deal: each pick or unpick is sent at once and the page shows what
 * the server answers (its engine's payment, never one computed here). Nothing is sent while the
 * dealer holds the deal's price or another pick is on its way.
 */
export function createDealAddonsViewModel(port: ShopDealAddonsPort, token: string, orderId: number) {
  const state = new BehaviorSubject<DealAddonsState>({ kind: 'loading' });
  const set = (next: DealAddonsState) => { if (!state.closed) state.next(next); };
  const ready = (): Ready | null => (state.value.kind === 'ready' ? state.value : null);

  async function load(): Promise<void> {
    const r = await submitCall(() => port.read(token, orderId));
    set(E.isRight(r) ? { kind: 'ready', data: r.right, busy: false, errors: {}, problem: null } : { kind: 'failed', problem: problemOf(r.left) });
  }

  return {
    state$: state.asObservable(),
    load,
    retry: () => { set({ kind: 'loading' }); return load(); },
    /** Picks the add-on if it is not, else unpicks it; true once the deal carries the new pick. */
    async toggle(kind: AddonKind, id: number): Promise<boolean> {
      const s = ready();
      if (s === null || s.busy || s.data.pricing_locked) return false;
      const pick = pickOf(s.data);
      const ids = pick[kind];
      const next = { ...pick, [kind]: ids.includes(id) ? ids.filter((x) => x !== id) : [...ids, id] };
      set({ ...s, busy: true, errors: {}, problem: null });
      const r = await submitCall(() => port.choose(token, orderId, next));
      const after = ready() ?? s;
      if (E.isLeft(r)) {
        set({ ...after, busy: false, errors: r.left.fieldErrors, problem: Object.keys(r.left.fieldErrors).length > 0 ? null : problemOf(r.left) });
        return false;
      }
      set({ kind: 'ready', data: r.right, busy: false, errors: {}, problem: null });
      return true;
    },
    dispose: () => state.complete(),
  };
}
export type DealAddonsViewModel = ReturnType<typeof createDealAddonsViewModel>;
