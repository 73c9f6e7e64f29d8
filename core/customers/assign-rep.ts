import type { DealershipContext } from '../access/dealership-context';
import { ASSIGNABLE_ROLES } from '../access/dealership-sessions';
import type { UserRepository } from '../access/user-repository';
import type { CustomerRepository } from './customer-repository';

export interface AssignDeps {
  readonly users: UserRepository;
  readonly customers: CustomerRepository;
}

/** Whether the user may be given customers at the dealership (assignable_dealer_users/). */
export async function isAssignable(deps: AssignDeps, dealershipId: number, userId: number): Promise<boolean> {
  const staff = await deps.users.withRoleAt(dealershipId, ASSIGNABLE_ROLES);
  return staff.some((u) => u.id === userId);
}

/**
 * The rep of a customer created without one (spec: "reps excluded from automatic assignment are
 * not auto-assigned"; the rule itself is not shown). Decided: a sales rep who creates a customer
 * keeps it; otherwise the sales rep of the dealership with the fewest active customers, the
 * longest-standing account (lowest id) on a tie, leaving out reps excluded from automatic
 * assignment; nobody when there is no such rep.
 */
export async function automaticRep(deps: AssignDeps, ctx: DealershipContext): Promise<number | null> {
  const staff = await deps.users.withRoleAt(ctx.dealership.id, ASSIGNABLE_ROLES);
  if (ctx.role === 'dealer_sales_rep' && staff.some((u) => u.id === ctx.user.id)) return ctx.user.id;
  const reps = staff.filter((u) => u.role === 'dealer_sales_rep' && !u.isNotAutomaticallyAssigned).map((u) => u.id);
  if (reps.length === 0) return null;
  const load = await deps.customers.activeCustomerCounts(ctx.dealership.id, reps);
  return [...reps].sort((a, b) => (load.get(a) ?? 0) - (load.get(b) ?? 0) || a - b)[0] ?? null;
}
