import * as E from 'fp-ts/Either';
import { BehaviorSubject, distinctUntilChanged, map, skip, switchMap } from 'rxjs';
import type { Subscription } from 'rxjs';
import type { Observable, SchedulerLike } from 'rxjs';
import type { Actor } from '@dealer-panel/core/access/actor';
import type { PaymentMethod } from '@dealer-panel/core/payments/engine/deal';
import type { FormProblem } from '../../../shared/form-problem';
import { TECHNICAL } from '../../../shared/form-problem';
import type { AddOnSelection, WorksheetSource } from './http-worksheet-source';
import type { DealFeesViewModel } from './deal-fees-view-model';
import { createDealFeesViewModel } from './deal-fees-view-model';
import type { WorksheetData } from './worksheet-data';
import type { WorksheetViewModel } from './worksheet-view-model';
import { createWorksheetViewModel } from './worksheet-view-model';

export interface WorksheetPageDeps {
  readonly source: WorksheetSource;
  readonly scheduler: SchedulerLike;
}

/**
 * The page around the worksheet: opening (loading), the deal could not be read (`failed`, with
 * `notFound` for a deal that does not exist or is another dealership's), or the worksheet itself.
 */
export type WorksheetPageState =
  | { readonly kind: 'loading' }
  | { readonly kind: 'failed'; readonly problem: FormProblem | null; readonly notFound: boolean }
  | { readonly kind: 'ready'; readonly data: WorksheetData; readonly sheet: WorksheetViewModel; readonly fees: DealFeesViewModel };

/** The add-ons the order records: the chosen method's, once priced. */
export function addOnsOf(state: { readonly chosen: PaymentMethod; readonly columns: Readonly<Record<PaymentMethod, { readonly priced: { readonly accessories: readonly number[]; readonly install_accessories_ids: readonly number[]; readonly protections: readonly number[] } }>> }): AddOnSelection {
  const priced = state.columns[state.chosen].priced;
  return { accessory_ids: priced.accessories, install_accessory_ids: priced.install_accessories_ids, protection_ids: priced.protections };
}

const sameIds = (a: readonly number[], b: readonly number[]) => [...a].sort().join() === [...b].sort().join();
const sameAddOns = (a: AddOnSelection, b: AddOnSelection) =>
  sameIds(a.accessory_ids, b.accessory_ids) && sameIds(a.install_accessory_ids, b.install_accessory_ids) && sameIds(a.protection_ids, b.protection_ids);

/** Opens an order's pricing worksheet: reads it, then prices every method (the worksheet's `start`). */
export function createWorksheetPageViewModel(deps: WorksheetPageDeps, orderId: number, actor: Actor) {
  const state = new BehaviorSubject<WorksheetPageState>({ kind: 'loading' });
  let disposed = false;
  let saving: Subscription | null = null;
  const close = (ready: Extract<WorksheetPageState, { kind: 'ready' }>) => {
    saving?.unsubscribe();
    saving = null;
    ready.sheet.dispose();
    ready.fees.dispose();
  };
  const set = (next: WorksheetPageState) => {
    if (disposed) {
      if (next.kind === 'ready') close(next);
      return;
    }
    const current = state.value;
    if (current.kind === 'ready' && current !== next) close(current);
    state.next(next);
  };

  const open = async (): Promise<void> => {
    set({ kind: 'loading' });
    const answer = await deps.source.load(orderId).catch(() => null);
    if (answer === null) return set({ kind: 'failed', problem: TECHNICAL, notFound: false });
    if (E.isLeft(answer)) {
      const notFound = answer.left.code === 'not_found';
      return set({ kind: 'failed', problem: answer.left.handled || notFound ? null : answer.left.problem ?? TECHNICAL, notFound });
    }
    const data = answer.right;
    const sheet = createWorksheetViewModel(
      { price: deps.source.price, choose: deps.source.choose, scheduler: deps.scheduler },
      { orderId, actor, chosen: data.chosen, details: data.details, quotes: {} },
    );
    const fees = createDealFeesViewModel({
      list: deps.source.dealFees, setIncluded: deps.source.setFeeIncluded, changed: () => sheet.repriceAll(),
    }, orderId);
    set({ kind: 'ready', data, sheet, fees });
    if (disposed) return;
    // The order records the chosen method's accessories (and which to install) and protection plans once they are priced.
    saving = sheet.state$.pipe(
      map((s) => addOnsOf(s)),
      distinctUntilChanged(sameAddOns),
      skip(1),
      switchMap((selection) => deps.source.saveAddOns(orderId, selection).catch(() => null)),
    ).subscribe();
    sheet.start();
    void fees.start();
  };

  return {
    state$: state.asObservable() as Observable<WorksheetPageState>,
    start: (): Promise<void> => open(),
    retry: (): Promise<void> => open(),
    dispose(): void {
      const current = state.value;
      if (current.kind === 'ready') close(current);
      disposed = true;
      state.complete();
    },
  };
}

export type WorksheetPageViewModel = ReturnType<typeof createWorksheetPageViewModel>;
