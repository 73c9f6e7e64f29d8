/**
 * Stable names of every dealer-panel route (spec 000 section 2.1). The UI router, the guards,
 * analytics and the server's access checks all refer to routes by these names, never by path.
 */
export const ROUTE_NAMES = [
  'customers-view',
  'add-customer',
  'customer-details',
  'order-list',
  'add-order',
  'personal-application',
  'order-trade-in',
  'trade-in-only',
  'vauto-trade-in',
  'pricing-worksheet',
  'deposit',
  'appointment',
  'praq-activate',
  'praq-edit',
  'praq-create',
  'quote-builder',
  'file-upload',
  'payments',
  'price-profiles',
  'pricing-report',
  'marketscan',
  'aftermarket',
  'questionnaire',
  'dealerships',
  'disclosure',
  'users',
  'activity',
  // Designed (issue 30 item 4): what the store sent to whom and what became of it.
  'messages',
  // Designed (issue 18 item 4): the store's likely duplicate customers.
  'customer-duplicates',
  // Designed (issue 31 item 5): vehicle and customer files brought in, mapped, dry-run, imported, undone.
  'inventory-imports',
  // Designed (issue 31 item 5): the store's vehicles, and one vehicle's page with its deals.
  'inventory',
  'inventory-vehicle',
  'fees-and-discounts',
  'my-profile',
  'analytics',
  'error-message',
  'login',
  'verification',
  'reset-password',
  'gallery',
  'trader-panel-warning',
  'trader-panel-successful-login',
  'select-dealership',
] as const;

export type RouteName = (typeof ROUTE_NAMES)[number];

const routeNameSet: ReadonlySet<string> = new Set(ROUTE_NAMES);

export function isRouteName(s: string): s is RouteName {
  return routeNameSet.has(s);
}
