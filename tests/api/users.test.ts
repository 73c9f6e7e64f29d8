import { desc, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { auditLog, passwordResetTokens, users } from '../../adapters/persistence/schema';
import { throwawayEngines } from '../../adapters/persistence/shared/throwaway-database';
import { signedInSuite, STAFF } from './support/signed-in';
import { Agent } from './support/test-app';

const U = '/api/dealer/user/';
const one = (id: number) => `${U}${id}/`;

for (const engine of throwawayEngines()) {
  describe(`users screen API (${engine.kind})`, () => {
    const { t, staff: { admin, manager, rep, corporate, other } } = signedInSuite(engine, { staff: STAFF });
    const invitationToken = async (email: string): Promise<string> => {
      const mail = (await t.ports.outbox.latest(50)).find((m) => m.channel === 'email' && m.to === email);
      const token = mail?.body.match(/reset-password\?token=([\w%-]+)&invitation=1/)?.[1];
      if (!token) throw new Error(`no invitation e-mailed to ${email}`);
      return decodeURIComponent(token);
    };
    let invited: number;

    beforeAll(async () => {
      const r = await admin.post(U, { email: 'nouveau@fixture.test', first_name: 'Éric', last_name: 'Côté', set_role: 'dealer_sales_rep', language: 'fr_CA', phone: '514-555-0199' });
      if (r.statusCode !== 201) throw new Error(r.body);
      invited = r.json().id;
    });

    it('lists the store\'s users with search, role and status filters, paging and sorting', async () => {
      const all = await admin.get(`${U}?ordering=email`);
      expect(all.statusCode, all.body).toBe(200);
      const emails = (all.json().results as { email: string }[]).map((u) => u.email);
      expect(emails).toEqual([...emails].sort());
      expect(emails).toContain(t.fixture.users.rep.email);
      expect(emails).not.toContain(t.fixture.users.otherAdmin.email);
      const found = (await admin.get(`${U}?search=cote`)).json();
      expect(found.results.map((u: { id: number }) => u.id)).toEqual([invited]);
      expect(found.results[0]).toMatchObject({ invitation_pending: true, role: 'dealer_sales_rep', is_active: true, last_activity: null });
      const inactive = (await admin.get(`${U}?is_active=false`)).json();
      expect(inactive.results.map((u: { email: string }) => u.email)).toEqual([t.fixture.users.inactive.email]);
      const managers = (await admin.get(`${U}?role=dealer_sales_manager`)).json();
      expect(managers.results.map((u: { email: string }) => u.email)).toEqual([t.fixture.users.manager.email]);
      expect((await admin.get(`${U}?page=2`)).json()).toMatchObject({ current: 2, results: [] });
    });

    it('answers 400 naming each bad list parameter, and the CSV in the session\'s language', async () => {
      const bad = await admin.get(`${U}?role=boss&ordering=password&page=0`);
      expect(bad.statusCode).toBe(400);
      expect(bad.json().errors).toEqual({ role: ['list.invalid_choice'], ordering: ['list.ordering_invalid'], page: ['list.page_invalid'] });
      const csv = await admin.get(`${U}export/?role=dealer_sales_rep`);
      expect(csv.statusCode).toBe(200);
      expect(csv.headers['content-type']).toContain('text/csv');
      expect(csv.body.split('\r\n')[0]).toBe('\ufeffName,Email,Phone,Role,Status,Last activity,Invitation sent');
      expect(csv.body).toContain('Éric Côté,nouveau@fixture.test,514-555-0199,Sales rep,Invited');
    });

    it('invites: the invitee cannot sign in (no exception), sets a first password from the e-mail, then signs in', async () => {
      const before = await new Agent(t.app).post(`${U}login/`, { email: 'nouveau@fixture.test', password: 'Whatever-2026' });
      expect(before.statusCode).toBe(400);
      expect(before.json().code).toBe('invalid_credentials');
      const [token] = await t.ports.database.db.select({ kind: passwordResetTokens.kind }).from(passwordResetTokens).where(eq(passwordResetTokens.userId, invited));
      expect(token?.kind).toBe('invitation');
      const mail = (await t.ports.outbox.latest(50)).find((m) => m.to === 'nouveau@fixture.test');
      expect(mail?.subject).toContain('vous invite');
      const set = await new Agent(t.app).post(`${U}reset_password/confirm/`, { token: await invitationToken('nouveau@fixture.test'), new_password: 'Premier-Mot-2026', confirm_new_password: 'Premier-Mot-2026' });
      expect(set.statusCode, set.body).toBe(200);
      const login = await new Agent(t.app).post(`${U}login/`, { email: 'nouveau@fixture.test', password: 'Premier-Mot-2026' });
      expect(login.statusCode, login.body).toBe(200);
      expect((await admin.get(one(invited))).json().invitation_pending).toBe(false);
    });

    it('resends an invitation: the newer link ends the older one', async () => {
      const r = await admin.post(U, { email: 'twice@fixture.test', first_name: 'Ann', last_name: 'Roy', set_role: 'dealer_sales_manager' });
      const first = await invitationToken('twice@fixture.test');
      t.clock.advance(1000);
      const again = await admin.post(`${one(r.json().id)}send_invitation/`);
      expect(again.statusCode, again.body).toBe(200);
      const second = await invitationToken('twice@fixture.test');
      expect(second).not.toBe(first);
      const old = await new Agent(t.app).post(`${U}reset_password/confirm/`, { token: first, new_password: 'Premier-Mot-2026', confirm_new_password: 'Premier-Mot-2026' });
      expect(old.json().errors).toEqual({ token: ['reset.invalid_or_expired'] });
    });

    it('refuses bad input with per-field codes and stores nothing', async () => {
      const bad = await admin.post(U, { email: 'not-an-email', first_name: '', last_name: 'Roy', set_role: 'dealer_sales_rep', phone: '123' });
      expect(bad.statusCode).toBe(400);
      expect(bad.json().errors).toEqual({ email: ['email.invalid'], first_name: ['required'], phone: ['phone.invalid'] });
      const typed = await admin.patch(one(t.fixture.users.rep.id), { show_credit_application: 'yes', set_role: 'boss' });
      expect(typed.statusCode).toBe(400);
      expect(Object.keys(typed.json().errors).sort()).toEqual(['set_role', 'show_credit_application']);
      const taken = await admin.patch(one(t.fixture.users.rep.id), { email: t.fixture.users.manager.email.toUpperCase() });
      expect(taken.json().errors).toEqual({ email: ['email.taken'] });
      const unknown = await admin.patch(one(t.fixture.users.rep.id), { set_dealer_permissions: { can_fly: true } });
      expect(unknown.json().errors).toEqual({ set_dealer_permissions: ['user.permission_unknown'] });
      const notAWriteField = await admin.patch(one(t.fixture.users.rep.id), { first_name: 'Sneaky', is_super_admin: true, dealership: 2 });
      expect(notAWriteField.json().errors).toEqual({ is_super_admin: ['field.unknown'], dealership: ['field.unknown'] });
      const [row] = await t.ports.database.db.select({ email: users.email }).from(users).where(eq(users.id, t.fixture.users.rep.id));
      expect(row?.email).toBe(t.fixture.users.rep.email);
    });

    it('edits every write field and audits role, permissions and other changes with before and after', async () => {
      const id = t.fixture.users.nodevice.id;
      const r = await admin.patch(one(id), {
        first_name: 'Noé', language: 'fr_CA', phone: '(514) 555-0100', set_role: 'dealer_sales_manager', show_credit_application: false,
        set_is_not_automatically_assigned_to_customer: true, show_analytics_dashboard: true,
        set_dealer_notifications: { customer_paid_deposit: false }, set_dealer_permissions: { can_manage_deposits: true },
      });
      expect(r.statusCode, r.body).toBe(200);
      expect(r.json()).toMatchObject({
        first_name: 'Noé', language: 'fr_CA', role: 'dealer_sales_manager', show_credit_application: false,
        is_not_automatically_assigned_to_customer: true, show_analytics_dashboard: true,
        dealer_notifications: { customer_paid_deposit: false, customer_creates_account: true },
        // A manager's defaults, the deposits one sent being the manager's default too.
        permissions: { can_manage_deposits: true, can_edit_pricing_worksheet: true, can_export_customers: true },
      });
      const rows = await t.ports.database.db.select().from(auditLog).orderBy(desc(auditLog.id)).limit(3);
      const byAction = Object.fromEntries(rows.map((a) => [a.action, a]));
      expect(byAction.user_role_changed).toMatchObject({ userId: t.fixture.users.admin.id, dealershipId: t.fixture.dealerships.ontario, before: { role: 'dealer_sales_rep' }, after: { role: 'dealer_sales_manager' } });
      expect(byAction.user_permissions_changed?.after).toEqual({ permissions: expect.objectContaining({ can_manage_deposits: true, can_export_customers: true }) });
      expect(Object.keys(byAction.user_updated?.after as object).sort()).toEqual(['dealer_notifications', 'first_name', 'is_not_automatically_assigned_to_customer', 'language', 'phone', 'show_analytics_dashboard', 'show_credit_application']);
    });

    it('keeps a manager to reps and managers, permissions to admins, and nobody on their own role', async () => {
      expect((await manager.patch(one(t.fixture.users.admin.id), { first_name: 'X' })).statusCode).toBe(403);
      expect((await manager.patch(one(t.fixture.users.rep.id), { set_dealer_permissions: { can_manage_deposits: true } })).json().errors)
        .toEqual({ set_dealer_permissions: ['user.permissions_admin_only'] });
      expect((await admin.patch(one(t.fixture.users.admin.id), { set_role: 'dealer_sales_rep' })).json().errors).toEqual({ set_role: ['user.own_role'] });
      expect((await admin.patch(one(t.fixture.users.admin.id), { first_name: 'Adèle' })).statusCode).toBe(200);
    });

    it('closes the API to sales reps and keeps corporate users read-only', async () => {
      expect((await rep.get(U)).statusCode).toBe(403);
      expect((await rep.patch(one(t.fixture.users.rep.id), { first_name: 'Me' })).statusCode).toBe(403);
      expect((await corporate.get(U)).statusCode).toBe(200);
      expect((await corporate.patch(one(t.fixture.users.rep.id), { first_name: 'X' })).statusCode).toBe(403);
      expect((await corporate.post(U, { email: 'c@fixture.test', first_name: 'Ann', last_name: 'Roy', set_role: 'dealer_sales_rep' })).statusCode).toBe(403);
      expect((await corporate.post(`${U}set_active_status/`, { user_id: t.fixture.users.rep.id, is_active: false })).statusCode).toBe(403);
    });

    it('answers 404 for another store\'s user on every call (tenant isolation)', async () => {
      const far = t.fixture.users.rep.id;
      expect((await other.get(U)).json().results.map((u: { id: number }) => u.id)).not.toContain(far);
      expect((await other.get(one(far))).statusCode).toBe(404);
      expect((await other.patch(one(far), { first_name: 'X' })).statusCode).toBe(404);
      expect((await other.post(`${one(far)}send_invitation/`)).statusCode).toBe(404);
      expect((await other.post(`${U}set_active_status/`, { user_id: far, is_active: false })).statusCode).toBe(404);
      expect((await admin.patch(one(t.fixture.users.otherAdmin.id), { first_name: 'X' })).statusCode).toBe(404);
    });

    it('deactivates: the user\'s open session ends at once and they cannot sign in; nobody deactivates themself', async () => {
      const self = await admin.post(`${U}set_active_status/`, { user_id: t.fixture.users.admin.id, is_active: false });
      expect(self.json().errors).toEqual({ is_active: ['user.cannot_deactivate_self'] });
      expect((await rep.get(`${U}current_user/`)).statusCode).toBe(200);
      const device = { id: 'rep-device', userId: t.fixture.users.rep.id, phone: t.fixture.users.rep.phone, createdAt: t.clock.now(), expiresAt: new Date(t.clock.now().getTime() + 86_400_000) };
      await t.ports.rememberedDevices.create(device);
      const off = await admin.post(`${U}set_active_status/`, { user_id: t.fixture.users.rep.id, is_active: false });
      expect(off.statusCode, off.body).toBe(200);
      expect(off.json().is_active).toBe(false);
      expect([401, 440]).toContain((await rep.get(`${U}current_user/`)).statusCode);
      expect(await t.ports.rememberedDevices.valid(device.id, device.userId, t.clock.now())).toBe(false);
      const login = await new Agent(t.app).post(`${U}login/`, { email: t.fixture.users.rep.email, password: 'Fixture-Pass-2026' });
      expect(login.statusCode).toBe(400);
      const [audit] = await t.ports.database.db.select().from(auditLog).where(eq(auditLog.action, 'user_deactivated'));
      expect(audit).toMatchObject({ userId: t.fixture.users.admin.id, before: { is_active: true }, after: { is_active: false } });
      expect((await admin.post(`${U}set_active_status/`, { user_id: t.fixture.users.rep.id, is_active: true })).json().is_active).toBe(true);
    });
  });
}
