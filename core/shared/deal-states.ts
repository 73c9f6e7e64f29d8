/** The three ways to pay (spec 001 section 1). */
export const PAYMENT_TYPES = ['cash', 'finance', 'lease'] as const;
export type PaymentType = (typeof PAYMENT_TYPES)[number];

/** Order-level statuses (spec 001 section 3); a step's status is one of them too. */
export const ORDER_STATUSES = [
  'initial', 'pending', 'completed', 'refunded', 'pre_authorized', 'failed', 'canceled', 'appointment', 'declined',
  'awaiting-customer', 'awaiting-dealer', 'hidden-awaiting-decision', 'expired', 'no_quote_created',
  'sent_to_customer', 'viewed_by_customer', 'reserved',
] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

/** The eight steps of a deal, in the order the customer meets them. */
export const STEP_NAMES = [
  'customer-quote', 'saved-vehicles', 'build-and-price', 'trade-in', 'credit-app', 'deposit', 'appointment', 'file-upload',
] as const;
export type StepName = (typeof STEP_NAMES)[number];

/**
 * The statuses each step can be in: a subset of the order-level statuses that makes sense for the
 * step (spec: "not shown"; decided so that filters offer only values that can occur). `initial`
 * means not started; `completed` done.
 */
export const STEP_STATUSES: Readonly<Record<StepName, readonly OrderStatus[]>> = {
  'customer-quote': ['initial', 'no_quote_created', 'sent_to_customer', 'viewed_by_customer', 'completed', 'expired'],
  'saved-vehicles': ['initial', 'pending', 'completed'],
  'build-and-price': ['initial', 'pending', 'awaiting-customer', 'awaiting-dealer', 'completed'],
  'trade-in': ['initial', 'pending', 'awaiting-dealer', 'awaiting-customer', 'hidden-awaiting-decision', 'completed', 'declined', 'expired'],
  'credit-app': ['initial', 'pending', 'awaiting-customer', 'awaiting-dealer', 'completed', 'declined'],
  'deposit': ['initial', 'pending', 'pre_authorized', 'reserved', 'completed', 'refunded', 'failed', 'canceled', 'expired'],
  'appointment': ['initial', 'pending', 'appointment', 'awaiting-dealer', 'completed', 'canceled'],
  'file-upload': ['initial', 'pending', 'awaiting-dealer', 'awaiting-customer', 'completed'],
};

export type StepStatuses = Readonly<Record<StepName, OrderStatus>>;

export const INITIAL_STEPS: StepStatuses = {
  'customer-quote': 'initial', 'saved-vehicles': 'initial', 'build-and-price': 'initial', 'trade-in': 'initial',
  'credit-app': 'initial', 'deposit': 'initial', 'appointment': 'initial', 'file-upload': 'initial',
};

/** Deals that ended: nothing left to confirm (confirm_order/ refuses them; the deal card offers no Confirm). */
export const ENDED_STATUSES: readonly OrderStatus[] = ['canceled', 'declined', 'refunded', 'expired', 'failed'];

/**
 * Whether a deal is closed: confirmed or completed (sold), or ended (lost). Its customer link then
 * ends 30 days on (core/customers/deal-link-lifetime.ts); the repository dates the close.
 */
export function isClosedDeal(order: { readonly status: OrderStatus; readonly confirmedAt: Date | null }): boolean {
  return order.confirmedAt !== null || order.status === 'completed' || ENDED_STATUSES.includes(order.status);
}

/** Whether the dealer may still confirm a deal: active, not yet confirmed, not ended. */
export function isConfirmable(order: { readonly isArchived: boolean; readonly confirmed: boolean; readonly status: OrderStatus }): boolean {
  return !order.isArchived && !order.confirmed && !ENDED_STATUSES.includes(order.status);
}

/** Appointment states (spec 001 section 3). */
export const APPOINTMENT_STATUSES = ['unconfirmed', 'confirmed', 'cancelled'] as const;
export type AppointmentStatus = (typeof APPOINTMENT_STATUSES)[number];

/** Deposit states and modes (spec 001 section 3). */
export const DEPOSIT_STATES = ['refunded', 'pre_authorized', 'confirmed', 'rejected', 'created', 'initiated', 'expired', 'canceled', 'error'] as const;
export type DepositState = (typeof DEPOSIT_STATES)[number];
export const DEPOSIT_MODES = ['hold', 'capture'] as const;
export type DepositMode = (typeof DEPOSIT_MODES)[number];

/** Who must act next on a deal (GLOSSARY: the sales desk sorts its day by it). */
export type Awaiting = 'dealer' | 'customer';

/**
 * Who acts next on one deal: the dealer when the order or any step waits for the dealer (a trade-in
 * hidden while awaiting the dealer's decision counts), else the customer when anything waits for
 * them, else nobody. An archived deal waits for nobody.
 */
export function orderAwaiting(status: OrderStatus, steps: StepStatuses, isArchived: boolean): Awaiting | null {
  if (isArchived) return null;
  const all = [status, ...STEP_NAMES.map((s) => steps[s])];
  if (all.some((s) => s === 'awaiting-dealer' || s === 'hidden-awaiting-decision')) return 'dealer';
  if (all.includes('awaiting-customer')) return 'customer';
  return null;
}

/** A customer waits on the dealer when any active deal does, else on the customer when any does. */
export function customerAwaiting(orders: readonly (Awaiting | null)[]): Awaiting | null {
  if (orders.includes('dealer')) return 'dealer';
  if (orders.includes('customer')) return 'customer';
  return null;
}

export function isOneOf<T extends string>(values: readonly T[], value: string): value is T {
  return (values as readonly string[]).includes(value);
}
