import { BehaviorSubject, catchError, defaultIfEmpty, defer, EMPTY, map, merge, of, Subject, switchMap, take, timer } from 'rxjs';
import type { Observable, SchedulerLike } from 'rxjs';
import type { PaymentMethod } from '@dealer-panel/core/payments/engine/deal';
import type { Cents } from '@dealer-panel/core/shared/money';

/** Spec 002 section 9: protection display prices refresh 1000 ms after the last plan is rated. */
export const PROTECTION_DISPLAY_DEBOUNCE_MS = 1000;
/** Spec 002 section 9: "default protection term is 12 when unknown" (a cash deal has no term). */
export const DEFAULT_PROTECTION_TERM = 12;

/** What a plan is rated for: GET /api/aftermarket/protection-plan/{id}/ with these parameters (spec 002 section 7). */
export interface PlanQuery {
  readonly vehicle: number;
  readonly payment_type: PaymentMethod;
  readonly term: number;
  /** The deal's APR as decimal text ("6.99"); null for cash. */
  readonly rate: string | null;
  /** The deal's total purchase price in dollars ("35999.00"). */
  readonly total_purchase_price: string;
}

/** A plan's price for that deal, as the server rates it (its price table, or PEN for localized prices). */
export interface PlanRate {
  readonly price: Cents;
  readonly term: number;
}

/** Rates one plan; emits once. Failures may error: they are ignored (spec 002 section 8). */
export type FetchPlanRate = (planId: number, query: PlanQuery) => Observable<PlanRate>;

export interface ProtectionPricesDeps {
  readonly fetchRate: FetchPlanRate;
  readonly scheduler: SchedulerLike;
}

export interface PlanEntry {
  /** The plan is being rated. */
  readonly loading: boolean;
  /** Its last rate; kept when a new rating fails. */
  readonly rate: PlanRate | null;
}

interface Prices {
  readonly plans: Readonly<Record<number, PlanEntry>>;
  /** The rates recorded when no plan was loading any more (what the deal prices protections with). */
  readonly rates: Readonly<Record<number, PlanRate>>;
  /** What the plan cards show: the recorded rates, 1000 ms later, so a burst of term or rate changes does not flicker. */
  readonly displayPrices: Readonly<Record<number, Cents>>;
}

export type ProtectionPricesState = (Prices & { readonly kind: 'rating' }) | (Prices & { readonly kind: 'settled' });

/** A term for the plan query: the deal's, or 12 months when it has none. */
export const protectionTerm = (term: number | null): number => term ?? DEFAULT_PROTECTION_TERM;

/** The protection plan price refresh rule of spec 002 section 4, for the worksheet's plans. */
export function createProtectionPricesViewModel(deps: ProtectionPricesDeps) {
  const state = new BehaviorSubject<ProtectionPricesState>({ kind: 'settled', plans: {}, rates: {}, displayPrices: {} });
  const refreshes = new Subject<{ readonly planIds: readonly number[]; readonly query: PlanQuery }>();
  // 'rating' cancels a display refresh still waiting; 'settled' starts one.
  const phases = new Subject<ProtectionPricesState['kind']>();
  const set = (next: ProtectionPricesState) => { if (!state.closed) state.next(next); };

  /** Shows the plans; when none is loading any more, records their rates and starts the display refresh. */
  const show = (plans: Readonly<Record<number, PlanEntry>>) => {
    if (Object.values(plans).some((p) => p.loading)) return set({ ...state.value, kind: 'rating', plans });
    set({ ...state.value, kind: 'settled', plans, rates: recorded(plans) });
    phases.next('settled');
  };
  const rated = (planId: number, rate: PlanRate | null) => {
    const entry = state.value.plans[planId];
    if (entry !== undefined) show({ ...state.value.plans, [planId]: { loading: false, rate: rate ?? entry.rate } });
  };

  const subscriptions = [
    refreshes.pipe(switchMap(({ planIds, query }) => {
      const previous = state.value.plans;
      phases.next('rating');
      show(Object.fromEntries(planIds.map((id) => [id, { loading: true, rate: previous[id]?.rate ?? null }])));
      return merge(...planIds.map((id) => defer(() => deps.fetchRate(id, query)).pipe(
        take(1),
        map((rate): Rating => [id, rate]),
        defaultIfEmpty(unrated(id)),
        catchError(() => of(unrated(id))),
      )));
    })).subscribe(([id, rate]) => rated(id, rate)),
    phases.pipe(switchMap((phase) => (phase === 'settled' ? timer(PROTECTION_DISPLAY_DEBOUNCE_MS, deps.scheduler) : EMPTY))).subscribe(() => {
      const current = state.value;
      set({ ...current, displayPrices: Object.fromEntries(Object.entries(current.rates).map(([id, r]) => [id, r.price])) });
    }),
  ];

  return {
    state$: state.asObservable() as Observable<ProtectionPricesState>,
    /** Rates these plans for the deal; a refresh in flight is replaced, plans not listed are dropped. */
    refresh: (planIds: readonly number[], query: PlanQuery): void => refreshes.next({ planIds, query }),
    dispose(): void {
      state.complete();
      subscriptions.forEach((s) => s.unsubscribe());
    },
  };
}

/** A plan's answer; null when the rating failed (ignored: the plan keeps its previous rate). */
type Rating = readonly [number, PlanRate | null];
const unrated = (planId: number): Rating => [planId, null];

function recorded(plans: Readonly<Record<number, PlanEntry>>): Record<number, PlanRate> {
  const out: Record<number, PlanRate> = {};
  for (const [id, entry] of Object.entries(plans)) if (entry.rate !== null) out[Number(id)] = entry.rate;
  return out;
}

export type ProtectionPricesViewModel = ReturnType<typeof createProtectionPricesViewModel>;
