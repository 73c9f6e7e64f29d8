import { describe, expect, it } from 'vitest';
import { INITIAL_STEPS } from '../shared/deal-states';
import { customerTasks, taskAction, taskState, tasksToDo, TASK_STEPS } from './customer-tasks';

describe('customer tasks', () => {
  it('reads each status as the customer sees it', () => {
    expect(taskState('customer-quote', 'completed')).toBe('done');
    expect(taskState('customer-quote', 'sent_to_customer')).toBe('to_do');
    expect(taskState('customer-quote', 'viewed_by_customer')).toBe('to_do');
    expect(taskState('customer-quote', 'no_quote_created')).toBe('not_started');
    expect(taskState('customer-quote', 'expired')).toBe('closed');
    expect(taskState('credit-app', 'initial')).toBe('to_do');
    expect(taskState('credit-app', 'awaiting-dealer')).toBe('with_dealer');
    expect(taskState('credit-app', 'declined')).toBe('closed');
    expect(taskState('deposit', 'initial')).toBe('not_started');
    expect(taskState('deposit', 'pre_authorized')).toBe('with_dealer');
    expect(taskState('deposit', 'pending')).toBe('to_do');
    expect(taskState('deposit', 'failed')).toBe('to_do');
    expect(taskState('trade-in', 'awaiting-customer')).toBe('to_do');
  });

  it('opens the quotes only once they were sent, the trade-in, the credit application, the appointment and the documents always', () => {
    expect(taskAction('customer-quote', false)).toBeNull();
    expect(taskAction('customer-quote', true)).toBe('quotes');
    expect(taskAction('credit-app', false)).toBe('credit');
    expect(taskAction('trade-in', false)).toBe('trade-in');
    expect(taskAction('appointment', false)).toBe('appointment');
    expect(taskAction('file-upload', false)).toBe('documents');
    expect(taskAction('deposit', true)).toBeNull();
    expect(taskAction('deposit', true, 'pending')).toBe('deposit');
    expect(taskAction('deposit', false, 'pre_authorized')).toBe('deposit');
  });

  it('lists the six customer steps in order and counts what waits on the customer', () => {
    const tasks = customerTasks({ ...INITIAL_STEPS, 'customer-quote': 'sent_to_customer', deposit: 'completed' }, true);
    expect(tasks.map((t) => t.step)).toEqual([...TASK_STEPS]);
    expect(tasks.find((t) => t.step === 'deposit')?.state).toBe('done');
    expect(tasksToDo(tasks)).toBe(2); // the quotes and the credit application
  });
});
