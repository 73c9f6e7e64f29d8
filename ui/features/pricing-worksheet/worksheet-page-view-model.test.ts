import * as E from 'fp-ts/Either';
import { asyncScheduler, of } from 'rxjs';
import { describe, expect, it, vi } from 'vitest';
import { latest } from '../../shared/testing/problems';
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
  return { load: vi.fn(load), price, choose: vi.fn(() => of({ kind: 'chosen' as const })) };
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
});
