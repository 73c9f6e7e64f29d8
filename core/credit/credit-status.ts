import type { OrderStatus } from '../shared/deal-states';

/** The credit application's statuses and their numbers on the wire (spec 002 section 3). */
export const CREDIT_STATUSES = {
  awaiting_customer: 1, awaiting_dealer: 2, complete: 3, declined: 4, further_verification: 5,
} as const;
export type CreditStatus = keyof typeof CREDIT_STATUSES;
export type CreditStatusCode = (typeof CREDIT_STATUSES)[CreditStatus];

export function statusOfCode(code: number): CreditStatus | null {
  return (Object.keys(CREDIT_STATUSES) as CreditStatus[]).find((s) => CREDIT_STATUSES[s] === code) ?? null;
}

/** The decision letter: O awaiting (the customer or the dealer), A accepted, D declined. */
export type CreditDecision = 'O' | 'A' | 'D';
export const DECISION_OF: Readonly<Record<CreditStatus, CreditDecision>> = {
  awaiting_customer: 'O', awaiting_dealer: 'O', further_verification: 'O', complete: 'A', declined: 'D',
};

/** What moves an application: the customer saves or submits it, the dealer approves or asks more, the lender declines. */
export type CreditAction = 'save' | 'submit' | 'approve' | 'further_verification' | 'decline';

/**
 * THE transition table: every allowed (status, action) and where it leads; anything else is refused.
 * A customer may save or submit while the application waits on them (new, or sent back for further
 * verification); the dealer decides only a submitted application (awaiting the dealer); a complete
 * or declined application is final (a new one would be a new deal's).
 */
export const CREDIT_TRANSITIONS: Readonly<Record<CreditStatus, Partial<Record<CreditAction, CreditStatus>>>> = {
  awaiting_customer: { save: 'awaiting_customer', submit: 'awaiting_dealer' },
  further_verification: { save: 'further_verification', submit: 'awaiting_dealer' },
  awaiting_dealer: { approve: 'complete', further_verification: 'further_verification', decline: 'declined' },
  complete: {},
  declined: {},
};

/** The status after `action`, or null when the table refuses it. */
export function nextStatus(status: CreditStatus, action: CreditAction): CreditStatus | null {
  return CREDIT_TRANSITIONS[status][action] ?? null;
}

/** The deal's credit-app step status for an application status (the customer list's step filters follow it). */
export const CREDIT_STEP_STATUS: Readonly<Record<CreditStatus, OrderStatus>> = {
  awaiting_customer: 'awaiting-customer', further_verification: 'awaiting-customer', awaiting_dealer: 'awaiting-dealer',
  complete: 'completed', declined: 'declined',
};
