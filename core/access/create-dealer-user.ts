import * as E from 'fp-ts/Either';
import type * as TE from 'fp-ts/TaskEither';
import type { AuditLog } from '../shared/ports/audit-log';
import type { FieldErrors } from '../shared/validation';
import { validateForm } from '../shared/validation/validate-form';
import type { Language } from './dealer-user';
import type { PasswordHasher } from './password-hasher';
import type { DealershipRepository } from './dealership';
import type { DealerRole } from './role';
import type { UserRepository } from './user-repository';
import type { Clock } from '../shared/ports/clock';
import type { Secrets } from '../shared/ports/secrets';
import { INVITATION_TTL_DAYS, type PasswordResetRepository } from './one-time-code-repository';

export interface CreateDealerUserCommand {
  readonly email: string;
  /** Empty: an invited account with no usable password, whose set-password link the result carries (nothing typed in a shell). */
  readonly password: string;
  readonly firstName: string;
  readonly lastName: string;
  readonly role: DealerRole;
  readonly dealershipIds: readonly number[];
  readonly language: Language;
}

export type CreateDealerUserError =
  | { readonly _tag: 'InvalidInput'; readonly errors: FieldErrors }
  /** A dealership id that names no dealership (an empty database has none: `setup` makes the first). */
  | { readonly _tag: 'UnknownDealership'; readonly ids: readonly number[] };

export interface CreatedDealerUser {
  readonly id: number;
  /** An invited account's set-password token (the invitation's, valid INVITATION_TTL_DAYS days), null when a password was given. */
  readonly invitation: { readonly token: string; readonly expiresAt: Date } | null;
}

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Creates a staff account from the command line: every field checked, e-mail unique. Without a
 * password the account is invited (no usable password) and the result carries its set-password token,
 * as `setup` does for the first admin: the way to make the platform operator (a super admin).
 */
export const createDealerUser = (deps: {
  readonly users: UserRepository; readonly dealerships: Pick<DealershipRepository, 'byIds'>; readonly hasher: PasswordHasher; readonly audit: AuditLog;
  readonly resets: Pick<PasswordResetRepository, 'create'>; readonly secrets: Pick<Secrets, 'token' | 'hash'>; readonly clock: Clock;
}) =>
  (command: CreateDealerUserCommand): TE.TaskEither<CreateDealerUserError, CreatedDealerUser> => async () => {
    const invited = command.password === '';
    const checked = validateForm(
      {
        email: [{ rule: 'required' }, { rule: 'email' }],
        password: invited ? [] : [{ rule: 'required' }, { rule: 'password', params: { email: command.email } }],
        first_name: [{ rule: 'required' }, { rule: 'name' }],
        last_name: [{ rule: 'required' }, { rule: 'name' }],
      },
      { email: command.email.trim(), password: command.password, first_name: command.firstName, last_name: command.lastName },
    );
    if (E.isLeft(checked)) return E.left({ _tag: 'InvalidInput', errors: checked.left });
    const known = new Set((await deps.dealerships.byIds(command.dealershipIds)).map((d) => d.id));
    const unknown = command.dealershipIds.filter((id) => !known.has(id));
    if (unknown.length > 0) return E.left({ _tag: 'UnknownDealership', ids: unknown });
    const superAdmin = command.role === 'super_admin';
    const created = await deps.users.create({
      email: command.email.trim(),
      passwordHash: invited ? '' : await deps.hasher.hash(command.password),
      firstName: command.firstName.trim(),
      lastName: command.lastName.trim(),
      phone: '',
      language: command.language,
      isSuperAdmin: superAdmin,
      isDealerVwCorporate: false,
      showAnalyticsDashboard: false,
      homeDealershipId: command.dealershipIds[0] ?? null,
      memberships: superAdmin ? [] : command.dealershipIds.map((dealershipId) => ({ dealershipId, role: command.role })),
    });
    if (!created.ok) return E.left({ _tag: 'InvalidInput', errors: { email: ['email.taken'] } });
    await deps.audit.record({ action: 'user_created', userId: created.id, dealershipId: command.dealershipIds[0] ?? null, ip: 'cli', detail: { role: command.role, invited } });
    if (!invited) return E.right({ id: created.id, invitation: null });
    const token = deps.secrets.token();
    const now = deps.clock.now();
    const expiresAt = new Date(now.getTime() + INVITATION_TTL_DAYS * DAY_MS);
    await deps.resets.create({ id: deps.secrets.hash(token), userId: created.id, createdAt: now, expiresAt, kind: 'invitation' });
    return E.right({ id: created.id, invitation: { token, expiresAt } });
  };
