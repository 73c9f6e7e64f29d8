import type { ContainerModule } from 'inversify';

/**
 * The dealer pages' view models and ports, one container module per feature, each downloaded with
 * the first route that uses it (issue 34 item 2: the customer list does not download the deals',
 * the pricing's or the analytics' code). The route tree names a page's modules (route-tree.tsx);
 * ui/main.tsx loads them into the container before the page renders.
 */
const LOADERS = {
  // The sign-in pages' view models (login, verification, reset, dealership choice, demo inbox; the
  // profile's second factors) and the public gallery's port: not the dealer pages' start (issue 34).
  access: async () => (await import('../features/access/access-module')).accessModule,
  gallery: async () => (await import('../features/trade-ins/gallery/gallery-module')).galleryModule,
  customers: async () => (await import('../features/customers/customers-module')).customersModule,
  orders: async () => (await import('../features/orders/orders-module')).ordersModule,
  fees: async () => (await import('../features/fees/fees-module')).feesModule,
  addons: async () => (await import('../features/addons/addons-module')).addonsModule,
  worksheet: async () => (await import('../features/payments/worksheet-module')).worksheetModule,
  payments: async () => (await import('../features/payments/payments-module')).paymentsModule,
  people: async () => (await import('../features/people/people-module')).peopleModule,
  disclosures: async () => (await import('../features/stores/disclosures/disclosures-module')).disclosuresModule,
  cardProcessor: async () => (await import('../features/stores/card-processor-module')).cardProcessorModule,
  activity: async () => (await import('../features/people/activity/activity-module')).activityModule,
  analytics: async () => (await import('../features/analytics/analytics-module')).analyticsModule,
  users: async () => (await import('../features/people/users/users-module')).usersModule,
  stores: async () => (await import('../features/stores/stores-module')).storesModule,
  sso: async () => (await import('../features/stores/sso-module')).ssoModule,
  feeds: async () => (await import('../features/stores/feeds-module')).feedsModule,
  localTaxes: async () => (await import('../features/stores/local-taxes-module')).localTaxesModule,
  documents: async () => (await import('../features/documents/documents-module')).documentsModule,
  appointments: async () => (await import('../features/appointments/appointments-module')).appointmentsModule,
  deposits: async () => (await import('../features/deposits/deposits-module')).depositsModule,
  notifications: async () => (await import('../features/notifications/notifications-module')).notificationsModule,
  quotes: async () => (await import('../features/quotes/quotes-module')).quotesModule,
  credit: async () => (await import('../features/credit/credit-module')).creditModule,
  tradeIns: async () => (await import('../features/trade-ins/trade-in-module')).tradeInModule,
  dms: async () => (await import('../features/dms/dms-module')).dmsModule,
  pricing: async () => (await import('../features/analytics/pricing/pricing-module')).pricingModule,
  messages: async () => (await import('../features/messages/messages-module')).messagesModule,
  inventory: async () => (await import('../features/inventory/inventory-module')).inventoryModule,
  imports: async () => (await import('../features/inventory/imports/imports-module')).importsModule,
} satisfies Record<string, () => Promise<ContainerModule>>;

export type FeatureModuleName = keyof typeof LOADERS;
export const FEATURE_MODULE_NAMES = Object.keys(LOADERS) as FeatureModuleName[];

/** Loads the named modules into the container, each once. */
export type LoadFeatureModules = (names: readonly FeatureModuleName[]) => Promise<void>;

/** What the loader needs of the container. */
export interface ModuleHost {
  load(...modules: ContainerModule[]): void;
}

/**
 * Each module is imported and loaded into `host` once; a failed download is forgotten, so that the
 * next navigation tries again (the route's chunk reload handles the rest: lazy-page.ts).
 */
export function createFeatureModuleLoader(host: ModuleHost, loaders: Readonly<Record<FeatureModuleName, () => Promise<ContainerModule>>> = LOADERS): LoadFeatureModules {
  const loading = new Map<FeatureModuleName, Promise<void>>();
  const one = (name: FeatureModuleName): Promise<void> => {
    const known = loading.get(name);
    if (known !== undefined) return known;
    const started = loaders[name]().then(
      (module) => { host.load(module); },
      (error: unknown) => { loading.delete(name); throw error; },
    );
    loading.set(name, started);
    return started;
  };
  return async (names) => { await Promise.all(names.map(one)); };
}
