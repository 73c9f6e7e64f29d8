import { describe, expect, it } from 'vitest';
import type { OtpDeviceRepository } from '@dealer-panel/core/access/user-repository';

export interface OtpDeviceRepositoryHarness {
  readonly devices: OtpDeviceRepository;
  newUserId(): Promise<number>;
}

/** The OtpDeviceRepository contract: a pending phone, confirmed into the user's device; a new pending phone replaces it. */
export function otpDeviceRepositoryContract(make: () => Promise<OtpDeviceRepositoryHarness>): void {
  describe('OtpDeviceRepository', () => {
    const at = new Date('2026-02-01T12:00:00.000Z');

    it('has no device for a new user', async () => {
      const h = await make();
      expect(await h.devices.byUser(await h.newUserId())).toBeNull();
    });

    it('keeps a pending phone unconfirmed until it is confirmed', async () => {
      const h = await make();
      const user = await h.newUserId();
      await h.devices.setPending(user, '514-555-0142');
      expect(await h.devices.byUser(user)).toEqual({ phone: '514-555-0142', confirmed: false });
      await h.devices.confirm(user, '514-555-0142', at);
      expect(await h.devices.byUser(user)).toEqual({ phone: '514-555-0142', confirmed: true });
    });

    it('replaces the phone with a new pending one, unconfirmed', async () => {
      const h = await make();
      const user = await h.newUserId();
      await h.devices.confirm(user, '416-555-0101', at);
      await h.devices.setPending(user, '647-555-0177');
      expect(await h.devices.byUser(user)).toEqual({ phone: '647-555-0177', confirmed: false });
      await h.devices.setPending(user, '647-555-0178');
      expect(await h.devices.byUser(user)).toEqual({ phone: '647-555-0178', confirmed: false });
    });

    it('confirms the phone it is given, even with nothing pending', async () => {
      const h = await make();
      const user = await h.newUserId();
      await h.devices.confirm(user, '802-555-0123', at);
      expect(await h.devices.byUser(user)).toEqual({ phone: '802-555-0123', confirmed: true });
    });

    it('keeps users apart', async () => {
      const h = await make();
      const [a, b] = [await h.newUserId(), await h.newUserId()];
      await h.devices.confirm(a, '514-555-0111', at);
      await h.devices.setPending(b, '514-555-0122');
      expect(await h.devices.byUser(a)).toEqual({ phone: '514-555-0111', confirmed: true });
      expect(await h.devices.byUser(b)).toEqual({ phone: '514-555-0122', confirmed: false });
    });
  });
}
