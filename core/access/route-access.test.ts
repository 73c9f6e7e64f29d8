import { describe, it, expect } from 'vitest';
import type { Actor, DealershipAccessFlags, StaticAccessFlags } from './actor';
import { analyticsRouteRule } from '../analytics/analytics-access';
import { feesAndDiscountsRouteRule } from '../fees/fees-and-discounts-access';
import { routeAccess } from './route-access';
import type { RouteDecision, RouteDenialReason } from './route-access';
import { ROUTE_NAMES } from './route-name';
import type { RouteName } from './route-name';
import type { DealerRole } from './role';

/** The panel's composition (ui/shared/route-access.ts): access's policy with the contexts' rules. */
const canAccessRoute = routeAccess({ 'fees-and-discounts': feesAndDiscountsRouteRule, analytics: analyticsRouteRule });

type Cell = 'ok' | RouteDenialReason;

/** Every flag the grid varies, besides the role. */
interface GridFlags {
  readonly isSuperAdmin: boolean;
  readonly isCorporate: boolean;
  readonly showAnalyticsDashboard: boolean;
  readonly enableSalesManagerFeeDiscounts: boolean;
  readonly enableAnalyticsDashboard: boolean;
  readonly isTrsEnabled: boolean;
}

type Expected = Cell | ((flags: GridFlags) => Cell);

const ok = 'ok';
const NR = 'no_role';
const RB = 'role_blocked';
const SA = 'super_admin_only';
const FF = 'fees_forbidden';

/** Fees for a sales manager: only where the dealership turns enable_sales_manager_fee_discounts on. */
const feesIfDealerAllows: Expected = (f) => (f.enableSalesManagerFeeDiscounts ? ok : FF);
/** Analytics for a non-admin: needs show_analytics_dashboard and the static flag. */
const analyticsIfFlagged: Expected = (f) =>
  f.enableAnalyticsDashboard && f.showAnalyticsDashboard ? ok : 'analytics_disabled';
/** Analytics for an admin: needs the static flag only. */
const analyticsIfEnabled: Expected = (f) => (f.enableAnalyticsDashboard ? ok : 'analytics_disabled');

/**
 * One row per route. `byRole` is for a user who is neither super admin (flag) nor corporate, in
 * the column order of ROLE_COLUMNS. `asSuperAdmin` is for is_super_admin = true, whatever the role.
 * `corporate: 'blocked'` turns every cell (super admins included) into corporate_blocked when
 * is_dealer_vw_corporate is on; 'unchanged' means the flag changes nothing on that route.
 */
interface Row {
  readonly byRole: readonly [Expected, Expected, Expected, Expected, Expected, Expected, Expected];
  readonly asSuperAdmin: Expected;
  readonly corporate: 'blocked' | 'unchanged';
}

const ROLE_COLUMNS: readonly (DealerRole | null)[] = [
  'dealer_sales_rep',
  'dealer_sales_manager',
  'dealer_admin',
  'organization_assistant',
  'organization_admin',
  'super_admin',
  null,
];

const anyRole: Row = { byRole: [ok, ok, ok, ok, ok, ok, NR], asSuperAdmin: ok, corporate: 'unchanged' };
const anyRoleNotCorporate: Row = { ...anyRole, corporate: 'blocked' };
const superAdminOnly: Row = { byRole: [SA, SA, SA, SA, SA, ok, NR], asSuperAdmin: ok, corporate: 'unchanged' };
const notSalesFloor: Row = { byRole: [RB, RB, ok, ok, ok, ok, NR], asSuperAdmin: ok, corporate: 'unchanged' };
const open: Row = { byRole: [ok, ok, ok, ok, ok, ok, ok], asSuperAdmin: ok, corporate: 'unchanged' };

