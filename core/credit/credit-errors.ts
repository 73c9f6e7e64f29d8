import type { CreditAction, CreditStatus } from './credit-status';

/** The transition table refused the act (CREDIT_TRANSITIONS): answered 409 with both names. */
export type CreditTransitionRefused = { readonly _tag: 'CreditTransitionRefused'; readonly status: CreditStatus | null; readonly action: CreditAction };
/** The store's credit system refused the application or could not be reached: nothing changed (502). */
export type LenderFailed = { readonly _tag: 'LenderFailed'; readonly system: string; readonly reason: string };

export const transitionRefused = (status: CreditStatus | null, action: CreditAction): CreditTransitionRefused =>
  ({ _tag: 'CreditTransitionRefused', status, action });
