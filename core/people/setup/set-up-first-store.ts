import * as E from 'fp-ts/Either';
import type * as TE from 'fp-ts/TaskEither';
import type { DealerRole } from '../../access/role';
import type { Clock } from '../../shared/ports/clock';
import type { Secrets } from '../../shared/ports/secrets';
import type { FieldErrors } from '../../shared/validation';
import { INVITATION_TTL_DAYS } from '../../access/one-time-code-repository';
import { checkFirstStore, planTimeZone, type FirstStoreCommand, type FirstStorePlan } from './first-store';
import type { FirstStoreRepository, NamedRow } from './first-store-repository';

/**
 * The first admin is the organization's admin (decision, docs/decisions/people.md "Setup (the command line)"):
 * the highest role tied to an organization, it may invite every store role and another
 * organization admin, and it works across the organization's stores; super admin is the
 * platform's operator, not a dealer group's.
 */
export const FIRST_ADMIN_ROLE: DealerRole = 'organization_admin';
const DAY_MS = 24 * 60 * 60 * 1000;

export interface SetUpFirstStoreDeps {
  readonly setup: FirstStoreRepository;
  readonly secrets: Secrets;
  readonly clock: Clock;
}

export interface SetUpSummary {
  readonly organization: NamedRow;
  readonly store: NamedRow & { readonly country: string; readonly provinceCode: string; readonly timeZone: string };
  readonly admin: { readonly id: number; readonly email: string; readonly role: DealerRole };
}

export type SetUpFirstStoreResult =
  | ({ readonly _tag: 'Created'; readonly invitationToken: string; readonly linkExpiresAt: Date } & SetUpSummary)
  | { readonly _tag: 'AlreadySetUp'; readonly organization: NamedRow; readonly store: NamedRow; readonly admin: { readonly id: number; readonly email: string } };

export type SetUpFirstStoreError =
  | { readonly _tag: 'InvalidInput'; readonly errors: FieldErrors }
  /** The database already holds other organizations and `another` was not said. */
  | { readonly _tag: 'OtherOrganizationsExist'; readonly count: number }
  /** The organization exists, but not with this store or not with this admin: setup adds nothing to it. */
  | { readonly _tag: 'SetUpDifferently'; readonly organization: NamedRow; readonly stores: readonly NamedRow[]; readonly differs: 'store' | 'admin' }
  /** The admin's e-mail belongs to a user already (of another organization, or none). */
  | { readonly _tag: 'EmailTaken'; readonly email: string; readonly userId: number }
  /** Another setup wrote between the check and the write: run again. */
  | { readonly _tag: 'ChangedMeanwhile' };

const same = (a: string, b: string): boolean => a.trim().toLowerCase() === b.trim().toLowerCase();

/**
 * `npm run cli -- setup`: on an empty database, the first organization, its first store (with the
 * defaults a store works with, no demo data) and its first admin, in one transaction, audited,
 * with a set-password link (the invitation's: valid INVITATION_TTL_DAYS days). Idempotent: the
 * same organization, store and admin again answer AlreadySetUp and write nothing.
 */
export const setUpFirstStore = (deps: SetUpFirstStoreDeps) =>
  (command: FirstStoreCommand): TE.TaskEither<SetUpFirstStoreError, SetUpFirstStoreResult> => async () => {
    const checked = checkFirstStore(command);
    if (!checked.ok) return E.left({ _tag: 'InvalidInput', errors: checked.errors });
    const plan = checked.plan;
    const state = await deps.setup.state(plan);

    if (state.organization !== null) {
      const organization = state.organization;
      const store = state.stores.find((s) => same(s.name, plan.store.name));
      if (store === undefined) return E.left({ _tag: 'SetUpDifferently', organization, stores: state.stores, differs: 'store' });
      const isAdmin = state.admin?.roles.some((r) => r.dealershipId === store.id && r.role === FIRST_ADMIN_ROLE) ?? false;
      if (state.admin === null || !isAdmin) return E.left({ _tag: 'SetUpDifferently', organization, stores: state.stores, differs: 'admin' });
      return E.right({ _tag: 'AlreadySetUp', organization, store, admin: { id: state.admin.id, email: state.admin.email } });
    }
    if (state.organizations > 0 && !command.another) return E.left({ _tag: 'OtherOrganizationsExist', count: state.organizations });
    if (state.admin !== null) return E.left({ _tag: 'EmailTaken', email: state.admin.email, userId: state.admin.id });

    const token = deps.secrets.token();
    const now = deps.clock.now();
    const expiresAt = new Date(now.getTime() + INVITATION_TTL_DAYS * DAY_MS);
    const written = await deps.setup.create({
      plan, adminRole: FIRST_ADMIN_ROLE, allowOthers: command.another,
      invitation: { tokenHash: deps.secrets.hash(token), createdAt: now, expiresAt },
      audit: (ids) => auditEntries(plan, ids),
    });
    if (!written.ok) return E.left({ _tag: 'ChangedMeanwhile' });
    const { organizationId, dealershipId, userId } = written.ids;
    return E.right({
      _tag: 'Created', invitationToken: token, linkExpiresAt: expiresAt,
      organization: { id: organizationId, name: plan.organization },
      store: { id: dealershipId, name: plan.store.name, country: plan.store.country, provinceCode: plan.store.provinceCode, timeZone: planTimeZone(plan) },
      admin: { id: userId, email: plan.admin.email, role: FIRST_ADMIN_ROLE },
    });
  };

/** The store's trail shows who set it up (the command line: no actor) and the admin it was given. */
function auditEntries(plan: FirstStorePlan, ids: { readonly organizationId: number; readonly dealershipId: number; readonly userId: number }) {
  return [
    {
      action: 'store_set_up' as const, userId: null, dealershipId: ids.dealershipId, ip: 'cli', detail: { organization_id: ids.organizationId },
      before: {}, after: {
        organization: plan.organization, name: plan.store.name, country: plan.store.country, province_code: plan.store.provinceCode,
        city: plan.store.city, postal_code: plan.store.postalCode, default_language: plan.store.defaultLanguage,
        allowed_languages: [...plan.store.allowedLanguages], time_zone: plan.store.timeZone,
      },
    },
    {
      action: 'user_created' as const, userId: null, dealershipId: ids.dealershipId, ip: 'cli', detail: { target_user_id: ids.userId, role: FIRST_ADMIN_ROLE },
      before: {}, after: { email: plan.admin.email, first_name: plan.admin.firstName, last_name: plan.admin.lastName, language: plan.admin.language, role: FIRST_ADMIN_ROLE },
    },
  ];
}
