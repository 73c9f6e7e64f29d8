import { describe, expect, it, vi } from 'vitest';
import { TestScheduler } from 'rxjs/testing';
import type { QueryParams } from '../../../../adapters/di/tokens';
import type { OrderBody } from '../../../../adapters/http/contract/orders/orders';
import { latest, left, right } from '../../../shared/testing/problems';
import { aVehicle } from '../testing/vehicle-fixture';
import type { AddOrderDeps } from './add-order-view-model';
import { createAddOrderViewModel, orderDirty } from './add-order-view-model';
import { createVehicleSearchViewModel } from './vehicle-search-view-model';

const created = { id: 90, vehicle: aVehicle() } as unknown as OrderBody;

describe('the add-order view model', () => {
  it('asks for a vehicle first, then creates the deal with the terms', async () => {
    const deps: AddOrderDeps = { create: vi.fn(() => right(created)) };
    const vm = createAddOrderViewModel(deps, 12);
    await vm.submit();
    expect(latest(vm.state$)).toMatchObject({ kind: 'editing', errors: { vehicle: ['vehicle.required'] } });
    vm.choose(aVehicle());
    expect(latest(vm.state$)).toMatchObject({ errors: {} });
    expect(orderDirty(latest(vm.state$))).toBe(true);
    vm.setTerms({ paymentType: 'finance', financeDownPayment: '2500' });
    await vm.submit();
    expect(deps.create).toHaveBeenCalledWith({ customer: 12, vehicle: 501, payment_include_tax: true, payment_type: 'finance', finance_down_payment: '2500' });
    expect(latest(vm.state$)).toEqual({ kind: 'created', order: created });
    expect(orderDirty(latest(vm.state$))).toBe(false);
  });

  it('shows the server field errors and keeps the choice', async () => {
    const vm = createAddOrderViewModel({ create: vi.fn(() => left(400, 'invalid_input', { errors: { vehicle: ['vehicle.unavailable'] } })) }, 12);
    vm.choose(aVehicle());
    await vm.submit();
    expect(latest(vm.state$)).toMatchObject({ kind: 'editing', submitting: false, vehicle: { id: 501 }, errors: { vehicle: ['vehicle.unavailable'] } });
    vm.choose(aVehicle({ id: 502 }));
    expect(latest(vm.state$)).toMatchObject({ errors: {} });
  });

  it('warns about a duplicate deal with the deals the server names, then adds anyway when asked', async () => {
    const duplicates = [{ id: 7, vehicle: '2024 Honda Civic Sport', stock_number: 'ON-civic', created: '2026-03-01T10:00:00Z' }];
    const create = vi.fn()
      .mockReturnValueOnce(left(409, 'duplicate_order', { errors: { vehicle: ['order.duplicate'] }, extensions: { duplicates } }))
      .mockReturnValueOnce(right(created));
    const vm = createAddOrderViewModel({ create }, 12);
    vm.choose(aVehicle());
    await vm.submit();
    expect(latest(vm.state$)).toMatchObject({ kind: 'editing', duplicates, errors: {}, problem: null, vehicle: { id: 501 } });
    expect(create).toHaveBeenLastCalledWith(expect.not.objectContaining({ allow_duplicate: true }));
    await vm.submit(true);
    expect(create).toHaveBeenLastCalledWith(expect.objectContaining({ customer: 12, vehicle: 501, allow_duplicate: true }));
    expect(latest(vm.state$)).toEqual({ kind: 'created', order: created });
  });

  it('forgets the duplicate warning when another vehicle is chosen', async () => {
    const duplicates = [{ id: 7, vehicle: '2024 Honda Civic Sport', stock_number: 'ON-civic', created: '2026-03-01T10:00:00Z' }];
    const vm = createAddOrderViewModel({ create: vi.fn(() => left(409, 'duplicate_order', { extensions: { duplicates } })) }, 12);
    vm.choose(aVehicle());
    await vm.submit();
    vm.setTerms({ includeTax: false });
    expect(latest(vm.state$)).toMatchObject({ duplicates });
    vm.choose(aVehicle({ id: 502 }));
    expect(latest(vm.state$)).toMatchObject({ duplicates: [] });
  });
});

describe('the vehicle search of the add-order page', () => {
  it('searches 500 ms after typing stops, from page 1, with the condition', () => {
    const scheduler = new TestScheduler((actual, expected) => expect(actual).toEqual(expected));
    const calls: { at: number; query: QueryParams }[] = [];
    const search = vi.fn((query: QueryParams) => {
      calls.push({ at: scheduler.now(), query });
      return right({ count: 0, current: 1, last: 1, results: [] });
    });
    const vm = createVehicleSearchViewModel({ search, scheduler });
    scheduler.run(({ cold }) => {
      vm.start();
      vm.goToPage(3);
      vm.setCondition('Used');
      cold('a 200ms b', { a: 'civ', b: 'civic ' }).subscribe((text) => vm.type(text));
    });
    expect(calls).toEqual([
      { at: 0, query: { page: 1 } },
      { at: 0, query: { page: 3 } },
      { at: 0, query: { condition: 'Used', page: 1 } },
      { at: 701, query: { search: 'civic', condition: 'Used', page: 1 } },
    ]);
    vm.dispose();
  });
});
