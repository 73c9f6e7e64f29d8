import type { LoaderFunction, RouteObject } from 'react-router-dom';
import { redirect } from 'react-router-dom';
import type { RouteName } from '@dealer-panel/core/access/route-name';
import { childPath, ROUTES } from '@dealer-panel/core/access/routes';
import { paths } from '../shared/paths';
import type { GuardDeps } from './guards/guard-loader';
import { guardLoader, loadLanguage } from './guards/guard-loader';
import { PublicLayout } from './layout/public-layout';
import type { ChunkReloadDeps } from './lazy-page';
import { lazyPage, loadChunk } from './lazy-page';
import { RootLayout } from './root-layout';
import type { FeatureModuleName, LoadFeatureModules } from './feature-modules';
import type { RouteHandle } from './route-handle';
import { FullPageLoader, RouteError } from './route-error';
import { loadFeatureNamespaces } from '../shared/i18n-http';


export interface RouteTreeDeps extends GuardDeps {
  readonly chunks: ChunkReloadDeps;
  /** Loads the named features' view models into the container (ui/main.tsx), before the page that uses them renders. */
  readonly featureModules: LoadFeatureModules;
}

type Lazy = NonNullable<RouteObject['lazy']>;

/**
 * The route chunks, each with the feature modules its page resolves (downloaded with it, not with
 * the dealer layout: issue 34). Pages not built yet share one chunk: the "not available yet" panel.
 */
function pages({ chunks, featureModules }: Pick<RouteTreeDeps, 'chunks' | 'featureModules'>) {
  const page = <M extends Record<string, unknown>>(importer: () => Promise<M>, name: keyof M & string, modules: readonly FeatureModuleName[] = []): Lazy =>
    lazyPage(importer, name, chunks, modules.length === 0 ? undefined : () => featureModules(modules));
  return {
    login: page(() => import('../features/access/login-page'), 'LoginPage', ['access']),
    verification: page(() => import('../features/access/verification-page'), 'VerificationPage', ['access']),
    resetPassword: page(() => import('../features/access/reset-password-page'), 'ResetPasswordPage', ['access']),
    selectDealership: page(() => import('../features/access/select-dealership-page'), 'SelectDealershipPage', ['access']),
    traderWarning: page(() => import('../features/trade-ins/trader-panel-pages'), 'TraderPanelWarningPage'),
    traderSuccess: page(() => import('../features/trade-ins/trader-panel-pages'), 'TraderPanelSuccessfulLoginPage'),
    errorMessage: page(() => import('./error-message-page'), 'ErrorMessagePage'),
    demoInbox: page(() => import('../features/access/demo-inbox-page'), 'DemoInboxPage', ['access']),
    myProfile: page(() => import('../features/people/my-profile-page'), 'MyProfilePage', ['people', 'access']),
    customers: page(() => import('../features/customers/customers-page'), 'CustomersPage', ['customers']),
    customerDuplicates: page(() => import('../features/customers/duplicates/duplicates-page'), 'DuplicatesPage', ['customers']),
    addCustomer: page(() => import('../features/customers/form/add-customer-page'), 'AddCustomerPage', ['customers']),
    customerDetails: page(() => import('../features/customers/record/customer-details-page'), 'CustomerDetailsPage', ['customers']),
    orderList: page(() => import('./order-list-with-dms'), 'OrderListWithDmsPage', ['orders', 'dms']),
    addOrder: page(() => import('../features/orders/add/add-order-page'), 'AddOrderPage', ['orders']),
    feesAndDiscounts: page(() => import('../features/fees/fees-page'), 'FeesAndDiscountsPage', ['fees']),
    marketscan: page(() => import('../features/fees/marketscan-page'), 'MarketscanPage', ['fees']),
    aftermarket: page(() => import('../features/addons/aftermarket-page'), 'AftermarketPage', ['addons']),
    pricingWorksheet: page(() => import('./pricing-worksheet-page'), 'PricingWorksheetPage', ['fees', 'worksheet', 'disclosures']),
    payments: page(() => import('../features/payments/settings/payments-page'), 'PaymentsPage', ['payments']),
    disclosure: page(() => import('../features/stores/disclosures/disclosures-page'), 'DisclosuresPage', ['disclosures']),
    questionnaire: page(() => import('../features/trade-ins/questionnaire/questionnaire-page'), 'QuestionnairePage', ['tradeIns']),
    activity: page(() => import('../features/people/activity/activity-page'), 'ActivityPage', ['activity']),
    messages: page(() => import('../features/messages/messages-page'), 'MessagesPage', ['messages']),
    analytics: page(() => import('../features/analytics/analytics-page'), 'AnalyticsPage', ['analytics']),
    users: page(() => import('../features/people/users/users-page'), 'UsersPage', ['users']),
    dealerships: page(() => import('../features/stores/dealerships-page'), 'DealershipsPage', ['stores', 'cardProcessor', 'sso', 'feeds', 'localTaxes']),
    documents: page(() => import('../features/documents/documents-page'), 'DocumentsPage', ['documents']),
    appointment: page(() => import('../features/appointments/appointment-page'), 'AppointmentPage', ['appointments']),
    deposit: page(() => import('../features/deposits/deposit-page'), 'DepositPage', ['deposits']),
    quoteBuilder: page(() => import('./quote-builder-page'), 'QuoteBuilderPage', ['quotes']),
    praqCreate: page(() => import('../features/quotes/praq-route-pages'), 'PraqCreatePage', ['quotes']),
    praqActivate: page(() => import('../features/quotes/praq-route-pages'), 'PraqActivatePage', ['quotes']),
    praqEdit: page(() => import('../features/quotes/praq-route-pages'), 'PraqEditPage', ['quotes']),
    creditApplication: page(() => import('../features/credit/credit-page'), 'CreditApplicationPage', ['credit']),
    tradeIn: page(() => import('../features/trade-ins/trade-in-page'), 'TradeInPage', ['tradeIns']),
    tradeInOnly: page(() => import('../features/trade-ins/trade-in-page'), 'TradeInOnlyPage', ['tradeIns']),
    gallery: page(() => import('../features/trade-ins/gallery/gallery-page'), 'GalleryPage', ['gallery']),
    priceProfiles: page(() => import('../features/analytics/pricing/price-profiles-page'), 'PriceProfilesPage', ['pricing']),
    pricingReport: page(() => import('../features/analytics/pricing/pricing-report-page'), 'PricingReportPage', ['pricing']),
    inventoryImports: page(() => import('../features/inventory/imports/imports-page'), 'ImportsPage', ['imports']),
    inventory: page(() => import('../features/inventory/inventory-list-page'), 'InventoryListPage', ['inventory']),
    inventoryVehicle: page(() => import('../features/inventory/vehicle-record-page'), 'VehicleRecordPage', ['inventory']),
    notAvailable: page(() => import('./not-available-page'), 'NotAvailablePage'),
  };
}

