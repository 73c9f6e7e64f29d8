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

export interface CreateDealerUserCommand {
  readonly email: string;
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

/** Creates a staff account (CLI and, later, the users page): every field checked, e-mail unique. */
export const createDealerUser = (deps: { readonly users: UserRepository; readonly dealerships: Pick<DealershipRepository, 'byIds'>; readonly hasher: PasswordHasher; readonly audit: AuditLog }) =>
  (command: CreateDealerUserCommand): TE.TaskEither<CreateDealerUserError, { readonly id: number }> => async () => {
    const checked = validateForm(
      {
        email: [{ rule: 'required' }, { rule: 'email' }],
        password: [{ rule: 'required' }, { rule: 'password', params: { email: command.email } }],
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
      passwordHash: await deps.hasher.hash(command.password),
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
    await deps.audit.record({ action: 'user_created', userId: created.id, dealershipId: command.dealershipIds[0] ?? null, ip: 'cli', detail: { role: command.role } });
    return E.right({ id: created.id });
  };
