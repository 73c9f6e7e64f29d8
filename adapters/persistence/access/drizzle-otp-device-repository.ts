import { eq } from 'drizzle-orm';
import type { OtpDeviceRepository } from '@dealer-panel/core/access/user-repository';
import type { Db } from '../shared/database';
import { otpDevices } from './schema';

/**
 * One row per user (user_id is the key). `setPending` replaces the phone and clears the
 * confirmation, so a confirmed device set again is pending until its new code is confirmed;
 * the use case decides who may do that.
 */
export function drizzleOtpDeviceRepository(db: Db): OtpDeviceRepository {
  return {
    async byUser(userId) {
      const [row] = await db.select({ phone: otpDevices.phone, confirmedAt: otpDevices.confirmedAt })
        .from(otpDevices).where(eq(otpDevices.userId, userId));
      return row ? { phone: row.phone, confirmed: row.confirmedAt !== null } : null;
    },

    async setPending(userId, phone) {
      await db.insert(otpDevices).values({ userId, phone, confirmedAt: null })
        .onConflictDoUpdate({ target: otpDevices.userId, set: { phone, confirmedAt: null } });
    },

    async confirm(userId, phone, at) {
      await db.insert(otpDevices).values({ userId, phone, confirmedAt: at })
        .onConflictDoUpdate({ target: otpDevices.userId, set: { phone, confirmedAt: at } });
    },

    async remove(userId) {
      await db.delete(otpDevices).where(eq(otpDevices.userId, userId));
    },
  };
}
