import { and, eq, ne, sql } from 'drizzle-orm';
import type { Order } from '@dealer-panel/core/orders/order';
import type { OrderRepository } from '@dealer-panel/core/orders/order-repository';
import { INITIAL_STEPS, isClosedDeal, ORDER_STATUSES, orderAwaiting, PAYMENT_TYPES, type PaymentType } from '@dealer-panel/core/shared/deal-states';
import { narrow } from '../shared/column-narrowing';
import { refreshCustomerAwaiting } from '../customers/customer-awaiting';
import type { Db } from '../shared/database';
import { orderColumns, toOrder } from './order-columns';
import { listOrders, viewOrder } from './order-reads';
import { stepValues } from './order-summary-columns';
import { dealerships } from '../access/schema';
import { orders } from './schema';
import { isUniqueViolation } from '../shared/unique-violation';
import { paymentSettings } from '../payments/schema';


const paymentTypeOf = (value: unknown): PaymentType | null => PAYMENT_TYPES.find((p) => p === value) ?? null;

export function drizzleOrderRepository(db: Db): OrderRepository {
  const mine = (dealershipId: number, id: number) => and(eq(orders.dealershipId, dealershipId), eq(orders.id, id));

  /** Writes `change` to the deal, then its awaiting and its customers' (old and new) in the same transaction. */
  async function write(dealershipId: number, id: number, change: (current: Order) => Partial<typeof orders.$inferInsert> | null): Promise<Order | null> {
    return db.transaction(async (tx) => {
      const [row] = await tx.select(orderColumns).from(orders).where(mine(dealershipId, id)).for('update');
      if (!row) return null;
      const current = toOrder(row);
      const changed = change(current);
      if (changed === null) return current;
      // The close is dated by the write that closes the deal (its link's lifetime counts from it); a reopened deal has none.
      const closed = isClosedDeal({ status: narrow(ORDER_STATUSES, changed.status ?? current.status, 'initial'), confirmedAt: changed.confirmedAt !== undefined ? changed.confirmedAt : current.confirmedAt });
      const at = changed.updatedAt instanceof Date ? changed.updatedAt : new Date();
      const values = { ...changed, closedAt: closed ? sql`coalesce(${orders.closedAt}, ${at.toISOString()}::timestamptz)` : null };
      const [updated] = await tx.update(orders).set(values).where(mine(dealershipId, id)).returning(orderColumns);
      const next = toOrder(updated!);
      const awaiting = orderAwaiting(next.status, next.steps, next.isArchived);
      if (awaiting !== next.awaiting) await tx.update(orders).set({ awaiting }).where(mine(dealershipId, id));
      await refreshCustomerAwaiting(tx, [current.customerId, next.customerId]);
      return { ...next, awaiting };
    });
  }

  return {
    async byId(dealershipId, id) {
      const [row] = await db.select(orderColumns).from(orders).where(mine(dealershipId, id));
      return row ? toOrder(row) : null;
    },
    view: (dealershipId, id) => viewOrder(db, dealershipId, id),
    list: (dealershipId, query) => listOrders(db, dealershipId, query),

    async create(dealershipId, o, at) {
      return db.transaction(async (tx) => {
        const [row] = await tx.insert(orders).values({
          dealershipId, customerId: o.customerId, vehicleId: o.vehicleId, paymentType: o.paymentType, status: 'initial',
          ...stepValues(INITIAL_STEPS), awaiting: orderAwaiting('initial', INITIAL_STEPS, false),
          financeDownPaymentCents: o.financeDownPaymentCents, leaseDownPaymentCents: o.leaseDownPaymentCents,
          paymentIncludeTax: o.paymentIncludeTax, campaign: o.campaign, linkToken: o.linkToken, createdBy: o.createdBy,
          createdAt: at, updatedAt: at,
        }).returning(orderColumns);
        await refreshCustomerAwaiting(tx, [o.customerId]);
        return toOrder(row!);
      });
    },

    update: (dealershipId, id, c, at) => write(dealershipId, id, () => ({
      ...(c.customerId === undefined ? {} : { customerId: c.customerId }),
      ...(c.paymentType === undefined ? {} : { paymentType: c.paymentType }),
      ...(c.paymentIncludeTax === undefined ? {} : { paymentIncludeTax: c.paymentIncludeTax }),
      ...(c.accessoryIds === undefined ? {} : { accessoryIds: [...c.accessoryIds] }),
      ...(c.installAccessoryIds === undefined ? {} : { installAccessoryIds: [...c.installAccessoryIds] }),
      ...(c.protectionIds === undefined ? {} : { protectionIds: [...c.protectionIds] }),
      ...(c.incentives === undefined ? {} : { incentives: [...c.incentives] }),
      ...(c.proposedAppointment === undefined ? {} : { proposedAppointment: c.proposedAppointment }),
      ...(c.appointmentStatus === undefined ? {} : { appointmentStatus: c.appointmentStatus }),
      ...(c.appointmentStep === undefined ? {} : { stepAppointment: c.appointmentStep }),
      ...(c.customerQuoteStep === undefined ? {} : { stepCustomerQuote: c.customerQuoteStep }),
      ...(c.fileUploadStep === undefined ? {} : { stepFileUpload: c.fileUploadStep }),
      ...(c.note === undefined ? {} : { note: c.note }),
      updatedAt: at,
    })),

    async moveAppointment(dealershipId, id, from, to, at) {
      let changed = false;
      const order = await write(dealershipId, id, (current) => {
        // Under the row lock: the appointment is still what the caller decided on, or another request moved it.
        if (current.appointmentStatus !== from.status || current.proposedAppointment?.getTime() !== from.at?.getTime()) { changed = true; return null; }
        return { proposedAppointment: to.at, appointmentStatus: to.status, stepAppointment: to.step, updatedAt: at };
      });
      return changed ? 'changed' : order;
    },

    setArchived: (dealershipId, id, archived, userId, at, reason = null) => write(dealershipId, id, () => ({
      isArchived: archived, archivedStatusChangedAt: at, archivedStatusChangedBy: userId, updatedAt: at, archiveReason: archived ? reason : null,
    })),

    confirm: (dealershipId, id, userId, at) => write(dealershipId, id, () => ({ status: 'completed', confirmedAt: at, confirmedBy: userId, updatedAt: at })),

    async delete(dealershipId, id) {
      return db.transaction(async (tx) => {
        const [row] = await tx.delete(orders).where(mine(dealershipId, id)).returning({ customerId: orders.customerId });
        if (row) await refreshCustomerAwaiting(tx, [row.customerId]);
        return row !== undefined;
      });
    },

    async commissionNumberTaken(dealershipId, number, exceptOrderId) {
      const [row] = await db.select({ id: orders.id }).from(orders)
        .where(and(eq(orders.dealershipId, dealershipId), eq(orders.commissionNumber, number), ne(orders.id, exceptOrderId))).limit(1);
      return row !== undefined;
    },

    async setCommissionNumber(dealershipId, id, number, at) {
      try {
        const [row] = await db.update(orders).set({ commissionNumber: number, updatedAt: at }).where(mine(dealershipId, id)).returning(orderColumns);
        return row ? toOrder(row) : null;
      } catch (error) {
        if (isUniqueViolation(error)) return 'taken';
        throw error;
      }
    },

    async defaultPaymentTypes(dealershipId) {
      // The payment settings (/payments) when the dealership has saved them, else the dealer record's settings.
      const [row] = await db.select({ settings: dealerships.settings, newType: paymentSettings.defaultPaymentType, usedType: paymentSettings.defaultPaymentTypeUsed })
        .from(dealerships).leftJoin(paymentSettings, eq(paymentSettings.dealershipId, dealerships.id)).where(eq(dealerships.id, dealershipId));
      const settings = row?.settings ?? {};
      return {
        new: paymentTypeOf(row?.newType ?? settings['financing_default_payment_type']),
        used: paymentTypeOf(row?.usedType ?? settings['financing_default_payment_type_used']),
      };
    },
  };
}
