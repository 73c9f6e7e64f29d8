import { describe, expect, it } from 'vitest';
import { DEFAULT_FEE_VALUES, type FeeValues } from '@dealer-panel/core/fees/fee-form';
import type { FeeKind, FeeScope } from '@dealer-panel/core/fees/fee-or-discount';
import type { FeeRepository, NewFee } from '@dealer-panel/core/fees/fee-repository';
import { cents } from '@dealer-panel/core/shared/money';

export interface FeeRepositoryHarness {
  readonly fees: FeeRepository;
  /** Two fresh dealerships of their own, and a user who creates rows. */
  readonly dealershipId: number;
  readonly otherDealershipId: number;
  readonly userId: number;
  /** A deal of the dealership (the port does not write deals): open, archived or completed. */
  addOrder(dealershipId: number, state?: 'open' | 'archived' | 'completed'): Promise<number>;
}

const at = new Date('2026-03-01T12:00:00.000Z');
const values = (name: string, overrides: Partial<FeeValues> = {}): FeeValues => ({ ...DEFAULT_FEE_VALUES, name, amountCents: cents(49_900), ...overrides });
const newFee = (h: FeeRepositoryHarness, name: string, kind: FeeKind, scope: FeeScope, orderId: number | null, overrides: Partial<FeeValues> = {}): NewFee =>
  ({ ...values(name, overrides), kind, scope, orderId, createdBy: h.userId });

