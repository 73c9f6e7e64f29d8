import * as E from 'fp-ts/Either';
import type * as TE from 'fp-ts/TaskEither';
import { ORGANIZATION_ROLES } from '../access/role';
import type { SessionContext } from '../access/session-context';
import type { AuditLog } from '../shared/ports/audit-log';
import type { Clock } from '../shared/ports/clock';
import { forbidden, invalidInput, notFound, type Forbidden, type InvalidInput, type NotFound } from '../shared/errors';
import { checkNewStore, checkOrganizationName, type NewStoreInput, type Organization, type OrganizationStore, type OrganizationWithStores } from './organization';
import type { OrganizationRepository } from './organization-repository';
import { mayAddStore, mayCreateDealer } from './store-access';

export interface OrganizationDeps {
  readonly organizations: OrganizationRepository;
  readonly audit: AuditLog;
  readonly clock: Clock;
}

export type OrganizationError = Forbidden | InvalidInput | NotFound;

/** Who asks and from where: the session (no store needs to be chosen) and the caller's address for the audit trail. */
export interface Caller {
  readonly ctx: Pick<SessionContext, 'actor' | 'user' | 'dealership'>;
  readonly ip: string;
}

const refused = (caller: Caller): E.Either<Forbidden, never> | null => (mayCreateDealer(caller.ctx.actor) ? null : E.left(forbidden('create_dealer')));
const taken = invalidInput({ name: ['name.taken'] });

/**
 * The organizations the caller may add stores to: every one for a super admin, the organization of
 * the store an organization admin is at, none for anyone else (null: refused).
 */
function reach(caller: Caller): 'all' | number | null {
  if (mayCreateDealer(caller.ctx.actor)) return 'all';
  const own = caller.ctx.dealership?.organizationId ?? null;
  return mayAddStore(caller.ctx.actor) && own !== null ? own : null;
}

/** Every organization with its stores for a super admin; an organization admin's own organization alone. */
export const listOrganizations = (deps: OrganizationDeps) => (caller: Caller): TE.TaskEither<OrganizationError, readonly OrganizationWithStores[]> => async () => {
  const may = reach(caller);
  if (may === null) return E.left(forbidden('create_dealer'));
  const all = await deps.organizations.list();
  return E.right(may === 'all' ? all : all.filter((o) => o.id === may));
};

/** A new organization; a name another organization has (case aside) is refused on `name`. Audited. */
export const createOrganization = (deps: OrganizationDeps) => (caller: Caller, input: { readonly name: string }): TE.TaskEither<OrganizationError, Organization> => async () => {
  const no = refused(caller);
  if (no !== null) return no;
  const name = checkOrganizationName(input.name);
  if (!name.ok) return E.left(invalidInput(name.errors));
  const created = await deps.organizations.create(name.value, deps.clock.now());
  if (!created.ok) return E.left(taken);
  const { organization } = created;
  await deps.audit.record({ action: 'organization_created', userId: caller.ctx.user.id, dealershipId: null, ip: caller.ip, detail: { organizationId: organization.id }, after: { name: organization.name } });
  return E.right(organization);
};

/** Renames an organization; unchanged names write nothing. Audited with the name before and after. */
export const renameOrganization = (deps: OrganizationDeps) => (caller: Caller, id: number, input: { readonly name: string }): TE.TaskEither<OrganizationError, Organization> => async () => {
  const no = refused(caller);
  if (no !== null) return no;
  const current = await deps.organizations.byId(id);
  if (current === null) return E.left(notFound);
  const name = checkOrganizationName(input.name);
  if (!name.ok) return E.left(invalidInput(name.errors));
  if (name.value === current.name) return E.right(current);
  const renamed = await deps.organizations.rename(id, name.value, deps.clock.now());
  if (!renamed.ok) return E.left(renamed.reason === 'not_found' ? notFound : taken);
  await deps.audit.record({ action: 'organization_updated', userId: caller.ctx.user.id, dealershipId: null, ip: caller.ip, detail: { organizationId: id }, before: { name: current.name }, after: { name: renamed.organization.name } });
  return E.right(renamed.organization);
};

/**
 * A new store in an organization (a super admin's any, an organization admin's own), checked like its settings form; a name another store of the same
 * organization has (case aside) is refused on `name`. Audited in the new store's trail.
 */
export const createStore = (deps: OrganizationDeps) =>
  (caller: Caller, organizationId: number, input: NewStoreInput): TE.TaskEither<OrganizationError, OrganizationStore & { readonly organizationId: number }> => async () => {
    const may = reach(caller);
    if (may === null) return E.left(forbidden('create_dealer'));
    // Another organization is, for an organization admin, as unknown as one that does not exist.
    if ((may !== 'all' && may !== organizationId) || (await deps.organizations.byId(organizationId)) === null) return E.left(notFound);
    const checked = checkNewStore(input);
    if (!checked.ok) return E.left(invalidInput(checked.errors));
    const store = checked.value;
    const created = await deps.organizations.createStore(organizationId, store, deps.clock.now(), ORGANIZATION_ROLES);
    if (!created.ok) return E.left(created.reason === 'not_found' ? notFound : taken);
    const { name, country, provinceCode, city, postalCode, phone, email, defaultLanguage } = store;
    await deps.audit.record({
      action: 'dealership_created', userId: caller.ctx.user.id, dealershipId: created.id, ip: caller.ip, detail: { organizationId },
      after: { name, country, provinceCode, city, postalCode, phone, email, defaultLanguage },
    });
    return E.right({ id: created.id, organizationId, name, country, provinceCode, city });
  };

export const organizationUseCases = (deps: OrganizationDeps) => ({
  list: listOrganizations(deps),
  create: createOrganization(deps),
  rename: renameOrganization(deps),
  createStore: createStore(deps),
});

export type OrganizationUseCases = ReturnType<typeof organizationUseCases>;
