import { describe, expect, it } from 'vitest';
import { transfersOfDeal } from './transfer-history';

const note = {
  note: 'Last transfer: $500.00 from deal 7 to deal 9.',
  transfers: [
    { from_order_id: 7, to_order_id: 9, amount_cents: 50_000, at: '2026-11-20T15:00:00Z' },
    { from_order_id: 3, to_order_id: 4, amount_cents: 10_000, at: '2026-11-19T15:00:00Z' },
    { from_order_id: 9, to_order_id: 3, amount_cents: 20_000, at: '2026-11-18T15:00:00Z' },
  ],
};

describe('the deposit page\'s transfers', () => {
  it('keeps the transfers in or out of the deal, newest first as the server sends them', () => {
    expect(transfersOfDeal(note, 9).map((x) => [x.from_order_id, x.to_order_id])).toEqual([[7, 9], [9, 3]]);
    expect(transfersOfDeal(note, 4)).toHaveLength(1);
    expect(transfersOfDeal(note, 12)).toEqual([]);
  });
});
