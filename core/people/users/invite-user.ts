import { isSsoUser } from '../../access/sso';
import * as E from 'fp-ts/Either';
import type * as TE from 'fp-ts/TaskEither';
import type { DealershipContext } from '../../access/dealership-context';
import { fullName } from '../../shared/person-name';
import { canAssignRole } from '../../access/role-assignment';
import { forbidden, invalidInput, notFound, type Forbidden, type InvalidInput, type NotFound } from '../../shared/errors';
import { checkStaffText } from './staff-changes';
import type { Invitee, StaffMember } from './staff-member';
import { mayEditMember, mayManageStaff, maySeeStaff } from './user-admin-policy';
import type { RequestMeta, UserAdminDeps } from './user-admin-deps';
import { languageOf } from '../../shared/language';
import { INVITATION_TTL_DAYS } from '../../access/one-time-code-repository';

const DAY_MS = 24 * 60 * 60 * 1000;

/** Mints the set-your-first-password link, e-mails it in the invitee's language and stamps invitation_sent_at. */
async function sendInvitation(deps: UserAdminDeps, ctx: DealershipContext, member: StaffMember, meta: RequestMeta): Promise<Date> {
  const token = deps.secrets.token();
  const now = deps.clock.now();
  await deps.resets.create({ id: deps.secrets.hash(token), userId: member.id, createdAt: now, expiresAt: new Date(now.getTime() + INVITATION_TTL_DAYS * DAY_MS), kind: 'invitation' });
  const message = deps.templates.staffInvitationEmail(member.language, {
    name: member.firstName, inviter: fullName(ctx.user), dealership: ctx.dealership.name, link: meta.invitationUrl(token), days: INVITATION_TTL_DAYS,
  });
  await deps.email.send({ to: member.email, ...message, meta: { kind: 'invitation', dealershipId: ctx.dealership.id, userId: member.id, language: languageOf(member.language) } });
  await deps.staff.markInvited(member.id, now);
  return now;
}

/**
 * POST user/: creates a user of the session's store with a role the actor may assign and no
 * usable password, and e-mails the invitation. Forbidden for those who only look.
 */
export const inviteUser = (deps: UserAdminDeps) =>
  (ctx: DealershipContext, invitee: Invitee, meta: RequestMeta): TE.TaskEither<InvalidInput | Forbidden, StaffMember> => async () => {
    if (!maySeeStaff(ctx) || !mayManageStaff(ctx.actor)) return E.left(forbidden('invite_user'));
    const errors = checkStaffText({ ...invitee }, ctx.dealership.country);
    if (!canAssignRole(ctx.actor, invitee.role)) errors.set_role = ['user.role_not_assignable'];
    if (Object.keys(errors).length > 0) return E.left(invalidInput(errors));
    const clean = { ...invitee, email: invitee.email.trim(), firstName: invitee.firstName.trim(), lastName: invitee.lastName.trim(), phone: invitee.phone.trim() };
    const created = await deps.staff.invite(ctx.dealership.id, clean);
    if (!created.ok) return E.left(invalidInput({ email: ['email.taken'] }));
    const member = await deps.staff.byIdAt(ctx.dealership.id, created.id);
    if (!member) throw new Error(`invited user ${created.id} is not of dealership ${ctx.dealership.id}`);
    const sentAt = await sendInvitation(deps, ctx, member, meta);
    await deps.audit.record({
      action: 'user_invited', userId: ctx.user.id, dealershipId: ctx.dealership.id, ip: meta.ip, detail: { target_user_id: member.id },
      before: {}, after: { email: clean.email, first_name: clean.firstName, last_name: clean.lastName, phone: clean.phone, language: clean.language, role: clean.role, invitation_sent_at: sentAt.toISOString() },
    });
    return E.right({ ...member, invitationSentAt: sentAt });
  };

/** POST user/{id}/send_invitation/: a new link (the older ones stop working), for an active user the actor may edit. */
export const resendInvitation = (deps: UserAdminDeps) =>
  (ctx: DealershipContext, userId: number, meta: RequestMeta): TE.TaskEither<InvalidInput | Forbidden | NotFound, StaffMember> => async () => {
    if (!maySeeStaff(ctx)) return E.left(forbidden('send_invitation'));
    const member = await deps.staff.byIdAt(ctx.dealership.id, userId);
    if (!member) return E.left(notFound);
    if (!mayEditMember(ctx.actor, member.role)) return E.left(forbidden('send_invitation'));
    if (!member.isActive) return E.left(invalidInput({ is_active: ['user.inactive'] }));
    // An SSO user signs in at the manufacturer: a set-password link would lead nowhere.
    if (isSsoUser(member)) return E.left(invalidInput({ email: ['user.sso_no_invitation'] }));
    const sentAt = await sendInvitation(deps, ctx, member, meta);
    await deps.audit.record({
      action: 'user_invitation_resent', userId: ctx.user.id, dealershipId: ctx.dealership.id, ip: meta.ip, detail: { target_user_id: member.id },
      before: { invitation_sent_at: member.invitationSentAt?.toISOString() ?? null }, after: { invitation_sent_at: sentAt.toISOString() },
    });
    return E.right({ ...member, invitationSentAt: sentAt });
  };
