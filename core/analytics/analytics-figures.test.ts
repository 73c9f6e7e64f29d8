import { describe, expect, it } from 'vitest';
import { averageSeconds, EMPTY_FIGURES, funnelConversions, rollUp, shareBp, type Figures } from './analytics-figures';

const store = (over: Partial<Figures>): Figures => ({ ...EMPTY_FIGURES, ...over });

describe('figures', () => {
  it('converts from step to step in basis points, none when nothing came before', () => {
    const f = store({ deals: 10, funnel: { quote: 8, trade_in: 4, credit_app: 3, deposit: 0, appointment: 0, sold: 0 } });
    expect(funnelConversions(f)).toEqual({ quote: 8000, trade_in: 5000, credit_app: 7500, deposit: 0, appointment: null, sold: null });
    expect(shareBp(1, 3)).toBe(3333);
  });

  it('averages waits and says none when nothing waited', () => {
    expect(averageSeconds({ count: 3, totalSeconds: 100 })).toBe(33);
    expect(averageSeconds({ count: 0, totalSeconds: 0 })).toBeNull();
  });

  it('adds stores together: leads by day and type, money by currency, a rep of two stores once', () => {
    const a = store({
      leads: [{ day: '2026-01-02', leadType: 'phone', count: 2 }], deals: 3,
      funnel: { quote: 2, trade_in: 1, credit_app: 1, deposit: 1, appointment: 0, sold: 1 },
      firstResponse: { count: 2, totalSeconds: 600 }, unanswered: 1,
      deposits: [{ currency: 'CAD', heldCount: 1, heldCents: 50_000, capturedCount: 0, capturedCents: 0, refundedCount: 0, refundedCents: 0 }],
      tradeInOffers: { made: 2, accepted: 1 }, reps: [{ userId: 7, name: 'Raj Patel', leads: 2, deals: 3, sold: 1 }],
    });
    const b = store({
      leads: [{ day: '2026-01-02', leadType: 'phone', count: 1 }, { day: '2026-01-01', leadType: 'website', count: 4 }], deals: 1,
      funnel: { quote: 1, trade_in: 0, credit_app: 0, deposit: 0, appointment: 0, sold: 0 },
      firstResponse: { count: 1, totalSeconds: 300 },
      deposits: [{ currency: 'USD', heldCount: 0, heldCents: 0, capturedCount: 1, capturedCents: 25_000, refundedCount: 0, refundedCents: 0 }],
      reps: [{ userId: 7, name: 'Raj Patel', leads: 1, deals: 1, sold: 0 }, { userId: null, name: null, leads: 9, deals: 0, sold: 0 }],
    });
    const total = rollUp([a, b]);
    expect(total.leads).toEqual([{ day: '2026-01-01', leadType: 'website', count: 4 }, { day: '2026-01-02', leadType: 'phone', count: 3 }]);
    expect(total.deals).toBe(4);
    expect(total.funnel.quote).toBe(3);
    expect(averageSeconds(total.firstResponse)).toBe(300);
    expect(total.unanswered).toBe(1);
    expect(total.deposits.map((d) => d.currency)).toEqual(['CAD', 'USD']);
    expect(total.tradeInOffers).toEqual({ made: 2, accepted: 1 });
    expect(total.reps).toEqual([{ userId: 7, name: 'Raj Patel', leads: 3, deals: 4, sold: 1 }, { userId: null, name: null, leads: 9, deals: 0, sold: 0 }]);
    expect(total.pageViews).toBeNull();
  });
});
