import { customers, deposits, orders, orderTimeline, tradeInOffers, tradeIns, users } from '../../../adapters/persistence/schema';
import type { Db } from '../../../adapters/persistence/shared/database';
import { unique } from './fixtures';

// Rows for the analytics conformance tests (analytics-reader, analytics-summary): one insert each.

export const at = (iso: string) => new Date(iso);

export async function rep(db: Db, first: string, last: string): Promise<number> {
  const [row] = await db.insert(users).values({ email: `${unique('rep')}@analytics.test`, passwordHash: 'x', firstName: first, lastName: last }).returning({ id: users.id });
  return row!.id;
}

export async function customer(db: Db, dealershipId: number, leadType: string, createdAt: string, salesRepId: number | null, mergedIntoId: number | null = null) {
  const [row] = await db.insert(customers).values({ dealershipId, firstName: 'Ava', lastName: 'Thompson', leadType, salesRepId, mergedIntoId, createdAt: at(createdAt) }).returning({ id: customers.id });
  return row!.id;
}

export type Steps = Partial<Pick<typeof orders.$inferInsert, 'stepCustomerQuote' | 'stepTradeIn' | 'stepCreditApp' | 'stepDeposit' | 'stepAppointment' | 'awaiting' | 'isArchived' | 'confirmedAt' | 'updatedAt'>>;
export async function deal(db: Db, dealershipId: number, customerId: number, createdAt: string, steps: Steps = {}) {
  const [row] = await db.insert(orders).values({ dealershipId, customerId, paymentType: 'finance', linkToken: unique('link'), createdAt: at(createdAt), ...steps }).returning({ id: orders.id });
  return row!.id;
}

export async function timeline(db: Db, dealershipId: number, orderId: number, actor: 'customer' | 'dealer', createdAt: string) {
  await db.insert(orderTimeline).values({ dealershipId, orderId, kind: 'appointment', event: 'appointment.asked', actor, createdAt: at(createdAt) });
}

export async function deposit(db: Db, dealershipId: number, orderId: number, customerId: number, createdAt: string, d: { state: string; amountCents: number; capturedCents?: number; refundedCents?: number }) {
  await db.insert(deposits).values({ dealershipId, orderId, customerId, mode: 'capture', paymentStatus: 'paid', currency: 'CAD', createdAt: at(createdAt), ...d });
}

export async function offer(db: Db, tradeInId: number, status: string, createdAt: string) {
  await db.insert(tradeInOffers).values({ tradeInId, amountCents: 1_000_000, status, expiryDate: '2026-12-31', createdAt: at(createdAt) });
}

export async function tradeIn(db: Db, dealershipId: number, customerId: number, orderId: number) {
  const [row] = await db.insert(tradeIns).values({ dealershipId, customerId, orderId, year: 2019, make: 'Honda', model: 'Civic', odometer: 80_000, odometerUnit: 'km' }).returning({ id: tradeIns.id });
  return row!.id;
}
