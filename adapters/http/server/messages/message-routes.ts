import * as E from 'fp-ts/Either';
import type { FastifyInstance } from 'fastify';
import { failureReason } from '@dealer-panel/core/messages/failure-reason';
import type { LoggedMessage } from '@dealer-panel/core/messages/message-log';
import { isCredential, type ResendMessageError } from '@dealer-panel/core/messages/resend-message';
import { outboxRoutes as R, type MessageBody } from '../../contract/messages/messages';
import { dealerProblem } from '../dealer-errors';
import { problem, sendProblem, type Problem } from '../platform/problem';
import { fastifyPath, scoped, scopedWithId } from '../platform/route-helpers';
import type { ServerDeps } from '../server-deps';

const iso = (d: Date | null): string | null => d?.toISOString() ?? null;

function messageBody(m: LoggedMessage, masked: boolean): MessageBody {
  return {
    id: m.id, channel: m.channel, kind: m.kind, to: m.to, to_masked: masked, subject: m.subject, language: m.language, state: m.state, attempts: m.attempts,
    provider: m.provider, reason: failureReason(m.state, m.lastError), provider_text: m.lastError,
    created: m.createdAt.toISOString(), sent_at: iso(m.sentAt), delivered_at: iso(m.deliveredAt),
    customer: m.customer, order: m.order, user: m.user,
    resendable: !isCredential(m.kind) && (m.state === 'sent' || m.state === 'delivered' || m.state === 'failed'),
  };
}

const NOT_RESENDABLE: Readonly<Record<'credential' | 'opted_out' | 'pending', string>> = {
  credential: 'A one-time code, invitation or password reset cannot be sent again: what it carried has expired. Send a new code, invitation or reset instead.',
  opted_out: 'The number replied STOP: no message goes to it until it replies START.',
  pending: 'The message is still queued or being sent.',
};

function resendProblem(error: ResendMessageError): Problem {
  if (error._tag !== 'MessageNotResendable') return dealerProblem(error);
  return { ...problem(409, 'message_not_resendable', { detail: NOT_RESENDABLE[error.reason] }), reason: error.reason } as Problem;
}

/** GET dealership/messages/ and POST dealership/messages/{id}/resend/ (issue 30.4). */
export function registerMessageRoutes(app: FastifyInstance, deps: ServerDeps): void {
  app.get(R.list.path, scoped(deps, async (ctx, request, reply) => {
    const page = await deps.messages.list(ctx, request.query as Record<string, unknown>);
    if (E.isLeft(page)) return sendProblem(reply, dealerProblem(page.left));
    reply.header('Cache-Control', 'no-store');
    return { ...page.right, results: page.right.results.map((m) => messageBody(m, !deps.messages.seesContacts(ctx))) };
  }));

  app.post(fastifyPath(R.resend.path), scopedWithId(deps, async (ctx, id, request, reply) => {
    const done = await deps.messages.resend(ctx, id, request.ip);
    if (E.isLeft(done)) return sendProblem(reply, resendProblem(done.left));
    return reply.code(201).send(done.right);
  }));
}
