import { describe, expect, it } from 'vitest';
import { customerAwaiting, INITIAL_STEPS, isConfirmable, ORDER_STATUSES, orderAwaiting, STEP_NAMES, STEP_STATUSES } from './deal-states';

describe('deal statuses', () => {
  it('offers to confirm an active deal not yet confirmed, never an archived, confirmed or ended one', () => {
    const deal = { isArchived: false, confirmed: false, status: 'pending' as const };
    expect(isConfirmable(deal)).toBe(true);
    expect(isConfirmable({ ...deal, isArchived: true })).toBe(false);
    expect(isConfirmable({ ...deal, confirmed: true })).toBe(false);
    for (const status of ['canceled', 'declined', 'refunded', 'expired', 'failed'] as const) expect(isConfirmable({ ...deal, status })).toBe(false);
  });

  it('gives every step statuses that are order-level statuses, initial and completed among them', () => {
    for (const step of STEP_NAMES) {
      for (const status of STEP_STATUSES[step]) expect(ORDER_STATUSES).toContain(status);
      expect(STEP_STATUSES[step]).toEqual(expect.arrayContaining(['initial', 'completed']));
    }
  });

  it('says the dealer acts next when anything awaits the dealer, then the customer, never on an archived deal', () => {
    expect(orderAwaiting('initial', INITIAL_STEPS, false)).toBeNull();
    expect(orderAwaiting('pending', { ...INITIAL_STEPS, 'credit-app': 'awaiting-customer', 'trade-in': 'awaiting-dealer' }, false)).toBe('dealer');
    expect(orderAwaiting('hidden-awaiting-decision', INITIAL_STEPS, false)).toBe('dealer');
    expect(orderAwaiting('awaiting-customer', INITIAL_STEPS, false)).toBe('customer');
    expect(orderAwaiting('awaiting-dealer', INITIAL_STEPS, true)).toBeNull();
    expect(customerAwaiting([null, 'customer', 'dealer'])).toBe('dealer');
    expect(customerAwaiting([null, 'customer'])).toBe('customer');
    expect(customerAwaiting([])).toBeNull();
  });
});
