import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { defaultNotifications } from '@dealer-panel/core/access/dealer-user';
import type { ProfileFields } from '@dealer-panel/core/people/profile';
import { drizzleUserRepository } from '../../adapters/persistence/access/drizzle-user-repository';
import { media } from '../../adapters/persistence/addons/schema';
import { drizzleProfileRepository } from '../../adapters/persistence/people/drizzle-profile-repository';
import { forEachEngine } from './support/engines';
import { insertDealership, unique } from './support/fixtures';

const image = (sha256: string) => ({ contentType: 'image/webp' as const, fileName: 'me.webp', bytes: new Uint8Array([82, 73, 70, 70]), sha256 });

forEachEngine((engine) => {
  describe('ProfileRepository', () => {
    async function world() {
      const db = engine.db();
      const users = drizzleUserRepository(db);
      const dealershipId = await insertDealership(db);
      const make = async () => {
        const created = await users.create({
          email: `${unique('anne')}@example.com`, passwordHash: 'x', firstName: 'Anne', lastName: 'Gagné', phone: '', language: 'fr_CA',
          isSuperAdmin: false, isDealerVwCorporate: false, showAnalyticsDashboard: false, homeDealershipId: dealershipId, memberships: [],
        });
        if (!created.ok) throw new Error('not created');
        return created.id;
      };
      return { db, users, dealershipId, profiles: drizzleProfileRepository(db), make };
    }

    it('stores the profile fields, and answers email_taken for another user\'s address in any case', async () => {
      const w = await world();
      const me = await w.make();
      const other = await w.make();
      const otherEmail = (await w.users.byId(other))?.email ?? '';
      const fields: ProfileFields = { firstName: 'Annie', lastName: 'Côté', phone: '514-555-0199', email: `${unique('annie')}@example.com`, dealerNotifications: { ...defaultNotifications, customer_paid_deposit: false } };
      expect(await w.profiles.update(me, fields)).toEqual({ ok: true });
      expect(await w.users.byId(me)).toMatchObject({ firstName: 'Annie', lastName: 'Côté', phone: '514-555-0199', email: fields.email, dealerNotifications: fields.dealerNotifications });
      expect(await w.profiles.update(me, { ...fields, email: otherEmail.toUpperCase() })).toEqual({ ok: false, reason: 'email_taken' });
      expect((await w.users.byId(me))?.email).toBe(fields.email);
    });

    it('keeps one avatar file per user: a new one replaces and deletes the old, null removes it', async () => {
      const w = await world();
      const me = await w.make();
      const first = await w.profiles.setAvatar(me, w.dealershipId, image('a'.repeat(64)));
      expect(first.previous).toBeNull();
      expect((await w.users.byId(me))?.avatarMediaId).toBe(first.mediaId);
      const second = await w.profiles.setAvatar(me, w.dealershipId, image('b'.repeat(64)));
      expect(second.previous).toBe(first.mediaId);
      expect(await w.db.select({ id: media.id }).from(media).where(eq(media.id, first.mediaId ?? ''))).toEqual([]);
      const removed = await w.profiles.setAvatar(me, w.dealershipId, null);
      expect(removed).toEqual({ mediaId: null, previous: second.mediaId });
      expect(await w.db.select({ id: media.id }).from(media).where(eq(media.id, second.mediaId ?? ''))).toEqual([]);
      expect((await w.users.byId(me))?.avatarMediaId).toBeNull();
    });
  });
});
