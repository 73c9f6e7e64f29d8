import * as E from 'fp-ts/Either';
import { describe, expect, it } from 'vitest';
import type { Dms, DmsDeal, DmsPushRequest } from '@dealer-panel/core/dms/dms';
import { dmsDealFixture } from '@dealer-panel/core/dms/testing/in-memory-dms';

/** An adapter under test, how to make its next calls fail transiently, and the DMS deals it opened for a deal of ours. */
export interface DmsSubject {
  readonly dms: Dms;
  /** From now on every push fails transiently (true) or is answered (false). */
  failTransiently(on: boolean): void;
  dealsOf(storeId: number, orderId: number): Promise<readonly string[]>;
}

/** The Dms contract (core/dms/dms.ts), the same for every adapter. */
export function dmsContract(name: string, open: () => Promise<DmsSubject>): void {
  describe(`Dms: ${name}`, () => {
    let n = 0;
    const request = (deal: DmsDeal, overrides: Partial<DmsPushRequest> = {}): DmsPushRequest => {
      n += 1;
      return { idempotencyKey: `${name}-key-${n}-${Math.random().toString(36).slice(2)}`, storeId: 7, dmsDealNumber: null, deal, ...overrides };
    };
    const orderId = () => 100_000 + Math.floor(Math.random() * 1_000_000);

    it('opens a deal and answers its number; an update keeps the number', async () => {
      const s = await open();
      const id = orderId();
      const first = await s.dms.push(request(dmsDealFixture(id)))();
      if (E.isLeft(first) || first.right._tag !== 'Accepted') throw new Error('not accepted');
      expect(first.right.dealNumber).toMatch(/^[A-Za-z0-9][A-Za-z0-9-]{0,19}$/);
      const update = await s.dms.push(request(dmsDealFixture(id), { dmsDealNumber: first.right.dealNumber }))();
      expect(E.isRight(update) && update.right).toEqual({ _tag: 'Accepted', dealNumber: first.right.dealNumber });
      expect(await s.dealsOf(7, id)).toEqual([first.right.dealNumber]);
    });

    it('answers a repeated idempotency key with its first answer: one DMS deal', async () => {
      const s = await open();
      const id = orderId();
      const r = request(dmsDealFixture(id));
      const answers = await Promise.all([s.dms.push(r)(), s.dms.push(r)()]);
      const again = await s.dms.push({ ...r, deal: dmsDealFixture(id, { customer: { ...dmsDealFixture(id).customer, postalCode: '' } }) })();
      const numbers = [...answers, again].map((a) => (E.isRight(a) && a.right._tag === 'Accepted' ? a.right.dealNumber : 'none'));
      expect(new Set(numbers).size).toBe(1);
      expect(await s.dealsOf(7, id)).toEqual([numbers[0]]);
    });

    it('refuses every missing or too long field at once and opens no deal', async () => {
      const s = await open();
      const id = orderId();
      const base = dmsDealFixture(id);
      const deal = dmsDealFixture(id, { customer: { ...base.customer, postalCode: '', phone: '', firstName: 'A'.repeat(31) }, vehicle: { ...base.vehicle!, vin: '' } });
      const r = await s.dms.push(request(deal))();
      expect(E.isRight(r) && r.right._tag === 'Refused' && [...r.right.errors].sort((a, b) => a.field.localeCompare(b.field))).toEqual([
        { field: 'customer.first_name', code: 'too_long', limit: 30 },
        { field: 'customer.phone', code: 'required', limit: null },
        { field: 'customer.postal_code', code: 'required', limit: null },
        { field: 'vehicle.vin', code: 'required', limit: null },
      ]);
      const noVehicle = await s.dms.push(request(dmsDealFixture(id, { vehicle: null })))();
      expect(E.isRight(noVehicle) && noVehicle.right).toEqual({ _tag: 'Refused', errors: [{ field: 'vehicle', code: 'required', limit: null }] });
      expect(await s.dealsOf(7, id)).toEqual([]);
    });

    it('fails transiently without keeping anything: the same key is answered once the DMS is back', async () => {
      const s = await open();
      const id = orderId();
      const r = request(dmsDealFixture(id));
      s.failTransiently(true);
      const down = await s.dms.push(r)();
      expect(E.isLeft(down) && down.left._tag).toBe('DmsUnavailable');
      expect(await s.dealsOf(7, id)).toEqual([]);
      s.failTransiently(false);
      const up = await s.dms.push(r)();
      expect(E.isRight(up) && up.right._tag).toBe('Accepted');
      expect(await s.dealsOf(7, id)).toHaveLength(1);
    });
  });
}
