import { describe, expect, it } from 'vitest';
import { ACCESSORY_CATEGORIES, type AccessoryCategory } from '@dealer-panel/core/addons/addon';
import type { AddonListQuery } from '@dealer-panel/core/addons/addon-queries';
import type { AddonRepository } from '@dealer-panel/core/addons/addon-repository';
import { aMedia, addonQuery, anAccessory } from './support/addon-fixtures';

export interface AddonRepositoryHarness {
  readonly addons: AddonRepository;
  /** Two fresh dealerships of their own, a user who uploads, a vehicle of the first. */
  readonly dealershipId: number;
  readonly otherDealershipId: number;
  readonly userId: number;
  /** 2024 Honda Civic, New, Sedan, 30 000.00. */
  readonly vehicleId: number;
  setCompulsoryLogin(dealershipId: number, compulsory: boolean): Promise<void>;
}

const at = new Date('2026-03-01T12:00:00.000Z');
const accessories = (q: Partial<AddonListQuery<AccessoryCategory>> = {}) => addonQuery(ACCESSORY_CATEGORIES, q);

/** The AddonRepository contract, accessories, media, side tables and lookups: tenant scoping, filters, paging, media replaced. */
export function addonRepositoryContract(make: () => Promise<AddonRepositoryHarness>): void {
  describe('AddonRepository: accessories and media', () => {
    it('creates, reads, updates and deletes an accessory, only in its own dealership', async () => {
      const h = await make();
      const created = await h.addons.createAccessory(h.dealershipId, anAccessory({ vehicleTypes: ['SUV'] }), at);
      expect(created).toEqual({ ...anAccessory({ vehicleTypes: ['SUV'] }), id: created.id, dealershipId: h.dealershipId, imageMediaId: null });
      expect(await h.addons.accessory(h.dealershipId, created.id)).toEqual(created);
      expect(await h.addons.accessory(h.otherDealershipId, created.id)).toBeNull();
      expect(await h.addons.updateAccessory(h.otherDealershipId, created.id, { priceCents: 1 }, at)).toBeNull();
      const updated = await h.addons.updateAccessory(h.dealershipId, created.id, { titleEn: 'Mud flaps', vehicleTypes: ['Truck'] }, at);
      expect(updated).toEqual({ ...created, titleEn: 'Mud flaps', vehicleTypes: ['Truck'] });
      expect(await h.addons.deleteAccessory(h.otherDealershipId, created.id)).toBe(false);
      expect(await h.addons.deleteAccessory(h.dealershipId, created.id)).toBe(true);
      expect(await h.addons.accessory(h.dealershipId, created.id)).toBeNull();
      expect(await h.addons.deleteAccessory(h.dealershipId, created.id)).toBe(false);
    });

    it('filters by category, state, origin and search (wildcards taken literally), counts, pages and orders by id', async () => {
      const h = await make();
      const a = await h.addons.createAccessory(h.dealershipId, anAccessory({ titleEn: 'Roof rack 50%' }), at);
      const e = await h.addons.createAccessory(h.dealershipId, anAccessory({ category: 'E', titleEn: 'Remote starter', preInstalled: true }), at);
      const i = await h.addons.createAccessory(h.dealershipId, anAccessory({ category: 'I', titleEn: 'Roof box', active: false, sku: 'RB-500' }), at);
      await h.addons.createAccessory(h.otherDealershipId, anAccessory({ titleEn: 'Roof rack 50%' }), at);
      const ids = async (q: Partial<AddonListQuery<AccessoryCategory>>) => (await h.addons.listAccessories(h.dealershipId, accessories(q))).items.map((x) => x.id);
      expect(await ids({})).toEqual([a.id, e.id, i.id]);
      expect(await ids({ descending: true })).toEqual([i.id, e.id, a.id]);
      expect(await ids({ categories: ['E', 'I'] })).toEqual([e.id, i.id]);
      expect(await ids({ active: false })).toEqual([i.id]);
      expect(await ids({ origin: 'installed' })).toEqual([e.id]);
      expect(await ids({ origin: 'optional' })).toEqual([a.id, i.id]);
      expect(await ids({ search: 'ROOF' })).toEqual([a.id, i.id]);
      expect(await ids({ search: '50%' })).toEqual([a.id]);
      expect(await ids({ search: 'rb-5' })).toEqual([i.id]);
      const page = await h.addons.listAccessories(h.dealershipId, accessories({ pageSize: 2, page: 2 }));
      expect(page).toEqual({ count: 3, items: [i] });
      expect(await h.addons.listAccessories(h.otherDealershipId, accessories({ categories: ['E', 'I'] }))).toEqual({ count: 0, items: [] });
    });

    it('stores an accessory\'s image, replaces it (the old file goes), and deletes it with the accessory', async () => {
      const h = await make();
      const acc = await h.addons.createAccessory(h.dealershipId, anAccessory(), at);
      expect(await h.addons.setAccessoryImage(h.otherDealershipId, acc.id, aMedia('theirs'), h.userId, at)).toBeNull();
      const first = (await h.addons.setAccessoryImage(h.dealershipId, acc.id, aMedia('first'), h.userId, at))!.imageMediaId!;
      const stored = await h.addons.media(first);
      expect(stored).toMatchObject({ id: first, contentType: 'image/png', fileName: 'first.bin', size: 5, createdAt: at });
      expect(Array.from(stored!.bytes)).toEqual(Array.from(new TextEncoder().encode('first'))); // a Buffer on PostgreSQL: a Uint8Array all the same
      expect(stored?.sha256).toMatch(/^[0-9a-f]{64}$/);
      const second = (await h.addons.setAccessoryImage(h.dealershipId, acc.id, aMedia('second'), h.userId, at))!.imageMediaId!;
      expect(second).not.toBe(first);
      expect(await h.addons.media(first)).toBeNull();
      expect(await h.addons.deleteAccessory(h.dealershipId, acc.id)).toBe(true);
      expect(await h.addons.media(second)).toBeNull();
    });

    it('answers null for a media id that is not one, or is unknown', async () => {
      const h = await make();
      expect(await h.addons.media('../etc/passwd')).toBeNull();
      expect(await h.addons.media('AAAAAAAAAAAAAAAAAAAAAAAA')).toBeNull();
    });
  });

  describe('AddonRepository: side tables and lookups', () => {
    it('keeps plan types, PEN products and questions per dealership: create, list, read, update, delete', async () => {
      const h = await make();
      const type = await h.addons.createSide('types', h.dealershipId, { name: 'Tires', nameFr: 'Pneus' });
      const pen = await h.addons.createSide('pen', h.dealershipId, { name: 'Tire care', provider: 'Acme', productCode: 'TC', coverages: ['basic'] });
      await h.addons.createSide('types', h.otherDealershipId, { name: 'Theirs', nameFr: '' });
      expect(await h.addons.listSide('types', h.dealershipId)).toEqual([type]);
      expect(await h.addons.side('pen', h.dealershipId, pen.id)).toEqual(pen);
      expect(await h.addons.side('pen', h.otherDealershipId, pen.id)).toBeNull();
      expect(await h.addons.updateSide('types', h.otherDealershipId, type.id, { name: 'x' })).toBeNull();
      expect(await h.addons.updateSide('types', h.dealershipId, type.id, { name: 'Wheels' })).toEqual({ ...type, name: 'Wheels' });
      expect(await h.addons.updateSide('pen', h.dealershipId, pen.id, {})).toEqual(pen);
      expect(await h.addons.deleteSide('pen', h.otherDealershipId, pen.id)).toBe(false);
      expect(await h.addons.deleteSide('pen', h.dealershipId, pen.id)).toBe(true);
      expect(await h.addons.side('pen', h.dealershipId, pen.id)).toBeNull();
    });

    it('lists questions by their sort order, then id', async () => {
      const h = await make();
      const q = (questionEn: string, sortOrder: number) => ({ questionEn, questionFr: '', fieldType: 'boolean' as const, choices: [], sortOrder, active: true });
      const later = await h.addons.createSide('questions', h.dealershipId, q('Later', 2));
      const first = await h.addons.createSide('questions', h.dealershipId, q('First', 1));
      const tie = await h.addons.createSide('questions', h.dealershipId, q('Tie', 1));
      const choice = await h.addons.createSide('questions', h.dealershipId, { ...q('Colour?', 3), fieldType: 'choice', choices: [{ en: 'Red', fr: 'Rouge' }] });
      expect((await h.addons.listSide('questions', h.dealershipId)).map((x) => x.id)).toEqual([first.id, tie.id, later.id, choice.id]);
      expect(choice.choices).toEqual([{ en: 'Red', fr: 'Rouge' }]);
    });

    it('tells whether a dealership exists and requires customers to log in', async () => {
      const h = await make();
      expect(await h.addons.publicDealership(h.dealershipId)).toEqual({ id: h.dealershipId, compulsoryLogin: false });
      await h.setCompulsoryLogin(h.dealershipId, true);
      expect(await h.addons.publicDealership(h.dealershipId)).toEqual({ id: h.dealershipId, compulsoryLogin: true });
      expect(await h.addons.publicDealership(2_000_000_000)).toBeNull();
    });

    it('reads a vehicle of the dealership for plan pricing, not another\'s', async () => {
      const h = await make();
      expect(await h.addons.vehicle(h.dealershipId, h.vehicleId)).toEqual({ priceCents: 3_000_000, condition: 'New', bodyType: 'Sedan' });
      expect(await h.addons.vehicle(h.otherDealershipId, h.vehicleId)).toBeNull();
    });
  });
}
