import { describe, expect, it } from 'vitest';
import { CLOSED_WEEK, type StoreValues } from '@dealer-panel/core/stores/store-settings';
import type { StoreRepository } from '@dealer-panel/core/stores/store-repository';

/** A repository and two stores (Toronto, Ontario; no deals or staff yet). */
export interface StoreRepositorySubject {
  readonly stores: StoreRepository;
  readonly dealershipId: number;
  readonly otherDealershipId: number;
  readonly userId: number;
  /** A deal of the store: open, archived or completed (the port does not write deals). */
  addOrder(dealershipId: number, state: 'open' | 'archived' | 'completed'): Promise<void>;
  /** A staff member with a role at the store (the port does not write memberships). */
  addMember(dealershipId: number): Promise<void>;
  /** Store flags the port reads but never writes (the platform's admins set them). */
  setFlags(dealershipId: number): Promise<void>;
}

const T0 = new Date('2026-03-01T12:00:00.000Z');
const PNG = { contentType: 'image/png' as const, fileName: 'logo.png', bytes: new Uint8Array([137, 80, 78, 71]), sha256: '' };

/** The StoreRepository contract (core/stores/store-repository.ts); drizzle only (core has no in-memory store settings). */
export function storeRepositoryContract(name: string, open: () => Promise<StoreRepositorySubject>): void {
  describe(`StoreRepository: ${name}`, () => {
    const values = (over: Partial<StoreValues> = {}): StoreValues => ({
      name: 'Toyota Laval', country: 'CA', provinceCode: 'QC', city: 'Laval', postalCode: 'H7T 1C8', addressLine1: '1 boul. Chomedey', addressLine2: '',
      phone: '450-555-0100', email: 'info@toyota-laval.test', website: 'https://toyota-laval.test', newCarsLink: '', usedCarsLink: '',
      depositCents: 50_000, depositPackage: 'standard', hours: { ...CLOSED_WEEK, MONDAY: { start: '09:00', end: '18:00' } },
      calendar: { timeZone: 'America/Montreal', appointmentMinutes: 45 }, allowedLanguages: ['fr_CA', 'en_CA'], tradeInSystem: 'cbb',
      creditApplicationSystem: 'dealertrack', useAddonsRecommendation: true, usePostalCode: true, mandatoryNames: true, compulsoryLogin: false,
      samlLoginUrl: '', customCopy: { welcome: { en: 'Welcome', fr: 'Bienvenue' } }, discountNameEn: 'Rebate', discountNameFr: 'Rabais', ...over,
    });

    it('reads a store\'s settings, null for an unknown id', async () => {
      const s = await open();
      expect(await s.stores.settings(s.dealershipId)).toMatchObject({ id: s.dealershipId, country: 'CA', provinceCode: 'ON', city: 'Toronto', logoMediaId: null });
      expect(await s.stores.settings(2_000_000_000)).toBeNull();
      expect(await s.stores.update(2_000_000_000, values(), T0)).toBeNull();
    });

    it('writes the given values to that one store, keeping what they do not name', async () => {
      const s = await open();
      await s.setFlags(s.dealershipId);
      const before = await s.stores.settings(s.dealershipId);
      const other = await s.stores.settings(s.otherDealershipId);
      const v = values();
      const after = await s.stores.update(s.dealershipId, v, T0);
      expect(after).toEqual({ ...before, ...v });
      expect(await s.stores.settings(s.dealershipId)).toEqual(after);
      expect(await s.stores.settings(s.otherDealershipId)).toEqual(other);
      const cleared = await s.stores.update(s.dealershipId, values({ calendar: { timeZone: null, appointmentMinutes: 30 }, depositCents: null, depositPackage: null }), T0);
      expect(cleared).toMatchObject({ calendar: { timeZone: null, appointmentMinutes: 30 }, depositCents: null, depositPackage: null, isTrsEnabled: true, isEtiEnabled: true });
    });

    it('points the store at a new logo each time, for that store only', async () => {
      const s = await open();
      const first = await s.stores.setLogo(s.dealershipId, PNG, s.userId, T0);
      expect(first).toEqual(expect.any(String));
      expect((await s.stores.settings(s.dealershipId))?.logoMediaId).toBe(first);
      const second = await s.stores.setLogo(s.dealershipId, { ...PNG, fileName: 'new.png' }, s.userId, T0);
      expect(second).not.toBe(first);
      expect((await s.stores.settings(s.dealershipId))?.logoMediaId).toBe(second);
      expect((await s.stores.settings(s.otherDealershipId))?.logoMediaId).toBeNull();
      expect(await s.stores.setLogo(2_000_000_000, PNG, s.userId, T0)).toBeNull();
    });

    it('counts each asked store\'s open deals (not archived, not completed) and staff', async () => {
      const s = await open();
      await s.addOrder(s.dealershipId, 'open');
      await s.addOrder(s.dealershipId, 'open');
      await s.addOrder(s.dealershipId, 'archived');
      await s.addOrder(s.dealershipId, 'completed');
      await s.addMember(s.dealershipId);
      const mine = await s.stores.settings(s.dealershipId);
      const overview = await s.stores.overview([s.dealershipId, s.otherDealershipId]);
      expect([...overview].sort((a, b) => a.id - b.id)).toEqual([
        { id: s.dealershipId, name: mine?.name, city: 'Toronto', provinceCode: 'ON', openDeals: 2, users: 1 },
        { id: s.otherDealershipId, name: (await s.stores.settings(s.otherDealershipId))?.name, city: 'Toronto', provinceCode: 'ON', openDeals: 0, users: 0 },
      ].sort((a, b) => a.id - b.id));
      expect(await s.stores.overview([s.otherDealershipId])).toHaveLength(1);
      expect(await s.stores.overview([])).toEqual([]);
    });
  });
}
