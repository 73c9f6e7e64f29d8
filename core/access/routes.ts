import type { DealerRole } from './role';
import type { RouteName } from './route-name';

/** The panel is served under this base path with history-mode routing. */
export const DEALER_BASE_PATH = '/dealer';

/** "/" and any unknown path go to the customers list. */
export const FALLBACK_ROUTE: RouteName = 'customers-view';

/**
 * Who may open a route once authentication is settled (route-access.ts interprets it).
 * - open: no role check (pages without authentication, and select-dealership, which a signed-in
 *   user must reach to finish signing in).
 * - any-role: any user with a role, or a super admin.
 * - super-admin-only: the spec's "empty allowed-role list".
 * - blocked-for: every role except those listed.
 * - fees-and-discounts, analytics: the rules their contexts own (fees-and-discounts-access.ts,
 *   analytics-access.ts), read from the registry route-access.ts is given (route-rules.ts).
 */
export type RouteAccessRule =
  | { readonly kind: 'open' }
  | { readonly kind: 'any-role' }
  | { readonly kind: 'super-admin-only' }
  | { readonly kind: 'blocked-for'; readonly roles: readonly DealerRole[] }
  | { readonly kind: 'fees-and-discounts' }
  | { readonly kind: 'analytics' };

export interface RouteDefinition {
  /** Full path under DEALER_BASE_PATH. A child's path includes its parent's. */
  readonly path: string;
  /** Parent route of a nested (child) route; only customer-details has children. */
  readonly parent: RouteName | null;
  /** False for the pages the guard lets through without loading the user (2.2 step 2). */
  readonly requiresAuth: boolean;
  readonly access: RouteAccessRule;
  /** Closed to corporate-kind users (is_dealer_vw_corporate), whatever their role. */
  readonly corporateBlocked: boolean;
  /** A "main dealer page" that trade-in-only (trs) dealerships do not expose (2.2 step 3). */
  readonly tradeInOnlyBlocked: boolean;
}

const OPEN: RouteAccessRule = { kind: 'open' };
const ANY_ROLE: RouteAccessRule = { kind: 'any-role' };
const SUPER_ADMIN_ONLY: RouteAccessRule = { kind: 'super-admin-only' };
const NOT_SALES_FLOOR: RouteAccessRule = {
  kind: 'blocked-for',
  roles: ['dealer_sales_rep', 'dealer_sales_manager'],
};
const NOT_SALES_REP: RouteAccessRule = { kind: 'blocked-for', roles: ['dealer_sales_rep'] };

interface RouteOptions {
  readonly parent?: RouteName;
  readonly requiresAuth?: boolean;
  readonly corporateBlocked?: boolean;
  readonly tradeInOnlyBlocked?: boolean;
}

function route(path: string, access: RouteAccessRule, options: RouteOptions = {}): RouteDefinition {
  return {
    path,
    parent: options.parent ?? null,
    requiresAuth: options.requiresAuth ?? true,
    access,
    corporateBlocked: options.corporateBlocked ?? false,
    tradeInOnlyBlocked: options.tradeInOnlyBlocked ?? false,
  };
}

const CUSTOMER = '/customers/:id';
const child = { parent: 'customer-details' } as const;
const trs = { tradeInOnlyBlocked: true } as const;
const noAuth = { requiresAuth: false } as const;

