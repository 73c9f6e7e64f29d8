import * as t from 'io-ts';
import { PERSON_FIELDS, type PersonField } from '@dealer-panel/core/credit/credit-fields';
import { CREDIT_STATUSES } from '@dealer-panel/core/credit/credit-status';
import { CREDIT_STEPS } from '@dealer-panel/core/credit/credit-steps';
import { Nullable } from '../common';

const keys = <K extends string>(values: readonly K[]) => t.keyof(Object.fromEntries(values.map((v) => [v, null])) as Record<K, null>);

/** One person's answers (spec 002 section 3): every field a string, "" or absent when not filled. */
export const PersonBody = t.partial(Object.fromEntries(PERSON_FIELDS.map((f) => [f, t.string])) as Record<PersonField, t.StringC>, 'PersonBody');
export type PersonBody = t.TypeOf<typeof PersonBody>;

export const CreditStepCodec = keys(CREDIT_STEPS);
export const StatusName = keys(Object.keys(CREDIT_STATUSES) as (keyof typeof CREDIT_STATUSES)[]);
export const Decision = t.keyof({ O: null, A: null, D: null });

/** The answers beside the applicant, the same in an application and in its draft: the co-applicant when has_co_applicant, the consents. */
export const APPLICATION_ANSWERS = {
  has_co_applicant: t.boolean,
  co_application: Nullable(PersonBody),
  consent: t.boolean,
  acknowledgement: t.boolean,
  co_applicant_acknowledgement: t.boolean,
};

/**
 * The application the customer sends (submit_application/, validate/): the applicant, the
 * co-applicant when has_co_applicant, the consents; validate/ may name the steps to check.
 */
export const CreditApplicationRequest = t.intersection([
  t.type({ primary_application: PersonBody }),
  t.partial({
    ...APPLICATION_ANSWERS,
    /** submit_application/: the page the customer submitted from. */
    top_page_url: Nullable(t.string),
    /** validate/: only these steps (all when absent). */
    steps: t.array(CreditStepCodec),
  }),
]);
export type CreditApplicationRequest = t.TypeOf<typeof CreditApplicationRequest>;

/** Where an application stands: the status number and name, the decision letter, the dealer's words. */
export const DecisionStatusBody = t.type({
  status: t.number,
  status_name: StatusName,
  decision: Decision,
  verify_request_comments: Nullable(t.string),
  submitted_at: Nullable(t.string),
  decided_at: Nullable(t.string),
});
export type DecisionStatusBody = t.TypeOf<typeof DecisionStatusBody>;

/** An application as answered: sensitive answers masked unless `masked` is false (a dealer's reveal). */
export const CreditApplicationBody = t.intersection([DecisionStatusBody, t.type({
  primary_application: PersonBody,
  ...APPLICATION_ANSWERS,
  credit_check_reference_number: Nullable(t.string),
  lead_reference_number: Nullable(t.string),
  masked: t.boolean,
})]);
export type CreditApplicationBody = t.TypeOf<typeof CreditApplicationBody>;

/** The deal's rules the form follows (which fields the store asks), beside the application. */
export const CreditRulesBody = t.type({
  country: t.keyof({ CA: null, US: null }),
  province_code: t.string,
  credit_application_system: t.string,
  gender_required: t.boolean,
  insurance_number_required: t.boolean,
  co_applicant_mobile_phone_required: t.boolean,
  lease_disbursements_enabled: t.boolean,
});

/** dealer_application/ (customer): the application as kept (masked), or null before the first submit. */
export const CustomerApplicationResponse = t.type({
  order_id: t.number,
  rules: CreditRulesBody,
  application: Nullable(CreditApplicationBody),
  /** Spec 002 section 7: dealer_application/ "returns primary_application and co_application". */
  primary_application: Nullable(PersonBody),
  co_application: Nullable(PersonBody),
});

/** The dealer's screen: the application (masked until revealed) and what this user may do. */
export const DealerCreditResponse = t.type({
  order_id: t.number,
  rules: CreditRulesBody,
  application: Nullable(CreditApplicationBody),
  may_reveal: t.boolean,
  may_decide: t.boolean,
});
export type DealerCreditResponse = t.TypeOf<typeof DealerCreditResponse>;

export const ValidateResponse = t.type({ valid: t.literal(true) });

export const FurtherVerificationRequest = t.type({ verify_request_comments: t.string });

export const CreditStaticDataResponse = t.type({
  steps: t.array(t.string),
  credit_application_systems: t.array(t.string),
  statuses: t.record(t.string, t.number),
  choices: t.record(t.string, t.array(t.string)),
  sensitive_fields: t.array(t.string),
  address_types: t.array(t.string),
});

export const PostalProvinceResponse = t.type({ postal_code: t.string, province: Nullable(t.string) });
