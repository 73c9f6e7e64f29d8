import { Subject } from 'rxjs';
import type { Observable } from 'rxjs';
import type { ApiClient, AuthRedirect, HttpNotice } from '../http/client/api-client';
import { createApiClient } from '../http/client/create-api-client';
import { readCookie } from '../http/client/url';
import { createErrorReports } from '../http/client/error-reports';
import { errorRoutes } from '../http/contract/error-routes';
import { currentPath } from './current-path';

/** The browser's api client and what it reports: the toasts to show, where to go after 401/403/440. */
export interface BrowserApi {
  readonly api: ApiClient;
  readonly notices: Observable<HttpNotice>;
  readonly redirects: Observable<AuthRedirect>;
}

/**
 * The api client of a page in the browser, without a container: the dealer panel binds it in its
 * container (web.ts), the sign-in page (ui/sign-in.tsx, issue 34) uses it as it is.
 */
export function createBrowserApi(): BrowserApi {
  const notices = new Subject<HttpNotice>();
  const redirects = new Subject<AuthRedirect>();
  const api = createApiClient({
    notify: (notice) => notices.next(notice),
    redirect: (target) => redirects.next(target),
    readCsrfToken: () => readCookie(document.cookie, 'csrftoken'),
    currentPath,
    report: (error) => reportError(error),
  });
  // Straight through axios: no retries, no notices, and a failed report is never reported itself.
  const reportError = createErrorReports({ send: (report) => api.axios.post(errorRoutes.reportClientError.path, report), now: () => Date.now() });
  return { api, notices: notices.asObservable(), redirects: redirects.asObservable() };
}
