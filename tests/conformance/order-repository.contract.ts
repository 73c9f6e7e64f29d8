import { describe, expect, it } from 'vitest';
import type { NewOrder } from '@dealer-panel/core/orders/order';
import type { OrderListQuery, OrderRepository } from '@dealer-panel/core/orders/order-repository';
import type { CustomerRepository } from '@dealer-panel/core/customers/customer-repository';

export interface OrderRepositoryHarness {
  readonly orders: OrderRepository;
  readonly customers: CustomerRepository;
  readonly dealershipId: number;
  readonly otherDealershipId: number;
  readonly userId: number;
  /** A vehicle of the dealership (the port does not write vehicles). */
  readonly vehicleId: number;
  /** Puts the deal's steps in the given state (other issues' use cases move steps). */
  setStep(orderId: number, column: 'stepTradeIn' | 'stepCreditApp', status: string): Promise<void>;
  setDefaults(dealershipId: number, settings: Record<string, unknown>): Promise<void>;
}

const at = new Date('2026-03-01T12:00:00.000Z');
const later = new Date('2026-03-02T12:00:00.000Z');
const list = (q: Partial<OrderListQuery>): OrderListQuery => ({ page: 1, pageSize: 20, customerId: null, archived: false, paymentType: null, status: null, ordering: { field: 'created', descending: true }, customerRep: null, ...q });

/** The OrderRepository contract: scoping, the awaiting bookkeeping, archive records, commission numbers. */
export function orderRepositoryContract(make: () => Promise<OrderRepositoryHarness>): void {
  describe('OrderRepository', () => {
    async function customerAndOrder(h: OrderRepositoryHarness) {
      const customer = await h.customers.create(h.dealershipId, {
        firstName: 'Ava', lastName: 'Thompson', email: '', phone: '4165550108', addressLine1: '', addressLine2: '', city: '', provinceCode: 'ON',
        postalCode: 'M5V 2T6', note: '', salesRepId: null, language: 'en_CA', leadType: 'website',
      }, at);
      const order: NewOrder = { customerId: customer.id, vehicleId: h.vehicleId, paymentType: 'finance', financeDownPaymentCents: 100_000, leaseDownPaymentCents: 0, paymentIncludeTax: true, campaign: 'spring', linkToken: 'tok', createdBy: h.userId };
      return { customer, order: await h.orders.create(h.dealershipId, order, at) };
    }

    it('creates a deal with its eight steps not started, readable in its dealership only', async () => {
      const h = await make();
      const { customer, order } = await customerAndOrder(h);
      expect(order).toMatchObject({ customerId: customer.id, vehicleId: h.vehicleId, status: 'initial', awaiting: null, isArchived: false, financeDownPaymentCents: 100_000, campaign: 'spring', createdAt: at });
      expect(Object.values(order.steps)).toEqual(Array(8).fill('initial'));
      expect(await h.orders.byId(h.otherDealershipId, order.id)).toBeNull();
      expect(await h.orders.view(h.otherDealershipId, order.id)).toBeNull();
      expect((await h.orders.view(h.dealershipId, order.id))?.vehicle?.id).toBe(h.vehicleId);
      expect((await h.orders.list(h.otherDealershipId, list({ archived: null }))).count).toBe(0);
    });

    it('keeps who acts next on the deal and on its customer through archive and restore', async () => {
      const h = await make();
      const { customer, order } = await customerAndOrder(h);
      await h.setStep(order.id, 'stepTradeIn', 'awaiting-dealer');
      const touched = await h.orders.update(h.dealershipId, order.id, { note: 'x' }, later);
      expect(touched?.awaiting).toBe('dealer');
      expect((await h.customers.byId(h.dealershipId, customer.id))?.awaiting).toBe('dealer');
      const archived = await h.orders.setArchived(h.dealershipId, order.id, true, h.userId, later);
      expect(archived).toMatchObject({ isArchived: true, awaiting: null, archivedStatusChangedAt: later, archivedStatusChangedBy: h.userId });
      expect((await h.customers.byId(h.dealershipId, customer.id))?.awaiting).toBeNull();
      expect((await h.orders.setArchived(h.dealershipId, order.id, false, h.userId, later))?.awaiting).toBe('dealer');
      expect(await h.orders.setArchived(h.otherDealershipId, order.id, true, h.userId, later)).toBeNull();
    });

    it('lists active or archived deals of a customer, paged', async () => {
      const h = await make();
      const { customer, order } = await customerAndOrder(h);
      const second = await h.orders.create(h.dealershipId, { customerId: customer.id, vehicleId: h.vehicleId, paymentType: 'lease', financeDownPaymentCents: 0, leaseDownPaymentCents: 0, paymentIncludeTax: true, campaign: null, linkToken: 't2', createdBy: h.userId }, later);
      await h.orders.setArchived(h.dealershipId, order.id, true, h.userId, later);
      expect((await h.orders.list(h.dealershipId, list({ customerId: customer.id }))).items.map((o) => o.id)).toEqual([second.id]);
      expect((await h.orders.list(h.dealershipId, list({ customerId: customer.id, archived: true }))).items.map((o) => o.id)).toEqual([order.id]);
      const both = await h.orders.list(h.dealershipId, list({ customerId: customer.id, archived: null, pageSize: 1, page: 2 }));
      expect(both.count).toBe(2);
      expect(both.items.map((o) => o.id)).toEqual([order.id]);
    });

    it('confirms, deletes and keeps commission numbers unique in the dealership', async () => {
      const h = await make();
      const { order } = await customerAndOrder(h);
      const { order: other } = await customerAndOrder(h);
      expect(await h.orders.confirm(h.dealershipId, order.id, h.userId, later)).toMatchObject({ status: 'completed', confirmedAt: later, confirmedBy: h.userId });
      expect(await h.orders.setCommissionNumber(h.dealershipId, order.id, 'D-1', later)).toMatchObject({ commissionNumber: 'D-1' });
      expect(await h.orders.commissionNumberTaken(h.dealershipId, 'D-1', other.id)).toBe(true);
      expect(await h.orders.commissionNumberTaken(h.dealershipId, 'D-1', order.id)).toBe(false);
      expect(await h.orders.setCommissionNumber(h.dealershipId, other.id, 'D-1', later)).toBe('taken');
      expect(await h.orders.delete(h.otherDealershipId, other.id)).toBe(false);
      expect(await h.orders.delete(h.dealershipId, other.id)).toBe(true);
      expect(await h.orders.byId(h.dealershipId, other.id)).toBeNull();
    });

    it('reads the default financing settings, null when not set or not a payment type', async () => {
      const h = await make();
      expect(await h.orders.defaultPaymentTypes(h.dealershipId)).toEqual({ new: null, used: null });
      await h.setDefaults(h.dealershipId, { financing_default_payment_type: 'lease', financing_default_payment_type_used: 'barter' });
      expect(await h.orders.defaultPaymentTypes(h.dealershipId)).toEqual({ new: 'lease', used: null });
    });
  });
}
