import * as E from 'fp-ts/Either';
import type * as TE from 'fp-ts/TaskEither';
import type { DealershipContext } from '../access/dealership-context';
import type { NewMedia } from '../shared/media';
import type { AuditLog } from '../shared/ports/audit-log';
import type { Clock } from '../shared/ports/clock';
import { forbidden, invalidInput, notFound, type Forbidden, type InvalidInput, type NotFound } from '../shared/errors';
import { managedDealershipsOf } from '../access/session-context';
import type { DealershipRepository } from '../access/dealership';
import type { UserRepository } from '../access/user-repository';
import { mayReadStore, maySeeOrganization, mayWriteStore } from './store-access';
import { changedFields, checkStoreInput, type StoreInput } from './store-form';
import type { StoreOverview, StoreRepository, SupportContact } from './store-repository';
import type { StoreSettings, StoreValues } from './store-settings';

export interface StoreDeps {
  readonly stores: StoreRepository;
  readonly audit: AuditLog;
  readonly clock: Clock;
  /** The help desk from configuration; blank parts fall back to the session's store's own phone and e-mail. */
  readonly support: SupportContact;
  readonly users: UserRepository;
  readonly dealerships: DealershipRepository;
}

export type StoreError = Forbidden | InvalidInput | NotFound;

/** The writable values of a store as read (what an update starts from). */
export function valuesOf(s: StoreSettings): StoreValues {
  const { name, country, provinceCode, city, postalCode, addressLine1, addressLine2, phone, email, website, newCarsLink, usedCarsLink,
    depositCents, depositPackage, hours, calendar, allowedLanguages, tradeInSystem, creditApplicationSystem, useAddonsRecommendation, usePostalCode,
    mandatoryNames, compulsoryLogin, samlLoginUrl, customCopy, discountNameEn, discountNameFr } = s;
  return { name, country, provinceCode, city, postalCode, addressLine1, addressLine2, phone, email, website, newCarsLink, usedCarsLink,
    depositCents, depositPackage, hours, calendar, allowedLanguages, tradeInSystem, creditApplicationSystem, useAddonsRecommendation, usePostalCode,
    mandatoryNames, compulsoryLogin, samlLoginUrl, customCopy, discountNameEn, discountNameFr };
}

/** The session's store only: there is no id to name another one (tenant isolation by construction). */
async function ownStore(deps: StoreDeps, ctx: DealershipContext): Promise<E.Either<StoreError, StoreSettings>> {
  if (!mayReadStore(ctx.actor)) return E.left(forbidden('view_dealership'));
  const store = await deps.stores.settings(ctx.dealership.id);
  return store === null ? E.left(notFound) : E.right(store);
}

/** GET home_dealership/. */
export const homeDealership = (deps: StoreDeps) => (ctx: DealershipContext): TE.TaskEither<StoreError, StoreSettings> => () => ownStore(deps, ctx);

/** PUT and PATCH update/: the fields sent over the current ones (PUT sends the whole form), checked as a whole; audited with only what changed. */
export const updateStore = (deps: StoreDeps) =>
  (ctx: DealershipContext, input: StoreInput, ip: string): TE.TaskEither<StoreError, StoreSettings> => async () => {
    const current = await ownStore(deps, ctx);
    if (E.isLeft(current)) return current;
    if (!mayWriteStore(ctx.actor)) return E.left(forbidden('edit_dealership'));
    const before = valuesOf(current.right);
    const checked = checkStoreInput(before, input);
    if (!checked.ok) return E.left(invalidInput(checked.errors));
    const diff = changedFields(before, checked.values);
    if (Object.keys(diff.after).length === 0) return E.right(current.right);
    const saved = await deps.stores.update(ctx.dealership.id, checked.values, deps.clock.now());
    if (saved === null) return E.left(notFound);
    await deps.audit.record({ action: 'dealership_updated', userId: ctx.user.id, dealershipId: ctx.dealership.id, ip, detail: { fields: Object.keys(diff.after).join(',') }, before: diff.before, after: diff.after });
    return E.right(saved);
  };

/** The logo (already decoded, cleaned and resized by the adapter): stored, pointed at, audited. */
export const setStoreLogo = (deps: StoreDeps) =>
  (ctx: DealershipContext, logo: NewMedia, ip: string): TE.TaskEither<StoreError, StoreSettings> => async () => {
    const current = await ownStore(deps, ctx);
    if (E.isLeft(current)) return current;
    if (!mayWriteStore(ctx.actor)) return E.left(forbidden('edit_dealership'));
    const id = await deps.stores.setLogo(ctx.dealership.id, logo, ctx.user.id, deps.clock.now());
    const saved = id === null ? null : await deps.stores.settings(ctx.dealership.id);
    if (saved === null) return E.left(notFound);
    await deps.audit.record({ action: 'dealership_logo_changed', userId: ctx.user.id, dealershipId: ctx.dealership.id, ip, detail: { size: logo.bytes.length }, before: { logoMediaId: current.right.logoMediaId }, after: { logoMediaId: id } });
    return E.right(saved);
  };

/** GET custom_copy/: the store's own interface copy, for every role (the guards load it at step 1). */
export const storeCustomCopy = (deps: StoreDeps) => (ctx: DealershipContext): TE.TaskEither<StoreError, StoreSettings['customCopy']> => async () => {
  const store = await deps.stores.settings(ctx.dealership.id);
  return store === null ? E.left(notFound) : E.right(store.customCopy);
};

/** GET support-service/: the configured help desk, each blank part taken from the session's store. */
export const supportContact = (deps: StoreDeps) => async (ctx: DealershipContext): Promise<SupportContact> => {
  if (deps.support.phoneNumber !== '' && deps.support.email !== '') return deps.support;
  const store = await deps.stores.settings(ctx.dealership.id);
  return { phoneNumber: deps.support.phoneNumber || store?.phone || '', email: deps.support.email || store?.email || '' };
};

/** GET organization_stores/: the stores the user manages, side by side (organization roles, super admins). */
export const organizationStores = (deps: StoreDeps) => (ctx: DealershipContext): TE.TaskEither<StoreError, readonly StoreOverview[]> => async () => {
  if (!maySeeOrganization(ctx.actor)) return E.left(forbidden('view_organization'));
  const managed = await managedDealershipsOf(deps, ctx.user, ctx.memberships);
  const overview = await deps.stores.overview(managed.map((d) => d.id));
  const byId = new Map(overview.map((o) => [o.id, o]));
  return E.right(managed.flatMap((d) => byId.get(d.id) ?? []));
};

export const storeUseCases = (deps: StoreDeps) => ({
  organization: organizationStores(deps),
  homeDealership: homeDealership(deps),
  update: updateStore(deps),
  setLogo: setStoreLogo(deps),
  support: supportContact(deps),
  customCopy: storeCustomCopy(deps),
});

export type StoreUseCases = ReturnType<typeof storeUseCases>;
