import { eq } from 'drizzle-orm';
import { defaultPaymentSettings, type PaymentSettings, type PaymentSettingsChange } from '@dealer-panel/core/payments/payment-settings';
import type { Db } from '../shared/database';
import { toSettings } from './payment-rows';
import { paymentSettings } from './schema';

/** The dealership's settings, or the defaults while it has saved none. */
export async function paymentSettingsOf(db: Db, dealershipId: number): Promise<PaymentSettings> {
  const [row] = await db.select().from(paymentSettings).where(eq(paymentSettings.dealershipId, dealershipId));
  return row ? toSettings(row) : defaultPaymentSettings(dealershipId);
}

export async function savePaymentSettings(db: Db, dealershipId: number, change: PaymentSettingsChange, userId: number): Promise<PaymentSettings> {
  const values = { ...change, updatedBy: userId, updatedAt: new Date() } as Partial<typeof paymentSettings.$inferInsert>;
  await db.insert(paymentSettings).values({ ...values, dealershipId } as typeof paymentSettings.$inferInsert)
    .onConflictDoUpdate({ target: paymentSettings.dealershipId, set: values });
  return paymentSettingsOf(db, dealershipId);
}
