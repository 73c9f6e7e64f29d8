import type { Clock } from '../shared/ports/clock';
import { dealLinkOpen, type DealLinkFacts } from './deal-link-lifetime';
import * as E from 'fp-ts/Either';
import type * as TE from 'fp-ts/TaskEither';
import type { Language } from '../access/dealer-user';
import type { CustomerHasNoEmail } from './customer-errors';
import type { EmailSender } from '../shared/ports/message-senders';
import { invalidInput, notFound, type InvalidInput, type NotFound } from '../shared/errors';
import type { CustomerMessages } from './customer-messages';
import { languageOf } from '../shared/language';
import { maskedEmail } from '../shared/masking';

/**
 * The customer's sign-in when the dealership sets compulsory_login (docs/decisions/shop.md "The customer
 * app (shop)", compulsory_login): the deal link alone no longer opens the deal; a six-digit code e-mailed (outbox) to the
 * customer's address on file does, for one browser, for a while.
 */

/** What sign-in needs to know of the deal a link token opens. */
export interface SignInDeal {
  readonly dealershipId: number;
  readonly orderId: number;
  readonly compulsoryLogin: boolean;
  readonly email: string;
  readonly language: Language;
  readonly customerFirstName: string;
  readonly dealershipName: string;
  /** The link's lifetime facts (deal-link-lifetime.ts): past it, the link opens nothing, sign-in included. */
  readonly lifetime?: DealLinkFacts;
}

/** Contract: null for an unknown token or an archived deal (as the customer links). */
export interface SignInDealReader {
  byToken(token: string): Promise<SignInDeal | null>;
}

/**
 * The codes of a deal link: derived from the token and the time (no storage), so a code works only
 * for its link and only for its window. Contract: `current` is the code to send now; `accepts` is
 * true for it and for the code of the window before (up to two windows old), never for another token's.
 */
export interface CustomerCodes {
  current(token: string): string;
  accepts(token: string, code: string): boolean;
}

export interface CustomerSignInDeps {
  readonly signInDeals: SignInDealReader;
  readonly customerCodes: CustomerCodes;
  readonly email: EmailSender;
  readonly customerMessages: CustomerMessages;
  readonly clock: Clock;
}

/** Who a customer session is for: one deal of one store. */
export interface CustomerSessionClaim {
  readonly dealershipId: number;
  readonly orderId: number;
}

/** Whether a customer call must be refused until the customer signs in: the store asks for it, and no session (theirs or staff's) covers the deal. */
export function signInRequired(deal: Pick<SignInDeal, 'compulsoryLogin' | 'orderId'>, session: CustomerSessionClaim | null, staff: boolean): boolean {
  return deal.compulsoryLogin && !staff && session?.orderId !== deal.orderId;
}

/** Where the customer's code went, masked by the product's one rule. */

const CODE = /^\d{6}$/;

export const customerSignInUseCases = (deps: CustomerSignInDeps) => {
  /** The deal a token opens, null for an unknown link and for one past its lifetime (answered alike). */
  const dealOf = async (token: string): Promise<SignInDeal | null> => {
    const deal = await deps.signInDeals.byToken(token);
    return deal !== null && deal.lifetime !== undefined && !dealLinkOpen(deal.lifetime, deps.clock.now()) ? null : deal;
  };
  return {
  /** The deal a token opens and whether it asks for sign-in (null: unknown link). */
  deal: dealOf,

  /** send_code/: e-mails the code to the customer's address on file; answers where (masked). */
  sendCode: (token: string): TE.TaskEither<NotFound | CustomerHasNoEmail, { readonly sentTo: string }> => async () => {
    const deal = await dealOf(token);
    if (deal === null) return E.left(notFound);
    if (deal.email === '') return E.left({ _tag: 'CustomerHasNoEmail' });
    const text = deps.customerMessages.signInCodeEmail(deal.language, { customerName: deal.customerFirstName, dealershipName: deal.dealershipName, code: deps.customerCodes.current(token) });
    await deps.email.send({ to: deal.email, ...text, meta: { kind: 'one_time_code', dealershipId: deal.dealershipId, orderId: deal.orderId, language: languageOf(deal.language) } });
    return E.right({ sentTo: maskedEmail(deal.email) });
  },

  /** verify/: the code of this link, recent enough → the session's claim; anything else → 400 code: otp.invalid. */
  verify: (token: string, code: unknown): TE.TaskEither<NotFound | InvalidInput, CustomerSessionClaim> => async () => {
    const deal = await dealOf(token);
    if (deal === null) return E.left(notFound);
    if (typeof code !== 'string' || !CODE.test(code.trim())) return E.left(invalidInput({ code: [code === undefined || code === '' ? 'required' : 'otp.invalid'] }));
    if (!deps.customerCodes.accepts(token, code.trim())) return E.left(invalidInput({ code: ['otp.invalid'] }));
    return E.right({ dealershipId: deal.dealershipId, orderId: deal.orderId });
  },
  };
};
export type CustomerSignInUseCases = ReturnType<typeof customerSignInUseCases>;
