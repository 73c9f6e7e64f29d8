import { describe, expect, it } from 'vitest';
import { TestScheduler } from 'rxjs/testing';
import { TECHNICAL } from '../../../shared/form-problem';
import { latest } from '../../../shared/testing/problems';
import type { PriceOrder } from './pricing-port';
import { aSetup, BASE_BODY, corporateUser, engineOutcome, pricingStub, quoteFor, someDetails, watch, worksheet as setup } from './testing/worksheet-fixture';
import { SHARED_CHANGE_REFUSED, type WorksheetState } from './worksheet-state';
import { createWorksheetViewModel } from './worksheet-view-model';

describe('the pricing worksheet view model', () => {
  it('ignores a detail that is unchanged however it is typed, a blank term, and a detail the method does not have', () => {
    const { vm, scheduler, calls } = setup({ details: { ...aSetup().details, finance: someDetails({ down_payment: '500', postal_code: 'M5V 2T6' }) } });
    scheduler.run(({ cold, expectObservable }) => {
      expectObservable(vm.state$).toBe('a', { a: latest(vm.state$) });
      cold('100ms a 99ms b 99ms c 99ms d', {
        a: () => vm.changeDetail('finance', 'down_payment', ' 500.00 '),
        b: () => vm.changeDetail('finance', 'postal_code', 'm5v2t6'),
        c: () => vm.changeDetail('finance', 'term', null),
        d: () => vm.changeDetail('cash', 'term', 60),
      }).subscribe((command) => command());
    });
    expect(calls).toEqual([]);
    vm.dispose();
  });

  it('re-prices 500 ms after the last change: two quick changes make one request', () => {
    const { vm, scheduler, calls } = setup();
    scheduler.run(({ cold, expectObservable }) => {
      expectObservable(watch(vm.state$, (s) => s.columns.finance.details.rate)).toBe('a 99ms b 199ms c', { a: '', b: '5.99', c: '4.99' });
      expectObservable(watch(vm.state$, (s) => s.columns.finance.loading)).toBe('f 799ms t 99ms f', { f: false, t: true });
      cold('100ms a 199ms b', { a: () => vm.changeDetail('finance', 'rate', '5.99'), b: () => vm.changeDetail('finance', 'rate', '4.99') }).subscribe((command) => command());
    });
    expect(calls.map((c) => [c.at, c.method, c.details.rate_overwritten])).toEqual([[800, 'finance', '4.99']]);
    expect(latest(vm.state$).columns.finance).toMatchObject({ priced: { rate: '4.99' }, pending: {}, quote: quoteFor('finance', someDetails({ rate: '4.99' })) });
    vm.dispose();
  });

  it('lets the latest change win: a change cancels the request in flight', () => {
    const scheduler = new TestScheduler((actual, expected) => expect(actual).toEqual(expected));
    scheduler.run(({ cold, expectObservable, expectSubscriptions, flush }) => {
      const first = cold('100ms (a|)', { a: engineOutcome('finance', { ...BASE_BODY, rate_overwritten: '5.99' }) });
      const second = cold('100ms (a|)', { a: engineOutcome('finance', { ...BASE_BODY, rate_overwritten: '3.99' }) });
      const { price, calls } = pricingStub(scheduler, (_m, _d, call) => (call === 1 ? first : second));
      const vm = createWorksheetViewModel({ price, scheduler }, aSetup());
      expectObservable(watch(vm.state$, (s) => s.columns.finance.quote?.payment)).toBe('a 1249ms b', { a: quoteFor('finance').payment, b: quoteFor('finance', someDetails({ rate: '3.99' })).payment });
      cold('100ms a 549ms b', { a: () => vm.changeDetail('finance', 'rate', '5.99'), b: () => vm.changeDetail('finance', 'rate', '3.99') }).subscribe((command) => command());
      expectSubscriptions(first.subscriptions).toBe('600ms ^ 49ms !');
      expectSubscriptions(second.subscriptions).toBe('1150ms ^ 99ms !');
      flush();
      expect(calls.map((c) => c.at)).toEqual([600, 1150]);
    });
  });

  it('keeps the refused value beside its error, and restores the old value when the pricing fails', () => {
    const broken: PriceOrder = () => { throw new Error('decode'); };
    const { vm, scheduler, price } = setup();
    scheduler.run(({ cold, expectObservable }) => {
      expectObservable(watch(vm.state$, (s) => s.columns.finance.details.rate)).toBe('a 99ms b 999ms c 499ms a', { a: '', b: '150', c: '5' });
      cold('100ms a 999ms b', { a: () => vm.changeDetail('finance', 'rate', '150'), b: () => vm.changeDetail('finance', 'rate', '5') }).subscribe((command) => command());
      cold('1000ms a', { a: () => price.mockImplementation(broken) }).subscribe((command) => command());
    });
    expect(latest(vm.state$).columns.finance).toMatchObject({ details: { rate: '' }, pending: {}, loading: false, quote: quoteFor('finance'), fieldErrors: {}, problem: TECHNICAL });
    vm.dispose();
  });

  it('shows a refusal under the field with the refused value, and drops it when that field changes again', () => {
    const { vm, scheduler } = setup();
    scheduler.run(({ cold }) => cold('a', { a: () => vm.changeDetail('finance', 'rate', '150') }).subscribe((command) => command()));
    expect(latest(vm.state$).columns.finance).toMatchObject({ details: { rate: '150' }, pending: { rate: '150' }, fieldErrors: { rate: ['rate.over_100'] }, quote: quoteFor('finance') });
    vm.changeDetail('finance', 'rate', '6');
    expect(latest(vm.state$).columns.finance.fieldErrors).toEqual({});
    vm.dispose();
  });

  it('copies a shared detail to the other methods; each is re-priced, and a method that refuses it shows its own again, saying why', () => {
    const { vm, scheduler, calls } = setup();
    const downPayments = (s: WorksheetState) => [s.columns.cash, s.columns.finance, s.columns.lease].map((c) => c.details.down_payment).join(' ');
    // 35,000 + 13 % HST = 39,550: cash is then due 0, finance has nothing to finance, the lease's 35,000 capitalized cost is overpaid.
    // Finance and lease refuse it and keep theirs on the server: their columns show theirs again (issue 29.1).
    scheduler.run(({ cold, expectObservable }) => {
      expectObservable(watch(vm.state$, downPayments)).toBe('a 99ms b 599ms (cd)', { a: '0 0 0', b: '39550 39550 39550', c: '39550 0 39550', d: '39550 0 0' });
      cold('100ms a', { a: () => vm.changeDetail('cash', 'down_payment', '39550') }).subscribe((command) => command());
    });
    expect(calls.map((c) => `${c.at} ${c.method} ${c.details.down_payment}`)).toEqual(['600 cash 39550', '600 finance 39550', '600 lease 39550']);
    const { cash, finance, lease } = latest(vm.state$).columns;
    expect(cash).toMatchObject({ details: { down_payment: '39550' }, pending: {}, fieldErrors: {}, quote: quoteFor('cash', someDetails({ term: null, down_payment: '39550' })) });
    expect(cash.quote?.totalDue).toBe(0);
    expect(finance).toMatchObject({ details: { down_payment: '0' }, pending: {}, quote: quoteFor('finance'), fieldErrors: {}, problem: SHARED_CHANGE_REFUSED });
    expect(lease).toMatchObject({ details: { down_payment: '0' }, pending: {}, fieldErrors: {}, problem: SHARED_CHANGE_REFUSED });
    vm.dispose();
  });

  it('syncs the term between finance and lease only, and keeps each method its own rate', () => {
    const { vm, scheduler, calls } = setup();
    scheduler.run(({ cold, expectObservable }) => {
      expectObservable(watch(vm.state$, (s) => `${s.columns.cash.details.term} ${s.columns.finance.details.term} ${s.columns.lease.details.term}`))
        .toBe('a 99ms b', { a: 'null 36 36', b: 'null 48 48' });
      cold('100ms a 99ms b', { a: () => vm.changeDetail('lease', 'term', 48), b: () => vm.changeDetail('lease', 'rate', '4.5') }).subscribe((command) => command());
    });
    // The lease's rate change restarted its debounce: one lease request with both changes.
    expect(calls.map((c) => `${c.at} ${c.method} ${c.details.term} ${c.details.rate_overwritten}`)).toEqual(['600 finance 48 undefined', '700 lease 48 4.5']);
    const { finance, lease } = latest(vm.state$).columns;
    expect(finance).toMatchObject({ details: { term: 48, rate: '' }, quote: quoteFor('finance', someDetails({ term: 48 })) });
    expect(lease.quote).toEqual(quoteFor('lease', someDetails({ term: 48, rate: '4.5', distance_allowance: 20_000 })));
    vm.dispose();
  });


  it('re-prices every method at once when the deal changed on the server (a fee included), never for a read-only user', () => {
    const { vm, scheduler, calls } = setup();
    scheduler.run(({ cold, flush }) => {
      cold('100ms a', { a: () => vm.repriceAll() }).subscribe((command) => command());
      flush();
    });
    expect(calls.map((c) => [c.at, c.method])).toEqual([[100, 'cash'], [100, 'finance'], [100, 'lease']]);
    vm.dispose();
    const corporate = setup({ actor: corporateUser });
    corporate.scheduler.run(({ flush }) => { corporate.vm.repriceAll(); flush(); });
    expect(corporate.calls).toEqual([]);
    corporate.vm.dispose();
  });

  it('leaves a running switch alone when the deal changed on the server', () => {
    const { vm, scheduler, calls } = setup();
    scheduler.run(({ cold, flush }) => {
      cold('a 1ms b', { a: () => vm.switchMethod('lease'), b: () => vm.repriceAll() }).subscribe((command) => command());
      flush();
    });
    expect(latest(vm.state$)).toMatchObject({ kind: 'editing', chosen: 'lease' });
    expect(calls.map((c) => c.method).sort()).toEqual(['cash', 'finance', 'lease']);
    vm.dispose();
  });
});

