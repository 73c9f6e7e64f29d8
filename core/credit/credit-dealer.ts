import * as E from 'fp-ts/Either';
import type * as TE from 'fp-ts/TaskEither';
import { can } from '../access/corporate-restrictions';
import type { DealershipContext } from '../access/dealership-context';
import { hasPermission } from '../access/permissions';
import { recordByStaff } from '../orders/order-timeline';
import type { DealTimeline } from '../orders/deal-timeline';
import { forbidden, invalidInput, notFound, type Forbidden, type InvalidInput, type NotFound } from '../shared/errors';
import type { AuditLog } from '../shared/ports/audit-log';
import type { Clock } from '../shared/ports/clock';
import type { CreditApplication } from './credit-application';
import type { FieldCipher } from './credit-cipher';
import { transitionRefused, type CreditTransitionRefused, type LenderFailed } from './credit-errors';
import type { PersonData } from './credit-fields';
import type { CreditDeal, CreditRepository, StoredCredit } from './credit-repository';
import { maskPerson, openPerson } from './credit-sealing';
import { nextStatus, type CreditAction } from './credit-status';
import type { LenderSubmissions } from './lender-submission';

export interface CreditDealerDeps {
  readonly credit: CreditRepository;
  readonly cipher: FieldCipher;
  readonly clock: Clock;
  readonly timeline: DealTimeline;
  readonly audit: AuditLog;
  readonly lenders: LenderSubmissions;
}

/** The dealer's view of a deal's application: sensitive answers masked, and what this user may do. */
export interface DealerView {
  readonly deal: CreditDeal;
  readonly application: StoredCredit | null;
  readonly applicant: PersonData | null;
  readonly coApplicant: PersonData | null;
  readonly mayReveal: boolean;
  readonly mayDecide: boolean;
}

/** The words asked of the dealer with further verification: 1 to 1000 characters. */
export const COMMENTS_MAX = 1000;

/** show_credit_application: the user may see the sensitive answers (each time audited). */
export const mayReveal = (ctx: DealershipContext): boolean => ctx.user.showCreditApplication && !ctx.actor.isCorporate;

/** Approving, or asking further verification: refused to corporate users and to whoever lacks can_approve_credit_application. */
export const mayDecide = (ctx: DealershipContext): boolean =>
  can(ctx.actor, 'approve_credit_application') && hasPermission(ctx.actor, 'can_approve_credit_application');

export type DecisionError = Forbidden | NotFound | InvalidInput | CreditTransitionRefused | LenderFailed;

const plain = (cipher: FieldCipher, app: StoredCredit): CreditApplication => ({
  ...app,
  applicant: openPerson(cipher, app.applicant),
  coApplicant: app.coApplicant === null ? null : openPerson(cipher, app.coApplicant),
});

export const creditDealerUseCases = (deps: CreditDealerDeps) => {
  const load = async (ctx: DealershipContext, orderId: number) => {
    const deal = await deps.credit.deal(ctx.dealership.id, orderId);
    if (deal === null) return null;
    return { deal, app: await deps.credit.byOrder(ctx.dealership.id, orderId) };
  };

  /** Approve or ask further verification: the rights, the table, the lender (approval), then one save. */
  const decide = (action: Extract<CreditAction, 'approve' | 'further_verification'>) =>
    (ctx: DealershipContext, orderId: number, ip: string, comments: string | null): TE.TaskEither<DecisionError, StoredCredit> => async () => {
      if (!mayDecide(ctx)) return E.left(forbidden('approve_credit_application'));
      const loaded = await load(ctx, orderId);
      if (loaded === null) return E.left(notFound);
      const { deal, app } = loaded;
      const status = app === null ? null : nextStatus(app.status, action);
      if (app === null || status === null) return E.left(transitionRefused(app?.status ?? null, action));
      const now = deps.clock.now();
      let references = { creditCheckReferenceNumber: app.creditCheckReferenceNumber, leadReferenceNumber: app.leadReferenceNumber };
      const system = deal.settings.creditSystem;
      const lender = action === 'approve' && system !== 'none' ? deps.lenders[system] : undefined;
      if (lender !== undefined) {
        const answer = await lender.submit(plain(deps.cipher, app));
        if (!answer.ok) return E.left({ _tag: 'LenderFailed', system, reason: answer.reason });
        references = { creditCheckReferenceNumber: answer.creditCheckReferenceNumber, leadReferenceNumber: answer.leadReferenceNumber };
      }
      const { id: _id, updatedAt: _u, version, ...rest } = app;
      const saved = await deps.credit.save({
        ...rest, ...references, status, decidedAt: now, decidedByUserId: ctx.user.id,
        verifyRequestComments: action === 'further_verification' ? comments : app.verifyRequestComments,
      }, version, now);
      if (saved === null) return E.left(transitionRefused(app.status, action));
      await recordByStaff(deps.timeline, ctx, orderId, 'credit', action === 'approve' ? 'credit.approved' : 'credit.further_verification',
        action === 'approve' ? { system: lender === undefined ? null : system } : { comments });
      await deps.audit.record({
        action: action === 'approve' ? 'credit_application_approved' : 'credit_application_further_verification',
        userId: ctx.user.id, dealershipId: ctx.dealership.id, ip, detail: { order_id: orderId, system: lender === undefined ? null : system },
      });
      return E.right(saved);
    };

  return {
    /** The deal's application as the dealer sees it before any reveal. */
    view: (ctx: DealershipContext, orderId: number): TE.TaskEither<NotFound, DealerView> => async () => {
      const loaded = await load(ctx, orderId);
      if (loaded === null) return E.left(notFound);
      const { deal, app } = loaded;
      return E.right({
        deal, application: app,
        applicant: app === null ? null : maskPerson(openPerson(deps.cipher, app.applicant)),
        coApplicant: app?.coApplicant == null ? null : maskPerson(openPerson(deps.cipher, app.coApplicant)),
        mayReveal: mayReveal(ctx), mayDecide: mayDecide(ctx),
      });
    },

    /** The sensitive answers in clear, for a user with show_credit_application; every reveal is an audit row. */
    reveal: (ctx: DealershipContext, orderId: number, ip: string): TE.TaskEither<Forbidden | NotFound, CreditApplication> => async () => {
      if (!mayReveal(ctx)) return E.left(forbidden('show_credit_application'));
      const loaded = await load(ctx, orderId);
      if (loaded?.app == null) return E.left(notFound);
      await deps.audit.record({ action: 'credit_application_revealed', userId: ctx.user.id, dealershipId: ctx.dealership.id, ip, detail: { order_id: orderId } });
      return E.right(plain(deps.cipher, loaded.app));
    },

    approve: (ctx: DealershipContext, orderId: number, ip: string) => decide('approve')(ctx, orderId, ip, null),

    /** Sends the application back to the customer with the dealer's words (1 to 1000 characters). */
    furtherVerification: (ctx: DealershipContext, orderId: number, ip: string, comments: string): TE.TaskEither<DecisionError, StoredCredit> => {
      const text = comments.trim();
      if (text === '' || text.length > COMMENTS_MAX) {
        return async () => E.left(invalidInput({ verify_request_comments: [text === '' ? 'required' : 'text.too_long'] }));
      }
      return decide('further_verification')(ctx, orderId, ip, text);
    },
  };
};
export type CreditDealerUseCases = ReturnType<typeof creditDealerUseCases>;
