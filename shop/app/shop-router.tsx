import { createBrowserRouter } from 'react-router-dom';
import { DealAddonsPage } from '../features/addons/deal-addons-page';
import { AppointmentPage } from '../features/appointments/appointment-page';
import { DepositPage } from '../features/deposits/deposit-page';
import { DocumentsPage } from '../features/documents/documents-page';
import { QuotesPage } from '../features/quotes/quotes-page';
import { TasksPage } from '../features/orders/tasks-page';
import { TradeInPage } from '../features/trade-ins/trade-in-page';
import { CreditRoute } from './credit-route';
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
        { path: 'quotes', element: <QuotesPage /> },
        { path: 'addons', element: <DealAddonsPage /> },
        { path: 'credit', element: <CreditRoute /> },
        { path: 'trade-in', element: <TradeInPage /> },
        { path: 'appointment', element: <AppointmentPage /> },
        { path: 'documents', element: <DocumentsPage /> },
        { path: 'deposit', element: <DepositPage /> },
        { path: '*', element: <NotFoundPage /> },
      ],
    },
    { path: '/invitation/:token', element: <InvitationPage /> },
    { path: '*', element: <NotFoundPage /> },
  ], { basename: SHOP_BASE });
}
