import { describe, expect, it } from 'vitest';
import { distinctUntilChanged, map } from 'rxjs';
import { TECHNICAL } from '../../../shared/form-problem';
import { latest } from '../../../shared/testing/problems';
import type { PricingOutcome } from './pricing-port';
import type { ChooseMethod, ChooseOutcome } from './pricing-port';
import { aSetup, engineOutcome, ORDER_ID, pricingStub, quoteFor, someDetails, worksheet } from './testing/worksheet-fixture';
import { createWorksheetViewModel } from './worksheet-view-model';
import { TestScheduler } from 'rxjs/testing';
import { vi } from 'vitest';
import type { WorksheetState } from './worksheet-state';

const setup = (answer?: Parameters<typeof worksheet>[1]) => worksheet({}, answer);

/** Where the switch stands: "editing finance", "switching finance>lease". */
const stage = (s: WorksheetState) => (s.kind === 'switching' ? `switching ${s.chosen}>${s.to}` : `${s.kind} ${s.chosen}`);
const leaseQuote = quoteFor('lease', someDetails({ distance_allowance: 20_000 }));

describe('switching the payment method (wipe-and-retry)', () => {
  it('prices the new method at once and records it when that works', () => {
    const { vm, scheduler, calls } = setup();
    scheduler.run(({ cold, expectObservable }) => {
      expectObservable(vm.state$.pipe(map(stage), distinctUntilChanged())).toBe('a 99ms b 99ms c', { a: 'editing finance', b: 'switching finance>lease', c: 'editing lease' });
      cold('100ms a', { a: () => vm.switchMethod('lease') }).subscribe((command) => command());
    });
    expect(calls.map((c) => `${c.at} ${c.method}`)).toEqual(['100 lease']);
    expect(latest(vm.state$).columns.lease).toMatchObject({ pending: {}, quote: leaseQuote, fieldErrors: {}, loading: false });
  });

  it('wipes the pending changes when the first pricing fails, prices once more, then records the method', () => {
    const { vm, scheduler, calls } = setup();
    scheduler.run(({ cold, expectObservable }) => {
      expectObservable(vm.state$.pipe(map(stage), distinctUntilChanged())).toBe('a 299ms b 199ms c', { a: 'editing finance', b: 'switching finance>lease', c: 'editing lease' });
      expectObservable(vm.state$.pipe(map((s) => s.columns.lease.details.rate), distinctUntilChanged())).toBe('a 99ms b 299ms a', { a: '', b: '150' });
      cold('100ms a 199ms b', { a: () => vm.changeDetail('lease', 'rate', '150'), b: () => vm.switchMethod('lease') }).subscribe((command) => command());
    });
    // The switch replaced the change's debounce (no request at 600); the retry sent the last priced details.
    expect(calls.map((c) => `${c.at} ${c.method} ${c.details.rate_overwritten}`)).toEqual(['300 lease 150', '400 lease undefined']);
    expect(latest(vm.state$).columns.lease).toMatchObject({ pending: {}, details: { rate: '' }, quote: leaseQuote, fieldErrors: { rate: ['rate.over_100'] }, problem: null });
  });

  it('still records the method when both pricings fail, showing its last quote and the problem', () => {
    const down: PricingOutcome = { kind: 'failed', problem: TECHNICAL };
    const { vm, scheduler, calls } = setup((method, details) => scheduler.createColdObservable('100ms (a|)', { a: method === 'lease' ? down : engineOutcome(method, details) }));
    scheduler.run(({ cold, expectObservable }) => {
      expectObservable(vm.state$.pipe(map(stage), distinctUntilChanged())).toBe('a 99ms b 199ms c', { a: 'editing finance', b: 'switching finance>lease', c: 'editing lease' });
      cold('50ms a 49ms b', { a: () => vm.changeDetail('lease', 'distance_allowance', 24_000), b: () => vm.switchMethod('lease') }).subscribe((command) => command());
    });
    expect(calls.map((c) => `${c.at} ${c.method} ${c.details.distance_allowance}`)).toEqual(['100 lease 24000', '200 lease 20000']);
    expect(latest(vm.state$).columns.lease).toMatchObject({ pending: {}, details: { distance_allowance: 20_000 }, quote: leaseQuote, problem: TECHNICAL, loading: false });
  });

  it('ignores changes and other switches while a switch runs, and a switch to the chosen method', () => {
    const { vm, scheduler, calls } = setup();
    scheduler.run(({ cold, expectObservable }) => {
      expectObservable(vm.state$.pipe(map(stage), distinctUntilChanged())).toBe('a 99ms b 99ms c', { a: 'editing finance', b: 'switching finance>cash', c: 'editing cash' });
      cold('50ms a 49ms b 9ms c 9ms d', {
        a: () => vm.switchMethod('finance'),
        b: () => vm.switchMethod('cash'),
        c: () => vm.switchMethod('lease'),
        d: () => vm.changeDetail('cash', 'down_payment', '1000'),
      }).subscribe((command) => command());
    });
    expect(calls.map((c) => `${c.at} ${c.method}`)).toEqual(['100 cash']);
    expect(latest(vm.state$).columns.cash.details.down_payment).toBe('0');
  });

  it('records the method on the order once it is priced, and keeps the old one when recording fails', () => {
    const scheduler = new TestScheduler((actual, expected) => expect(actual).toEqual(expected));
    const refused: ChooseOutcome = { kind: 'failed', problem: { code: 'not_found', retryAfterSeconds: null } };
    const choose = vi.fn<ChooseMethod>((_order, method) => scheduler.createColdObservable('50ms (a|)', { a: method === 'lease' ? { kind: 'chosen' } : refused }));
    scheduler.run(({ cold, expectObservable }) => {
      const { price } = pricingStub(scheduler);
      const vm = createWorksheetViewModel({ price, choose, scheduler }, aSetup());
      expectObservable(vm.state$.pipe(map(stage), distinctUntilChanged())).toBe('a 99ms b 149ms c 99ms d 149ms e', {
        a: 'editing finance', b: 'switching finance>lease', c: 'editing lease', d: 'switching lease>cash', e: 'editing lease',
      });
      expectObservable(vm.state$.pipe(map((s) => s.columns.cash.problem?.code ?? null), distinctUntilChanged())).toBe('a 499ms b', { a: null, b: 'not_found' });
      cold('100ms a 249ms b', { a: () => vm.switchMethod('lease'), b: () => vm.switchMethod('cash') }).subscribe((command) => command());
    });
    expect(choose.mock.calls).toEqual([[ORDER_ID, 'lease'], [ORDER_ID, 'cash']]);
  });

  it('does not record a method whose pricing is still running when the worksheet closes', () => {
    const scheduler = new TestScheduler((actual, expected) => expect(actual).toEqual(expected));
    const choose = vi.fn<ChooseMethod>(() => scheduler.createColdObservable('(a|)', { a: { kind: 'chosen' } }));
    scheduler.run(({ cold, flush }) => {
      const { price } = pricingStub(scheduler);
      const vm = createWorksheetViewModel({ price, choose, scheduler }, aSetup());
      cold('10ms a 49ms b', { a: () => vm.switchMethod('lease'), b: () => vm.dispose() }).subscribe((command) => command());
      flush();
    });
    expect(choose).not.toHaveBeenCalled();
  });
});
