import { newDeposit, type Deposit } from '../deposit';

export const T0 = new Date('2025-06-02T13:00:00.000Z');

/** A deposit of $500 CAD on deal 11 of customer 7 at store 1, created at T0; `overrides` change any field. */
export function aDeposit(overrides: Partial<Deposit> = {}): Deposit {
  return { ...newDeposit({ dealershipId: 1, orderId: 11, customerId: 7, mode: 'hold', amountCents: 50_000, currency: 'CAD' }, 1, T0), ...overrides };
}
