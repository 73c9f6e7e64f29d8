import { describe, expect, it } from 'vitest';
import { TestScheduler } from 'rxjs/testing';
import type { PaymentMethod } from '@dealer-panel/core/payments/engine/deal';
import { latest } from '../../../shared/testing/problems';
import type { PricingDetails, PricingOutcome } from './pricing-port';
import { aSetup, engineOutcome, pricingStub, someDetails, watch } from './testing/worksheet-fixture';
import { createWorksheetViewModel } from './worksheet-view-model';
import { SHARED_CHANGE_REFUSED } from './worksheet-state';

// Issue 29.1: a shared detail copied into a method whose pricing refuses it stayed on screen
// ($5,000 in the lease column) although the server kept the method's own ($2,500, shown on reload).
// A column shows what the server holds for it; only the column the dealer typed in keeps a refused value.

/** A worksheet whose lease holds $2,500 down and refuses every price with `refusal`; the engine prices cash and finance. */
function setupWith(refusal: Readonly<Record<string, readonly string[]>>) {
  const scheduler = new TestScheduler((actual, expected) => expect(actual).toEqual(expected));
  const { price, calls } = pricingStub(scheduler, (method: PaymentMethod, body: PricingDetails) => scheduler.createColdObservable<PricingOutcome>('100ms (a|)', {
    a: method === 'lease' ? { kind: 'rejected', errors: refusal } : engineOutcome(method, body),
  }));
  const details = { ...aSetup().details, lease: someDetails({ down_payment: '2500', distance_allowance: 20_000 }) };
  return { scheduler, calls, vm: createWorksheetViewModel({ price, scheduler }, aSetup({ details })) };
}

describe('a shared detail another method refuses', () => {
  it('shows the lease what the server kept for it when the finance down payment it was copied from is refused there', () => {
    const { vm, scheduler, calls } = setupWith({ residual: ['residual.not_found'] });
    scheduler.run(({ cold, expectObservable }) => {
      expectObservable(watch(vm.state$, (s) => s.columns.lease.details.down_payment)).toBe('a 99ms b 599ms a', { a: '2500', b: '5000' });
      cold('100ms a', { a: () => vm.changeDetail('finance', 'down_payment', '5000') }).subscribe((command) => command());
    });
    expect(calls.map((c) => `${c.method} ${c.details.down_payment}`)).toEqual(['cash 5000', 'finance 5000', 'lease 5000']);
    const { cash, finance, lease } = latest(vm.state$).columns;
    expect(finance).toMatchObject({ details: { down_payment: '5000' }, priced: { down_payment: '5000' }, pending: {}, problem: null });
    expect(cash).toMatchObject({ details: { down_payment: '5000' }, pending: {} });
    expect(lease).toMatchObject({ details: { down_payment: '2500' }, priced: { down_payment: '2500' }, pending: {}, fieldErrors: {}, problem: SHARED_CHANGE_REFUSED });
    vm.dispose();
  });

  it('keeps what the dealer typed in the lease beside its error, and gives back only what was copied into it', () => {
    const { vm, scheduler } = setupWith({ rate_overwritten: ['rate.over_program_maximum'], term: ['term.out_of_range'] });
    scheduler.run(({ cold }) => {
      cold('100ms a 99ms b', { a: () => vm.changeDetail('lease', 'rate', '9.5'), b: () => vm.changeDetail('finance', 'term', 84) }).subscribe((command) => command());
    });
    const { finance, lease } = latest(vm.state$).columns;
    expect(finance).toMatchObject({ details: { term: 84 }, pending: {} });
    expect(lease).toMatchObject({ details: { term: 36, rate: '9.5' }, pending: { rate: '9.5' }, fieldErrors: { rate: ['rate.over_program_maximum'] }, problem: SHARED_CHANGE_REFUSED });
    vm.dispose();
  });

  it('keeps a refused value in the column it was typed in (issue 10.2), with no notice', () => {
    const { vm, scheduler } = setupWith({ down_payment: ['down_payment.exceeds_amount_owed'] });
    scheduler.run(({ cold }) => cold('a', { a: () => vm.changeDetail('lease', 'down_payment', '90000') }).subscribe((command) => command()));
    expect(latest(vm.state$).columns.lease).toMatchObject({ details: { down_payment: '90000' }, pending: { down_payment: '90000' }, fieldErrors: { down_payment: ['down_payment.exceeds_amount_owed'] }, problem: null });
    vm.dispose();
  });
});
