import type { Db } from '../../../adapters/persistence/shared/database';
import { customers, orders } from '../../../adapters/persistence/schema';
import { unique } from './fixtures';

export interface CustomerFields {
  readonly firstName?: string; readonly language?: string; readonly postalCode?: string; readonly invitationToken?: string | null;
}

/** A customer of the dealership (the ports under test do not write customers). */
export async function insertCustomer(db: Db, dealershipId: number, f: CustomerFields = {}): Promise<number> {
  const [row] = await db.insert(customers).values({
    dealershipId, firstName: f.firstName ?? 'Ava', lastName: 'Thompson', language: f.language ?? 'en_CA', postalCode: f.postalCode ?? '',
    invitationToken: f.invitationToken ?? null,
  }).returning({ id: customers.id });
  return row!.id;
}

export interface OrderFields {
  readonly customerId?: number; readonly vehicleId?: number | null; readonly paymentType?: string; readonly status?: string;
  readonly isArchived?: boolean; readonly linkToken?: string;
}

/** A deal of the dealership, with a customer of its own unless one is given (the ports under test do not write deals). */
export async function insertOrder(db: Db, dealershipId: number, f: OrderFields = {}): Promise<number> {
  const customerId = f.customerId ?? await insertCustomer(db, dealershipId);
  const [row] = await db.insert(orders).values({
    dealershipId, customerId, vehicleId: f.vehicleId ?? null, paymentType: f.paymentType ?? 'finance', status: f.status ?? 'initial',
    isArchived: f.isArchived ?? false, linkToken: f.linkToken ?? unique('link'),
  }).returning({ id: orders.id });
  return row!.id;
}
