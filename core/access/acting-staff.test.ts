import * as E from 'fp-ts/Either';
import { describe, expect, it } from 'vitest';
import { actingStaff } from './acting-staff';
import { aDealership, inMemoryDealerships, inMemoryUsers, T0 } from './testing/in-memory-ports';

function world() {
  const users = inMemoryUsers();
  const dealerships = inMemoryDealerships([aDealership({ id: 1 }), aDealership({ id: 2 })]);
  users.add({ email: 'rep@store.test', memberships: [{ dealershipId: 1, role: 'dealer_sales_rep' }] });
  users.add({ email: 'root@store.test', isSuperAdmin: true });
  const gone = users.add({ email: 'gone@store.test', memberships: [{ dealershipId: 1, role: 'dealer_admin' }] });
  users.setActive(gone.id, false);
  return { users, dealerships };
}

describe('a staff member acting at a store from the command line', () => {
  it('carries the role and permissions of that store, as a verified session would', async () => {
    const ctx = await actingStaff(world(), ' REP@store.test ', 1, T0, 'cli');
    expect(E.isRight(ctx) && ctx.right).toMatchObject({ role: 'dealer_sales_rep', dealership: { id: 1 }, user: { email: 'rep@store.test' }, session: { id: 'cli', dealershipId: 1, fullyAuthenticated: true } });
  });
  it('lets a super admin act at any store', async () => {
    const ctx = await actingStaff(world(), 'root@store.test', 2, T0, 'cli');
    expect(E.isRight(ctx) && ctx.right.role).toBe('super_admin');
  });
  it('refuses an unknown e-mail, an unknown store, a deactivated account and a store without a role', async () => {
    const w = world();
    expect(await actingStaff(w, 'nobody@store.test', 1, T0, 'cli')).toEqual(E.left({ _tag: 'UnknownStaff', email: 'nobody@store.test' }));
    expect(await actingStaff(w, 'rep@store.test', 9, T0, 'cli')).toEqual(E.left({ _tag: 'UnknownDealership', dealershipId: 9 }));
    expect(await actingStaff(w, 'gone@store.test', 1, T0, 'cli')).toEqual(E.left({ _tag: 'StaffDeactivated', email: 'gone@store.test' }));
    expect(await actingStaff(w, 'rep@store.test', 2, T0, 'cli')).toEqual(E.left({ _tag: 'NoRoleAtDealership', email: 'rep@store.test', dealershipId: 2 }));
  });
});
