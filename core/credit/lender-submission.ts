import type { CreditApplication } from './credit-application';
import type { CreditSystem } from './credit-settings';

export type LenderAnswer =
  | { readonly ok: true; readonly creditCheckReferenceNumber: string; readonly leadReferenceNumber: string }
  | { readonly ok: false; readonly reason: string };

/**
 * Sends an approved application to the store's credit system (Dealertrack, RouteOne, VW Finance).
 * Adapters: simulated ones named after each system (adapters/credit/); real ones need each
 * system's partner contract. Contract: answers the system's references, or `ok: false` when the
 * system refused or could not be reached (nothing is then changed on our side).
 */
export interface LenderSubmission {
  readonly system: Exclude<CreditSystem, 'none'>;
  submit(application: CreditApplication): Promise<LenderAnswer>;
}

/** The adapters by system; a store whose system has no adapter (none) sends nothing. */
export type LenderSubmissions = Readonly<Partial<Record<Exclude<CreditSystem, 'none'>, LenderSubmission>>>;
