import * as E from 'fp-ts/Either';
import type * as TE from 'fp-ts/TaskEither';
import type { DealerNotifications, DealerUser } from '../access/dealer-user';
import type { NewMedia } from '../shared/media';
import type { PasswordHasher } from '../access/password-hasher';
import type { SessionContext } from '../access/session-context';
import type { RememberedDeviceRepository } from '../access/session-repository';
import type { UserRepository } from '../access/user-repository';
import type { AuditLog } from '../shared/ports/audit-log';
import type { FieldErrors } from '../shared/validation';
import { validateForm } from '../shared/validation/validate-form';
import { changedFields } from '../shared/changed-fields';

/** What "my profile" may change (spec 000 section 7: first_name, last_name, phone, email, dealer_notifications). */
export interface ProfileChange {
  readonly firstName?: string;
  readonly lastName?: string;
  readonly phone?: string;
  readonly email?: string;
  readonly dealerNotifications?: Partial<DealerNotifications>;
  /** Required when the e-mail changes: the address signs in and receives reset links. */
  readonly currentPassword?: string;
}

export interface ProfileFields {
  readonly firstName: string;
  readonly lastName: string;
  readonly phone: string;
  readonly email: string;
  readonly dealerNotifications: DealerNotifications;
}

/** The signed-in user's own record. Contract: e-mails stay unique case-insensitively (email_taken as a value). */
export interface ProfileRepository {
  update(userId: number, fields: ProfileFields): Promise<{ readonly ok: true } | { readonly ok: false; readonly reason: 'email_taken' }>;
  /**
   * Stores the image (already checked and re-encoded) as the user's avatar, or removes it (null),
   * and deletes the file it replaces. Gives the new media id and the replaced one.
   */
  setAvatar(userId: number, dealershipId: number, image: NewMedia | null): Promise<{ readonly mediaId: string | null; readonly previous: string | null }>;
}

export interface ProfileDeps {
  readonly profiles: ProfileRepository;
  readonly users: Pick<UserRepository, 'passwordHash'>;
  readonly hasher: PasswordHasher;
  readonly rememberedDevices: RememberedDeviceRepository;
  readonly audit: AuditLog;
}

export type ProfileError = { readonly _tag: 'InvalidInput'; readonly errors: FieldErrors };

const invalid = (errors: FieldErrors): E.Either<ProfileError, never> => E.left({ _tag: 'InvalidInput', errors });

/** The phone as digits, so "(514) 555-0101" and "514-555-0101" are the same number. */
const digits = (phone: string): string => phone.replace(/\D/g, '');

function profileOf(user: DealerUser): ProfileFields {
  return { firstName: user.firstName, lastName: user.lastName, phone: user.phone, email: user.email, dealerNotifications: user.dealerNotifications };
}

/** The profile as the audit trail records it: the four texts, then each notification flag as `notifications.<flag>`. */
function audited(p: ProfileFields): Record<string, unknown> {
  const flags = Object.entries(p.dealerNotifications).map(([flag, value]) => [`notifications.${flag}`, value]);
  return { firstName: p.firstName, lastName: p.lastName, phone: p.phone, email: p.email, ...Object.fromEntries(flags) };
}

/**
 * Updates the signed-in user's own profile. Only the given fields change; every field is checked
 * (all errors at once); a new e-mail needs the current password (who can read this screen on an
 * unlocked computer must not take the account over by redirecting its reset e-mails); a new phone
 * forgets the user's remembered devices (they were trusted for the old number). Corporate-kind
 * users may not edit their notification settings (spec 000 section 6).
 */
export const updateProfile = (deps: ProfileDeps) =>
  (ctx: SessionContext, change: ProfileChange, ip: string): TE.TaskEither<ProfileError, DealerUser> => async () => {
    const before = profileOf(ctx.user);
    const next: ProfileFields = {
      firstName: (change.firstName ?? before.firstName).trim(),
      lastName: (change.lastName ?? before.lastName).trim(),
      phone: (change.phone ?? before.phone).trim(),
      email: (change.email ?? before.email).trim(),
      dealerNotifications: { ...before.dealerNotifications, ...change.dealerNotifications },
    };
    const country = ctx.dealership?.country ?? 'CA';
    const checked = validateForm(
      {
        first_name: [{ rule: 'required' }, { rule: 'name' }],
        last_name: [{ rule: 'required' }, { rule: 'name' }],
        email: [{ rule: 'required' }, { rule: 'email' }],
        phone: [{ rule: 'phone', params: { country } }],
      },
      { first_name: next.firstName, last_name: next.lastName, email: next.email, phone: next.phone },
    );
    if (E.isLeft(checked)) return invalid(checked.left);
    const diff = changedFields(audited(before), audited(next));
    if (ctx.user.isDealerVwCorporate && Object.keys(diff.after).some((key) => key.startsWith('notifications.'))) {
      return invalid({ dealer_notifications: ['notifications.not_allowed'] });
    }
    const emailChanged = next.email.toLowerCase() !== before.email.toLowerCase();
    if (emailChanged) {
      const password = change.currentPassword ?? '';
      if (password === '') return invalid({ current_password: ['required'] });
      const hash = await deps.users.passwordHash(ctx.user.id);
      if (hash === null || hash === '' || !(await deps.hasher.verify(hash, password))) return invalid({ current_password: ['password.current_wrong'] });
    }
    if (Object.keys(diff.after).length === 0) return E.right(ctx.user);
    const saved = await deps.profiles.update(ctx.user.id, next);
    if (!saved.ok) return invalid({ email: ['email.taken'] });
    if (digits(next.phone) !== digits(before.phone)) await deps.rememberedDevices.forgetAllForUser(ctx.user.id);
    const where = { userId: ctx.user.id, dealershipId: ctx.session.dealershipId, ip };
    await deps.audit.record({ action: emailChanged ? 'email_changed' : 'profile_updated', ...where, detail: {}, before: diff.before, after: diff.after });
    return E.right({ ...ctx.user, ...next });
  };

/**
 * Sets (or removes, with null) the signed-in user's avatar: an image the caller has already
 * decoded and re-encoded. Needs a session dealership (the file is kept with the store's files).
 * Gives the new media id.
 */
export const changeAvatar = (deps: Pick<ProfileDeps, 'profiles' | 'audit'>) =>
  async (ctx: SessionContext & { readonly session: { readonly dealershipId: number } }, image: NewMedia | null, ip: string): Promise<string | null> => {
    const { mediaId, previous } = await deps.profiles.setAvatar(ctx.user.id, ctx.session.dealershipId, image);
    await deps.audit.record({ action: 'avatar_changed', userId: ctx.user.id, dealershipId: ctx.session.dealershipId, ip, detail: {}, before: { avatar: previous }, after: { avatar: mediaId } });
    return mediaId;
  };

/** My profile's use cases, bound to their ports. */
export const profileUseCases = (deps: ProfileDeps) => ({
  update: updateProfile(deps),
  changeAvatar: changeAvatar(deps),
});
export type ProfileUseCases = ReturnType<typeof profileUseCases>;
