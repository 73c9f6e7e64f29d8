import * as E from 'fp-ts/Either';
import { describe, expect, it } from 'vitest';
import type { Actor } from '../../access/actor';
import type { DealershipContext } from '../../access/dealership-context';
import { carryPermissions, roleDefaults } from '../../access/permissions';
import { canAssignRole } from '../../access/role-assignment';
import { DEALER_ROLES, type DealerRole } from '../../access/role';
import { aDealership, fakeClock, fakeSecrets, fixedTemplates, inMemoryResets, recordingAudit, recordingEmail } from '../../access/testing/in-memory-ports';
import { inMemoryStaff } from './testing/in-memory-user-admin';
import { userAdminUseCases } from './user-admin-use-cases';
import { mayEditMember, mayGrantPermissions, mayManageStaff, roleChoices } from './user-admin-policy';
import { parseUserListQuery } from './user-list-query';

const STORE = 7;
const OTHER = 8;
const actor = (role: DealerRole | null, extra: Partial<Actor> = {}): Actor => ({ role, isSuperAdmin: false, isCorporate: false, showAnalyticsDashboard: false, ...extra });

function world(role: DealerRole, extra: Partial<Actor> = {}) {
  const staff = inMemoryStaff();
  const me = staff.add({ email: 'me@store.test', firstName: 'Marie', lastName: 'Tremblay', role }, STORE);
  const ctx = { dealership: aDealership({ id: STORE, name: 'Laval Auto' }), user: me, actor: actor(role, extra), session: { id: 's', dealershipId: STORE } } as unknown as DealershipContext;
  const deps = { staff, resets: inMemoryResets(), email: recordingEmail(), templates: fixedTemplates, secrets: fakeSecrets(), clock: fakeClock(), audit: recordingAudit() };
  const meta = { ip: '10.0.0.1', invitationUrl: (t: string) => `https://x.test/dealer/reset-password?token=${t}&invitation=1` };
  return { staff, me, ctx, deps, meta, U: userAdminUseCases(deps) };
}

describe('the users policy', () => {
  it('edits a user only when the actor could give them their role; corporate users and assistants only look', () => {
    for (const assigner of DEALER_ROLES) {
      for (const target of DEALER_ROLES) {
        expect(mayEditMember(actor(assigner), target), `${assigner} → ${target}`).toBe(canAssignRole(actor(assigner), target));
        expect(mayEditMember(actor(assigner, { isCorporate: true }), target)).toBe(false);
      }
    }
    expect(mayManageStaff(actor('organization_assistant'))).toBe(false);
    expect(mayManageStaff(actor('dealer_sales_rep'))).toBe(false);
  });

  it('grants permissions to admins only, and offers the current role beside the assignable ones', () => {
    expect(mayGrantPermissions(actor('dealer_admin'))).toBe(true);
    expect(mayGrantPermissions(actor('dealer_sales_manager'))).toBe(false);
    expect(roleChoices(actor('dealer_sales_manager'), 'dealer_admin')).toEqual(['dealer_admin', 'dealer_sales_rep', 'dealer_sales_manager']);
  });

  it('reads the list parameters and names every bad one', () => {
    const ok = parseUserListQuery({ search: ' ann ', role: 'dealer_sales_rep', is_active: 'false', page: '2', ordering: '-last_activity' });
    expect(ok).toEqual(E.right(expect.objectContaining({ search: 'ann', roles: ['dealer_sales_rep'], isActive: false, page: 2, ordering: { field: 'last_activity', descending: true } })));
    expect(parseUserListQuery({ role: 'boss', page: '0', ordering: 'password' })).toEqual(E.left({ role: ['list.invalid_choice'], page: ['list.page_invalid'], ordering: ['list.ordering_invalid'] }));
  });
});

