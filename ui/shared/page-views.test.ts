import { describe, expect, it } from 'vitest';
import { pageViewBatcher, type BatchTimer } from './page-views';

function manualTimer() {
  const pending = new Map<number, () => void>();
  let next = 0;
  const timer: BatchTimer = { set: (run) => { next += 1; pending.set(next, run); return next; }, clear: (h) => { pending.delete(h as number); } };
  return { timer, fire: () => { const runs = [...pending.values()]; pending.clear(); runs.forEach((r) => r()); }, pending };
}

describe('pageViewBatcher', () => {
  it('sends the views gathered when the delay is up, in one batch', () => {
    const sent: (readonly string[])[] = [];
    const { timer, fire, pending } = manualTimer();
    const b = pageViewBatcher((pages) => sent.push(pages), timer);
    b.record('customers-view');
    b.record('customer-details');
    expect(pending.size).toBe(1);
    expect(sent).toEqual([]);
    fire();
    expect(sent).toEqual([['customers-view', 'customer-details']]);
  });

  it('sends at once at 20 views and when the page is left; nothing when nothing waits', () => {
    const sent: (readonly string[])[] = [];
    const { timer, pending } = manualTimer();
    const b = pageViewBatcher((pages) => sent.push(pages), timer);
    for (let i = 0; i < 20; i += 1) b.record('analytics');
    expect(sent).toHaveLength(1);
    expect(sent[0]).toHaveLength(20);
    expect(pending.size).toBe(0);
    b.record('users');
    b.flush();
    b.flush();
    expect(sent).toEqual([expect.any(Array), ['users']]);
  });
});
