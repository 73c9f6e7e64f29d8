import type { CustomerTaskBody } from '../../../adapters/http/contract/customers/shop';

/** A task state's badge colour: dark shades, so that white text on them passes WCAG AA (4.5:1). */
export const STATE_COLOR: Readonly<Record<CustomerTaskBody['state'], string>> = {
  done: 'teal.9', to_do: '#b34000', with_dealer: 'blue.9', not_started: 'gray.7', closed: 'red.9',
};

/** The tasks waiting on the customer first (in deal order), then the rest in deal order. */
export function tasksInOrder(tasks: readonly CustomerTaskBody[]): readonly CustomerTaskBody[] {
  return [...tasks.filter((t) => t.state === 'to_do'), ...tasks.filter((t) => t.state !== 'to_do')];
}

/** The line under a task without a page of its own: who handles it (only while nobody is done with it). */
export function hintOf(task: CustomerTaskBody): string | null {
  if (task.action !== null || task.state === 'done' || task.state === 'closed') return null;
  return `tasks.hints.${task.step}`;
}
