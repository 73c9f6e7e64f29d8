import * as t from 'io-ts';
import { Nullable } from '../common';
import { APPLICATION_ANSWERS, CreditStepCodec, PersonBody } from './credit';

/**
 * The customer's draft as sent (PUT …/{id}/draft/, issue 29 item 4): the application as the form
 * holds it and `step`, the furthest step reached; every step before it is checked as validate/
 * checks it. A sensitive answer sent back masked as read ("••• ••• 286") stands for the one kept.
 */
export const CreditDraftRequest = t.intersection([
  t.type({ primary_application: PersonBody, step: CreditStepCodec }),
  t.partial(APPLICATION_ANSWERS),
]);
export type CreditDraftRequest = t.TypeOf<typeof CreditDraftRequest>;

/** A draft as read back: the steps completed, sensitive answers masked, the step to resume at, when it was saved. */
export const CreditDraftBody = t.type({
  step: CreditStepCodec,
  primary_application: PersonBody,
  ...APPLICATION_ANSWERS,
  saved_at: t.string,
});
export type CreditDraftBody = t.TypeOf<typeof CreditDraftBody>;

/** GET and PUT …/draft/: the deal's draft, null when there is none to resume (none yet, or the application was submitted). */
export const CreditDraftResponse = t.type({ draft: Nullable(CreditDraftBody) });
export type CreditDraftResponse = t.TypeOf<typeof CreditDraftResponse>;
