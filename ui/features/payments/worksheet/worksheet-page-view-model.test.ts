import * as E from 'fp-ts/Either';
import { asyncScheduler, of } from 'rxjs';
import { describe, expect, it, vi } from 'vitest';
import { latest } from '../../../shared/testing/problems';
import type { WorksheetSource } from './http-worksheet-source';
import type { PriceOrder } from './pricing-port';
import { aSetup, corporateUser, dealerAdmin, engineOutcome, quoteFor } from './testing/worksheet-fixture';
import type { WorksheetData } from './worksheet-data';
import { createWorksheetPageViewModel } from './worksheet-page-view-model';

const data: WorksheetData = {
  orderId: 41, vehicle: null, chosen: 'finance', details: aSetup().details,
  frequencies: { cash: [], finance: ['monthly'], lease: ['monthly'] }, leaseRateMethod: 'apr',
  choices: { fees: null, discounts: null, incentives: [], accessories: null, protections: null },
};

function source(load: WorksheetSource['load']) {
  const price = vi.fn<PriceOrder>((_o, method, details) => of(engineOutcome(method, details)));
  const fees = (orderId: number, method: 'cash' | 'finance' | 'lease') => ({ order: orderId, method, fees_total: '0.00', discounts_total: '0.00', results: [] });
  return {
    load: vi.fn(load), price, choose: vi.fn(() => of({ kind: 'chosen' as const })),
    dealFees: vi.fn<WorksheetSource['dealFees']>((orderId, method) => Promise.resolve(E.right(fees(orderId, method)))),
    setFeeIncluded: vi.fn<WorksheetSource['setFeeIncluded']>((orderId) => Promise.resolve(E.right(fees(orderId, 'cash')))),
    saveAddOns: vi.fn<WorksheetSource['saveAddOns']>(() => Promise.resolve(E.right(null))),
  };
}

describe('the worksheet page', () => {
  it('opens the order, then prices the three methods at once', async () => {
    const s = source(() => Promise.resolve(E.right(data)));
    const vm = createWorksheetPageViewModel({ source: s, scheduler: asyncScheduler }, 41, dealerAdmin);
    expect(latest(vm.state$).kind).toBe('loading');
    await vm.start();
    const state = latest(vm.state$);
    expect(state.kind).toBe('ready');
    expect(s.price.mock.calls.map(([order, method]) => `${order} ${method}`)).toEqual(['41 cash', '41 finance', '41 lease']);
    if (state.kind !== 'ready') return;
    const sheet = latest(state.sheet.state$);
    expect(sheet.kind).toBe('editing');
    expect(sheet.columns.finance.quote).toEqual(quoteFor('finance'));
    expect(sheet.columns.lease.quote).toEqual(quoteFor('lease', aSetup().details.lease));
    vm.dispose();
  });

  it('is read-only for a corporate user', async () => {
    const vm = createWorksheetPageViewModel({ source: source(() => Promise.resolve(E.right(data))), scheduler: asyncScheduler }, 41, corporateUser);
    await vm.start();
    const state = latest(vm.state$);
    expect(state.kind === 'ready' && latest(state.sheet.state$).kind).toBe('read-only');
    vm.dispose();
  });

  it('says not found for another dealership\'s deal, offers a retry on other failures, and retries', async () => {
    const notFound = createWorksheetPageViewModel({ source: source(() => Promise.resolve(E.left({ code: 'not_found', fieldErrors: {}, problem: { code: 'not_found', retryAfterSeconds: null }, handled: false }))), scheduler: asyncScheduler }, 41, dealerAdmin);
    await notFound.start();
    expect(latest(notFound.state$)).toEqual({ kind: 'failed', problem: null, notFound: true });

    let calls = 0;
    const flaky = source(() => (calls++ === 0 ? Promise.reject(new Error('down')) : Promise.resolve(E.right(data))));
    const vm = createWorksheetPageViewModel({ source: flaky, scheduler: asyncScheduler }, 41, dealerAdmin);
    await vm.start();
    expect(latest(vm.state$)).toEqual({ kind: 'failed', problem: { code: 'technical', retryAfterSeconds: null }, notFound: false });
    await vm.retry();
    expect(latest(vm.state$).kind).toBe('ready');
    vm.dispose();
  });

  it('does not price when closed before the order is read', async () => {
    let open: (value: E.Either<never, WorksheetData>) => void = () => undefined;
    const s = source(() => new Promise((resolve) => { open = resolve; }));
    const vm = createWorksheetPageViewModel({ source: s, scheduler: asyncScheduler }, 41, dealerAdmin);
    const started = vm.start();
    vm.dispose();
    open(E.right(data));
    await started;
    expect(s.price).not.toHaveBeenCalled();
  });

  it('records the chosen method\'s accessories and protection plans on the order once they are priced, not on opening', async () => {
    const s = source(() => Promise.resolve(E.right(data)));
    const vm = createWorksheetPageViewModel({ source: s, scheduler: asyncScheduler }, 41, dealerAdmin);
    await vm.start();
    const state = latest(vm.state$);
    if (state.kind !== 'ready') throw new Error('not ready');
    expect(s.saveAddOns).not.toHaveBeenCalled();
    state.sheet.changeDetail('finance', 'protections', [7]);
    state.sheet.changeDetail('lease', 'protections', [9]);
    await vi.waitFor(() => expect(s.saveAddOns).toHaveBeenCalledTimes(1), { timeout: 2000 });
    expect(s.saveAddOns).toHaveBeenCalledWith(41, { accessory_ids: [], install_accessory_ids: [], protection_ids: [7] });
    vm.dispose();
  });

  it('records which accessories to install with them, and again when only the install choice changes', async () => {
    const s = source(() => Promise.resolve(E.right(data)));
    const vm = createWorksheetPageViewModel({ source: s, scheduler: asyncScheduler }, 41, dealerAdmin);
    await vm.start();
    const state = latest(vm.state$);
    if (state.kind !== 'ready') throw new Error('not ready');
    state.sheet.changeDetail('finance', 'accessories', [3]);
    await vi.waitFor(() => expect(s.saveAddOns).toHaveBeenCalledTimes(1), { timeout: 2000 });
    expect(s.saveAddOns).toHaveBeenLastCalledWith(41, { accessory_ids: [3], install_accessory_ids: [], protection_ids: [] });
    state.sheet.changeDetail('finance', 'install_accessories_ids', [3]);
    await vi.waitFor(() => expect(s.saveAddOns).toHaveBeenCalledTimes(2), { timeout: 2000 });
    expect(s.saveAddOns).toHaveBeenLastCalledWith(41, { accessory_ids: [3], install_accessory_ids: [3], protection_ids: [] });
    vm.dispose();
  });

  it('reads the deal\'s fees and discounts for the three methods, and disposes of them with the page', async () => {
    const s = source(() => Promise.resolve(E.right(data)));
    const vm = createWorksheetPageViewModel({ source: s, scheduler: asyncScheduler }, 41, dealerAdmin);
    await vm.start();
    const state = latest(vm.state$);
    if (state.kind !== 'ready') throw new Error('not ready');
    await vi.waitFor(() => expect(latest(state.fees.state$).kind).toBe('ready'));
    expect(s.dealFees.mock.calls.map(([, m]) => m)).toEqual(['cash', 'finance', 'lease']);
    vm.dispose();
    let completed = false;
    state.fees.state$.subscribe({ complete: () => { completed = true; } });
    expect(completed).toBe(true);
  });
});
