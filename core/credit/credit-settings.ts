import type { Country } from '../shared/validation/country';

/** The credit systems a store may send applications to (static data: Dealertrack, RouteOne, VW Finance), or none. */
export const CREDIT_SYSTEMS = ['dealertrack', 'routeone', 'vw_finance'] as const;
export type CreditSystem = (typeof CREDIT_SYSTEMS)[number] | 'none';

/** The Québec province code (spec: "the Quebec province code value is not shown"; Canada Post's QC). */
export const QUEBEC = 'QC';

/**
 * The store's settings the credit application's rules read (spec 002 section 3 "Dealer fields
 * read"): its country and province, its credit system, and four flags.
 */
export interface CreditSettings {
  readonly country: Country;
  readonly provinceCode: string;
  readonly creditSystem: CreditSystem;
  /** is_credit_application_gender_enc_optional */
  readonly genderOptional: boolean;
  /** mandatory_ssn */
  readonly mandatorySsn: boolean;
  /** mandatory_secondary_phone */
  readonly mandatorySecondaryPhone: boolean;
  /** The store handles lease disbursements (Québec stores only; settings.lease_disbursement_support). */
  readonly leaseDisbursementSupport: boolean;
}

/** A store's credit system as stored ("internal", "", an unknown name: none). */
export function creditSystemOf(stored: string): CreditSystem {
  return (CREDIT_SYSTEMS as readonly string[]).includes(stored) ? (stored as CreditSystem) : 'none';
}
