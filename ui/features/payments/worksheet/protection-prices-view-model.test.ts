import { describe, expect, it, vi } from 'vitest';
import { distinctUntilChanged, map } from 'rxjs';
import type { Observable } from 'rxjs';
import { TestScheduler } from 'rxjs/testing';
import { cents } from '@dealer-panel/core/shared/money';
import { latest } from '../../../shared/testing/problems';
import type { FetchPlanRate, PlanQuery, PlanRate, ProtectionPricesState } from './protection-prices-view-model';
import { createProtectionPricesViewModel, DEFAULT_PROTECTION_TERM, protectionTerm } from './protection-prices-view-model';

const query: PlanQuery = { vehicle: 12, payment_type: 'finance', term: 60, rate: '6.99', total_purchase_price: '35999.00' };
const rate = (dollars: number, term = 60): PlanRate => ({ price: cents(dollars * 100), term });

function setup(answer: (planId: number, scheduler: TestScheduler) => Observable<PlanRate>) {
  const scheduler = new TestScheduler((actual, expected) => expect(actual).toEqual(expected));
  const fetchRate = vi.fn<FetchPlanRate>((planId) => answer(planId, scheduler));
  return { scheduler, fetchRate, vm: createProtectionPricesViewModel({ fetchRate, scheduler }) };
}

/** "kind | loading plans | recorded rates | displayed prices", in dollars. */
const summary = (s: ProtectionPricesState) => [
  s.kind,
  Object.entries(s.plans).filter(([, p]) => p.loading).map(([id]) => id).join(','),
  Object.entries(s.rates).map(([id, r]) => `${id}=${r.price / 100}`).join(','),
  Object.entries(s.displayPrices).map(([id, cents]) => `${id}=${cents / 100}`).join(','),
].join(' | ');

describe('the protection plan prices view model', () => {
  it('marks each plan loading while rated, records the rates when none is, and shows them 1000 ms later', () => {
    const { vm, scheduler, fetchRate } = setup((id, s) => s.createColdObservable(id === 1 ? '100ms (a|)' : '300ms (a|)', { a: rate(id === 1 ? 499 : 1250) }));
    scheduler.run(({ cold, expectObservable }) => {
      expectObservable(vm.state$.pipe(map(summary), distinctUntilChanged())).toBe('a 99ms b 99ms c 199ms d 999ms e', {
        a: 'settled |  |  | ',
        b: 'rating | 1,2 |  | ',
        c: 'rating | 2 |  | ',
        d: 'settled |  | 1=499,2=1250 | ',
        e: 'settled |  | 1=499,2=1250 | 1=499,2=1250',
      });
      cold('100ms a', { a: () => vm.refresh([1, 2], query) }).subscribe((command) => command());
    });
    expect(fetchRate.mock.calls).toEqual([[1, query], [2, query]]);
    vm.dispose();
  });

  it('ignores a failed rating: the plan keeps its last rate, nothing else is shown', () => {
    const { vm, scheduler } = setup((id, s) => (id === 2 ? s.createColdObservable('50ms #') : s.createColdObservable('100ms (a|)', { a: rate(499) })));
    scheduler.run(({ cold }) => cold('a', { a: () => vm.refresh([1, 2], query) }).subscribe((command) => command()));
    expect(latest(vm.state$)).toEqual({
      kind: 'settled', plans: { 1: { loading: false, rate: rate(499) }, 2: { loading: false, rate: null } }, rates: { 1: rate(499) }, displayPrices: { 1: cents(49_900) },
    });
    vm.dispose();
  });

  it('starts over when asked again: the waiting display refresh is dropped, a failed plan keeps its old rate', () => {
    let round = 0;
    // The second round answers after 600 ms: past the moment the first round's display refresh was due.
    const { vm, scheduler } = setup((id, s) => (round === 2 && id === 1 ? s.createColdObservable('600ms #') : s.createColdObservable(round === 1 ? '100ms (a|)' : '600ms (a|)', { a: rate(round === 1 ? 400 : 600, round === 1 ? 60 : 48) })));
    scheduler.run(({ cold, expectObservable }) => {
      expectObservable(vm.state$.pipe(map((s) => Object.entries(s.displayPrices).map(([id, c]) => `${id}=${c / 100}`).join()), distinctUntilChanged()))
        .toBe('a 2199ms b', { a: '', b: '1=400,3=600' });
      cold('a 599ms b', {
        a: () => { round = 1; vm.refresh([1, 2], query); },
        b: () => { round = 2; vm.refresh([1, 3], { ...query, term: 48 }); },
      }).subscribe((command) => command());
    });
    expect(latest(vm.state$).rates).toEqual({ 1: rate(400), 3: rate(600, 48) });
    vm.dispose();
  });

  it('stops on dispose: ratings in flight and the waiting refresh are dropped', () => {
    const scheduler = new TestScheduler((actual, expected) => expect(actual).toEqual(expected));
    scheduler.run(({ cold, expectObservable, expectSubscriptions }) => {
      const answer = cold('100ms (a|)', { a: rate(499) });
      const vm = createProtectionPricesViewModel({ fetchRate: () => answer, scheduler });
      expectObservable(vm.state$.pipe(map(summary), distinctUntilChanged())).toBe('a 99ms b 49ms |', { a: 'settled |  |  | ', b: 'rating | 1 |  | ' });
      cold('100ms a 49ms b', { a: () => vm.refresh([1], query), b: () => vm.dispose() }).subscribe((command) => command());
      expectSubscriptions(answer.subscriptions).toBe('100ms ^ 49ms !');
    });
  });

  it('uses a 12-month term when the deal has none', () => {
    expect(protectionTerm(null)).toBe(DEFAULT_PROTECTION_TERM);
    expect(DEFAULT_PROTECTION_TERM).toBe(12);
    expect(protectionTerm(60)).toBe(60);
  });
});
