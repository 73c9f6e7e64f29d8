import { describe, expect, it } from 'vitest';
import type { RememberedDeviceRepository } from '@dealer-panel/core/access/session-repository';
import { REMEMBER_DEVICE_MS } from '@dealer-panel/core/access/session';
import { unique } from './support/fixtures';

export interface RememberedDeviceRepositoryHarness {
  readonly devices: RememberedDeviceRepository;
  newUserId(): Promise<number>;
}

const t0 = new Date('2026-01-15T14:00:00.000Z');
const expiresAt = new Date(t0.getTime() + REMEMBER_DEVICE_MS);

/** The RememberedDeviceRepository contract: valid for its user until it expires, never for another user. */
export function rememberedDeviceRepositoryContract(make: () => Promise<RememberedDeviceRepositoryHarness>): void {
  describe('RememberedDeviceRepository', () => {
    async function remembered(h: RememberedDeviceRepositoryHarness) {
      const device = { id: unique('device-hash'), userId: await h.newUserId(), phone: '514-555-0199', createdAt: t0, expiresAt };
      await h.devices.create(device);
      return device;
    }

    it('is valid for its user before it expires', async () => {
      const h = await make();
      const d = await remembered(h);
      expect(await h.devices.valid(d.id, d.userId, t0)).toBe(true);
      expect(await h.devices.valid(d.id, d.userId, new Date(expiresAt.getTime() - 1))).toBe(true);
    });

    it('is expired from its expiry time on', async () => {
      const h = await make();
      const d = await remembered(h);
      expect(await h.devices.valid(d.id, d.userId, expiresAt)).toBe(false);
      expect(await h.devices.valid(d.id, d.userId, new Date(expiresAt.getTime() + 86_400_000))).toBe(false);
    });

    it('is not valid for another user', async () => {
      const h = await make();
      const d = await remembered(h);
      expect(await h.devices.valid(d.id, await h.newUserId(), t0)).toBe(false);
    });

    it('forgets every device of one user, and only theirs', async () => {
      const h = await make();
      const mine = await remembered(h);
      const second = { ...mine, id: unique('device-hash') };
      await h.devices.create(second);
      const other = await remembered(h);
      await h.devices.forgetAllForUser(mine.userId);
      expect(await h.devices.valid(mine.id, mine.userId, t0)).toBe(false);
      expect(await h.devices.valid(second.id, mine.userId, t0)).toBe(false);
      expect(await h.devices.valid(other.id, other.userId, t0)).toBe(true);
    });

    it('does not know an unknown device', async () => {
      const h = await make();
      expect(await h.devices.valid(unique('unknown'), await h.newUserId(), t0)).toBe(false);
    });
  });
}
