import type { ComponentType } from 'react';
import { createBrowserRouter } from 'react-router-dom';
import { TasksPage } from '../features/orders/tasks-page';
import { DealRoute } from './deal-route';
import { InvitationPage } from './invitation-page';
import { NotFoundPage } from './not-found-page';

/** The shop's base: the server serves the app under it (history mode, adapters/http/server/platform/static-ui.ts). */
export const SHOP_BASE = '/shop';

/** A deal's pages in the shop (the paths deal links redirect to: adapters/http/server/customers/customer-link-routes.ts). */
export const shopPaths = {
  tasks: (token: string) => `/deal/${encodeURIComponent(token)}`,
  quotes: (token: string) => `/deal/${encodeURIComponent(token)}/quotes`,
  addons: (token: string) => `/deal/${encodeURIComponent(token)}/addons`,
  credit: (token: string) => `/deal/${encodeURIComponent(token)}/credit`,
  tradeIn: (token: string) => `/deal/${encodeURIComponent(token)}/trade-in`,
  appointment: (token: string) => `/deal/${encodeURIComponent(token)}/appointment`,
  documents: (token: string) => `/deal/${encodeURIComponent(token)}/documents`,
  deposit: (token: string) => `/deal/${encodeURIComponent(token)}/deposit`,
} as const;

/**
 * A deal's page other than its tasks, loaded when first opened (issue 34 item 3): the link opens on
 * the tasks, and the phone fetched and ran every page's code (the credit form's among it) first.
 */
const later = (load: () => Promise<ComponentType>) => async () => ({ Component: await load() });

/**
 * /deal/:token (the tasks), /deal/:token/quotes, /deal/:token/addons (the deal's accessories and plans), /deal/:token/credit, /deal/:token/trade-in, /deal/:token/appointment,
 * /deal/:token/documents, /deal/:token/deposit, all under the deal's layout
 * (which reads the deal once); /invitation/:token; anything else: the "link does not work" page.
 */
export function createShopRouter() {
  return createBrowserRouter([
    {
      path: '/deal/:token',
      element: <DealRoute />,
      children: [
        { index: true, element: <TasksPage /> },
        { path: 'quotes', lazy: later(async () => (await import('../features/quotes/quotes-page')).QuotesPage) },
        { path: 'addons', lazy: later(async () => (await import('../features/addons/deal-addons-page')).DealAddonsPage) },
        { path: 'credit', lazy: later(async () => (await import('./credit-route')).CreditRoute) },
        { path: 'trade-in', lazy: later(async () => (await import('../features/trade-ins/trade-in-page')).TradeInPage) },
        { path: 'appointment', lazy: later(async () => (await import('../features/appointments/appointment-page')).AppointmentPage) },
        { path: 'documents', lazy: later(async () => (await import('../features/documents/documents-page')).DocumentsPage) },
        { path: 'deposit', lazy: later(async () => (await import('../features/deposits/deposit-page')).DepositPage) },
        { path: '*', element: <NotFoundPage /> },
      ],
    },
    { path: '/invitation/:token', element: <InvitationPage /> },
    { path: '*', element: <NotFoundPage /> },
  ], { basename: SHOP_BASE });
}