describe('inviting', () => {
  it('creates the user without a password, e-mails a 7-day invitation link in their language and audits it', async () => {
    const w = world('dealer_admin');
    const done = await w.U.invite(w.ctx, { email: ' luc@store.test ', firstName: 'Luc', lastName: 'Gagné', phone: '', language: 'fr_CA', role: 'dealer_sales_rep' }, w.meta)();
    expect(E.isRight(done) && done.right).toMatchObject({ email: 'luc@store.test', role: 'dealer_sales_rep', hasPassword: false });
    expect(w.deps.email.sent).toEqual([{ to: 'luc@store.test', subject: '[fr_CA] invitation Laval Auto', body: '[fr_CA] Marie Tremblay https://x.test/dealer/reset-password?token=token-1&invitation=1 (7 days)', meta: { kind: 'invitation', dealershipId: STORE, userId: expect.any(Number), language: 'fr_CA' } }]);
    const [token] = w.deps.resets.all();
    expect(token).toMatchObject({ kind: 'invitation', expiresAt: new Date(w.deps.clock.now().getTime() + 7 * 24 * 3600_000) });
    expect(w.deps.audit.entries[0]).toMatchObject({ action: 'user_invited', userId: w.me.id, dealershipId: STORE, ip: '10.0.0.1', after: { role: 'dealer_sales_rep' } });
  });

  it('refuses a role the actor may not assign, bad fields and a taken e-mail, storing nothing', async () => {
    const w = world('dealer_sales_manager');
    const bad = await w.U.invite(w.ctx, { email: 'nope', firstName: '', lastName: 'Roy', phone: '123', language: 'en_CA', role: 'dealer_admin' }, w.meta)();
    expect(bad).toEqual(E.left({ _tag: 'InvalidInput', errors: { email: ['email.invalid'], first_name: ['required'], phone: ['phone.invalid'], set_role: ['user.role_not_assignable'] } }));
    const taken = await w.U.invite(w.ctx, { email: 'ME@store.test', firstName: 'Ann', lastName: 'Roy', phone: '', language: 'en_CA', role: 'dealer_sales_rep' }, w.meta)();
    expect(taken).toEqual(E.left({ _tag: 'InvalidInput', errors: { email: ['email.taken'] } }));
    expect(w.deps.email.sent).toEqual([]);
  });

  it('is forbidden to corporate users and organization assistants', async () => {
    for (const w of [world('dealer_admin', { isCorporate: true }), world('organization_assistant')]) {
      const done = await w.U.invite(w.ctx, { email: 'a@b.test', firstName: 'A', lastName: 'B', phone: '', language: 'en_CA', role: 'dealer_sales_rep' }, w.meta)();
      expect(done).toEqual(E.left({ _tag: 'Forbidden', action: 'invite_user' }));
    }
  });

  it('resends: a newer link ends the older one; another store\'s user is not found', async () => {
    const w = world('dealer_admin');
    const rep = w.staff.add({ email: 'rep@store.test', role: 'dealer_sales_rep' }, STORE);
    const far = w.staff.add({ email: 'far@other.test', role: 'dealer_sales_rep' }, OTHER);
    expect(E.isRight(await w.U.resendInvitation(w.ctx, rep.id, w.meta)())).toBe(true);
    expect(E.isRight(await w.U.resendInvitation(w.ctx, rep.id, w.meta)())).toBe(true);
    expect(w.deps.resets.all().map((t) => t.usedAt === null)).toEqual([false, true]);
    expect(await w.U.resendInvitation(w.ctx, far.id, w.meta)()).toEqual(E.left({ _tag: 'NotFound' }));
    const gone = w.staff.add({ email: 'gone@store.test', role: 'dealer_sales_rep', isActive: false }, STORE);
    expect(await w.U.resendInvitation(w.ctx, gone.id, w.meta)()).toEqual(E.left({ _tag: 'InvalidInput', errors: { is_active: ['user.inactive'] } }));
  });
});

describe('editing', () => {
  it('writes the fields sent and audits role, permissions and other fields apart, with only what changed', async () => {
    const w = world('dealer_admin');
    const rep = w.staff.add({ email: 'rep@store.test', firstName: 'Rep', role: 'dealer_sales_rep' }, STORE);
    const done = await w.U.update(w.ctx, rep.id, { role: 'dealer_sales_manager', permissions: { can_manage_deposits: true }, firstName: ' Rémi ', lastName: 'Last' }, '10.0.0.2')();
    expect(E.isRight(done) && done.right).toMatchObject({ role: 'dealer_sales_manager', firstName: 'Rémi' });
    expect(new Set(w.deps.audit.actions())).toEqual(new Set(['user_role_changed', 'user_updated', 'user_permissions_changed']));
    expect(w.deps.audit.entries.find((e) => e.action === 'user_updated')).toMatchObject({ before: { first_name: 'Rep' }, after: { first_name: 'Rémi' }, userId: w.me.id, ip: '10.0.0.2' });
  });

  it('never lets a user change their own role or grant what they may not', async () => {
    const w = world('dealer_sales_manager');
    const rep = w.staff.add({ email: 'rep@store.test', role: 'dealer_sales_rep' }, STORE);
    const admin = w.staff.add({ email: 'boss@store.test', role: 'dealer_admin' }, STORE);
    expect(await w.U.update(w.ctx, w.me.id, { role: 'dealer_admin' }, 'ip')()).toEqual(E.left({ _tag: 'InvalidInput', errors: { set_role: ['user.own_role'] } }));
    expect(await w.U.update(w.ctx, rep.id, { role: 'dealer_admin', permissions: { can_edit_pricing_worksheet: false } }, 'ip')())
      .toEqual(E.left({ _tag: 'InvalidInput', errors: { set_role: ['user.role_not_assignable'], set_dealer_permissions: ['user.permissions_admin_only'] } }));
    expect(await w.U.update(w.ctx, rep.id, { permissions: { can_export_customers: true } }, 'ip')())
      .toEqual(E.left({ _tag: 'InvalidInput', errors: { set_dealer_permissions: ['user.permissions_admin_only'] } }));
    expect(await w.U.update(w.ctx, admin.id, { firstName: 'X' }, 'ip')()).toEqual(E.left({ _tag: 'Forbidden', action: 'edit_user' }));
    expect(w.deps.audit.entries).toEqual([]);
  });
});

