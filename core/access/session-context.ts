import type { Actor } from './actor';
import type { Dealership, DealershipRepository } from './dealership';
import type { DealerUser, Membership } from './dealer-user';
import type { DealerRole } from './role';
import type { Session } from './session';
import type { SessionRepository } from './session-repository';
import type { UserRepository } from './user-repository';

/** Everything a request needs to know about who is asking and for which dealership. */
export interface SessionContext {
  readonly session: Session;
  readonly user: DealerUser;
  readonly memberships: readonly Membership[];
  readonly dealership: Dealership | null;
  /** The user's role at the session's dealership (super_admin for super admins). */
  readonly role: DealerRole | null;
  readonly actor: Actor;
}

export interface ContextDeps {
  readonly users: UserRepository;
  readonly dealerships: DealershipRepository;
}

export function roleAt(user: DealerUser, memberships: readonly Membership[], dealershipId: number | null): DealerRole | null {
  if (user.isSuperAdmin) return 'super_admin';
  if (dealershipId === null) return null;
  return memberships.find((m) => m.dealershipId === dealershipId)?.role ?? null;
}

/** Dealerships the user may work in: all of them for a super admin, else their memberships'. */
export async function managedDealershipsOf(
  deps: ContextDeps,
  user: DealerUser,
  memberships: readonly Membership[],
): Promise<readonly Dealership[]> {
  if (user.isSuperAdmin) return deps.dealerships.all();
  return deps.dealerships.byIds(memberships.map((m) => m.dealershipId));
}

/** A session with what every request needs beside it: its user (null when gone), the user's memberships, its dealership. */
export interface SessionWithContext {
  readonly session: Session;
  readonly user: DealerUser | null;
  readonly memberships: readonly Membership[];
  readonly dealership: Dealership | null;
}

/**
 * Reads a session and its context in one go (the drizzle adapter: one joined query per request).
 * Contract: null for an unknown id; `user` null when the session's user no longer exists.
 */
export interface SessionContextReader {
  withContext(id: string): Promise<SessionWithContext | null>;
}

/** The same reading, one repository call after the other (in-memory ports). */
export function sequentialSessionContexts(deps: ContextDeps & { readonly sessions: SessionRepository }): SessionContextReader {
  return {
    async withContext(id) {
      const session = await deps.sessions.byId(id);
      if (!session) return null;
      const user = await deps.users.byId(session.userId);
      const memberships = user ? await deps.users.memberships(user.id) : [];
      const dealership = session.dealershipId === null ? null : await deps.dealerships.byId(session.dealershipId);
      return { session, user, memberships, dealership };
    },
  };
}

/** Null when the user is gone or deactivated: the session is then worth nothing. */
export function sessionContextOf(loaded: SessionWithContext): SessionContext | null {
  const { session, user, memberships, dealership } = loaded;
  if (!user || !user.isActive) return null;
  const role = roleAt(user, memberships, dealership?.id ?? null);
  return {
    session, user, memberships, dealership, role,
    actor: {
      role,
      isSuperAdmin: user.isSuperAdmin,
      isCorporate: user.isDealerVwCorporate,
      showAnalyticsDashboard: user.showAnalyticsDashboard,
      permissions: user.permissions,
    },
  };
}

/** Null when the user is gone or deactivated: the session is then worth nothing. */
export async function loadSessionContext(deps: ContextDeps, session: Session): Promise<SessionContext | null> {
  const user = await deps.users.byId(session.userId);
  if (!user || !user.isActive) return null;
  const memberships = await deps.users.memberships(user.id);
  const dealership = session.dealershipId === null ? null : await deps.dealerships.byId(session.dealershipId);
  return sessionContextOf({ session, user, memberships, dealership });
}
