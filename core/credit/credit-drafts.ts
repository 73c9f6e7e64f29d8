import * as E from 'fp-ts/Either';
import type * as TE from 'fp-ts/TaskEither';
import { invalidInput, notFound, type InvalidInput, type NotFound } from '../shared/errors';
import type { Clock } from '../shared/ports/clock';
import type { CreditApplicationDraft } from './credit-application';
import { checkApplication } from './credit-check';
import type { FieldCipher } from './credit-cipher';
import { transitionRefused, type CreditTransitionRefused } from './credit-errors';
import type { CreditDeal, CreditRepository, StoredDraft } from './credit-repository';
import { keepAsked } from './credit-rules';
import { maskPerson, sealPerson } from './credit-sealing';
import { nextStatus } from './credit-status';
import { stepsOf, type CreditStep } from './credit-steps';
import { localDay } from './credit-today';
import { completedOnly, openKept, withKeptAnswers } from './draft-answers';

export interface CreditDraftDeps {
  readonly credit: CreditRepository;
  readonly cipher: FieldCipher;
  readonly clock: Clock;
}

export interface CustomerDealRef { readonly dealershipId: number; readonly orderId: number }

/** A draft as the customer reads it back: sensitive answers masked (a forwarded link must not leak a SIN), where to resume. */
export interface DraftView {
  readonly step: CreditStep;
  readonly draft: CreditApplicationDraft;
  readonly savedAt: Date;
}

export type SaveDraftError = InvalidInput | NotFound | CreditTransitionRefused;

async function openDeal(credit: CreditRepository, who: CustomerDealRef): Promise<CreditDeal | null> {
  const deal = await credit.deal(who.dealershipId, who.orderId);
  return deal === null || deal.isArchived ? null : deal;
}

/** A draft still counts while the application waits on the customer (new, or sent back); else it is stale. */
async function draftAllowed(credit: CreditRepository, who: CustomerDealRef): Promise<CreditTransitionRefused | null> {
  const app = await credit.byOrder(who.dealershipId, who.orderId);
  return nextStatus(app?.status ?? 'awaiting_customer', 'save') === null ? transitionRefused(app?.status ?? null, 'save') : null;
}

/**
 * The application as sent, each masked sensitive answer ("kept") replaced by the one sealed in the
 * deal's draft: what validate/, the draft and submit_application/ check and keep.
 */
export async function withDraftAnswers(deps: { readonly credit: Pick<CreditRepository, 'draft'>; readonly cipher: Pick<FieldCipher, 'open'> }, who: CustomerDealRef, d: CreditApplicationDraft): Promise<CreditApplicationDraft> {
  const stored = await deps.credit.draft(who.dealershipId, who.orderId);
  if (stored === null) return d;
  return withKeptAnswers(d, { applicant: openKept(deps.cipher, stored.applicant), coApplicant: openKept(deps.cipher, stored.coApplicant) });
}

function viewOf(deps: CreditDraftDeps, stored: StoredDraft): DraftView | null {
  const applicant = openKept(deps.cipher, stored.applicant);
  const co = openKept(deps.cipher, stored.coApplicant);
  // Sealed by a key since dropped: nothing the customer could continue from.
  if (applicant === null || (stored.coApplicant !== null && co === null)) return null;
  return {
    step: stored.step, savedAt: stored.updatedAt,
    draft: {
      hasCoApplicant: stored.hasCoApplicant, applicant: maskPerson(applicant), coApplicant: co === null ? null : maskPerson(co),
      applicantConsents: stored.applicantConsents, coApplicantAcknowledgement: stored.coApplicantAcknowledgement,
    },
  };
}

/** The customer's draft, kept per completed step (issue 29 item 4). */
export const creditDraftUseCases = (deps: CreditDraftDeps) => ({
  /** The deal's draft to resume (masked), or null: none, stale (submitted since) or unreadable. */
  readDraft: (who: CustomerDealRef): TE.TaskEither<NotFound, DraftView | null> => async () => {
    if ((await openDeal(deps.credit, who)) === null) return E.left(notFound);
    if ((await draftAllowed(deps.credit, who)) !== null) return E.right(null);
    const stored = await deps.credit.draft(who.dealershipId, who.orderId);
    return E.right(stored === null ? null : viewOf(deps, stored));
  },

  /**
   * Keeps the steps before `step` (the furthest reached), each checked by the same rules as
   * validate/ (400 per field, nothing changed), what is not asked dropped, sensitive answers sealed.
   */
  saveDraft: (who: CustomerDealRef, sent: CreditApplicationDraft, step: CreditStep): TE.TaskEither<SaveDraftError, DraftView> => async () => {
    const deal = await openDeal(deps.credit, who);
    if (deal === null) return E.left(notFound);
    const refused = await draftAllowed(deps.credit, who);
    if (refused !== null) return E.left(refused);
    const order = stepsOf(sent.hasCoApplicant);
    if (!order.includes(step)) return E.left(invalidInput({ step: ['list.invalid_choice'] }));
    const done = order.slice(0, order.indexOf(step));
    const now = deps.clock.now();
    const d = await withDraftAnswers(deps, who, sent);
    const errors = checkApplication(deal.settings, d, localDay(now), done);
    if (Object.keys(errors).length > 0) return E.left(invalidInput(errors));
    const s = deal.settings;
    const kept = completedOnly({ ...d, applicant: keepAsked(s, 'applicant', d.applicant), coApplicant: d.coApplicant === null ? null : keepAsked(s, 'co_applicant', d.coApplicant) }, done);
    const saved = await deps.credit.saveDraft({
      dealershipId: deal.dealershipId, orderId: deal.orderId, step, hasCoApplicant: kept.hasCoApplicant,
      applicant: sealPerson(deps.cipher, kept.applicant), coApplicant: kept.coApplicant === null ? null : sealPerson(deps.cipher, kept.coApplicant),
      applicantConsents: kept.applicantConsents, coApplicantAcknowledgement: kept.coApplicantAcknowledgement,
    }, now);
    const view = viewOf(deps, saved);
    if (view === null) throw new Error('a draft just sealed does not open');
    return E.right(view);
  },
});