describe('activating and deactivating', () => {
  it('deactivates (sessions and devices end), refuses oneself and another store\'s user', async () => {
    const w = world('dealer_admin');
    const rep = w.staff.add({ email: 'rep@store.test', role: 'dealer_sales_rep' }, STORE);
    const far = w.staff.add({ email: 'far@other.test', role: 'dealer_sales_rep' }, OTHER);
    expect(E.isRight(await w.U.setActiveStatus(w.ctx, { userId: rep.id, isActive: false }, 'ip')())).toBe(true);
    expect(w.staff.signedOut).toEqual([rep.id]);
    expect(w.deps.audit.entries[0]).toMatchObject({ action: 'user_deactivated', before: { is_active: true }, after: { is_active: false } });
    expect(await w.U.setActiveStatus(w.ctx, { userId: w.me.id, isActive: false }, 'ip')()).toEqual(E.left({ _tag: 'InvalidInput', errors: { is_active: ['user.cannot_deactivate_self'] } }));
    expect(await w.U.setActiveStatus(w.ctx, { userId: far.id, isActive: false }, 'ip')()).toEqual(E.left({ _tag: 'NotFound' }));
  });

  it('is forbidden to a sales rep, who cannot see the users page', async () => {
    const w = world('dealer_sales_rep');
    expect(await w.U.list(w.ctx, {})()).toEqual(E.left({ _tag: 'Forbidden', action: 'view_users' }));
  });
});

describe('permissions on a user', () => {
  it('stores only the choices that differ from the role, and answers every flag as it applies', async () => {
    const w = world('dealer_admin');
    const rep = w.staff.add({ email: 'rep@store.test', role: 'dealer_sales_rep' }, STORE);
    const done = await w.U.update(w.ctx, rep.id, { permissions: { ...roleDefaults('dealer_sales_rep'), can_export_customers: true } }, 'ip')();
    expect(E.isRight(done) && done.right.permissions).toEqual({ can_export_customers: true });
    expect(w.deps.audit.entries).toMatchObject([{ action: 'user_permissions_changed', before: { permissions: { can_export_customers: false } }, after: { permissions: { can_export_customers: true } } }]);
  });

  it('carries choices over a role change, and a role change that changes what the user may do is audited as such', async () => {
    const w = world('dealer_admin');
    const rep = w.staff.add({ email: 'rep@store.test', role: 'dealer_sales_rep', permissions: { can_edit_pricing_worksheet: false } }, STORE);
    const done = await w.U.update(w.ctx, rep.id, { role: 'dealer_sales_manager' }, 'ip')();
    expect(E.isRight(done) && done.right.permissions).toEqual({ can_edit_pricing_worksheet: false });
    expect(new Set(w.deps.audit.actions())).toEqual(new Set(['user_role_changed', 'user_permissions_changed']));
  });

  it("lets a sales manager send the flags back unchanged (the edit form does), but not change them", async () => {
    const w = world('dealer_sales_manager');
    const rep = w.staff.add({ email: 'rep@store.test', role: 'dealer_sales_rep' }, STORE);
    const carried = carryPermissions(roleDefaults('dealer_sales_rep'), 'dealer_sales_rep', 'dealer_sales_manager');
    const done = await w.U.update(w.ctx, rep.id, { role: 'dealer_sales_manager', permissions: carried }, 'ip')();
    expect(E.isRight(done) && done.right.role).toBe('dealer_sales_manager');
  });
});
