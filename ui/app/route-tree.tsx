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
import type { RouteHandle } from './route-handle';
import { FullPageLoader, RouteError } from './route-error';
import { loadFeatureNamespaces } from '../shared/i18n-http';


export interface RouteTreeDeps extends GuardDeps {
  readonly chunks: ChunkReloadDeps;
  /** Loads the dealer pages' view models into the container (ui/main.tsx), before the dealer layout renders. */
  readonly dealerModules: () => Promise<void>;
}

type Lazy = NonNullable<RouteObject['lazy']>;

/** The route chunks. Pages not built yet share one chunk: the "not available yet" panel. */
function pages(chunks: ChunkReloadDeps) {
  const page = <M extends Record<string, unknown>>(importer: () => Promise<M>, name: keyof M & string): Lazy => lazyPage(importer, name, chunks);
  return {
    login: page(() => import('../features/access/login-page'), 'LoginPage'),
    verification: page(() => import('../features/access/verification-page'), 'VerificationPage'),
    resetPassword: page(() => import('../features/access/reset-password-page'), 'ResetPasswordPage'),
    selectDealership: page(() => import('../features/access/select-dealership-page'), 'SelectDealershipPage'),
    traderWarning: page(() => import('../features/trade-ins/trader-panel-pages'), 'TraderPanelWarningPage'),
    traderSuccess: page(() => import('../features/trade-ins/trader-panel-pages'), 'TraderPanelSuccessfulLoginPage'),
    errorMessage: page(() => import('./error-message-page'), 'ErrorMessagePage'),
    demoInbox: page(() => import('../features/access/demo-inbox-page'), 'DemoInboxPage'),
    myProfile: page(() => import('../features/people/my-profile-page'), 'MyProfilePage'),
    customers: page(() => import('../features/customers/customers-page'), 'CustomersPage'),
    customerDuplicates: page(() => import('../features/customers/duplicates/duplicates-page'), 'DuplicatesPage'),
    addCustomer: page(() => import('../features/customers/form/add-customer-page'), 'AddCustomerPage'),
    customerDetails: page(() => import('../features/customers/record/customer-details-page'), 'CustomerDetailsPage'),
    orderList: page(() => import('./order-list-with-dms'), 'OrderListWithDmsPage'),
    addOrder: page(() => import('../features/orders/add/add-order-page'), 'AddOrderPage'),
    feesAndDiscounts: page(() => import('../features/fees/fees-page'), 'FeesAndDiscountsPage'),
    marketscan: page(() => import('../features/fees/marketscan-page'), 'MarketscanPage'),
    aftermarket: page(() => import('../features/addons/aftermarket-page'), 'AftermarketPage'),
    pricingWorksheet: page(() => import('./pricing-worksheet-page'), 'PricingWorksheetPage'),
    payments: page(() => import('../features/payments/settings/payments-page'), 'PaymentsPage'),
    disclosure: page(() => import('../features/stores/disclosures/disclosures-page'), 'DisclosuresPage'),
    questionnaire: page(() => import('../features/trade-ins/questionnaire/questionnaire-page'), 'QuestionnairePage'),
    activity: page(() => import('../features/people/activity/activity-page'), 'ActivityPage'),
    messages: page(() => import('../features/messages/messages-page'), 'MessagesPage'),
    analytics: page(() => import('../features/analytics/analytics-page'), 'AnalyticsPage'),
    users: page(() => import('../features/people/users/users-page'), 'UsersPage'),
    dealerships: page(() => import('../features/stores/dealerships-page'), 'DealershipsPage'),
    documents: page(() => import('../features/documents/documents-page'), 'DocumentsPage'),
    appointment: page(() => import('../features/appointments/appointment-page'), 'AppointmentPage'),
    deposit: page(() => import('../features/deposits/deposit-page'), 'DepositPage'),
    quoteBuilder: page(() => import('./quote-builder-page'), 'QuoteBuilderPage'),
    praqCreate: page(() => import('../features/quotes/praq-route-pages'), 'PraqCreatePage'),
    praqActivate: page(() => import('../features/quotes/praq-route-pages'), 'PraqActivatePage'),
    praqEdit: page(() => import('../features/quotes/praq-route-pages'), 'PraqEditPage'),
    creditApplication: page(() => import('../features/credit/credit-page'), 'CreditApplicationPage'),
    tradeIn: page(() => import('../features/trade-ins/trade-in-page'), 'TradeInPage'),
    tradeInOnly: page(() => import('../features/trade-ins/trade-in-page'), 'TradeInOnlyPage'),
    gallery: page(() => import('../features/trade-ins/gallery/gallery-page'), 'GalleryPage'),
    priceProfiles: page(() => import('../features/analytics/pricing/price-profiles-page'), 'PriceProfilesPage'),
    pricingReport: page(() => import('../features/analytics/pricing/pricing-report-page'), 'PricingReportPage'),
    inventoryImports: page(() => import('../features/inventory/imports/imports-page'), 'ImportsPage'),
    inventory: page(() => import('../features/inventory/inventory-list-page'), 'InventoryListPage'),
    inventoryVehicle: page(() => import('../features/inventory/vehicle-record-page'), 'VehicleRecordPage'),
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

/**
 * The dealer layout with its menus, modals and the dealer pages' view models: one lazy step that the
 * sign-in pages never take (issue 10.5), a failed download reloading once like a page's.
 */
function dealerLayout(deps: RouteTreeDeps): Lazy {
  return async () => {
    // The dealer pages' messages come by URL with their code (the sign-in pages never wait for them).
    const [shell] = await Promise.all([loadChunk(() => import('./dealer-shell'), deps.chunks), loadChunk(deps.dealerModules, deps.chunks), loadFeatureNamespaces(deps.i18n)]);
    return { Component: shell.DealerShell };
  };
}

/** The route table of spec 000 section 2.1 under the basename /dealer. */
export function routeTree(deps: RouteTreeDeps): RouteObject[] {
  const chunk = pages(deps.chunks);
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
