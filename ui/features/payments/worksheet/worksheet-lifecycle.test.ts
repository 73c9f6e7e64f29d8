import { describe, expect, it } from 'vitest';
import { TestScheduler } from 'rxjs/testing';
import { BASE_BODY, aSetup, corporateUser, engineOutcome, pricingStub, quoteFor, someDetails, watch, worksheet as setup } from './testing/worksheet-fixture';
import { createWorksheetViewModel } from './worksheet-view-model';

describe('the pricing worksheet view model, opening and closing', () => {
  it('prices at once, on opening, the methods the server has no quote for', () => {
    const { vm, scheduler, calls } = setup({ quotes: { cash: quoteFor('cash', someDetails({ term: null })) } });
    scheduler.run(({ cold, expectObservable }) => {
      expectObservable(watch(vm.state$, (s) => s.columns.lease.quote?.payment ?? null)).toBe('a 199ms b', { a: null, b: quoteFor('lease', someDetails({ distance_allowance: 20_000 })).payment });
      cold('100ms a', { a: () => vm.start() }).subscribe((command) => command());
    });
    expect(calls.map((c) => `${c.at} ${c.method}`)).toEqual(['100 finance', '100 lease']);
    vm.dispose();
  });

  it('is read-only for a corporate user: changes and switches are ignored, breakdowns still open', () => {
    const { vm, scheduler, calls } = setup({ actor: corporateUser });
    scheduler.run(({ cold, expectObservable }) => {
      expectObservable(watch(vm.state$, (s) => `${s.kind} ${s.chosen} ${s.columns.lease.details.term} ${s.columns.lease.expanded}`))
        .toBe('a 299ms b', { a: 'read-only finance 36 false', b: 'read-only finance 36 true' });
      cold('100ms a 99ms b 99ms c', {
        a: () => vm.changeDetail('lease', 'term', 48),
        b: () => vm.switchMethod('lease'),
        c: () => vm.toggleBreakdown('lease'),
      }).subscribe((command) => command());
    });
    expect(calls).toEqual([]);
    vm.dispose();
  });

  it('stops everything on dispose: no request in flight, no debounce waiting, no new state', () => {
    const scheduler = new TestScheduler((actual, expected) => expect(actual).toEqual(expected));
    scheduler.run(({ cold, expectObservable, expectSubscriptions, flush }) => {
      const answer = cold('100ms (a|)', { a: engineOutcome('finance', { ...BASE_BODY, rate_overwritten: '5.99' }) });
      const { price, calls } = pricingStub(scheduler, () => answer);
      const vm = createWorksheetViewModel({ price, scheduler }, aSetup());
      expectObservable(watch(vm.state$, (s) => s.columns.finance.loading)).toBe('f 599ms t 49ms |', { f: false, t: true });
      cold('100ms a 399ms b 149ms c 99ms d', {
        a: () => vm.changeDetail('finance', 'rate', '5.99'),
        b: () => vm.changeDetail('lease', 'distance_allowance', 24_000),
        c: () => vm.dispose(),
        d: () => vm.changeDetail('finance', 'rate', '4.99'),
      }).subscribe((command) => command());
      expectSubscriptions(answer.subscriptions).toBe('600ms ^ 49ms !');
      flush();
      expect(calls.map((c) => `${c.at} ${c.method}`)).toEqual(['600 finance']);
    });
  });
});
