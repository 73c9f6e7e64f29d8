import type { Either } from 'fp-ts/Either';
import type * as t from 'io-ts';
import type { HttpProblem } from '../../../adapters/di/tokens';
import type { CreditApplicationRequest, CustomerApplicationResponse, DecisionStatusBody } from '../../../adapters/http/contract/credit/credit';
import type { CreditDraftRequest, CreditDraftResponse } from '../../../adapters/http/contract/credit/credit-draft';

/** A call's answer as the api client gives it: the body, or the problem; it rejects when nothing usable came back. */
export type Answer<A> = Promise<Either<HttpProblem, A>>;
export type CustomerApplication = t.TypeOf<typeof CustomerApplicationResponse>;

/**
 * The customer's credit-application calls for one deal (bound in credit-application-module.ts over
 * the shop's api client, which sends the deal link's token as X-Deal-Token).
 */
export interface CustomerCreditPort {
  /** dealer_application/: the store's rules and the application as kept (sensitive answers masked), or none yet. */
  load(orderId: number): Answer<CustomerApplication>;
  /** validate/: 200 when the named steps are valid, else 400 with the errors by wire key. Stores nothing. */
  validate(body: CreditApplicationRequest): Answer<unknown>;
  /** submit_application/: the whole application; 400 per field, 409 when it may not be submitted now. */
  submit(orderId: number, body: CreditApplicationRequest): Answer<DecisionStatusBody>;
  /** postal_code_province/: the province of a Canadian postal code; null when none (or the lookup failed). */
  postalCodeProvince(postalCode: string): Promise<string | null>;
  /** …/draft/: the customer's unfinished application as the server keeps it (sensitive answers masked), or none. */
  loadDraft(orderId: number): Answer<CreditDraftResponse>;
  /** PUT …/draft/: keeps the steps before `step`; 400 per field (nothing changed), 409 once submitted. */
  saveDraft(orderId: number, body: CreditDraftRequest): Answer<CreditDraftResponse>;
}