/** The route table of spec 000 section 2.1, keyed by route name. */
export const ROUTES: Readonly<Record<RouteName, RouteDefinition>> = {
  'customers-view': route('/customers', ANY_ROLE, trs),
  'add-customer': route('/customers/add', ANY_ROLE, { ...trs, corporateBlocked: true }),
  'customer-details': route(CUSTOMER, ANY_ROLE),
  // Children of customer-details; "order-list" is its empty-path child.
  'order-list': route(CUSTOMER, ANY_ROLE, child),
  'add-order': route(`${CUSTOMER}/add`, ANY_ROLE, { ...child, ...trs, corporateBlocked: true }),
  'personal-application': route(`${CUSTOMER}/order/:orderId/personal-application`, ANY_ROLE, child),
  'order-trade-in': route(`${CUSTOMER}/order/:orderId/trade-in`, ANY_ROLE, child),
  'trade-in-only': route(`${CUSTOMER}/trade-in`, ANY_ROLE, child),
  'vauto-trade-in': route(`${CUSTOMER}/order/:orderId/vauto-trade-in`, ANY_ROLE, child),
  'pricing-worksheet': route(`${CUSTOMER}/order/:orderId/pricing-worksheet`, ANY_ROLE, child),
  deposit: route(`${CUSTOMER}/order/:orderId/deposit`, ANY_ROLE, child),
  appointment: route(`${CUSTOMER}/order/:orderId/appointment`, ANY_ROLE, { ...child, ...trs }),
  'praq-activate': route(`${CUSTOMER}/praq/activate/:praqFlowId`, ANY_ROLE, child),
  'praq-edit': route(`${CUSTOMER}/praq/edit/:praqId`, ANY_ROLE, child),
  'praq-create': route(`${CUSTOMER}/praq/create/:vehicleId/:praqFlowId/:orderId`, ANY_ROLE, child),
  'quote-builder': route(`${CUSTOMER}/quote-builder/:orderId`, ANY_ROLE, child),
  'file-upload': route(`${CUSTOMER}/file-upload/:orderId`, ANY_ROLE, child),
  // Administration.
  payments: route('/payments', SUPER_ADMIN_ONLY, trs),
  'price-profiles': route('/price-profiles', SUPER_ADMIN_ONLY, trs),
  'pricing-report': route('/pricing-report', SUPER_ADMIN_ONLY, trs),
  marketscan: route('/marketscan', SUPER_ADMIN_ONLY),
  aftermarket: route('/aftermarket', NOT_SALES_FLOOR, trs),
  questionnaire: route('/questionnaire', NOT_SALES_FLOOR),
  dealerships: route('/dealerships', NOT_SALES_FLOOR, trs),
  disclosure: route('/disclosure', NOT_SALES_FLOOR, trs),
  users: route('/users', NOT_SALES_REP, trs),
  // Designed (issue 13.10): the store's audit trail, an administrator's page like /dealerships.
  activity: route('/activity', NOT_SALES_FLOOR, trs),
  // Designed (issue 30 item 4): the store's outbound messages, an administrator's page like /activity.
  messages: route('/messages', NOT_SALES_FLOOR),
  // Designed (issue 18 item 4): reps see only their own customers, so the store's duplicates are for the others; merging is for managers and admins (the API).
  'customer-duplicates': route('/customers/duplicates', NOT_SALES_REP, trs),
  // Designed (issue 31 item 5): admins and sales managers bring files in (feed-access.ts, import-customers.ts); the organization assistant and corporate users never write.
  'inventory-imports': route('/inventory/imports', { kind: 'blocked-for', roles: ['dealer_sales_rep', 'organization_assistant'] }, { ...trs, corporateBlocked: true }),
  // Designed (issue 31 item 5): the store's vehicles for admins and sales managers (reps find vehicles on a deal's add-order page).
  inventory: route('/inventory', NOT_SALES_REP, trs),
  'inventory-vehicle': route('/inventory/:id', NOT_SALES_REP, trs),
  'fees-and-discounts': route('/fees-and-discounts', { kind: 'fees-and-discounts' }, trs),
  'my-profile': route('/my-profile', ANY_ROLE),
  analytics: route('/analytics', { kind: 'analytics' }, trs),
  // Pages reachable without signing in. The error page is one so that it can always be shown.
  'error-message': route('/error-message/:errorContext/:referenceId', OPEN, noAuth),
  login: route('/login', OPEN, noAuth),
  verification: route('/verification', OPEN, noAuth),
  'reset-password': route('/reset-password', OPEN, noAuth),
  gallery: route('/gallery/:token', OPEN, noAuth),
  'trader-panel-warning': route('/trader-panel-warning', OPEN, noAuth),
  'trader-panel-successful-login': route('/trader-panel-successful-login', OPEN, noAuth),
  // Signed in, but before a dealership (and so possibly a role) is settled.
  'select-dealership': route('/select-dealership', OPEN),
};

/** The nested segment of a child route relative to its parent ('' for the index child). */
export function childPath(name: RouteName): string | null {
  const definition = ROUTES[name];
  if (definition.parent === null) return null;
  return definition.path.slice(ROUTES[definition.parent].path.length).replace(/^\//, '');
}
