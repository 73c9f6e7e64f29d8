import * as E from 'fp-ts/Either';
import type * as TE from 'fp-ts/TaskEither';
import type { DealerUser, Language } from './dealer-user';
import { openSession, type SignInDeps, type SignInResult } from './sign-in';
import type { SamlServiceProvider, ServiceProviderUrls, SsoAssertionLedger, SsoConnectionRepository, VerifiedAssertion } from './sso-ports';
import { SSO_SOURCES, type SsoConnection, type SsoRefusal, type SsoSource } from './sso';
import type { Dealership } from './dealership';
import type { SessionContext } from './session-context';

export interface SsoSignInDeps extends SignInDeps {
  readonly ssoConnections: SsoConnectionRepository;
  readonly ssoLedger: SsoAssertionLedger;
  readonly saml: SamlServiceProvider;
}

export interface SsoRequestContext {
  readonly dealershipId: number;
  readonly source: SsoSource;
  readonly sp: ServiceProviderUrls;
  readonly ip: string;
}

export interface SsoSignInCommand extends SsoRequestContext {
  readonly samlResponse: string;
  readonly userAgent: string;
  readonly deviceToken: string | undefined;
  readonly language: string | null;
}

export interface SsoRefused { readonly _tag: 'SsoRefused'; readonly reason: SsoRefusal }
const refused = (reason: SsoRefusal): E.Either<SsoRefused, never> => E.left({ _tag: 'SsoRefused', reason });

/** How long past its NotOnOrAfter an assertion id is kept in the ledger (longer than any clock skew accepted). */
const LEDGER_MARGIN_MS = 60 * 60 * 1000;

async function enabledConnection(deps: SsoSignInDeps, dealershipId: number, source: SsoSource): Promise<SsoConnection | null> {
  const connection = await deps.ssoConnections.get(dealershipId, source);
  return connection?.enabled === true ? connection : null;
}

/** GET …/login/: the identity provider's URL with a new request, or refused when the store has not enabled the source. */
export const startSsoSignIn = (deps: SsoSignInDeps) =>
  (request: SsoRequestContext & { readonly relayState: string }): TE.TaskEither<SsoRefused, string> => async () => {
    const connection = await enabledConnection(deps, request.dealershipId, request.source);
    if (!connection) return refused('unavailable');
    return E.right(await deps.saml.loginUrl(connection, request.sp, request.relayState));
  };

/**
 * The account an assertion signs in: the store's user with that e-mail and this source. A user
 * who signs in with a password (or another source) is never taken over by an assertion; an unknown
 * person gets an account only when the store chose a role for new accounts.
 */
async function accountFor(deps: SsoSignInDeps, connection: SsoConnection, assertion: VerifiedAssertion, language: Language): Promise<E.Either<SsoRefusal, DealerUser>> {
  const existing = await deps.users.byEmail(assertion.email);
  if (existing) {
    if (existing.source !== connection.source) return E.left('source_mismatch');
    if (!existing.isActive) return E.left('inactive');
    if (existing.isSuperAdmin) return E.right(existing);
    const memberships = await deps.users.memberships(existing.id);
    if (memberships.some((m) => m.dealershipId === connection.dealershipId)) return E.right(existing);
    if (connection.newUserRole === null) return E.left('not_member');
    await deps.users.addMembership(existing.id, { dealershipId: connection.dealershipId, role: connection.newUserRole });
    return E.right(existing);
  }
  if (connection.newUserRole === null) return E.left('unknown_user');
  const created = await deps.users.create({
    email: assertion.email, passwordHash: '', source: connection.source,
    firstName: assertion.firstName, lastName: assertion.lastName, phone: '', language,
    isSuperAdmin: false, isDealerVwCorporate: false, showAnalyticsDashboard: false,
    homeDealershipId: connection.dealershipId,
    memberships: [{ dealershipId: connection.dealershipId, role: connection.newUserRole }],
  });
  const user = created.ok ? await deps.users.byId(created.id) : await deps.users.byEmail(assertion.email);
  if (!user || user.source !== connection.source) return E.left('source_mismatch');
  if (created.ok) {
    await deps.audit.record({ action: 'user_created', userId: user.id, dealershipId: connection.dealershipId, ip: 'sso', detail: { role: connection.newUserRole, source: connection.source }, after: { email: user.email, role: connection.newUserRole, source: connection.source } });
  }
  return E.right(user);
}

