import { TestScheduler } from 'rxjs/testing';
import { roleDefaults } from '@dealer-panel/core/access/permissions';
import { describe, expect, it, vi } from 'vitest';
import type { StaffUserBody, UserListResponse } from '../../../../adapters/http/contract/people/users';
import { latest, left, right } from '../../../shared/testing/problems';
import { createUserEditorViewModel } from './user-editor-view-model';
import { DEFAULT_PARAMS, nextOrdering, paramsFromUrl, queryOf } from './user-list-params';
import { createUsersListViewModel } from './users-list-view-model';
import type { UsersPort } from './users-port';

const aUser = (id: number, extra: Partial<StaffUserBody> = {}): StaffUserBody => ({
  id, email: `u${id}@store.test`, first_name: 'Ann', last_name: 'Roy', full_name: 'Ann Roy', phone: '', language: 'en_CA',
  role: 'dealer_sales_rep', is_active: true, is_dealer_vw_corporate: false, avatar: null, invitation_sent_at: null, invitation_pending: false,
  last_activity: null, show_credit_application: true, is_not_automatically_assigned_to_customer: false, show_analytics_dashboard: false,
  dealer_notifications: { customer_creates_account: true, customer_submits_trade_in: true, customer_submits_credit_app: true, customer_paid_deposit: true, customer_submits_appointment: true, customer_opens_tokenized_link: false },
  permissions: { can_edit_pricing_worksheet: false, can_approve_credit_application: false, can_manage_deposits: false, can_export_customers: false, can_archive_customers: false },
  ...extra,
});
const pageOf = (users: StaffUserBody[]): UserListResponse => ({ count: users.length, current: 1, last: 1, limit: 20, results: users });

function port(overrides: Partial<UsersPort> = {}): UsersPort {
  return {
    list: vi.fn(() => right(pageOf([aUser(1), aUser(2)]))),
    invite: vi.fn(() => right(aUser(3, { invitation_pending: true }))),
    update: vi.fn((id: number) => right(aUser(id, { first_name: 'Zoé' }))),
    resendInvitation: vi.fn((id: number) => right(aUser(id, { invitation_sent_at: '2026-06-01T00:00:00.000Z' }))),
    setActive: vi.fn((id: number, isActive: boolean) => right(aUser(id, { is_active: isActive }))),
    resetSecondFactors: vi.fn(() => right({ detail: 'reset', removed: ['sms'] })),
    ...overrides,
  };
}

describe('the list parameters in the URL', () => {
  it('reads a view, falls back on anything the server would refuse, and writes only what differs', () => {
    expect(paramsFromUrl(new URLSearchParams('search=ann&role=dealer_admin&is_active=false&page=3&ordering=-email')))
      .toEqual({ search: 'ann', role: 'dealer_admin', status: 'inactive', page: 3, ordering: '-email' });
    expect(paramsFromUrl(new URLSearchParams('role=boss&page=-1&ordering=password'))).toEqual(DEFAULT_PARAMS);
    expect(queryOf({ ...DEFAULT_PARAMS, status: 'active', page: 2 })).toEqual({ is_active: 'true', page: '2' });
    expect(nextOrdering('name', 'name')).toBe('-name');
    expect(nextOrdering('-name', 'email')).toBe('email');
  });
});

