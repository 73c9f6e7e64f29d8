import { and, eq, gt } from 'drizzle-orm';
import type { RememberedDeviceRepository } from '@dealer-panel/core/access/session-repository';
import type { Db } from '../shared/database';
import { rememberedDevices } from './schema';

export function drizzleRememberedDeviceRepository(db: Db): RememberedDeviceRepository {
  return {
    async create(device) {
      await db.insert(rememberedDevices).values({
        id: device.id,
        userId: device.userId,
        phone: device.phone,
        createdAt: device.createdAt,
        expiresAt: device.expiresAt,
      });
    },

    async valid(id, userId, now) {
      // Expired at expires_at itself, as sessions are (sessionState uses >=).
      const [row] = await db.select({ id: rememberedDevices.id }).from(rememberedDevices)
        .where(and(eq(rememberedDevices.id, id), eq(rememberedDevices.userId, userId), gt(rememberedDevices.expiresAt, now)));
      return row !== undefined;
    },

    async forgetAllForUser(userId) {
      await db.delete(rememberedDevices).where(eq(rememberedDevices.userId, userId));
    },
  };
}
