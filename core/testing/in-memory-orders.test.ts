import * as E from 'fp-ts/Either';
import { describe, expect, it } from 'vitest';
import { createOrder, dealershipContext, type CreateOrderDeps } from '../index';
import { fakeClock, fakeSecrets, inMemoryCustomers, inMemoryOrders, inMemoryTimeline, inMemoryVehicles, vehicleRecord } from './index';

const clock = fakeClock(new Date('2026-11-28T15:00:00Z'));
const ctx = dealershipContext({ dealership: { id: 1, name: 'Montréal Auto', country: 'CA', provinceCode: 'QC' }, user: { id: 5 }, role: 'dealer_admin' });
const anne = { id: 7, dealershipId: 1, firstName: 'Anne', lastName: 'Tremblay', email: 'anne@example.com', language: 'fr_CA', salesRepId: 30 } as const;
const query = { page: 1, pageSize: 2, customerId: null, archived: false, paymentType: null, status: null, ordering: { field: 'created', descending: true }, customerRep: null } as const;

function world() {
  const customers = inMemoryCustomers([anne, { ...anne, id: 8, salesRepId: null }, { ...anne, id: 9, dealershipId: 2 }]);
  const vehicles = inMemoryVehicles([vehicleRecord({ id: 3, dealershipId: 1, year: 2026, make: 'Volkswagen', model: 'Tiguan', listingPriceCents: 3_899_500 })]);
  const orders = inMemoryOrders({ customers, vehicles });
  return { customers, vehicles, orders };
}

describe('the in-memory deals of @dealer-panel/core/testing', () => {
  it('keeps deals per store, joined with their customer and vehicle; lists them filtered, newest first, by pages', async () => {
    const { orders } = world();
    const deal = (customerId: number, at: string) => orders.create(1, {
      customerId, vehicleId: 3, paymentType: 'finance', financeDownPaymentCents: 0, leaseDownPaymentCents: 0, paymentIncludeTax: true, campaign: null, linkToken: `t${at}`, createdBy: 5,
    }, new Date(`2026-11-${at}T10:00:00Z`));
    await deal(7, '01');
    await deal(8, '02');
    await deal(7, '03');
    orders.setArchived(1, 3, true);
    expect(await orders.view(1, 1)).toMatchObject({ customer: { firstName: 'Anne', email: 'anne@example.com' }, vehicle: { make: 'Volkswagen' }, steps: { 'customer-quote': 'initial' } });
    expect(await orders.view(2, 1)).toBeNull();
    const page = await orders.list(1, query);
    expect([page.count, page.items.map((o) => o.id)]).toEqual([2, [2, 1]]);
    expect((await orders.list(1, { ...query, archived: null, page: 2 })).items.map((o) => o.id)).toEqual([1]);
    expect((await orders.list(1, { ...query, customerRep: { ids: [30], unassigned: false } })).items.map((o) => o.id)).toEqual([1]);
    expect((await orders.list(1, { ...query, customerRep: { ids: [], unassigned: true } })).items.map((o) => o.id)).toEqual([2]);
    const moved = await orders.update(1, 2, { customerQuoteStep: 'sent_to_customer', note: 'called' }, new Date('2026-11-04T10:00:00Z'));
    expect(moved).toMatchObject({ note: 'called', steps: { 'customer-quote': 'sent_to_customer', deposit: 'initial' } });
    expect(moved && 'customerQuoteStep' in moved).toBe(false);
    expect(await orders.update(2, 2, { note: 'x' }, new Date())).toBeNull();
  });

  it('lets createOrder run on a caller\'s own ports of only the methods it calls', async () => {
    const { orders, vehicles } = world();
    orders.setDefaultPaymentTypes(1, { new: 'cash', used: null });
    const calls: string[] = [];
    const deps: CreateOrderDeps = {
      orders: { list: (d, q) => { calls.push('list'); return orders.list(d, q); }, defaultPaymentTypes: orders.defaultPaymentTypes, create: orders.create, view: orders.view },
      customers: { byId: async (_d, id) => (id === 7 ? { id } : null) },
      vehicles, clock, secrets: fakeSecrets(), timeline: inMemoryTimeline(clock),
    };
    const created = await createOrder(deps)(ctx, { customer: 7, vehicle: 3 })();
    expect(E.isRight(created) && created.right).toMatchObject({ id: 1, paymentType: 'cash', linkToken: 'token-1', customer: { lastName: 'Tremblay' } });
    expect(calls).toEqual(['list']);
    const unknown = await createOrder(deps)(ctx, { customer: 70, vehicle: 30 })();
    expect(unknown).toEqual(E.left({ _tag: 'InvalidInput', errors: { customer: ['reference.not_found'], vehicle: ['reference.not_found'] } }));
  });

  it('builds a whole vehicle from its identity and price, and refuses a wrong one with every problem named', () => {
    expect(vehicleRecord({ id: 3, dealershipId: 1, year: 2026, make: 'VW', model: 'ID.4', listingPriceCents: 100, trim: 'Pro' })).toMatchObject({ trim: 'Pro', condition: 'New', stockStatus: 'I', images: [] });
    expect(() => vehicleRecord({ id: 0, dealershipId: 1, year: 26, make: '', model: 'ID.4', listingPriceCents: 1.5 }))
      .toThrow('vehicleRecord: id: a positive integer; year: a model year (an integer from 1900); listingPriceCents: whole cents, 0 or more; make: required');
  });
});
