import { Subject } from 'rxjs';
import type { Observable } from 'rxjs';
import type { AuthRedirect, HttpNotice } from '../http/client/api-client';
import type { CallRouteOptions } from '../http/client/call-route';
import { readCookie } from '../http/client/url';
import { createErrorReports } from '../http/client/error-reports';
import type { ClientErrorReport } from '../http/contract/error-routes';
import { errorRoutes } from '../http/contract/error-routes';
import { currentPath } from './current-path';

/** A page's api client and what it reports: the toasts to show, where to go after 401/403/440. */
export interface PageApi<Client> {
  readonly client: Client;
  readonly notices: Observable<HttpNotice>;
  readonly redirects: Observable<AuthRedirect>;
}

/** One error report sent straight through the client: no retries, no notices, its own failure never reported. */
export type SendReport<Client> = (client: Client, path: string, report: ClientErrorReport) => Promise<unknown>;

/**
 * The request and answer handling of a page in the browser, whatever sends its requests: the CSRF
 * cookie, the current path for login's `next`, the notices and redirects as observables, and the
 * error reports, for the panel (browser-api.ts) and the sign-in pages (sign-in-api.ts).
 */
export function createPageApi<Client>(createClient: (options: CallRouteOptions) => Client, sendReport: SendReport<Client>): PageApi<Client> {
  const notices = new Subject<HttpNotice>();
  const redirects = new Subject<AuthRedirect>();
  const client = createClient({
    notify: (notice) => notices.next(notice),
    redirect: (target) => redirects.next(target),
    readCsrfToken: () => readCookie(document.cookie, 'csrftoken'),
    currentPath,
    report: (error) => reportError(error),
  });
  const reportError = createErrorReports({ send: (report) => sendReport(client, errorRoutes.reportClientError.path, report), now: () => Date.now() });
  return { client, notices: notices.asObservable(), redirects: redirects.asObservable() };
}
