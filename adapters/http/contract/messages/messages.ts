import * as t from 'io-ts';
import { FAILURE_REASONS } from '@dealer-panel/core/messages/failure-reason';
import { MESSAGE_CHANNELS, MESSAGE_STATES } from '@dealer-panel/core/messages/message';
import { MESSAGE_KINDS } from '@dealer-panel/core/shared/message-meta';
import { LANGUAGES } from '@dealer-panel/core/shared/language';
import { Nullable, Paged } from '../common';
import { oneOf } from '../enums';
import { route } from '../access/access-routes';

/**
 * A status callback as Twilio posts it (application/x-www-form-urlencoded, signed with
 * X-Twilio-Signature): the message's SID and status, and the error code of a failed one. Twilio
 * sends more fields (To, From, ApiVersion…); they are signed with the rest and otherwise ignored.
 */
export const TwilioStatusForm = t.intersection([
  t.type({ MessageSid: t.string, MessageStatus: t.string }),
  t.partial({ AccountSid: t.string, ErrorCode: t.string, ErrorMessage: t.string, To: t.string, From: t.string }),
]);
export type TwilioStatusForm = t.TypeOf<typeof TwilioStatusForm>;

/** A text a person sent to our number, as Twilio posts it (signed as the status callbacks). */
export const TwilioInboundForm = t.intersection([
  t.type({ From: t.string, Body: t.string }),
  t.partial({ MessageSid: t.string, AccountSid: t.string, To: t.string, OptOutType: t.string }),
]);
export type TwilioInboundForm = t.TypeOf<typeof TwilioInboundForm>;

/** `changed`: the message moved; `unchanged`: it was there already or further along; `ignored`: a status we do not act on (queued, sending); `unknown`: no message of ours. */
export const TwilioStatusAnswer = t.type({ received: t.literal(true), outcome: t.keyof({ changed: null, unchanged: null, ignored: null, unknown: null }) });

/**
 * One message of the store's outbox (issue 30.4). Never a body: bodies hold one-time codes, reset,
 * invitation and deal links. `to` is masked ("j•••@example.com", "•••-•••-••99") for a role that may
 * not see contact details; `reason` is the failure worded by code, `provider_text` the provider's own.
 */
export const MessageBody = t.type({
  id: t.number,
  channel: oneOf(MESSAGE_CHANNELS),
  kind: oneOf(MESSAGE_KINDS),
  to: t.string,
  to_masked: t.boolean,
  subject: t.string,
  /** The language the message was written in (the recipient's at the time; a resend keeps it); null for messages older than session 19. */
  language: Nullable(oneOf(LANGUAGES)),
  state: oneOf(MESSAGE_STATES),
  attempts: t.number,
  provider: Nullable(t.string),
  reason: Nullable(oneOf(FAILURE_REASONS)),
  provider_text: Nullable(t.string),
  created: t.string,
  sent_at: Nullable(t.string),
  delivered_at: Nullable(t.string),
  customer: Nullable(t.type({ id: t.number, name: t.string })),
  order: Nullable(t.type({ id: t.number, vehicle: Nullable(t.string) })),
  user: Nullable(t.type({ id: t.number, name: t.string })),
  /** false for one-time codes, invitations and reset links (send a new one instead), and for a number that opted out. */
  resendable: t.boolean,
});
export type MessageBody = t.TypeOf<typeof MessageBody>;

export const MessageListResponse = Paged(MessageBody);
export type MessageListResponse = t.TypeOf<typeof MessageListResponse>;

export const ResendMessageResponse = t.type({ id: t.number });
export type ResendMessageResponse = t.TypeOf<typeof ResendMessageResponse>;

const M = '/api/dealer/dealership/messages';
const who = 'the store\'s administrators (dealer admins, organization roles, super admins; 403 for the sales floor)';

/** The session store's Messages screen (issue 30.4). */
export const outboxRoutes = {
  list: route({
    method: 'GET', path: `${M}/`, designed: true, auth: 'verified', response: MessageListResponse,
    summary: `What the store sent to whom, newest first, 25 per page, with each message's state and the provider's reason (${who}); addresses masked for roles without can_export_customers`,
    query: {
      customer: 'Id of the customer the messages were about', order: 'Id of the deal the messages were about',
      channel: 'email, sms: comma-separated', state: `${MESSAGE_STATES.join(', ')}: comma-separated`, kind: `${MESSAGE_KINDS.join(', ')}: comma-separated`,
      from: 'First day, YYYY-MM-DD (UTC)', to: 'Last day, YYYY-MM-DD (UTC), inclusive', page: 'Page number, from 1',
    },
  }),
  resend: route({
    method: 'POST', path: `${M}/{id}/resend/`, designed: true, auth: 'verified', response: ResendMessageResponse, status: 201,
    summary: `Queue a new copy of a sent, delivered or failed message (${who}, not corporate users); audited. 404 for another store's message; 409 message_not_resendable with reason credential (a one-time code, invitation or reset link: send a new one), opted_out (the number replied STOP) or pending (still queued)`,
  }),
} as const;
