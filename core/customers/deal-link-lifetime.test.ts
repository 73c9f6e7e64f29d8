import { describe, expect, it } from 'vitest';
import { DEAL_LINK_DAYS_AFTER_CLOSE, dealLinkEndsAt, dealLinkOpen } from './deal-link-lifetime';

const DAY = 24 * 60 * 60 * 1000;
const closed = new Date('2026-03-01T15:00:00Z');
const after = (days: number, ms = 0) => new Date(closed.getTime() + days * DAY + ms);

describe('a deal link\'s lifetime', () => {
  it('never ends while the deal is open, however old', () => {
    expect(dealLinkEndsAt({ closedAt: null, renewedAt: null })).toBeNull();
    expect(dealLinkOpen({ closedAt: null, renewedAt: null }, after(3650))).toBe(true);
  });

  it('works for 30 days after the deal closed, and not from the 30th day on', () => {
    expect(DEAL_LINK_DAYS_AFTER_CLOSE).toBe(30);
    const facts = { closedAt: closed, renewedAt: null };
    expect(dealLinkOpen(facts, after(30, -1))).toBe(true);
    expect(dealLinkOpen(facts, after(30))).toBe(false);
    expect(dealLinkEndsAt(facts)).toEqual(after(30));
  });

  it('works for 30 days from a sending after the close', () => {
    const facts = { closedAt: closed, renewedAt: after(100) };
    expect(dealLinkOpen(facts, after(129, 1))).toBe(true);
    expect(dealLinkOpen(facts, after(130))).toBe(false);
  });

  it('counts from the close when the link was last sent before it', () => {
    expect(dealLinkEndsAt({ closedAt: closed, renewedAt: after(-10) })).toEqual(after(30));
  });
});
