import type { OrderStatus, StepName, StepStatuses } from '../shared/deal-states';

/**
 * The deal's steps as the customer's tasks (GET /api/customer/tasks/{id}/, docs/decisions/shop.md
 * "The customer app (shop)"). The steps of the dealership's own website (saved-vehicles,
 * build-and-price) are not the customer's tasks in the shop; the other six are, in the order the
 * customer meets them.
 */
export const TASK_STEPS = ['customer-quote', 'trade-in', 'credit-app', 'deposit', 'appointment', 'file-upload'] as const satisfies readonly StepName[];
export type TaskStep = (typeof TASK_STEPS)[number];

/** Where a task stands for the customer: done, theirs to do, the dealership's, not started by anyone, or closed (declined, expired…). */
export const TASK_STATES = ['done', 'to_do', 'with_dealer', 'not_started', 'closed'] as const;
export type TaskState = (typeof TASK_STATES)[number];

/** The shop's pages a task opens (null: the shop shows the status only; the dealership handles it). */
export const TASK_ACTIONS = ['quotes', 'trade-in', 'credit', 'appointment', 'documents', 'deposit'] as const;
export type TaskAction = (typeof TASK_ACTIONS)[number];

export interface CustomerTask {
  readonly step: TaskStep;
  readonly status: OrderStatus;
  readonly state: TaskState;
  readonly action: TaskAction | null;
}

const CLOSED: readonly OrderStatus[] = ['declined', 'canceled', 'refunded', 'failed', 'expired'];
const CUSTOMER_TURN: readonly OrderStatus[] = ['awaiting-customer', 'sent_to_customer', 'viewed_by_customer'];

/**
 * One step's state. `initial` (and the quote step's `no_quote_created`) means nobody started it,
 * except the credit application: the customer may fill it at any time, so a fresh one is theirs to do.
 * Any other status in progress (pending, pre_authorized, reserved, appointment, awaiting-dealer…)
 * waits on the dealership.
 */
export function taskState(step: TaskStep, status: OrderStatus): TaskState {
  if (status === 'completed') return 'done';
  // A deposit asked (pending) or declined (failed) waits on the customer's card.
  if (step === 'deposit' && (status === 'pending' || status === 'failed')) return 'to_do';
  if (CLOSED.includes(status)) return 'closed';
  if (CUSTOMER_TURN.includes(status)) return 'to_do';
  if (status === 'initial' || status === 'no_quote_created') return step === 'credit-app' ? 'to_do' : 'not_started';
  return 'with_dealer';
}

/**
 * The page a task opens: the quotes once the dealer sent them (a flow the customer may see), the
 * trade-in, the credit application, the appointment and the documents always (to fill, ask or send,
 * or to see where it stands and answer an offer), and the deposit once the dealership asked one
 * (to pay it, or see it held or paid).
 */
export function taskAction(step: TaskStep, quotesVisible: boolean, status: OrderStatus = 'initial'): TaskAction | null {
  if (step === 'customer-quote') return quotesVisible ? 'quotes' : null;
  if (step === 'deposit') return status === 'initial' ? null : 'deposit';
  if (step === 'trade-in') return 'trade-in';
  if (step === 'appointment') return 'appointment';
  if (step === 'file-upload') return 'documents';
  return step === 'credit-app' ? 'credit' : null;
}

/** The deal's tasks, in order. */
export function customerTasks(steps: StepStatuses, quotesVisible: boolean): readonly CustomerTask[] {
  return TASK_STEPS.map((step) => ({ step, status: steps[step], state: taskState(step, steps[step]), action: taskAction(step, quotesVisible, steps[step]) }));
}

/** How many tasks wait on the customer (the shop's header count). */
export const tasksToDo = (tasks: readonly CustomerTask[]): number => tasks.filter((t) => t.state === 'to_do').length;