describe('the users list view model', () => {
  it('loads the view, and a late answer of an older view does not replace the newer one', async () => {
    let release: (v: unknown) => void = () => undefined;
    const slow = new Promise((r) => { release = r; });
    const p = port({ list: vi.fn((q) => (q['search'] === 'old' ? slow.then(() => right(pageOf([aUser(9)]))) : right(pageOf([aUser(1)])))) });
    const vm = createUsersListViewModel(p, DEFAULT_PARAMS);
    const older = vm.load({ ...DEFAULT_PARAMS, search: 'old' });
    await vm.load({ ...DEFAULT_PARAMS, search: 'new' });
    release(null);
    await older;
    const s = latest(vm.state$);
    expect(s.kind === 'ready' && s.page.results.map((u) => u.id)).toEqual([1]);
  });

  it('settles the typed search 350 ms after typing stops, trimmed, once per change', () => {
    const scheduler = new TestScheduler((actual, expected) => expect(actual).toEqual(expected));
    const vm = createUsersListViewModel(port(), DEFAULT_PARAMS, scheduler);
    const settled: { at: number; text: string }[] = [];
    scheduler.run(({ cold }) => {
      vm.search$.subscribe((text) => settled.push({ at: scheduler.now(), text }));
      cold('a 100ms b 500ms c', { a: 'ga', b: 'gag ', c: 'gag' }).subscribe((text) => vm.type(text));
    });
    expect(settled).toEqual([{ at: 451, text: 'gag' }]);
    vm.dispose();
  });

  it('fails with the problem and retries the same view', async () => {
    const list = vi.fn().mockReturnValueOnce(left(500, 'server_error')).mockReturnValue(right(pageOf([aUser(1)])));
    const vm = createUsersListViewModel(port({ list }), DEFAULT_PARAMS);
    await vm.load({ ...DEFAULT_PARAMS, role: 'dealer_admin' });
    expect(latest(vm.state$).kind).toBe('failed');
    await vm.retry();
    expect(list).toHaveBeenLastCalledWith({ role: 'dealer_admin' });
    expect(latest(vm.state$).kind).toBe('ready');
  });

  it('deactivates and resends in place; a refusal shows its code and keeps the row', async () => {
    const p = port({ setActive: vi.fn(() => left(400, 'invalid_input', { errors: { is_active: ['user.cannot_deactivate_self'] } })) });
    const vm = createUsersListViewModel(p, DEFAULT_PARAMS);
    await vm.load(DEFAULT_PARAMS);
    expect(await vm.setActive(1, false)).toBeNull();
    const refused = latest(vm.state$);
    expect(refused.kind === 'ready' && refused.problem).toEqual({ code: 'user.cannot_deactivate_self', retryAfterSeconds: null });
    expect(await vm.resendInvitation(2)).not.toBeNull();
    const s = latest(vm.state$);
    expect(s.kind === 'ready' && s.page.results.find((u) => u.id === 2)?.invitation_sent_at).toBe('2026-06-01T00:00:00.000Z');
  });
});

describe('the user editor view model', () => {
  it('invites: checks before sending, keeps what was typed through server field errors, then answers the new user', async () => {
    const invite = vi.fn().mockReturnValueOnce(left(400, 'invalid_input', { errors: { email: ['email.taken'] } })).mockReturnValue(right(aUser(3)));
    const vm = createUserEditorViewModel(port({ invite }), 'CA');
    vm.openInvite('fr_CA');
    expect(await vm.submit()).toBeNull();
    expect(latest(vm.editor$)?.errors).toEqual({ email: ['required'], first_name: ['required'], last_name: ['required'], set_role: ['required'] });
    vm.change('email', 'luc@store.test');
    vm.change('first_name', 'Luc');
    vm.change('last_name', 'Gagné');
    vm.change('set_role', 'dealer_sales_rep');
    expect(await vm.submit()).toBeNull();
    expect(latest(vm.editor$)).toMatchObject({ errors: { email: ['email.taken'] }, values: { email: 'luc@store.test', last_name: 'Gagné' }, dirty: true });
    expect((await vm.submit())?.id).toBe(3);
    expect(invite).toHaveBeenLastCalledWith({ email: 'luc@store.test', first_name: 'Luc', last_name: 'Gagné', phone: '', language: 'fr_CA', set_role: 'dealer_sales_rep' });
    expect(latest(vm.editor$)).toBeNull();
  });

  it('edits: sends only the fields that changed, so an unchanged role is never sent', async () => {
    const p = port();
    const vm = createUserEditorViewModel(p, 'CA');
    vm.openEdit(aUser(5));
    expect(latest(vm.editor$)?.dirty).toBe(false);
    vm.change('first_name', ' Zoé ');
    vm.change('set_dealer_permissions', { ...aUser(5).permissions, can_manage_deposits: true });
    expect(latest(vm.editor$)?.dirty).toBe(true);
    await vm.submit();
    expect(p.update).toHaveBeenCalledWith(5, { first_name: 'Zoé', set_dealer_permissions: expect.objectContaining({ can_manage_deposits: true }) });
  });

  it("moves the flags still at the old role's default to the new role's when the role changes, keeping a person's own choice", () => {
    const vm = createUserEditorViewModel(port(), 'CA');
    vm.openEdit(aUser(5, { permissions: { ...roleDefaults('dealer_sales_rep'), can_archive_customers: false } }));
    vm.change('set_role', 'dealer_sales_manager');
    expect(latest(vm.editor$)?.values.set_dealer_permissions).toEqual({ ...roleDefaults('dealer_sales_manager'), can_archive_customers: false });
  });
});
