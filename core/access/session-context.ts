import type { Actor } from './actor';
import type { Dealership, DealershipRepository } from './dealership';
import type { DealerUser, Membership } from './dealer-user';
import type { DealerRole } from './role';
import type { Session } from './session';
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

/** Null when the user is gone or deactivated: the session is then worth nothing. */
export async function loadSessionContext(deps: ContextDeps, session: Session): Promise<SessionContext | null> {
  const user = await deps.users.byId(session.userId);
  if (!user || !user.isActive) return null;
  const memberships = await deps.users.memberships(user.id);
  const dealership = session.dealershipId === null ? null : await deps.dealerships.byId(session.dealershipId);
  const role = roleAt(user, memberships, dealership?.id ?? null);
  return {
    session, user, memberships, dealership, role,
    actor: {
      role,
      isSuperAdmin: user.isSuperAdmin,
      isCorporate: user.isDealerVwCorporate,
      showAnalyticsDashboard: user.showAnalyticsDashboard,
    },
  };
}
