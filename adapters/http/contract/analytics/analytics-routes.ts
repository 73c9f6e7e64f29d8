import { route } from '../access/access-routes';
import { AnalyticsResponse, PageEventsRequest, PageEventsResponse } from './analytics';

/** The analytics dashboard and the first-party event log (issue 17 items 1 and 2). */
export const analyticsRoutes = {
  dashboard: route({
    method: 'GET', path: '/api/dealer/analytics/', designed: true, auth: 'verified', response: AnalyticsResponse,
    summary: 'The analytics dashboard\'s figures for the period and the previous period of the same length, counted by the database: leads per day by lead type; '
      + 'deals created and how many reached each funnel step (quote, trade_in, credit_app, deposit, appointment, sold) with the conversion from the step before in basis points; '
      + 'the first staff response to a customer\'s act and the deals still unanswered; active deals awaiting the dealer now; deposits held, captured and refunded per currency; '
      + 'trade-in offers made and accepted; a row per sales rep; page views of the first-party event log. One entry per store the user sees '
      + '(organization roles: every store of the organization where they hold an organization role) and their roll-up in total (null for one store). '
      + 'Admins, or users flagged show_analytics_dashboard, while the static flag enableAnalyticsDashboard is on (403 otherwise). '
      + '400 invalid_query: from or to not a day (date.invalid), to before from (analytics.range_reversed), over 366 days (analytics.range_too_long), a store not shown to the user (analytics.store_unknown)',
    query: {
      from: 'First day, YYYY-MM-DD (UTC); default 29 days before to',
      to: 'Last day, YYYY-MM-DD (UTC), inclusive; default today',
      store: 'One store id of those the user sees (default: all of them)',
    },
  }),
  recordEvents: route({
    method: 'POST', path: '/api/dealer/events/', designed: true, auth: 'verified', body: PageEventsRequest, response: PageEventsResponse,
    summary: 'Records a batch of up to 20 page views of the dealer panel for the session\'s store (the first-party event log; no third-party script). '
      + 'A page is a route name of the panel (customers, customer-detail, analytics, …): nothing about who or which customer is kept. '
      + '400 invalid_input naming events.<i>.page (analytics.page_unknown) or events (analytics.batch_too_large, analytics.batch_empty); nothing is stored then. Rate-limited per session',
  }),
  recordShopEvents: route({
    method: 'POST', path: '/api/customer/events/', designed: true, auth: 'none', body: PageEventsRequest, response: PageEventsResponse,
    summary: 'Records a batch of up to 20 page views of the customer\'s pages by their analytics names (spec 002: vdp, srp, vdp:accessories, vdp:protection-plans, vdp:trade-in, vdp:credit-app, vdp:deposit) '
      + 'for the store of the deal whose link token is sent in X-Deal-Token; nothing about who. 404 for an unknown or archived link; 400 invalid_input as for events/. Rate-limited per link',
  }),
} as const;
