import { eq } from 'drizzle-orm';
import type { ProfileRepository } from '@dealer-panel/core/people/profile';
import { media } from '../addons/schema';
import { insertMedia } from '../addons/media-queries';
import { users } from '../access/schema';
import type { Db } from '../shared/database';
import { isUniqueViolation } from '../shared/unique-violation';

export function drizzleProfileRepository(db: Db): ProfileRepository {
  return {
    async update(userId, fields) {
      try {
        await db.update(users).set({
          firstName: fields.firstName, lastName: fields.lastName, phone: fields.phone, email: fields.email,
          dealerNotifications: { ...fields.dealerNotifications },
        }).where(eq(users.id, userId));
        return { ok: true };
      } catch (error) {
        // users_email_lower_idx: the address is another user's (also when two saves race).
        if (isUniqueViolation(error)) return { ok: false, reason: 'email_taken' };
        throw error;
      }
    },

    async setAvatar(userId, dealershipId, image) {
      return db.transaction(async (tx) => {
        // FOR UPDATE: two uploads at once replace each other in turn, and no file is left behind.
        const [row] = await tx.select({ previous: users.avatarMediaId }).from(users).where(eq(users.id, userId)).for('update');
        const previous = row?.previous ?? null;
        const mediaId = image === null ? null : await insertMedia(tx, dealershipId, image, userId, new Date());
        await tx.update(users).set({ avatarMediaId: mediaId }).where(eq(users.id, userId));
        if (previous !== null) await tx.delete(media).where(eq(media.id, previous));
        return { mediaId, previous };
      });
    },
  };
}
