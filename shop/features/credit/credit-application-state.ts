import type { CreditApplicationDraft } from '@dealer-panel/core/credit/credit-application';
import type { CreditSettings } from '@dealer-panel/core/credit/credit-settings';
import type { CreditStep } from '@dealer-panel/core/credit/credit-steps';
import type { CreditApplicationBody, DecisionStatusBody } from '../../../adapters/http/contract/credit/credit';
import type { FieldErrorMap } from './credit-call';
import type { CustomerCreditPort } from './credit-application-port';
import type { StepProgress } from './credit-draft';
import type { SaveState } from './credit-draft-saver';
import type { CreditRules } from './credit-form-fields';

/** What the customer's credit application shows (credit-application-view-model.ts emits it). */
export type Busy = 'checking' | 'submitting' | 'refreshing';

/** The form, one step at a time. */
export interface FormState {
  readonly kind: 'form';
  readonly rules: CreditRules;
  readonly settings: CreditSettings;
  readonly draft: CreditApplicationDraft;
  readonly step: CreditStep;
  readonly progress: readonly StepProgress[];
  /** By wire key ("primary_application.city", "consent"): one code each, the first that failed. */
  readonly errors: FieldErrorMap;
  readonly busy: Busy | null;
  /** A problem the fields cannot show ('technical', 'not_found', 'credit_transition_refused'…). */
  readonly problem: string | null;
  readonly confirmingRemove: boolean;
  /** The dealer's request when this is a correction after further verification. */
  readonly correcting: DecisionStatusBody | null;
  /** The sensitive answers had to be left out (a correction): the customer types them again. */
  readonly reenter: boolean;
  /** The draft kept on the server at each completed step: what the form says of it. */
  readonly saving: SaveState;
}

/** Where the submitted application stands (and, sent back for further verification, the way to correct it). */
export interface DecisionState {
  readonly kind: 'decision';
  readonly rules: CreditRules;
  readonly status: DecisionStatusBody;
  readonly application: CreditApplicationBody | null;
  readonly busy: Busy | null;
  readonly problem: string | null;
  /** Just submitted in this visit (the page thanks the customer). */
  readonly submitted: boolean;
}

export type CustomerCreditState =
  | { readonly kind: 'loading' }
  | { readonly kind: 'failed'; readonly problem: string | null }
  | FormState
  | DecisionState;

export interface CustomerCreditDeps {
  readonly port: CustomerCreditPort;
  /** A staff member's view of the customer's page (login_as_customer): the draft is not saved. */
  readonly readOnly: boolean;
  readonly now: () => Date;
  /** The page the customer submits from (submit_application/'s top page URL). */
  readonly pageUrl: () => string | null;
}
