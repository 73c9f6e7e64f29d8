import * as E from 'fp-ts/Either';
import type * as TE from 'fp-ts/TaskEither';
import type { DealershipContext } from '../access/dealership-context';
import { can } from '../access/corporate-restrictions';
import type { Clock } from '../shared/ports/clock';
import type { EmailSender, SmsSender } from '../shared/ports/message-senders';
import type { Secrets } from '../shared/ports/secrets';
import { forbidden, invalidInput, notFound, type Forbidden, type InvalidInput, type NotFound } from '../shared/errors';
import { SHARE_TYPES, type ShareType } from './customer';
import type { CustomerMessages } from './customer-messages';
import type { CustomerRepository } from './customer-repository';
import { textMessagesOff, type TextMessagesOff } from '../shared/ports/text-messages-off';
import { languageOf } from '../shared/language';
import { fullName } from '../shared/person-name';

export interface InvitationDeps {
  readonly customers: CustomerRepository;
  readonly secrets: Secrets;
  readonly clock: Clock;
  readonly email: EmailSender;
  readonly sms: SmsSender;
  readonly customerMessages: CustomerMessages;
  /** Whether a text can be sent at all (issue 30.2: Twilio configured, or the demo's inbox). */
  readonly textMessages: boolean;
}

/** Where the customer side will open an invitation (the path is ours: the spec does not show it). */
export type InvitationUrl = (token: string) => string;

/** GET customer/{id}/invitation_link/ (designed): the customer's invitation link, made once and kept. */
export const invitationLink = (deps: Pick<InvitationDeps, 'customers' | 'secrets'>) =>
  (ctx: DealershipContext, id: number, urlOf: InvitationUrl): TE.TaskEither<NotFound, { readonly url: string }> => async () => {
    const token = await deps.customers.invitationToken(ctx.dealership.id, id, deps.secrets.token());
    return token === null ? E.left(notFound) : E.right({ url: urlOf(token) });
  };

/**
 * POST customer/{id}/track_link_shared/ {share_type}: records that the invitation link was shared,
 * and sends it when the share is by e-mail or text (the outbox). `copy` only records (the dealer
 * pasted it somewhere). Corporate-kind users may not send invitation links. A text while no text
 * can be sent (no Twilio) is refused with TextMessagesOff: the screen does not offer it then.
 */
export const trackLinkShared = (deps: InvitationDeps) =>
  (ctx: DealershipContext, id: number, input: { readonly shareType: string; readonly urlOf: InvitationUrl }):
  TE.TaskEither<Forbidden | InvalidInput | NotFound | TextMessagesOff, { readonly url: string; readonly shareType: ShareType; readonly sharedAt: Date }> => async () => {
    if (!can(ctx.actor, 'send_invitation_link')) return E.left(forbidden('send_invitation_link'));
    const shareType = SHARE_TYPES.find((s) => s === input.shareType);
    if (shareType === undefined) return E.left(invalidInput({ share_type: ['choice.invalid'] }));
    if (shareType === 'sms' && !deps.textMessages) return E.left(textMessagesOff);
    const customer = await deps.customers.byId(ctx.dealership.id, id);
    if (customer === null) return E.left(notFound);
    if (shareType === 'email' && customer.email === '') return E.left(invalidInput({ share_type: ['customer.no_email'] }));
    if (shareType === 'sms' && customer.phone === '') return E.left(invalidInput({ share_type: ['customer.no_phone'] }));
    const token = await deps.customers.invitationToken(ctx.dealership.id, id, deps.secrets.token());
    if (token === null) return E.left(notFound);
    const url = input.urlOf(token);
    const meta = { kind: 'customer_invitation', dealershipId: ctx.dealership.id, customerId: id, language: languageOf(customer.language) } as const;
    const names = { customerName: fullName(customer), dealershipName: ctx.dealership.name, link: url };
    if (shareType === 'email') await deps.email.send({ to: customer.email, ...deps.customerMessages.invitationEmail(customer.language, names), meta });
    if (shareType === 'sms') await deps.sms.send({ to: customer.phone, body: deps.customerMessages.invitationSms(customer.language, names), meta });
    const sharedAt = deps.clock.now();
    await deps.customers.recordLinkShared(ctx.dealership.id, id, { type: shareType, userId: ctx.user.id, at: sharedAt });
    return E.right({ url, shareType, sharedAt });
  };
