import * as E from 'fp-ts/Either';
import type * as TE from 'fp-ts/TaskEither';
import type { DealershipContext } from '../access/dealership-context';
import { can } from '../access/corporate-restrictions';
import type { CustomerMessages } from '../customers/customer-messages';
import { formattedName } from '../inventory/vehicle';
import type { EmailSender } from '../shared/ports/message-senders';
import type { Clock } from '../shared/ports/clock';
import type { Secrets } from '../shared/ports/secrets';
import { dealLinkOpen } from '../customers/deal-link-lifetime';
import type { DealLinkStore } from './deal-link-store';
import { forbidden, notFound, type Forbidden, type NotFound } from '../shared/errors';
import type { CustomerHasNoEmail } from '../customers/customer-errors';
import type { OrderArchived } from './order-errors';
import type { OrderRepository } from './order-repository';
import { STEP_NAMES, type StepName } from '../shared/deal-states';
import type { DealTimeline } from './deal-timeline';
import { recordByStaff } from './order-timeline';
import { languageOf } from '../shared/language';
import { fullName } from '../shared/person-name';

/** Where the customer side opens a deal, and one of its steps (paths are ours: the spec does not show them). */
export type DealUrl = (token: string, step: StepName | null) => string;

export interface EasyLinks {
  readonly orderLink: string;
  readonly steps: readonly { readonly name: StepName; readonly url: string }[];
}

/** GET order/{id}/easy_links/: the customer's link to the deal and to each of its steps. */
export const easyLinks = (deps: { readonly orders: OrderRepository }) =>
  (ctx: DealershipContext, id: number, urlOf: DealUrl): TE.TaskEither<NotFound, EasyLinks> => async () => {
    const order = await deps.orders.byId(ctx.dealership.id, id);
    if (order === null) return E.left(notFound);
    return E.right({ orderLink: urlOf(order.linkToken, null), steps: STEP_NAMES.map((name) => ({ name, url: urlOf(order.linkToken, name) })) });
  };

/**
 * POST order/{id}/send_order_link/: e-mails the deal's link to the customer through the outbox, in
 * their language. Sending a customer a link is a right corporate-kind users lose. A closed deal's
 * link works 30 days from this sending (deal-link-lifetime.ts); one that had already ended is
 * replaced by a new token, so the old one, which may have gone anywhere since, stays ended.
 */
export const sendOrderLink = (deps: {
  readonly orders: OrderRepository; readonly email: EmailSender; readonly customerMessages: CustomerMessages; readonly timeline: DealTimeline;
  readonly dealLinks: DealLinkStore; readonly secrets: Secrets; readonly clock: Clock;
}) =>
  (ctx: DealershipContext, id: number, urlOf: DealUrl): TE.TaskEither<Forbidden | NotFound | OrderArchived | CustomerHasNoEmail, { readonly sentTo: string }> => async () => {
    if (!can(ctx.actor, 'send_invitation_link')) return E.left(forbidden('send_invitation_link'));
    const order = await deps.orders.view(ctx.dealership.id, id);
    if (order === null) return E.left(notFound);
    if (order.isArchived) return E.left({ _tag: 'OrderArchived' });
    if (order.customer.email === '') return E.left({ _tag: 'CustomerHasNoEmail' });
    const token = await renewedToken(deps, ctx.dealership.id, id, order.linkToken);
    const message = deps.customerMessages.orderLinkEmail(order.customer.language, {
      customerName: fullName(order.customer), dealershipName: ctx.dealership.name,
      vehicle: order.vehicle ? formattedName(order.vehicle) : '', link: urlOf(token, null),
    });
    await deps.email.send({ to: order.customer.email, ...message, meta: { kind: 'deal_link', dealershipId: ctx.dealership.id, customerId: order.customerId, orderId: id, language: languageOf(order.customer.language) } });
    await recordByStaff(deps.timeline, ctx, id, 'message', 'message.deal_link_sent', { channel: 'email' });
    return E.right({ sentTo: order.customer.email });
  };

/** The token the sending carries: the deal's own, renewed when the deal is closed (a new one when it had ended). */
async function renewedToken(deps: { readonly dealLinks: DealLinkStore; readonly secrets: Secrets; readonly clock: Clock }, dealershipId: number, id: number, current: string): Promise<string> {
  const facts = await deps.dealLinks.facts(dealershipId, id);
  if (facts === null || facts.closedAt === null) return current;
  const now = deps.clock.now();
  const fresh = dealLinkOpen(facts, now) ? null : deps.secrets.token();
  await deps.dealLinks.renew(dealershipId, id, now, fresh);
  return fresh ?? current;
}
