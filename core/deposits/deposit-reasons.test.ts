import * as E from 'fp-ts/Either';
import { describe, expect, it } from 'vitest';
import { reasonFrom, REFUND_REASONS, TRANSFER_REASONS } from './deposit-reasons';

const refund = (id: number | null, other: string | null) => reasonFrom(REFUND_REASONS, id, other, 'refund_reason_id', 'other_refund_reason');

describe('the reason of a refund or transfer', () => {
  it('is an id of the list, or free text for "other"', () => {
    expect(refund(2, null)).toEqual(E.right({ reasonId: 2 }));
    expect(refund(null, '  Changé d’idée ')).toEqual(E.right({ other: 'Changé d’idée' }));
  });
  it('refuses an unknown id, no reason at all, and text over 500 characters, on the field concerned', () => {
    expect(refund(99, null)).toEqual(E.left({ _tag: 'InvalidInput', errors: { refund_reason_id: ['deposit.unknown_reason'] } }));
    expect(refund(null, '   ')).toEqual(E.left({ _tag: 'InvalidInput', errors: { refund_reason_id: ['deposit.reason_required'] } }));
    expect(refund(null, 'x'.repeat(501))).toEqual(E.left({ _tag: 'InvalidInput', errors: { other_refund_reason: ['deposit.reason_too_long'] } }));
  });
  it('has unique ids and a French name for every reason', () => {
    for (const list of [REFUND_REASONS, TRANSFER_REASONS]) {
      expect(new Set(list.map((r) => r.id)).size).toBe(list.length);
      expect(list.every((r) => r.nameFr.length > 0 && r.nameFr !== r.name)).toBe(true);
    }
  });
});
