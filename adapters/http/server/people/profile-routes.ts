import * as E from 'fp-ts/Either';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { MyMessage } from '@dealer-panel/core/messages/my-messages';
import type { ProfileChange } from '@dealer-panel/core/people/profile';
import { profileRoutes as R } from '../../contract/people/profile-routes';
import { ProfileUpdateProps, type MyMessageBody, type ProfileUpdateRequest } from '../../contract/people/profile';
import { requireSession } from '../access/session-guard';
import { userBody } from '../access/user-body';
import { decodeClosedBody } from '../platform/decode';
import { isProblem, problem, sendProblem } from '../platform/problem';
import { readOneImage } from '../platform/uploads';
import type { ServerDeps } from '../server-deps';

/** Avatars are cropped to a square this many pixels wide. */
export const AVATAR_SIDE = 256;

const PROFILE_FIELDS: ReadonlySet<string> = new Set(Object.keys(ProfileUpdateProps));

export const mediaUrl = (id: string | null): string | null => (id === null ? null : `/api/media/${id}/`);

function profileChange(body: ProfileUpdateRequest): ProfileChange {
  return {
    ...(body.first_name === undefined ? {} : { firstName: body.first_name }),
    ...(body.last_name === undefined ? {} : { lastName: body.last_name }),
    ...(body.phone === undefined ? {} : { phone: body.phone }),
    ...(body.email === undefined ? {} : { email: body.email }),
    ...(body.dealer_notifications === undefined ? {} : { dealerNotifications: body.dealer_notifications }),
    ...(body.current_password === undefined ? {} : { currentPassword: body.current_password }),
  };
}

const avatarAnswer = (reply: FastifyReply, mediaId: string | null, status: 200 | 201) => {
  const url = mediaUrl(mediaId);
  if (url !== null) reply.header('Location', url);
  return reply.code(status).send({ avatar: url });
};

const iso = (d: Date | null): string | null => d?.toISOString() ?? null;

const myMessageBody = (m: MyMessage): MyMessageBody => ({
  id: m.id, channel: m.channel, kind: m.kind, to: m.to, subject: m.subject, language: m.language, state: m.state, reason: m.reason,
  created: m.createdAt.toISOString(), sent_at: iso(m.sentAt), delivered_at: iso(m.deliveredAt),
});

/** My profile: PATCH current_user/, POST and DELETE save_avatar/ (issue 13.2), GET my_messages/ (issue 30 leftovers). */
export function registerProfileRoutes(app: FastifyInstance, deps: ServerDeps): void {
  app.patch(R.updateProfile.path, async (request, reply) => {
    const ctx = await requireSession(deps, request, reply, 'verified');
    if (!ctx) return reply;
    const body = decodeClosedBody(R.updateProfile.body, PROFILE_FIELDS, request.body);
    if (E.isLeft(body)) return sendProblem(reply, body.left);
    const done = await deps.profile.update(ctx, profileChange(body.right), request.ip)();
    if (E.isLeft(done)) return sendProblem(reply, problem(400, 'invalid_input', { errors: done.left.errors }));
    return { user: userBody({ ...ctx, user: done.right }), total_managed_dealerships: await deps.access.countManagedDealerships(ctx) };
  });

  app.get(R.myMessages.path, async (request, reply) => {
    const ctx = await requireSession(deps, request, reply, 'verified');
    if (!ctx) return reply;
    const page = await deps.messages.mine(ctx.user.id, request.query as Record<string, unknown>);
    if (E.isLeft(page)) return sendProblem(reply, problem(400, 'invalid_query', { detail: 'A list parameter is not valid.', errors: page.left.errors }));
    reply.header('Cache-Control', 'no-store');
    return { ...page.right, results: page.right.results.map(myMessageBody) };
  });

  app.post(R.saveAvatar.path, async (request, reply) => {
    const ctx = await requireSession(deps, request, reply, 'verified');
    if (!ctx) return reply;
    const dealershipId = ctx.session.dealershipId;
    if (dealershipId === null) return sendProblem(reply, problem(403, 'no_dealership', { detail: 'Choose a dealership first.' }));
    const image = await readOneImage(request, 'avatar', { width: AVATAR_SIDE, height: AVATAR_SIDE, fit: 'cover' });
    if (isProblem(image)) return sendProblem(reply, image);
    return avatarAnswer(reply, await deps.profile.changeAvatar({ ...ctx, session: { ...ctx.session, dealershipId } }, image, request.ip), 201);
  });

  app.delete(R.removeAvatar.path, async (request, reply) => {
    const ctx = await requireSession(deps, request, reply, 'verified');
    if (!ctx) return reply;
    const dealershipId = ctx.session.dealershipId;
    if (dealershipId === null) return sendProblem(reply, problem(403, 'no_dealership', { detail: 'Choose a dealership first.' }));
    return avatarAnswer(reply, await deps.profile.changeAvatar({ ...ctx, session: { ...ctx.session, dealershipId } }, null, request.ip), 200);
  });
}
