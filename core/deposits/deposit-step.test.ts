import { describe, expect, it } from 'vitest';
import { DEPOSIT_STATES, STEP_STATUSES } from '../shared/deal-states';
import { DEPOSIT_STEP_STATUS } from './deposit-step';

describe('the deposit step status of a deposit state', () => {
  it('is always a status the deposit step can be in (the list filters offer it)', () => {
    for (const state of DEPOSIT_STATES) expect(STEP_STATUSES.deposit).toContain(DEPOSIT_STEP_STATUS[state]);
  });
  it('reads paid as completed and a hold as pre-authorised', () => {
    expect(DEPOSIT_STEP_STATUS.confirmed).toBe('completed');
    expect(DEPOSIT_STEP_STATUS.pre_authorized).toBe('pre_authorized');
  });
});
