import type { ServiceIdentifier } from 'inversify';
import type { CustomerCreditViewModel } from './credit-application-view-model';

/** Tokens of the customer's credit application (bound in credit-application-module.ts). */
export const CreditApplicationTokens = {
  /** A view model for one deal, its calls carrying the deal link's token; read-only (a staff member's view) saves no draft. */
  viewModel: Symbol('customerCreditViewModel') as ServiceIdentifier<(dealToken: string, orderId: number, readOnly: boolean) => CustomerCreditViewModel>,
} as const;
