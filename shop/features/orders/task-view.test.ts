import { describe, expect, it } from 'vitest';
import type { CustomerTaskBody } from '../../../adapters/http/contract/customers/shop';
import { hintOf, tasksInOrder } from './task-view';

const task = (step: CustomerTaskBody['step'], state: CustomerTaskBody['state'], action: CustomerTaskBody['action'] = null): CustomerTaskBody =>
  ({ step, status: 'initial', state, action });

describe('task view', () => {
  it('puts what waits on the customer first, keeping the deal order otherwise', () => {
    const tasks = [task('customer-quote', 'done'), task('trade-in', 'not_started'), task('credit-app', 'to_do', 'credit'), task('deposit', 'to_do')];
    expect(tasksInOrder(tasks).map((t) => t.step)).toEqual(['credit-app', 'deposit', 'customer-quote', 'trade-in']);
  });

  it('says who handles a task without a page, until it is done or closed', () => {
    expect(hintOf(task('deposit', 'not_started'))).toBe('tasks.hints.deposit');
    expect(hintOf(task('deposit', 'done'))).toBeNull();
    expect(hintOf(task('trade-in', 'closed'))).toBeNull();
    expect(hintOf(task('credit-app', 'to_do', 'credit'))).toBeNull();
  });
});