const CUSTOMER_CHILDREN: readonly RouteName[] = [
  'order-list', 'add-order', 'personal-application', 'order-trade-in', 'trade-in-only', 'vauto-trade-in', 'pricing-worksheet',
  'deposit', 'appointment', 'praq-activate', 'praq-edit', 'praq-create', 'quote-builder', 'file-upload',
];
const DEALER_PAGES: readonly RouteName[] = [
  'add-customer', 'payments', 'price-profiles', 'pricing-report', 'marketscan', 'aftermarket', 'questionnaire',
  'dealerships', 'disclosure', 'users', 'activity', 'messages', 'fees-and-discounts', 'analytics', 'customer-duplicates',
  'inventory-imports',
  'inventory', 'inventory-vehicle',
];

/** The page of a dealer route: those built, else the "not available yet" panel. */
function dealerPageChunk(name: RouteName, chunk: ReturnType<typeof pages>): Lazy {
  if (name === 'add-customer') return chunk.addCustomer;
  if (name === 'fees-and-discounts') return chunk.feesAndDiscounts;
  if (name === 'marketscan') return chunk.marketscan;
  if (name === 'aftermarket') return chunk.aftermarket;
  if (name === 'payments') return chunk.payments;
  if (name === 'disclosure') return chunk.disclosure;
  if (name === 'questionnaire') return chunk.questionnaire;
  if (name === 'activity') return chunk.activity;
  if (name === 'messages') return chunk.messages;
  if (name === 'analytics') return chunk.analytics;
  if (name === 'customer-duplicates') return chunk.customerDuplicates;
  if (name === 'users') return chunk.users;
  if (name === 'dealerships') return chunk.dealerships;
  if (name === 'price-profiles') return chunk.priceProfiles;
  if (name === 'pricing-report') return chunk.pricingReport;
  if (name === 'inventory-imports') return chunk.inventoryImports;
  if (name === 'inventory') return chunk.inventory;
  if (name === 'inventory-vehicle') return chunk.inventoryVehicle;
  return chunk.notAvailable;
}

