import * as E from 'fp-ts/Either';
import formbody from '@fastify/formbody';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { messageRoutes as R } from '../../contract/messages/message-routes';
import { decodeBody } from '../platform/decode';
import { problem, sendProblem } from '../platform/problem';
import type { RouteRateLimit } from '../platform/rate-limits';
import type { ServerDeps } from '../server-deps';
import { signedByTwilio } from './twilio-signature';
import { messageIdOf, receiptOf, unsubscribedNumberOf } from './twilio-status';

/** Twilio's callbacks are a few hundred bytes; an inbound text is at most 1,600 characters and a few media links. */
const BODY_LIMIT = 64 * 1024;

/** The answer to an inbound text: no reply from us (Twilio itself confirms its standard words, STOP and START). */
export const EMPTY_TWIML = '<?xml version="1.0" encoding="UTF-8"?><Response></Response>';

type Webhooks = NonNullable<ServerDeps['twilioWebhooks']>;

/**
 * POST /api/messages/twilio/status/ and /inbound/ (issue 30.2). Twilio posts forms with neither a
 * session nor an anti-forgery token (as the card processor's webhook and the SSO form post): the
 * X-Twilio-Signature over PUBLIC_URL's address and the fields stands in for both, checked before
 * anything is read (403 invalid_signature). Without Twilio configured there is nothing here (404).
 */
export async function registerTwilioWebhooks(app: FastifyInstance, deps: ServerDeps, limit: RouteRateLimit): Promise<void> {
  const hooks = deps.twilioWebhooks;
  const signed = (request: FastifyRequest, reply: FastifyReply): Webhooks | null => {
    if (hooks === undefined) { void sendProblem(reply, problem(404, 'not_found', { detail: 'Text messages are not configured (TWILIO_*).' })); return null; }
    if (!signedByTwilio(request, hooks.authToken, hooks.publicUrl)) {
      request.log.warn({ url: request.url }, 'a text-message callback not signed by Twilio refused');
      void sendProblem(reply, problem(403, 'invalid_signature', { detail: 'The request is not signed by Twilio.', errors: { 'X-Twilio-Signature': [request.headers['x-twilio-signature'] ? 'invalid' : 'required'] } }));
      return null;
    }
    return hooks;
  };
  const options = { bodyLimit: BODY_LIMIT, config: { csrf: false as const, rateLimit: limit } };

  await app.register(async (scope) => {
    await scope.register(formbody, { bodyLimit: BODY_LIMIT });

    scope.post(R.twilioStatus.path, options, async (request, reply) => {
      const w = signed(request, reply);
      if (w === null) return reply;
      const form = decodeBody(R.twilioStatus.body, request.body);
      if (E.isLeft(form)) return sendProblem(reply, form.left);
      const receipt = receiptOf(form.right, messageIdOf(request.query));
      if (receipt === null) return { received: true, outcome: 'ignored' };
      const outcome = await w.replies.deliveryStatus(receipt, unsubscribedNumberOf(form.right));
      request.log.info({ message_sid: receipt.providerId, status: form.right.MessageStatus, outcome }, outcome === 'unknown' ? 'text status about no message of ours' : 'text status received');
      return { received: true, outcome };
    });

    scope.post(R.twilioInbound.path, options, async (request, reply) => {
      const w = signed(request, reply);
      if (w === null) return reply;
      const form = decodeBody(R.twilioInbound.body, request.body);
      if (E.isLeft(form)) return sendProblem(reply, form.left);
      const outcome = await w.replies.inbound({ from: form.right.From, body: form.right.Body, ip: request.ip });
      if (outcome !== 'ignored') request.log.info({ message_sid: form.right.MessageSid, outcome }, 'text opt-out reply');
      return reply.type('text/xml; charset=utf-8').send(EMPTY_TWIML);
    });
  });
}