/**
 * POST …/acs/: the identity provider's answer. The adapter checks the XML (signature by the
 * connection's certificate, time window, audience, issuer, our request id); here each assertion is
 * used once, the account is matched or created, and a session opens at this store. It is fully
 * authenticated only when the assertion says a second factor was checked (one of the connection's
 * MFA contexts) or the device is remembered; otherwise the one-time code follows, as for a password.
 */
export const completeSsoSignIn = (deps: SsoSignInDeps) =>
  (command: SsoSignInCommand): TE.TaskEither<SsoRefused, SignInResult> => async () => {
    const audit = async (reason: SsoRefusal, detail: Readonly<Record<string, string>>, userId: number | null = null) => {
      await deps.audit.record({ action: 'sso_sign_in_refused', userId, dealershipId: command.dealershipId, ip: command.ip, detail: { source: command.source, reason, ...detail } });
      return refused(reason);
    };
    const connection = await enabledConnection(deps, command.dealershipId, command.source);
    if (!connection) return audit('unavailable', {});
    const verified = await deps.saml.verify(connection, command.sp, command.samlResponse);
    if (E.isLeft(verified)) return audit(verified.left.reason, { why: verified.left.detail.slice(0, 300) });
    const assertion = verified.right;
    const until = new Date(Math.max(assertion.notOnOrAfter.getTime(), deps.clock.now().getTime()) + LEDGER_MARGIN_MS);
    if (!(await deps.ssoLedger.claim(`${assertion.issuer}|${assertion.id}`, until))) return audit('replayed', { email: assertion.email });

    const dealership = await deps.dealerships.byId(connection.dealershipId);
    const account = await accountFor(deps, connection, assertion, dealership?.defaultLanguage ?? 'en_CA');
    if (E.isLeft(account)) return audit(account.left, { email: assertion.email });
    const user = account.right;
    const secondFactor = assertion.authnContext !== null && connection.mfaContexts.includes(assertion.authnContext);
    const opened = await openSession(deps, user, { ...command, dealershipId: connection.dealershipId, secondFactor });
    if (!opened) return audit('not_member', { email: assertion.email }, user.id);
    await deps.audit.record({ action: 'sso_sign_in', userId: user.id, dealershipId: connection.dealershipId, ip: command.ip, detail: { source: connection.source, second_factor: secondFactor, remembered_device: opened.remembered } });
    return E.right(opened.result);
  };

/** The sign-in page's buttons: the store's enabled sources (public; null for an unknown store). */
export const ssoOptions = (deps: SsoSignInDeps) =>
  async (dealershipId: number): Promise<{ readonly dealership: Dealership; readonly connections: readonly SsoConnection[] } | null> => {
    const dealership = await deps.dealerships.byId(dealershipId);
    if (!dealership) return null;
    const connections = (await deps.ssoConnections.list(dealershipId)).filter((c) => c.enabled);
    return { dealership, connections: SSO_SOURCES.flatMap((s) => connections.filter((c) => c.source === s)) };
  };

/** The store's service-provider metadata for a source it saved (enabled or not: the manufacturer registers it first). */
export const ssoMetadata = (deps: SsoSignInDeps) =>
  async (dealershipId: number, source: SsoSource, sp: ServiceProviderUrls): Promise<string | null> => {
    const connection = await deps.ssoConnections.get(dealershipId, source);
    return connection ? deps.saml.metadata(connection, sp) : null;
  };

/**
 * The first same-site request after an SSO sign-in: the identity provider's form post cannot carry
 * the "remember this device" cookie (SameSite), so the device is checked here and, when remembered
 * for this user, the one-time code is skipped as it is after a password.
 */
export const continueWithDevice = (deps: SsoSignInDeps) =>
  async (ctx: SessionContext, deviceToken: string | undefined): Promise<boolean> => {
    if (ctx.session.fullyAuthenticated) return true;
    if (!deviceToken || !(await deps.rememberedDevices.valid(deps.secrets.hash(deviceToken), ctx.user.id, deps.clock.now()))) return false;
    await deps.sessions.markFullyAuthenticated(ctx.session.id);
    return true;
  };

export const ssoSignInUseCases = (deps: SsoSignInDeps) => ({
  start: startSsoSignIn(deps), complete: completeSsoSignIn(deps), options: ssoOptions(deps), metadata: ssoMetadata(deps),
  continueWithDevice: continueWithDevice(deps),
});
export type SsoSignInUseCases = ReturnType<typeof ssoSignInUseCases>;