/** The page of a customer-details child: the order list, add order, the pricing worksheet, the deposit, the appointment, the documents and the credit application are built, the others not yet. */
function customerChildChunk(name: RouteName, chunk: ReturnType<typeof pages>): Lazy {
  if (name === 'order-list') return chunk.orderList;
  if (name === 'add-order') return chunk.addOrder;
  if (name === 'pricing-worksheet') return chunk.pricingWorksheet;
  if (name === 'file-upload') return chunk.documents;
  if (name === 'appointment') return chunk.appointment;
  if (name === 'deposit') return chunk.deposit;
  if (name === 'quote-builder') return chunk.quoteBuilder;
  if (name === 'praq-create') return chunk.praqCreate;
  if (name === 'praq-activate') return chunk.praqActivate;
  if (name === 'praq-edit') return chunk.praqEdit;
  if (name === 'personal-application') return chunk.creditApplication;
  if (name === 'order-trade-in' || name === 'vauto-trade-in') return chunk.tradeIn;
  if (name === 'trade-in-only') return chunk.tradeInOnly;
  return chunk.notAvailable;
}

/** A child of customer-details: its segment relative to /customers/:id, or the index route. */
function customerChild(name: RouteName, route: RouteObject): RouteObject {
  const segment = childPath(name) ?? '';
  const { path: _full, ...rest } = route;
  return (segment === '' ? { ...rest, index: true } : { ...rest, path: segment }) as RouteObject;
}

/** What the dealer layout itself resolves: the notification bell's port, the user menu's support contact. */
const SHELL_MODULES: readonly FeatureModuleName[] = ['notifications', 'stores'];

/**
 * The dealer layout with its menus and modals: one lazy step that the sign-in pages never take
 * (issue 10.5), a failed download reloading once like a page's.
 */
function dealerLayout(deps: RouteTreeDeps): Lazy {
  return async () => {
    // The dealer pages' messages come by URL with their code (the sign-in pages never wait for them),
    // in the session's language only: asked for once it is known, not in the one the panel starts in.
    const [shell] = await Promise.all([loadChunk(() => import('./dealer-shell'), deps.chunks), loadChunk(() => deps.featureModules(SHELL_MODULES), deps.chunks), loadLanguage(deps).then(() => loadFeatureNamespaces(deps.i18n))]);
    return { Component: shell.DealerShell };
  };
}

/** The route table of spec 000 section 2.1 under the basename /dealer. */
export function routeTree(deps: RouteTreeDeps): RouteObject[] {
  const chunk = pages(deps);
  const guarded = (name: RouteName, lazy: Lazy): RouteObject => ({
    path: ROUTES[name].path.slice(1),
    handle: { routeName: name } satisfies RouteHandle,
    loader: guardLoader(name, deps),
    lazy,
  });
  const toCustomers: LoaderFunction = () => redirect(paths.customers());
  const languageOnly: LoaderFunction = async () => {
    await loadLanguage(deps);
    return null;
  };

  return [
    {
      id: 'root',
      element: <RootLayout />,
      errorElement: <RouteError />,
      hydrateFallbackElement: <FullPageLoader />,
      children: [
        { index: true, loader: toCustomers },
        {
          element: <PublicLayout />,
          children: [
            guarded('login', chunk.login),
            guarded('verification', chunk.verification),
            guarded('reset-password', chunk.resetPassword),
            guarded('select-dealership', chunk.selectDealership),
            guarded('trader-panel-warning', chunk.traderWarning),
            guarded('trader-panel-successful-login', chunk.traderSuccess),
            guarded('error-message', chunk.errorMessage),
            guarded('gallery', chunk.gallery),
            { path: 'demo-inbox', handle: { routeName: 'demo-inbox' } satisfies RouteHandle, loader: languageOnly, lazy: chunk.demoInbox },
          ],
        },
        {
          lazy: dealerLayout(deps),
          children: [
            guarded('customers-view', chunk.customers),
            {
              // The children carry the guards; the parent renders the record around their Outlet.
              path: ROUTES['customer-details'].path.slice(1),
              handle: { routeName: 'customer-details' } satisfies RouteHandle,
              lazy: chunk.customerDetails,
              children: CUSTOMER_CHILDREN.map((name) => customerChild(name, guarded(name, customerChildChunk(name, chunk)))),
            },
            ...DEALER_PAGES.map((name) => guarded(name, dealerPageChunk(name, chunk))),
            guarded('my-profile', chunk.myProfile),
          ],
        },
        { path: '*', loader: toCustomers },
      ],
    },
  ];
}
