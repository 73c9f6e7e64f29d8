import { describe, expect, it } from 'vitest';
import type { RouteName } from '@dealer-panel/core/access/route-name';
import { aUser, trsFlags } from '../../shared/testing/user-fixture';
import type { NavigationInput, SessionView } from './decide-navigation';
import { decideNavigation } from './decide-navigation';

const signedIn = (user = aUser(), enableAnalyticsDashboard = true): SessionView => ({ kind: 'signed-in', user, staticFlags: { enableAnalyticsDashboard } });

function input(route: RouteName, path: string, overrides: Partial<NavigationInput> = {}): NavigationInput {
  return { route, path, session: signedIn(), previous: null, savedUrl: null, activixRedirectUrl: '', ...overrides };
}
const from = (route: RouteName, path: string) => ({ previous: { route, path } });

describe('decideNavigation, step 2: who is signed in', () => {
  it('lets a page without authentication through without reading the session, and remembers nothing', () => {
    expect(decideNavigation(input('reset-password', '/reset-password?token=x', { session: { kind: 'not-loaded' } }))).toEqual({ outcome: { kind: 'allow' }, remember: null });
  });

  it('sends an anonymous user to login with the wanted path as next, and remembers it', () => {
    expect(decideNavigation(input('users', '/users?page=2', { session: { kind: 'anonymous' } }))).toEqual({
      outcome: { kind: 'redirect', to: '/login?next=%2Fusers%3Fpage%3D2' },
      remember: '/users?page=2',
    });
  });

  it('says why when the session has expired', () => {
    expect(decideNavigation(input('users', '/users', { session: { kind: 'anonymous', expired: true } })).outcome).toEqual({
      kind: 'redirect',
      to: '/login?reason=session_expired&next=%2Fusers',
    });
  });

  it('sends a user who has not entered the one-time code to verification before anything else', () => {
    const session: SessionView = { kind: 'unverified', user: aUser({ fully_authenticated: false, dealership: null }) };
    expect(decideNavigation(input('payments', '/payments', { session })).outcome).toEqual({ kind: 'redirect', to: '/verification' });
  });

  it('does not remember customers, select-dealership, login or verification', () => {
    expect(decideNavigation(input('customers-view', '/customers')).remember).toBeNull();
    expect(decideNavigation(input('customers-view', '/customers', { session: { kind: 'anonymous' } })).remember).toBeNull();
    expect(decideNavigation(input('login', '/login', { session: { kind: 'not-loaded' } })).remember).toBeNull();
    expect(decideNavigation(input('my-profile', '/my-profile')).remember).toBe('/my-profile');
  });

  it('sends a user without a dealership to select-dealership, and lets them stay there', () => {
    const session = signedIn(aUser({ dealership: null }));
    expect(decideNavigation(input('my-profile', '/my-profile', { session })).outcome).toEqual({ kind: 'redirect', to: '/select-dealership' });
    expect(decideNavigation(input('select-dealership', '/select-dealership', { session })).outcome).toEqual({ kind: 'allow' });
  });
});

describe('decideNavigation, step 3: trade-in-only dealerships', () => {
  const session = signedIn(aUser({ dealership_flags: trsFlags() }));

  it('sends a user coming from sign-in to the warning page', () => {
    expect(decideNavigation(input('customers-view', '/customers', { session, ...from('verification', '/verification') })).outcome).toEqual({ kind: 'redirect', to: '/trader-panel-warning' });
  });

  it('sends a fresh load with nothing saved to the successful-login page', () => {
    expect(decideNavigation(input('payments', '/payments', { session })).outcome).toEqual({ kind: 'redirect', to: '/trader-panel-successful-login' });
  });

  it('sends the user back one step otherwise, and does not remember the refused page', () => {
    const decision = decideNavigation(input('add-order', '/customers/4/add', { session, ...from('trade-in-only', '/customers/4/trade-in') }));
    expect(decision).toEqual({ outcome: { kind: 'redirect', to: '/customers/4/trade-in' }, remember: null });
  });

  it('lets the trade-in pages through', () => {
    expect(decideNavigation(input('order-trade-in', '/customers/4/order/9/trade-in', { session })).outcome).toEqual({ kind: 'allow' });
  });

  it('runs before the role check: a sales rep on payments sees the trade-in pages, not an access error', () => {
    const rep = signedIn(aUser({ role: 'dealer_sales_rep', dealership_flags: trsFlags() }));
    expect(decideNavigation(input('payments', '/payments', { session: rep, ...from('login', '/login') })).outcome.kind).toBe('redirect');
  });
});

describe('decideNavigation, step 4: role and access', () => {
  const rep = signedIn(aUser({ role: 'dealer_sales_rep' }));

  it('blocks a denied page and stays on the dealer page the user was on', () => {
    expect(decideNavigation(input('users', '/users', { session: rep, ...from('my-profile', '/my-profile') }))).toEqual({
      outcome: { kind: 'block', reason: 'role_blocked', fallback: '/my-profile' },
      remember: null,
    });
  });

  it('falls back to the customers list on a fresh load or after signing in', () => {
    expect(decideNavigation(input('payments', '/payments', { session: rep })).outcome).toEqual({ kind: 'block', reason: 'super_admin_only', fallback: '/customers' });
    expect(decideNavigation(input('payments', '/payments', { session: rep, ...from('verification', '/verification') })).outcome).toMatchObject({ fallback: '/customers' });
  });

  it('shows the error page to a user with no role rather than looping on the customers list', () => {
    const noRole = signedIn(aUser({ role: null }));
    expect(decideNavigation(input('customers-view', '/customers', { session: noRole })).outcome).toEqual({ kind: 'block', reason: 'no_role', fallback: '/error-message/access/no_role' });
  });

  it('sends analytics to the customers list when the dashboard is disabled', () => {
    const admin = signedIn(aUser(), false);
    expect(decideNavigation(input('analytics', '/analytics', { session: admin })).outcome).toEqual({ kind: 'redirect', to: '/customers' });
    expect(decideNavigation(input('analytics', '/analytics')).outcome).toEqual({ kind: 'allow' });
  });

  it('blocks corporate-kind users from adding a customer', () => {
    const corporate = signedIn(aUser({ is_dealer_vw_corporate: true }));
    expect(decideNavigation(input('add-customer', '/customers/add', { session: corporate })).outcome).toMatchObject({ kind: 'block', reason: 'corporate_blocked' });
  });
});

describe('decideNavigation, step 5: login and the external CRM', () => {
  const activix = signedIn(aUser({ dealership_flags: { is_trs_enabled: false, use_activix_crm: true, enable_sales_manager_fee_discounts: false } }));
  const url = 'https://crm.example.test/dealer';

  it('sends a signed-in user of an Activix dealership from login to the CRM', () => {
    expect(decideNavigation(input('login', '/login', { session: activix, activixRedirectUrl: url })).outcome).toEqual({ kind: 'external', url });
  });

  it('shows login otherwise', () => {
    expect(decideNavigation(input('login', '/login', { session: { kind: 'anonymous' }, activixRedirectUrl: url })).outcome).toEqual({ kind: 'allow' });
    expect(decideNavigation(input('login', '/login', { session: activix })).outcome).toEqual({ kind: 'allow' });
    expect(decideNavigation(input('customers-view', '/customers', { session: activix, activixRedirectUrl: url })).outcome).toEqual({ kind: 'allow' });
  });
});
