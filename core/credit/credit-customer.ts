import * as E from 'fp-ts/Either';
import type * as TE from 'fp-ts/TaskEither';
import { notifyStaff, type NotifyStaffDeps } from '../notifications/notify-staff';
import type { DealTimeline } from '../orders/deal-timeline';
import { invalidInput, notFound, type InvalidInput, type NotFound } from '../shared/errors';
import type { Clock } from '../shared/ports/clock';
import { localDay } from './credit-today';
import type { CreditApplicationDraft } from './credit-application';
import { checkApplication } from './credit-check';
import type { FieldCipher } from './credit-cipher';
import { creditDraftUseCases, withDraftAnswers } from './credit-drafts';
import { transitionRefused, type CreditTransitionRefused } from './credit-errors';
import { keepAsked } from './credit-rules';
import type { CreditDeal, CreditRepository, StoredCredit } from './credit-repository';
import { maskPerson, openPerson, sealPerson } from './credit-sealing';
import { nextStatus } from './credit-status';
import type { CreditStep } from './credit-steps';

export interface CreditCustomerDeps {
  readonly credit: CreditRepository;
  readonly cipher: FieldCipher;
  readonly clock: Clock;
  readonly timeline: DealTimeline;
  readonly notify: NotifyStaffDeps;
}

/** Whose application: the deal the customer's link opens (until customers sign in, the link is their credential). */
export interface CustomerDeal {
  readonly dealershipId: number;
  readonly orderId: number;
}

/** What the customer sees of their application: sensitive answers masked (a forwarded link must not leak a SIN). */
export interface CustomerView {
  readonly deal: CreditDeal;
  readonly application: StoredCredit | null;
  readonly masked: { readonly applicant: ReturnType<typeof maskPerson>; readonly coApplicant: ReturnType<typeof maskPerson> | null } | null;
}

async function openDeal(deps: { readonly credit: Pick<CreditRepository, 'deal'> }, who: CustomerDeal): Promise<CreditDeal | null> {
  const deal = await deps.credit.deal(who.dealershipId, who.orderId);
  return deal === null || deal.isArchived ? null : deal;
}

export type SubmitError = InvalidInput | NotFound | CreditTransitionRefused;

/**
 * What `validateCreditApplication` calls and nothing more: `CreditCustomerDeps` satisfies it, and
 * so do the in-memory ports of `@dealer-panel/core/testing`.
 */
export interface ValidateCreditDeps {
  readonly credit: Pick<CreditRepository, 'deal' | 'draft'>;
  readonly cipher: Pick<FieldCipher, 'open'>;
  readonly clock: Clock;
}

/**
 * validate/: the errors of the given steps of the customer's application (every step when none is
 * given), per field (`InvalidInput`), checked by the rules of the deal's store; masked answers are
 * read as the deal's draft keeps them. Nothing is stored. A deal unknown or archived is NotFound.
 */
export const validateCreditApplication = (deps: ValidateCreditDeps) =>
  (who: CustomerDeal, sent: CreditApplicationDraft, steps?: readonly CreditStep[]): TE.TaskEither<InvalidInput | NotFound, CreditDeal> => async () => {
    const deal = await openDeal(deps, who);
    if (deal === null) return E.left(notFound);
    const draft = await withDraftAnswers(deps, who, sent);
    const errors = checkApplication(deal.settings, draft, localDay(deps.clock.now()), steps);
    return Object.keys(errors).length > 0 ? E.left(invalidInput(errors)) : E.right(deal);
  };

export const creditCustomerUseCases = (deps: CreditCustomerDeps) => ({
  /** dealer_application/: the application as kept (masked), or none yet, and the deal's rules. */
  view: (who: CustomerDeal): TE.TaskEither<NotFound, CustomerView> => async () => {
    const deal = await openDeal(deps, who);
    if (deal === null) return E.left(notFound);
    const app = await deps.credit.byOrder(who.dealershipId, who.orderId);
    const masked = app === null ? null : {
      applicant: maskPerson(openPerson(deps.cipher, app.applicant)),
      coApplicant: app.coApplicant === null ? null : maskPerson(openPerson(deps.cipher, app.coApplicant)),
    };
    return E.right({ deal, application: app, masked });
  },

  ...creditDraftUseCases(deps),

  /** validate/: the errors of the given steps (all when none given); nothing is stored. */
  validate: validateCreditApplication(deps),

  /**
   * submit_application/: the whole application, checked, kept (sensitive fields sealed, what is not
   * asked dropped), now awaiting the dealer; the deal's history says so and the staff who asked are
   * told. Masked answers are the draft's; the draft is then removed.
   */
  submit: (who: CustomerDeal, sent: CreditApplicationDraft, topPageUrl: string | null): TE.TaskEither<SubmitError, StoredCredit> => async () => {
    const deal = await openDeal(deps, who);
    if (deal === null) return E.left(notFound);
    const draft = await withDraftAnswers(deps, who, sent);
    const current = await deps.credit.byOrder(who.dealershipId, who.orderId);
    const status = nextStatus(current?.status ?? 'awaiting_customer', 'submit');
    if (status === null) return E.left(transitionRefused(current?.status ?? null, 'submit'));
    const now = deps.clock.now();
    const errors = checkApplication(deal.settings, draft, localDay(now));
    if (Object.keys(errors).length > 0) return E.left(invalidInput(errors));
    const s = deal.settings;
    const applicant = sealPerson(deps.cipher, keepAsked(s, 'applicant', draft.applicant));
    const coApplicant = draft.hasCoApplicant && draft.coApplicant !== null ? sealPerson(deps.cipher, keepAsked(s, 'co_applicant', draft.coApplicant)) : null;
    const saved = await deps.credit.save({
      dealershipId: deal.dealershipId, orderId: deal.orderId, customerId: deal.customerId, status,
      hasCoApplicant: coApplicant !== null, applicant, coApplicant,
      applicantConsents: draft.applicantConsents, coApplicantAcknowledgement: coApplicant !== null && draft.coApplicantAcknowledgement,
      topPageUrl, creditCheckReferenceNumber: null, leadReferenceNumber: null,
      verifyRequestComments: current?.verifyRequestComments ?? null, submittedAt: now, decidedAt: null, decidedByUserId: null,
    }, current?.version ?? null, now);
    if (saved === null) return E.left(transitionRefused(current?.status ?? null, 'submit'));
    await deps.credit.removeDraft(deal.dealershipId, deal.orderId);
    await deps.timeline.record({
      dealershipId: deal.dealershipId, orderId: deal.orderId, kind: 'credit', event: current === null ? 'credit.submitted' : 'credit.resubmitted',
      actor: 'customer', actorUserId: null, detail: { co_applicant: saved.hasCoApplicant },
    });
    await notifyStaff(deps.notify)({
      dealershipId: deal.dealershipId, customerId: deal.customerId, orderId: deal.orderId, kind: 'customer_submits_credit_app',
      detail: { customerName: deal.customerName },
    })();
    return E.right(saved);
  },

  /** decision_status/: where the application stands (none yet: awaiting the customer). */
  decision: (who: CustomerDeal): TE.TaskEither<NotFound, StoredCredit | null> => async () => {
    const deal = await openDeal(deps, who);
    if (deal === null) return E.left(notFound);
    return E.right(await deps.credit.byOrder(who.dealershipId, who.orderId));
  },
});
export type CreditCustomerUseCases = ReturnType<typeof creditCustomerUseCases>;