/** The FeeRepository contract: tenant scoping, sort order, custom rows per deal, order choices, open-deal counts. */
export function feeRepositoryContract(make: () => Promise<FeeRepositoryHarness>): void {
  describe('FeeRepository', () => {
    it('creates and reads a row back, only in its own dealership', async () => {
      const h = await make();
      const fee = await h.fees.create(h.dealershipId, newFee(h, 'Documentation fee', 'fee', 'global', null, { nameFr: 'Frais de documentation', includeByDefault: true }), at);
      expect(fee).toMatchObject({ dealershipId: h.dealershipId, kind: 'fee', scope: 'global', orderId: null, name: 'Documentation fee', nameFr: 'Frais de documentation', amountCents: 49_900, includeByDefault: true, sortOrder: 0 });
      expect(await h.fees.byId(h.dealershipId, fee.id)).toEqual(fee);
      expect(await h.fees.byId(h.otherDealershipId, fee.id)).toBeNull();
      expect(await h.fees.byId(h.dealershipId, 2_000_000_000)).toBeNull();
      expect(await h.fees.list(h.otherDealershipId, 'fee', 'global', null)).toEqual([]);
    });

    it('puts a new row after the others of its kind and scope, and lists by sort order then id', async () => {
      const h = await make();
      const first = await h.fees.create(h.dealershipId, newFee(h, 'First', 'fee', 'global', null), at);
      const discount = await h.fees.create(h.dealershipId, newFee(h, 'Loyalty', 'discount', 'global', null), at);
      const second = await h.fees.create(h.dealershipId, newFee(h, 'Second', 'fee', 'global', null), at);
      await h.fees.create(h.otherDealershipId, newFee(h, 'Theirs', 'fee', 'global', null), at);
      expect([first.sortOrder, second.sortOrder, discount.sortOrder]).toEqual([0, 1, 0]);
      expect((await h.fees.list(h.dealershipId, 'fee', 'global', null)).map((f) => f.name)).toEqual(['First', 'Second']);
      expect((await h.fees.list(h.dealershipId, 'discount', 'global', null)).map((f) => f.id)).toEqual([discount.id]);
      expect(await h.fees.list(h.dealershipId, 'fee', 'custom', null)).toEqual([]);
    });

    it('updates the values of its own rows only', async () => {
      const h = await make();
      const fee = await h.fees.create(h.dealershipId, newFee(h, 'Admin fee', 'fee', 'global', null), at);
      const changed = values('Administration fee', { amountCents: cents(59_900), taxability: false, vehicleTypes: ['SUV'], marketscanType: 'doc_fee' });
      expect(await h.fees.update(h.otherDealershipId, fee.id, changed, at)).toBeNull();
      const updated = await h.fees.update(h.dealershipId, fee.id, changed, at);
      expect(updated).toEqual({ ...fee, ...changed });
      expect(await h.fees.byId(h.dealershipId, fee.id)).toEqual(updated);
      expect(await h.fees.update(h.dealershipId, 2_000_000_000, changed, at)).toBeNull();
    });

    it('sets MarketScan types of its own global rows only, nothing else of them', async () => {
      const h = await make();
      const fee = await h.fees.create(h.dealershipId, newFee(h, 'Doc fee', 'fee', 'global', null), at);
      const discount = await h.fees.create(h.dealershipId, newFee(h, 'Loyalty', 'discount', 'global', null, { marketscanType: 'rebate' }), at);
      const theirs = await h.fees.create(h.otherDealershipId, newFee(h, 'Theirs', 'fee', 'global', null), at);
      const order = await h.addOrder(h.dealershipId);
      const custom = await h.fees.create(h.dealershipId, newFee(h, 'Custom', 'fee', 'custom', order), at);
      await h.fees.setMarketscanTypes(h.dealershipId, [
        { id: fee.id, marketscanType: 'doc_fee' }, { id: discount.id, marketscanType: null }, { id: theirs.id, marketscanType: 'other' }, { id: custom.id, marketscanType: 'other' },
      ], at);
      expect(await h.fees.byId(h.dealershipId, fee.id)).toEqual({ ...fee, marketscanType: 'doc_fee' });
      expect(await h.fees.byId(h.dealershipId, discount.id)).toEqual({ ...discount, marketscanType: null });
      expect(await h.fees.byId(h.otherDealershipId, theirs.id)).toEqual(theirs);
      expect(await h.fees.byId(h.dealershipId, custom.id)).toEqual(custom);
    });

    it('keeps custom rows per deal, and moves one to another deal of the dealership', async () => {
      const h = await make();
      const order = await h.addOrder(h.dealershipId);
      const other = await h.addOrder(h.dealershipId);
      const custom = await h.fees.create(h.dealershipId, newFee(h, 'Rustproofing', 'fee', 'custom', order), at);
      const global = await h.fees.create(h.dealershipId, newFee(h, 'Documentation fee', 'fee', 'global', null), at);
      expect((await h.fees.list(h.dealershipId, 'fee', 'custom', order)).map((f) => f.id)).toEqual([custom.id]);
      expect(await h.fees.list(h.dealershipId, 'fee', 'custom', other)).toEqual([]);
      expect(await h.fees.moveToOrder(h.otherDealershipId, custom.id, other)).toBeNull();
      expect(await h.fees.moveToOrder(h.dealershipId, global.id, other)).toBeNull();
      expect(await h.fees.moveToOrder(h.dealershipId, custom.id, other)).toMatchObject({ id: custom.id, orderId: other });
      expect((await h.fees.list(h.dealershipId, 'fee', 'custom', other)).map((f) => f.id)).toEqual([custom.id]);
      expect(await h.fees.list(h.dealershipId, 'fee', 'custom', order)).toEqual([]);
    });

    it('gives a deal every global row, its own custom rows and its choices; a choice is replaced, not added', async () => {
      const h = await make();
      const order = await h.addOrder(h.dealershipId);
      const other = await h.addOrder(h.dealershipId);
      const global = await h.fees.create(h.dealershipId, newFee(h, 'Documentation fee', 'fee', 'global', null), at);
      const mine = await h.fees.create(h.dealershipId, newFee(h, 'Mine', 'discount', 'custom', order), at);
      await h.fees.create(h.dealershipId, newFee(h, 'Not mine', 'fee', 'custom', other), at);
      await h.fees.create(h.otherDealershipId, newFee(h, 'Theirs', 'fee', 'global', null), at);
      await h.fees.setChoice(order, global.id, true, h.userId, at);
      await h.fees.setChoice(order, global.id, false, h.userId, at);
      const seen = await h.fees.forOrder(h.dealershipId, order);
      expect(seen.fees.map((f) => f.id).sort((a, b) => a - b)).toEqual([global.id, mine.id]);
      expect(seen.choices).toEqual([{ orderId: order, feeId: global.id, included: false }]);
      expect((await h.fees.forOrder(h.dealershipId, other)).choices).toEqual([]);
    });

    it('deletes a row with the choices on it, never another dealership\'s', async () => {
      const h = await make();
      const order = await h.addOrder(h.dealershipId);
      const fee = await h.fees.create(h.dealershipId, newFee(h, 'Etching', 'fee', 'global', null), at);
      await h.fees.setChoice(order, fee.id, true, h.userId, at);
      expect(await h.fees.delete(h.otherDealershipId, fee.id)).toBe(false);
      expect(await h.fees.byId(h.dealershipId, fee.id)).not.toBeNull();
      expect(await h.fees.delete(h.dealershipId, fee.id)).toBe(true);
      expect(await h.fees.byId(h.dealershipId, fee.id)).toBeNull();
      expect((await h.fees.forOrder(h.dealershipId, order)).choices).toEqual([]);
      expect(await h.fees.delete(h.dealershipId, fee.id)).toBe(false);
    });

    it('counts the open deals carrying each global row: defaults not taken off, and rows added', async () => {
      const h = await make();
      const byDefault = await h.fees.create(h.dealershipId, newFee(h, 'Default', 'fee', 'global', null, { includeByDefault: true }), at);
      const optional = await h.fees.create(h.dealershipId, newFee(h, 'Optional', 'fee', 'global', null), at);
      const [a, b, archived, completed] = [await h.addOrder(h.dealershipId), await h.addOrder(h.dealershipId), await h.addOrder(h.dealershipId, 'archived'), await h.addOrder(h.dealershipId, 'completed')];
      await h.addOrder(h.otherDealershipId);
      await h.fees.setChoice(b, byDefault.id, false, h.userId, at);
      await h.fees.setChoice(a, optional.id, true, h.userId, at);
      await h.fees.setChoice(archived, optional.id, true, h.userId, at);
      await h.fees.setChoice(completed, optional.id, true, h.userId, at);
      expect(await h.fees.openOrdersCarrying(h.dealershipId, [byDefault.id, optional.id])).toEqual(new Map([[byDefault.id, 1], [optional.id, 1]]));
      expect(await h.fees.openOrdersCarrying(h.otherDealershipId, [byDefault.id, optional.id])).toEqual(new Map());
      expect(await h.fees.openOrdersCarrying(h.dealershipId, [])).toEqual(new Map());
    });
  });
}