//                           columns: rep, manager, dealer admin, org assistant, org admin, super_admin role, no role
const EXPECTATIONS: Record<RouteName, Row> = {
  'customers-view': anyRole,
  'add-customer': anyRoleNotCorporate,
  'customer-details': anyRole,
  'order-list': anyRole,
  'add-order': anyRoleNotCorporate,
  'personal-application': anyRole,
  'order-trade-in': anyRole,
  'trade-in-only': anyRole,
  'vauto-trade-in': anyRole,
  'pricing-worksheet': anyRole,
  deposit: anyRole,
  appointment: anyRole,
  'praq-activate': anyRole,
  'praq-edit': anyRole,
  'praq-create': anyRole,
  'quote-builder': anyRole,
  'file-upload': anyRole,
  payments: superAdminOnly,
  'price-profiles': superAdminOnly,
  'pricing-report': superAdminOnly,
  marketscan: superAdminOnly,
  aftermarket: notSalesFloor,
  questionnaire: notSalesFloor,
  dealerships: notSalesFloor,
  disclosure: notSalesFloor,
  users: { byRole: [RB, ok, ok, ok, ok, ok, NR], asSuperAdmin: ok, corporate: 'unchanged' },
  'customer-duplicates': { byRole: [RB, ok, ok, ok, ok, ok, NR], asSuperAdmin: ok, corporate: 'unchanged' },
  'inventory-imports': { byRole: [RB, ok, ok, RB, ok, ok, NR], asSuperAdmin: ok, corporate: 'blocked' },
  inventory: { byRole: [RB, ok, ok, ok, ok, ok, NR], asSuperAdmin: ok, corporate: 'unchanged' },
  'inventory-vehicle': { byRole: [RB, ok, ok, ok, ok, ok, NR], asSuperAdmin: ok, corporate: 'unchanged' },
  activity: notSalesFloor,
  messages: notSalesFloor,
  'fees-and-discounts': {
    byRole: [FF, feesIfDealerAllows, ok, ok, ok, ok, NR],
    asSuperAdmin: ok,
    corporate: 'unchanged',
  },
  'my-profile': anyRole,
  analytics: {
    byRole: [analyticsIfFlagged, analyticsIfFlagged, analyticsIfEnabled, analyticsIfFlagged, analyticsIfEnabled, analyticsIfEnabled, NR],
    asSuperAdmin: analyticsIfEnabled,
    corporate: 'unchanged',
  },
  'error-message': open,
  login: open,
  verification: open,
  'reset-password': open,
  gallery: open,
  'trader-panel-warning': open,
  'trader-panel-successful-login': open,
  'select-dealership': open,
};

function expectedDecision(row: Row, column: number, flags: GridFlags): RouteDecision {
  if (flags.isCorporate && row.corporate === 'blocked') return { allowed: false, reason: 'corporate_blocked' };
  const expected = flags.isSuperAdmin ? row.asSuperAdmin : row.byRole[column]!;
  const cell = typeof expected === 'function' ? expected(flags) : expected;
  return cell === ok ? { allowed: true } : { allowed: false, reason: cell };
}

function allFlagCombinations(): GridFlags[] {
  const keys = [
    'isSuperAdmin',
    'isCorporate',
    'showAnalyticsDashboard',
    'enableSalesManagerFeeDiscounts',
    'enableAnalyticsDashboard',
    'isTrsEnabled',
  ] as const;
  return Array.from({ length: 2 ** keys.length }, (_, bits) => {
    const entries = keys.map((key, i) => [key, ((bits >> i) & 1) === 1] as const);
    return Object.fromEntries(entries) as unknown as GridFlags;
  });
}

describe('canAccessRoute', () => {
  it('matches the expectations table for every route, role, corporate, super-admin and dealership flag', () => {
    const mismatches: string[] = [];
    let cells = 0;
    for (const routeName of ROUTE_NAMES) {
      const row = EXPECTATIONS[routeName];
      ROLE_COLUMNS.forEach((role, column) => {
        for (const flags of allFlagCombinations()) {
          const actor: Actor = {
            role,
            isSuperAdmin: flags.isSuperAdmin,
            isCorporate: flags.isCorporate,
            showAnalyticsDashboard: flags.showAnalyticsDashboard,
          };
          const dealership: DealershipAccessFlags = {
            isTrsEnabled: flags.isTrsEnabled,
            enableSalesManagerFeeDiscounts: flags.enableSalesManagerFeeDiscounts,
          };
          const staticFlags: StaticAccessFlags = { enableAnalyticsDashboard: flags.enableAnalyticsDashboard };
          const actual = canAccessRoute(routeName, actor, dealership, staticFlags);
          const expected = expectedDecision(row, column, flags);
          cells += 1;
          if (JSON.stringify(actual) !== JSON.stringify(expected)) {
            mismatches.push(`${routeName} ${String(role)} ${JSON.stringify(flags)}: got ${JSON.stringify(actual)}, want ${JSON.stringify(expected)}`);
          }
        }
      });
    }
    expect(Object.keys(EXPECTATIONS).sort()).toEqual([...ROUTE_NAMES].sort());
    expect(cells).toBe(43 * 7 * 64);
    expect(mismatches).toEqual([]);
  });
});
